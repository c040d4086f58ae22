import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/** proxy-addr's names for address ranges, accepted in a TRUST_PROXY list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto), as Fastify's
 * `trustProxy` takes it: `false` (nobody; the default), a hop count (the last N addresses of the
 * chain were added by your own proxies), or a list of proxy addresses and CIDRs. `true` is refused:
 * it trusts whatever the client itself writes in X-Forwarded-For.
 */
const trustProxySchema = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (['false', 'no', 'off', '0'].includes(value.toLowerCase())) return false;
    if (/^\d+$/.test(value) && Number(value) <= 20) return Number(value);
    const entries = value.split(',').map((entry) => entry.trim());
    if (entries.every((entry) => entry !== '' && isAddressOrRange(entry))) return entries;
    ctx.addIssue({
      code: 'custom',
      message: ['true', 'yes', 'on'].includes(value.toLowerCase())
        ? 'true would trust any client; give the number of proxies in front of the app (e.g. 1) or their addresses'
        : 'a hop count (e.g. 1) or a comma-separated list of proxy addresses and CIDRs (e.g. 10.0.0.0/8,loopback)',
    });
    return z.NEVER;
  });

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Unset: `warn` in production (a log line per request costs a third of a bare route's rate), else `info`.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  // One `info` line per request and response; off in production unless asked for.
  ACCESS_LOG: booleanFlag.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  REDIS_URL: z.url().optional(),
  // The prefix of the real-time channels in Redis: deployments sharing one Redis use different ones.
  REALTIME_REDIS_KEY: z.string().min(1).max(100).default('steelyard-rt'),
  SEED_DEMO: booleanFlag.default(true),
  // Prometheus metrics: on a port of their own, and/or behind a bearer token (docs/deploy.md).
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().optional(),
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  // false: the start leaves the migrations to `npm run migrate`, run once before the instances start.
  MIGRATE: booleanFlag.default(true),
  // After SIGTERM, /readyz answers 503 this long before the port closes, so a balancer stops
  // sending first. Unset: 5 s in production, none otherwise (a restart in development is at once).
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).optional(),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  // How long an instance keeps a session it read; every change drops it on all instances at once.
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
  // scrypt's N for new password hashes: a power of two, OWASP's 2^17 unless a test lowers it.
  PASSWORD_HASH_COST: z.coerce
    .number()
    .int()
    .min(2 ** 10)
    .max(2 ** 20)
    .refine((n) => Number.isInteger(Math.log2(n)), 'a power of two')
    .default(2 ** 17),
  COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  TRUST_PROXY: trustProxySchema.default(false),
  DEFAULT_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('KR'),
  WEB_DIST: z.string().default(''),
  /** The web app's server bundle (`entry-server.js`, built by `npm run build`); none: pages are not drawn on the server. */
  WEB_SSR_DIST: z.string().default(''),
  UPLOAD_DIR: z.string().default(''),
  // Where uploads are streamed while their request is read (removed after the answer); unset, the system's.
  UPLOAD_TMP_DIR: z.string().default(''),
  // Object storage (S3, MinIO, R2 …): set S3_BUCKET to keep uploads there instead of UPLOAD_DIR.
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(false),
  // Where browsers load public photos from (a CDN or the bucket's public address); unset, the app streams them.
  S3_PUBLIC_URL: z.url().optional(),
  // Unset: http://localhost:PORT, so share links and sign-in callbacks follow PORT.
  PUBLIC_URL: z.url().optional(),
  // The way into the native app (spec §1): its custom scheme, and the stores' pages for /intro.
  APP_LINK_SCHEME: z
    .string()
    .regex(/^[a-z][a-z0-9+.-]*$/, 'a URL scheme such as steelyard')
    .default('steelyard'),
  APP_LINK_REDIRECT: booleanFlag.default(true),
  IOS_STORE_URL: z.url().optional(),
  ANDROID_STORE_URL: z.url().optional(),
  // Map tiles: Leaflet's URL template ({s} subdomains, {z}/{x}/{y}) and the attribution it requires.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/.*\{z\}.*\{x\}.*\{y\}/, 'an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().max(300).default('© OpenStreetMap contributors'),
  /** A push service (Expo-style JSON batch API); unset: pushes are only logged. */
  // Geocoding: a Nominatim-compatible service; unset, the bundled regions and world town list answer.
  GEOCODER_URL: z.url().optional(),
  // Translations: a LibreTranslate-compatible API; unset, translation is off and its buttons hidden.
  TRANSLATE_URL: z.url().optional(),
  TRANSLATE_API_KEY: z.string().optional(),
  // Reference exchange rates: a Frankfurter-compatible API; unset, no converted price is shown.
  EXCHANGE_RATES_URL: z.url().optional(),
  PUSH_URL: z.url().optional(),
  PUSH_KEY: z.string().optional(),
  // Accounts: SMS (one-time codes) and email. Unset, codes are written to the server log.
  SMS_PROVIDER_URL: z.url().optional(),
  SMS_API_KEY: z.string().optional(),
  SMS_SENDER: z.string().max(32).default('Steelyard'),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanFlag.default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().default('Steelyard <no-reply@steelyard.local>'),
  MESSAGE_SINK: booleanFlag.default(false),
  // Sample login: on by default outside production (see loadConfig).
  SAMPLE_LOGIN: booleanFlag.optional(),
  // Social sign-in. A provider is offered only when its credentials are set; the endpoints
  // default to the real providers' and are overridden by tests (a local OIDC server).
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  NAVER_AUTHORIZE_URL: z.url().default('https://nid.naver.com/oauth2.0/authorize'),
  NAVER_TOKEN_URL: z.url().default('https://nid.naver.com/oauth2.0/token'),
  NAVER_PROFILE_URL: z.url().default('https://openapi.naver.com/v1/nid/me'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_TEAM_ID: z.string().optional(),
  APPLE_KEY_ID: z.string().optional(),
  /** The Sign in with Apple key (PKCS#8 PEM; literal "\n" accepted); the client secret is signed with it. */
  APPLE_PRIVATE_KEY: z.string().optional(),
  /** A ready client secret instead of the key (tests, or a secret rotated outside the app). */
  APPLE_CLIENT_SECRET: z.string().optional(),
  APPLE_ISSUER: z.url().default('https://appleid.apple.com'),
  APPLE_AUTHORIZE_URL: z.url().default('https://appleid.apple.com/auth/authorize'),
  APPLE_TOKEN_URL: z.url().default('https://appleid.apple.com/auth/token'),
  APPLE_JWKS_URL: z.url().default('https://appleid.apple.com/auth/keys'),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/**
 * The start line's address: the host as configured (never a made-up `localhost`), and for a
 * wildcard host (every interface) also a URL a browser on this machine can open.
 */
export function describeListenAddress(host: string, port: number): string {
  const inUrl = host.includes(':') ? `[${host}]` : host;
  if (host === '0.0.0.0' || host === '::')
    return `listening on ${inUrl}:${port} (every interface), open http://localhost:${port}`;
  return `listening on http://${inUrl}:${port}`;
}

export interface SocialProviderConfig {
  clientId: string;
  /** Naver and Google: the client secret. Apple: a ready secret, or signed from the key below. */
  clientSecret?: string;
  apple?: { teamId: string; keyId: string; privateKey: string };
  issuer?: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl?: string;
  profileUrl?: string;
}

/** Only providers whose credentials are complete are configured (and offered). */
function socialProviders(c: z.infer<typeof configSchema>) {
  const providers: Partial<Record<'naver' | 'google' | 'apple', SocialProviderConfig>> = {};
  if (c.NAVER_CLIENT_ID && c.NAVER_CLIENT_SECRET)
    providers.naver = {
      clientId: c.NAVER_CLIENT_ID,
      clientSecret: c.NAVER_CLIENT_SECRET,
      authorizeUrl: c.NAVER_AUTHORIZE_URL,
      tokenUrl: c.NAVER_TOKEN_URL,
      profileUrl: c.NAVER_PROFILE_URL,
    };
  if (c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET)
    providers.google = {
      clientId: c.GOOGLE_CLIENT_ID,
      clientSecret: c.GOOGLE_CLIENT_SECRET,
      issuer: c.GOOGLE_ISSUER,
      authorizeUrl: c.GOOGLE_AUTHORIZE_URL,
      tokenUrl: c.GOOGLE_TOKEN_URL,
      jwksUrl: c.GOOGLE_JWKS_URL,
    };
  const appleKey =
    c.APPLE_TEAM_ID && c.APPLE_KEY_ID && c.APPLE_PRIVATE_KEY
      ? {
          teamId: c.APPLE_TEAM_ID,
          keyId: c.APPLE_KEY_ID,
          privateKey: c.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
        }
      : undefined;
  if (c.APPLE_CLIENT_ID && (appleKey || c.APPLE_CLIENT_SECRET))
    providers.apple = {
      clientId: c.APPLE_CLIENT_ID,
      clientSecret: c.APPLE_CLIENT_SECRET,
      apple: appleKey,
      issuer: c.APPLE_ISSUER,
      authorizeUrl: c.APPLE_AUTHORIZE_URL,
      tokenUrl: c.APPLE_TOKEN_URL,
      jwksUrl: c.APPLE_JWKS_URL,
    };
  return providers;
}

/**
 * The origin the browser fetches tiles from, as the CSP's img-src names it: a template's `{s}`
 * subdomains become a wildcard (`https://{s}.tile.example.org/…` → `https://*.tile.example.org`).
 */
function tileOrigin(template: string): string {
  const { protocol, host } = new URL(template.replace(/\{[a-z]+\}/g, (m) => (m === '{s}' ? 'sub' : '0')));
  return `${protocol}//${template.includes('{s}.') ? host.replace(/^sub\./, '*.') : host}`;
}

/** S3 settings given without a bucket, or half a key pair: said at start rather than ignored. */
function s3Problem(c: z.infer<typeof configSchema>) {
  const given = (
    ['S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_PUBLIC_URL'] as const
  ).filter((name) => c[name] !== undefined);
  if (!c.S3_BUCKET && given.length) return `S3_BUCKET: required with ${given.join(', ')}`;
  if (!c.S3_ACCESS_KEY_ID !== !c.S3_SECRET_ACCESS_KEY)
    return 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (then the SDK finds its own credentials)';
  return null;
}

/** The bucket and how to reach it (`lib/storage-s3.ts`); undefined keeps files on disk. */
function s3Config(c: z.infer<typeof configSchema>) {
  if (!c.S3_BUCKET) return undefined;
  const publicUrl = c.S3_PUBLIC_URL?.replace(/\/+$/, '');
  return {
    bucket: c.S3_BUCKET,
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    credentials:
      c.S3_ACCESS_KEY_ID && c.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: c.S3_ACCESS_KEY_ID, secretAccessKey: c.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: c.S3_FORCE_PATH_STYLE,
    publicUrl,
    /** The public URL's origin, which the CSP's img-src must allow. */
    publicOrigin: publicUrl ? new URL(publicUrl).origin : undefined,
  };
}
export type S3Config = NonNullable<ReturnType<typeof s3Config>>;

/**
 * Reads the environment once. Fails listing every bad variable, so a misconfigured deployment
 * says all that is wrong at start rather than one thing at a time.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  if (c.MESSAGE_SINK && c.NODE_ENV === 'production')
    throw new Error(
      'Invalid configuration:\n  MESSAGE_SINK: the test message sink is never enabled in production',
    );
  if (c.SMS_PROVIDER_URL && !c.SMS_API_KEY)
    throw new Error('Invalid configuration:\n  SMS_API_KEY: required with SMS_PROVIDER_URL');
  if (c.METRICS_PORT !== undefined && c.METRICS_PORT === c.PORT)
    throw new Error('Invalid configuration:\n  METRICS_PORT: must differ from PORT');
  const storageProblem = s3Problem(c);
  if (storageProblem) throw new Error(`Invalid configuration:\n  ${storageProblem}`);
  const dataDir = path.resolve(c.DATA_DIR);
  const serverRoot = path.resolve(import.meta.dirname, '..');
  return {
    env: c.NODE_ENV,
    isProduction: c.NODE_ENV === 'production',
    host: c.HOST,
    port: c.PORT,
    logLevel: c.LOG_LEVEL ?? (c.NODE_ENV === 'production' ? 'warn' : 'info'),
    accessLog: c.ACCESS_LOG ?? c.NODE_ENV !== 'production',
    dataDir,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    realtimeRedisKey: c.REALTIME_REDIS_KEY,
    seedDemo: c.SEED_DEMO,
    migrate: c.MIGRATE,
    /** Unset unless METRICS_PORT or METRICS_TOKEN is: no metrics are served. */
    metrics:
      c.METRICS_PORT !== undefined || c.METRICS_TOKEN
        ? { port: c.METRICS_PORT, host: c.METRICS_HOST ?? c.HOST, token: c.METRICS_TOKEN }
        : undefined,
    shutdownDrainMs: c.SHUTDOWN_DRAIN_MS ?? (c.NODE_ENV === 'production' ? 5000 : 0),
    sessionTtlDays: c.SESSION_TTL_DAYS,
    sessionCacheMs: c.SESSION_CACHE_MS,
    passwordHashCost: c.PASSWORD_HASH_COST,
    cookieSecure: c.COOKIE_SECURE,
    trustProxy: c.TRUST_PROXY,
    defaultCountry: c.DEFAULT_COUNTRY,
    webDist: c.WEB_DIST ? path.resolve(c.WEB_DIST) : path.resolve(serverRoot, '../web/dist'),
    webSsrDist: c.WEB_SSR_DIST ? path.resolve(c.WEB_SSR_DIST) : path.resolve(serverRoot, '../web/dist-ssr'),
    uploadDir: c.UPLOAD_DIR ? path.resolve(c.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    uploadTmpDir: c.UPLOAD_TMP_DIR ? path.resolve(c.UPLOAD_TMP_DIR) : os.tmpdir(),
    s3: s3Config(c),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    appLinks: {
      scheme: c.APP_LINK_SCHEME,
      redirect: c.APP_LINK_REDIRECT,
      iosStoreUrl: c.IOS_STORE_URL ?? null,
      androidStoreUrl: c.ANDROID_STORE_URL ?? null,
    },
    map: { tileUrl: c.MAP_TILE_URL, attribution: c.MAP_ATTRIBUTION, tileOrigin: tileOrigin(c.MAP_TILE_URL) },
    geocoderUrl: c.GEOCODER_URL,
    translate: c.TRANSLATE_URL ? { url: c.TRANSLATE_URL, apiKey: c.TRANSLATE_API_KEY } : undefined,
    exchangeRatesUrl: c.EXCHANGE_RATES_URL,
    pushUrl: c.PUSH_URL,
    pushKey: c.PUSH_KEY,
    sms: c.SMS_PROVIDER_URL
      ? { url: c.SMS_PROVIDER_URL, apiKey: c.SMS_API_KEY ?? '', sender: c.SMS_SENDER }
      : undefined,
    smtp: c.SMTP_HOST
      ? {
          host: c.SMTP_HOST,
          port: c.SMTP_PORT,
          secure: c.SMTP_SECURE,
          user: c.SMTP_USER,
          password: c.SMTP_PASSWORD,
        }
      : undefined,
    mailFrom: c.MAIL_FROM,
    /** Test-only: keeps sent codes in memory and serves them at /api/dev/messages (never in production). */
    messageSink: c.MESSAGE_SINK,
    sampleLogin: c.SAMPLE_LOGIN ?? c.NODE_ENV !== 'production',
    social: socialProviders(c),
  };
}
