import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServer } from 'node:http';
import type { AppConfig } from './config.ts';
import { setPasswordHashCost } from './lib/passwords.ts';
import type { Db } from './db/database.ts';
import compression from './http/compression.ts';
import csrf from './http/csrf.ts';
import errors from './http/errors.ts';
import health from './http/health.ts';
import { requestMetrics } from './http/metrics.ts';
import { withMethodOverride } from './http/method-override.ts';
import multipart from './http/multipart.ts';
import openapi from './http/openapi.ts';
import responses from './http/responses.ts';
import requestContext from './http/request-context.ts';
import security from './http/security.ts';
import session from './http/session.ts';
import webApp, { besideFirstScreens, combineFirstScreens, loadPageDrawing } from './http/web-app.ts';
import type { CountryLookup } from './lib/geoip.ts';
import { createHttpGeocoder, type Geocoder } from './lib/geocoder.ts';
import { createBackgroundWork } from './lib/background-work.ts';
import { createOfflineGeocoder } from './lib/geocoder.offline.ts';
import { createHttpExchangeRates } from './lib/exchange-rates.ts';
import { createHttpTranslator } from './lib/translator.ts';
import { createHttpPushSender, createLogPushSender } from './lib/push.ts';
import { createSenders } from './lib/messaging.ts';
import { createInvalidationBus } from './lib/invalidation-bus.ts';
import { onAnnounced } from './db/changes.ts';
import { rateLimitStore } from './lib/rate-limit-store.ts';
import { createRedis, firstConnection } from './lib/redis.ts';
import { createRealtimeEmitter } from './realtime/emitter.ts';
import realtimeGateway from './realtime/gateway.ts';
import type { FileStorage } from './lib/storage.ts';
import { createAccountLimits } from './modules/accounts/account-limits.ts';
import { accountRoutes } from './modules/accounts/accounts.routes.ts';
import { adminModule } from './admin-routes.ts';
import { alarmRoutes } from './modules/alarms/alarms.routes.ts';
import { createNotifier } from './modules/alarms/alarms.service.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { chatRoutes } from './modules/chats/chats.routes.ts';
import { offerRoutes } from './modules/offers/offers.routes.ts';
import { endStaleOffers } from './modules/offers/offers.service.ts';
import { hasChattedAbout } from './modules/chats/chats.repository.ts';
import { blockRoutes } from './modules/blocks/blocks.routes.ts';
import { profileRoutes } from './modules/profile/profile.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { specRoutes } from './modules/specs/specs.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { exchangeRateRoutes } from './modules/client-config/exchange-rates.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { countryRoutes } from './modules/countries/countries.routes.ts';
import { factoryRoutes } from './modules/factories/factories.routes.ts';
import { freelancerJobRoutes } from './modules/freelancer-jobs/freelancer-jobs.routes.ts';
import { freelancerRoutes } from './modules/freelancers/freelancers.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { keywordRoutes } from './modules/keywords/keywords.routes.ts';
import { specAlertRoutes } from './modules/keywords/spec-alerts.routes.ts';
import { qnaRoutes } from './modules/qnas/qnas.routes.ts';
import { businessRoutes } from './modules/businesses/businesses.routes.ts';
import { invoiceRequestRoutes } from './modules/businesses/invoice-requests.routes.ts';
import { seatRoutes } from './modules/businesses/seats.routes.ts';
import { inspectionRoutes } from './modules/inspections/inspections.routes.ts';
import { likeRoutes } from './modules/likes/likes.routes.ts';
import { reportRoutes } from './modules/reports/reports.routes.ts';
import { reviewRoutes } from './modules/reviews/reviews.routes.ts';
import { tradeChanged } from './modules/reviews/trust.ts';
import { hasReviewedRequest } from './modules/reviews/reviews.service.ts';
import { createProductPages } from './modules/products/product-pages.ts';
import { createProductViewCounter } from './modules/products/product-views.ts';
import { createProductLists } from './modules/products/product-lists.ts';
import { createBlockedMembers } from './modules/blocks/blocked-members.ts';
import { productsFirstScreen } from './modules/products/products.first-screen.ts';
import { bootFirstScreen } from './modules/catalog/catalog.first-screen.ts';
import { pageLanguageOf } from './modules/users/users.page-language.ts';
import { contentFirstScreen } from './modules/content/content.first-screen.ts';
import { servicesFirstScreen } from './modules/services/services.first-screen.ts';
import { freelancersFirstScreen } from './modules/freelancers/freelancers.first-screen.ts';
import { searchesFirstScreen } from './modules/searches/searches.first-screen.ts';
import {
  authFirstScreen,
  currentUserFirstScreen,
  mypageFirstScreen,
} from './modules/auth/auth.first-screen.ts';
import { qnasFirstScreen } from './modules/qnas/qnas.first-screen.ts';
import { chatsFirstScreen } from './modules/chats/chats.first-screen.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import type { TradeHooks } from './modules/products/products.service.ts';
import { productShareRoutes } from './modules/products/products.share-routes.ts';
import { searchRoutes } from './modules/searches/searches.routes.ts';
import { serviceRequestRoutes } from './modules/services/services.routes.ts';
import { createSearchRecorder } from './modules/searches/searches.service.ts';
import { sessionRoutes } from './modules/sessions/sessions.routes.ts';
import { sampleRoutes } from './modules/samples/samples.routes.ts';
import { sitemapRoutes } from './modules/sitemap/sitemap.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { createPromotionTallies } from './modules/promotions/promotion-tallies.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { translationRoutes } from './modules/translations/translations.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  countryLookup: CountryLookup;
  /** Tests may give their own; otherwise GEOCODER_URL's service, or the offline default. */
  geocoder?: Geocoder;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app: used by main.ts and by every test (through inject or a real listen). */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const { trustProxy } = config;
  setPasswordHashCost(config.passwordHashCost);
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !config.accessLog }),
    // A hop count trusts the last N addresses of X-Forwarded-For (proxy-addr's own rule for a number).
    trustProxy:
      typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Method override must see a request before Fastify routes it (see method-override.ts).
    serverFactory: (handler) => createServer(withMethodOverride(handler)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Services send real-time events here; the Socket.IO gateway forwards them to connections.
  app.decorate('realtime', createRealtimeEmitter());
  // Alarms: stored, then sent through `realtime` and the push sender (HTTP with PUSH_URL, else logged).
  const push = config.pushUrl
    ? createHttpPushSender({ url: config.pushUrl, key: config.pushKey })
    : createLogPushSender(app.log);
  app.decorate('notifier', createNotifier({ db, realtime: app.realtime, push, log: app.log }));
  app.addHook('onClose', () => app.notifier.idle());
  // SMS and email (one-time codes): a real provider when configured, the server log otherwise.
  const senders = createSenders(config, app.log);
  app.decorate('senders', senders);
  // Sends that run after the answer; closing waits for them.
  app.decorate(
    'background',
    createBackgroundWork((error, what) => app.log.error({ err: error }, `${what} failed`)),
  );
  app.addHook('onClose', () => app.background.idle());
  // Places from coordinates and text: a Nominatim-compatible service when configured, else offline.
  app.decorate(
    'geocoder',
    deps.geocoder ??
      (config.geocoderUrl ? createHttpGeocoder({ url: config.geocoderUrl }) : createOfflineGeocoder()),
  );
  // Translations: only with a configured service (null turns the feature off).
  app.decorate('translator', config.translate ? createHttpTranslator(config.translate) : null);
  // Converted prices (a hint beside the seller's price): only with a configured rates source.
  app.decorate(
    'exchangeRates',
    config.exchangeRatesUrl ? createHttpExchangeRates({ url: config.exchangeRatesUrl }) : null,
  );
  app.addHook('onClose', async () => senders.mail.close?.());
  // What instances keep in memory (the settings) is dropped on all of them when it changes.
  const bus = createInvalidationBus({
    redisUrl: config.redisUrl,
    channel: `${config.realtimeRedisKey}:invalidate`,
    log: app.log,
  });
  app.decorate('bus', bus);
  app.addHook('onClose', () => bus.close());
  // A change a service announces after its commit (`db/changes.ts`) reaches every instance's caches.
  onAnnounced(db, (change, detail) => void bus.publish(change.name, detail));
  // Searches are noted on the request and written a second later, in batches.
  const searchRecorder = createSearchRecorder({
    db,
    onError: (error) => app.log.error({ err: error }, 'recent searches could not be saved'),
  });
  app.decorate('searchRecorder', searchRecorder);
  // Visitors' first pages of the product list (members' too, without their blocks), dropped on
  // every instance when a post changes.
  app.decorate(
    'productLists',
    createProductLists({
      db,
      storage: deps.storage,
      bus,
      blocked: createBlockedMembers({ db, bus, ttlMs: 60_000, max: 50_000 }),
      ttlMs: 5_000,
      max: 200,
    }),
  );
  // Views of a post likewise: counted on the page, written a second later.
  const productViews = createProductViewCounter({
    db,
    onError: (error) => app.log.error({ err: error }, 'product views could not be counted'),
  });
  app.decorate('productViews', productViews);
  // Posts' pages as visitors see them, dropped when the post (or any post's table) changes.
  app.decorate(
    'productPages',
    createProductPages({ db, bus, views: productViews, ttlMs: 30_000, max: 5_000 }),
  );
  // Promotion views and clicks: each row at once, the per-day counts a second later.
  const promotionTallies = createPromotionTallies({
    db,
    onError: (error) => app.log.error({ err: error }, 'promotion views and clicks could not be counted'),
  });
  app.decorate('promotionTallies', promotionTallies);
  const flushDeferredWrites = async () =>
    void (await Promise.all([searchRecorder.flush(), productViews.flush(), promotionTallies.flush()]));
  app.decorate('flushDeferredWrites', flushDeferredWrites);
  app.addHook('onClose', flushDeferredWrites);

  // External plugins, then the app's own HTTP conventions, then the domain modules.
  await app.register(cookie);
  // Before anything that sends: the compression hook must wrap the static files' replies too.
  await app.register(compression);
  // With REDIS_URL the limits are shared by every instance; while Redis is away each instance
  // counts in its own memory, so the limits hold through an outage.
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  if (redis) {
    app.addHook('onClose', async () => void redis.disconnect());
    await firstConnection(redis);
  }
  // The probes (/healthz, /readyz): no session, CSRF or rate limit.
  await app.register(health, { db, redis, storage: deps.storage });
  // Prometheus metrics: timed requests; served by main.ts on METRICS_PORT, else here behind the token.
  if (config.metrics)
    await app.register(requestMetrics, {
      token: config.metrics.token,
      onAppPort: config.metrics.port === undefined,
    });
  const RateLimitStore = rateLimitStore(redis, 'steelyard-rl:');
  await app.register(rateLimit, { global: false, store: RateLimitStore });
  // Per email or number (code sends, look-ups) and per account and address (failed sign-ins):
  // one allowance however many modules use it.
  app.decorate('accountLimits', createAccountLimits(app, RateLimitStore));
  // The web app's drawing of first screens, whose pages carry a script the CSP must allow.
  const drawing = await loadPageDrawing(config.webSsrDist);
  await app.register(security, {
    publicUrl: config.publicUrl,
    imageOrigins: [config.map.tileOrigin, ...(config.s3?.publicOrigin ? [config.s3.publicOrigin] : [])],
    inlineScripts: drawing ? [drawing.pageScript] : [],
  });
  await app.register(formbody);
  await app.register(multipart, { tmpDir: config.uploadTmpDir });
  await app.register(responses);
  await app.register(openapi, { publicUrl: config.publicUrl });
  await app.register(requestContext, { defaultCountry: config.defaultCountry });
  await app.register(errors);
  await app.register(session, {
    db,
    bus,
    ttlDays: config.sessionTtlDays,
    cookieSecure: config.cookieSecure,
    cacheMs: config.sessionCacheMs,
  });
  await app.register(csrf);
  // Socket.IO on this server at /socket.io: session-cookie handshake, one room per member.
  await app.register(realtimeGateway, {});

  // A trade asks chats, reviews and offers, which stand above products: handed in, not imported.
  const offerDeps = { db, storage: deps.storage, realtime: app.realtime, notifier: app.notifier };
  const trade: TradeHooks = {
    hasChattedAbout,
    tradeChanged,
    postChanged: async (productId) => {
      app.realtime.toEveryone('product-changed', { product_id: productId });
      await endStaleOffers(offerDeps, { productId });
    },
  };
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(catalogRoutes);
  await app.register(specRoutes);
  await app.register(clientConfigRoutes);
  await app.register(exchangeRateRoutes);
  await app.register(contentRoutes);
  await app.register(promotionRoutes);
  await app.register(trackingRoutes);
  await app.register(geoRoutes);
  await app.register(countryRoutes);
  await app.register(translationRoutes);
  await app.register(imageRoutes);
  await app.register(productRoutes, { trade });
  await app.register(productShareRoutes);
  await app.register(likeRoutes);
  await app.register(searchRoutes);
  await app.register(chatRoutes);
  await app.register(offerRoutes);
  await app.register(alarmRoutes);
  await app.register(keywordRoutes);
  await app.register(specAlertRoutes);
  await app.register(qnaRoutes);
  await app.register(businessRoutes);
  await app.register(invoiceRequestRoutes);
  await app.register(seatRoutes);
  await app.register(inspectionRoutes);
  await app.register(serviceRequestRoutes('drawing', { hasReviewedRequest }));
  await app.register(serviceRequestRoutes('production', { hasReviewedRequest }));
  await app.register(factoryRoutes);
  await app.register(freelancerRoutes);
  await app.register(freelancerJobRoutes);
  await app.register(accountRoutes);
  await app.register(sessionRoutes);
  await app.register(profileRoutes);
  // A block ends the price offers between the two (offers stand above blocks).
  await app.register(blockRoutes, { blocked: (a, b) => endStaleOffers(offerDeps, { members: [a, b] }) });
  await app.register(reviewRoutes);
  await app.register(reportRoutes);
  await app.register(socialRoutes);
  await app.register(sitemapRoutes);
  await app.register(sampleRoutes);
  await app.register(adminModule, { prefix: '/api/admin', trade });

  const boot = bootFirstScreen(app);
  await app.register(webApp, {
    webDist: config.webDist,
    storage: deps.storage,
    firstScreen: combineFirstScreens(
      besideFirstScreens(
        combineFirstScreens(
          productsFirstScreen(app),
          contentFirstScreen(app),
          servicesFirstScreen(app),
          freelancersFirstScreen(app),
          searchesFirstScreen(app),
          authFirstScreen(),
        ),
        boot,
      ),
      // A signed-in member's own screens: who they are beside the boot's answers, theirs alone.
      besideFirstScreens(
        combineFirstScreens(qnasFirstScreen(app), mypageFirstScreen(), chatsFirstScreen(app)),
        combineFirstScreens(boot, currentUserFirstScreen(app)),
      ),
    ),
    drawing,
    pageLanguage: pageLanguageOf(app),
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
