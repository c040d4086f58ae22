import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { z } from '@steelyard/contracts';
import { pingDatabase, type Db } from '../db/database.ts';
import { pendingMigrations } from '../db/migrate.ts';
import type { FileStorage } from '../lib/storage.ts';

/** A check that has not answered by then counts as failed: a probe must answer in time itself. */
const CHECK_TIMEOUT_MS = 2000;
/** The bucket's answer is kept this long: a storm of probes on N instances asks it once per instance. */
export const STORAGE_CHECK_TTL_MS = 5000;

type CheckResult = 'ok' | 'off' | string;

export interface Health {
  /** From now on /readyz answers 503 and every answer closes its connection (see main.ts). */
  startDraining(): void;
  readonly draining: boolean;
}

function withinTimeout(check: Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  return Promise.race([
    check.catch((error: Error) => `failed: ${error.message || String(error)}`),
    late,
  ]).finally(() => clearTimeout(timer));
}

/** The check's answer, kept `ttlMs` from when it was asked (one in flight is shared). */
function kept(check: () => Promise<CheckResult>, ttlMs: number) {
  let last: { at: number; result: Promise<CheckResult> } | undefined;
  return () => {
    const now = Date.now();
    if (!last || now - last.at >= ttlMs) last = { at: now, result: withinTimeout(check()) };
    return last.result;
  };
}

const readinessSchema = z.object({
  status: z.enum(['ready', 'unready', 'draining']),
  checks: z
    .object({ database: z.string(), migrations: z.string(), redis: z.string(), storage: z.string() })
    .optional(),
});

/**
 * The probes a load balancer and an orchestrator read, outside /api (no session is read or made,
 * no CSRF, no rate limit, no access-log line): `/healthz` says the process answers; `/readyz` that
 * it can serve (the database answers, this code's migrations have run, Redis answers when
 * configured, the bucket answers when files are kept in one), and turns 503 as soon as the
 * instance starts draining.
 */
async function healthPlugin(app: FastifyInstance, options: { db: Db; redis?: Redis; storage: FileStorage }) {
  const { db, redis, storage } = options;
  let draining = false;
  // Once every migration this code knows has run, it stays so: later probes skip the look.
  let migrationsCurrent = false;
  const health: Health = {
    startDraining: () => void (draining = true),
    get draining() {
      return draining;
    },
  };
  app.decorate('health', health);

  const checkMigrations = async (): Promise<CheckResult> => {
    if (migrationsCurrent) return 'ok';
    const pending = await pendingMigrations(db);
    migrationsCurrent = pending.length === 0;
    return migrationsCurrent ? 'ok' : `${pending.length} pending`;
  };
  const checkDatabase = async (): Promise<CheckResult> => (await pingDatabase(db), 'ok');
  const checkRedis = async (): Promise<CheckResult> =>
    redis ? ((await redis.ping()) === 'PONG' ? 'ok' : 'failed') : 'off';
  const checkStorage = kept(
    async () => (storage.ping ? (await storage.ping(), 'ok') : 'off'),
    STORAGE_CHECK_TTL_MS,
  );

  // Probes every second or two would fill an access log: their lines go out only as warnings.
  const probe = { logLevel: 'warn' as const, config: { session: false }, schema: { hide: true } };
  app.get('/healthz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  app.get(
    '/readyz',
    { ...probe, schema: { ...probe.schema, response: { 200: readinessSchema, 503: readinessSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ status: 'draining' });
      const [database, migrations, redisState, storageState] = await Promise.all([
        ...[checkDatabase(), checkMigrations(), checkRedis()].map(withinTimeout),
        checkStorage(),
      ]);
      const checks = {
        database: database!,
        migrations: migrations!,
        redis: redisState!,
        storage: storageState!,
      };
      const ready = Object.values(checks).every((state) => state === 'ok' || state === 'off');
      // Draining may have begun while the checks ran.
      const status = draining ? 'draining' : ready ? 'ready' : 'unready';
      return reply.code(status === 'ready' ? 200 : 503).send({ status, checks });
    },
  );

  // A draining instance answers what it is asked, then closes the connection, so a client's or
  // the balancer's kept-alive connection moves to another instance before this one's port closes.
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close');
  });
}

export default fp(healthPlugin, { name: 'health' });
