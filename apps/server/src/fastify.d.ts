/* The one place that augments Fastify's types. */
import 'fastify';
import type { AppDeps } from './app.ts';
import type { AccountLimits } from './modules/accounts/account-limits.ts';
import type { Notifier } from './modules/alarms/alarms.service.ts';
import type { ProductViewCounter } from './modules/products/product-views.ts';
import type { ProductPages } from './modules/products/product-pages.ts';
import type { ProductLists } from './modules/products/product-lists.ts';
import type { PromotionTallyRecorder } from './modules/promotions/promotion-tallies.ts';
import type { SearchRecorder } from './modules/searches/searches.service.ts';
import type { Geocoder } from './lib/geocoder.ts';
import type { ExchangeRates } from './lib/exchange-rates.ts';
import type { Translator } from './lib/translator.ts';
import type { InvalidationBus } from './lib/invalidation-bus.ts';
import type { Senders } from './lib/messaging.ts';
import type { BackgroundWork } from './lib/background-work.ts';
import type { RealtimeEmitter } from './realtime/emitter.ts';
import type { RealtimeGateway } from './realtime/gateway.ts';
import type { Health } from './http/health.ts';
import type { RequestContext } from './http/request-context.ts';
import type { Session, SessionManager, SessionUser } from './http/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionManager;
    deps: AppDeps;
    realtime: RealtimeEmitter;
    realtimeGateway: RealtimeGateway;
    notifier: Notifier;
    /** SMS and email senders (accounts: one-time codes). */
    senders: Senders;
    /** Work after the answer (one-time codes' sends); `idle()` waits for all of it. */
    background: BackgroundWork;
    /** Places from coordinates and typed text (GEOCODER_URL's service or the offline default). */
    geocoder: Geocoder;
    /** Translations of posts and chat messages; null when no TRANSLATE_URL is configured. */
    translator: Translator | null;
    exchangeRates: ExchangeRates | null;
    /** Rate limits per email or phone number (sign-ins, one-time code sends, look-ups). */
    accountLimits: AccountLimits;
    /** Tells every instance that something kept in memory changed (the settings, …). */
    bus: InvalidationBus;
    /** Notes searches and writes them in batches (recent and popular searches). */
    searchRecorder: SearchRecorder;
    /** The product list, visitors' first pages kept in memory until a write changes them. */
    productLists: ProductLists;
    /** Counts a post's views once per session and writes them in batches. */
    productViews: ProductViewCounter;
    /** A post's page, the part visitors see alike kept in memory until a write changes it. */
    productPages: ProductPages;
    promotionTallies: PromotionTallyRecorder;
    /** The probes' state: `startDraining()` turns /readyz to 503 (SIGTERM, main.ts). */
    health: Health;
    /** Writes what the write-behind queues hold now (searches, views). */
    flushDeferredWrites(): Promise<void>;
  }
  interface FastifyRequest {
    ctx: RequestContext;
    session: Session | null;
    user: SessionUser | null;
  }
  interface FastifyReply {
    issueCsrfCookie(): FastifyReply;
  }
}
