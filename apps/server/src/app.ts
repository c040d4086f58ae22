import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createServer } from 'node:http';
import type { AppConfig } from './config.ts';
import type { Db } from './db/database.ts';
import csrf from './http/csrf.ts';
import errors from './http/errors.ts';
import { withMethodOverride } from './http/method-override.ts';
import multipart from './http/multipart.ts';
import openapi from './http/openapi.ts';
import requestContext from './http/request-context.ts';
import security from './http/security.ts';
import session from './http/session.ts';
import webApp from './http/web-app.ts';
import type { CountryLookup } from './lib/geoip.ts';
import { createRedis } from './lib/redis.ts';
import { createRealtimeEmitter } from './realtime/emitter.ts';
import type { FileStorage } from './lib/storage.ts';
import { adminModule } from './modules/admin/admin.module.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { catalogRoutes } from './modules/catalog/catalog.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { imageRoutes } from './modules/images/images.routes.ts';
import { likeRoutes } from './modules/likes/likes.routes.ts';
import { productRoutes } from './modules/products/products.routes.ts';
import { searchRoutes } from './modules/searches/searches.routes.ts';
import { sampleRoutes } from './modules/samples/samples.routes.ts';
import { socialRoutes } from './modules/social/social.routes.ts';
import { promotionRoutes } from './modules/promotions/promotions.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { userRoutes } from './modules/users/users.routes.ts';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  countryLookup: CountryLookup;
  logger?: FastifyServerOptions['logger'];
}

/** Builds the whole app: used by main.ts and by every test (through inject or a real listen). */
export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // Method override must see a request before Fastify routes it (see method-override.ts).
    serverFactory: (handler) => createServer(withMethodOverride(handler)),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  // Services send real-time events here; the Socket.IO gateway forwards them to connections.
  app.decorate('realtime', createRealtimeEmitter());

  // External plugins, then the app's own HTTP conventions, then the domain modules.
  await app.register(cookie);
  // With REDIS_URL the limits are shared by every instance; if Redis is away they are skipped
  // (skipOnError) rather than refusing every request.
  const redis = config.redisUrl ? createRedis(config.redisUrl, app.log) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.disconnect());
  await app.register(rateLimit, { global: false, redis, skipOnError: true, nameSpace: 'steelyard-rl:' });
  await app.register(security, {});
  await app.register(formbody);
  await app.register(multipart);
  await app.register(openapi);
  await app.register(requestContext, { defaultCountry: config.defaultCountry });
  await app.register(errors);
  await app.register(session, { db, ttlDays: config.sessionTtlDays, cookieSecure: config.cookieSecure });
  await app.register(csrf);

  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(catalogRoutes);
  await app.register(contentRoutes);
  await app.register(promotionRoutes);
  await app.register(trackingRoutes);
  await app.register(geoRoutes);
  await app.register(imageRoutes);
  await app.register(productRoutes);
  await app.register(likeRoutes);
  await app.register(searchRoutes);
  await app.register(socialRoutes);
  await app.register(sampleRoutes);
  await app.register(adminModule, { prefix: '/api/admin' });

  await app.register(webApp, { webDist: config.webDist, uploadDir: config.uploadDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
