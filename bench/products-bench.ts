/**
 * The products benchmark: 100,000 products (bench/products-data.ts), then the list, search and
 * detail endpoints under load beside a bare route that answers the same JSON from memory, on
 * PGlite and on PostgreSQL, with the query plans checked. Loopback only.
 *
 *   npx tsx bench/products-bench.ts [--products=100000] [--seconds=5] [--connections=8]
 *     [--backends=pglite,postgres] [--postgres=postgres://postgres@127.0.0.1:5432/postgres] [--keep]
 *     [--cases=list,detail] [--db=steelyard_bench_products] [--port=3272]
 *
 * `--keep` leaves the PostgreSQL database in place and reuses it on the next run when it holds
 * the same data (a quicker loop while working on a query; the migrations must not have changed).
 */
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  sql,
  PostgresQueryCompiler,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { productListQuerySchema } from '@steelyard/contracts';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createPglite, openDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { prepareStatements } from '../apps/server/src/db/prepared-statements.ts';
import { seedDatabase } from '../apps/server/src/db/seed/index.ts';
import { SESSION_COOKIE } from '../apps/server/src/http/session.ts';
import { hashSessionToken, insertSession, newSessionToken } from '../apps/server/src/http/session-store.ts';
import { openBundledCountryLookup } from '../apps/server/src/lib/geoip.ts';
import { createDiskStorage } from '../apps/server/src/lib/storage.ts';
import type { ProductViewCounter } from '../apps/server/src/modules/products/product-views.ts';
import { browseProducts, showProduct } from '../apps/server/src/modules/products/products.service.ts';
import { generateProducts } from './products-data.ts';
import { hasWrk, runWrk, type WrkResult } from './wrk.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [key, ...value] = a.replace(/^--/, '').split('=');
    return [key!, value.join('=')];
  }),
);
const PRODUCTS = Number(args.products ?? 100_000);
const SECONDS = Number(args.seconds ?? 5);
const CONNECTIONS = Number(args.connections ?? 8);
const BACKENDS = (args.backends ?? 'pglite,postgres').split(',');
const ADMIN_URL = args.postgres ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// `--db=`: another name for the PostgreSQL database, so two runs on one server never share it.
const BENCH_DB = args.db ?? 'steelyard_bench_products';
const KEEP = 'keep' in args;
const PORT = Number(args.port ?? 3272);
// `--cases=list,detail`: only the cases whose name contains one of these (e.g. while profiling).
const ONLY = args.cases ? args.cases.split(',') : null;
const log = (line: string) => console.log(line);

/** Records the SQL of every query run through the db it is plugged into. */
class CaptureSql implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  private readonly compiler = new PostgresQueryCompiler();
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.queries.push(this.compiler.compileQuery(args.node, args.queryId));
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const indexesOf = (node: PlanNode): string[] => [
  ...(node['Index Name'] ? [node['Index Name']] : []),
  ...(node.Plans ?? []).flatMap(indexesOf),
];
const scansOf = (node: PlanNode): string[] => [
  ...(/Scan/.test(node['Node Type']) ? [node['Node Type']] : []),
  ...(node.Plans ?? []).flatMap(scansOf),
];

/** EXPLAIN ANALYZE of the query the app runs for these list parameters: the indexes it uses. */
async function planOf(db: Db, query: Record<string, string>) {
  const capture = new CaptureSql();
  await browseProducts(db.withPlugin(capture), null, productListQuerySchema.parse(query));
  const list = capture.queries.find((q) => /from "products"/.test(q.sql) && /order by/.test(q.sql));
  if (!list) throw new Error('no list query captured');
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number }] }>(
    CompiledQuery.raw(`explain (analyze, format json) ${list.sql}`, [...list.parameters]),
  );
  const plan = result.rows[0]!['QUERY PLAN'][0];
  return {
    indexes: [...new Set(indexesOf(plan.Plan))],
    scans: scansOf(plan.Plan),
    ms: plan['Execution Time'],
  };
}

const CASES = [
  { name: 'list, newest (first page)', path: '/api/products?cursor=&per_page=20' },
  { name: 'list, popular (first page)', path: '/api/products?cursor=&per_page=20&sort=popular' },
  // A member's list is their own (blocks): never kept in memory, always read from the database.
  { name: 'list, newest, signed in', path: '/api/products?cursor=&per_page=20', member: true },
  { name: 'search lathe, signed in', path: '/api/products?cursor=&per_page=20&word=lathe', member: true },
  {
    name: 'search 선반 (2 chars, rare)',
    path: `/api/products?cursor=&per_page=20&word=${encodeURIComponent('선반')}`,
  },
  {
    name: 'search 컴프레서 (common)',
    path: `/api/products?cursor=&per_page=20&word=${encodeURIComponent('컴프레서')}`,
  },
  { name: 'search lathe', path: '/api/products?cursor=&per_page=20&word=lathe' },
  // Page 5 of the list by cursor, as a visitor scrolling home reaches it (kept after the first
  // read, like the first page), and as a member who blocked someone does (read every time).
  { name: 'list, newest, page 5 by cursor', path: '/api/products?cursor=&per_page=20', page: 5 },
  {
    name: 'list, newest, page 5 by cursor, a member with a block',
    path: '/api/products?cursor=&per_page=20',
    page: 5,
    member: 'blocking',
  },
  // Distance search (issue 29): never kept (each device asks from its own point), always read.
  {
    name: 'within 5 km, nearest first',
    path: '/api/products?cursor=&per_page=20&near=37.5,127&within_km=5&sort=distance',
  },
  // Spec filters (issue 28): lathes with a swing of at least 500 mm built from 2012, counted.
  {
    name: 'lathes, swing ≥ 500 mm, from 2012',
    path: '/api/products?cursor=&per_page=20&count=1&kind=lathe&main_from=500&year_from=2012',
  },
  // Posts' pages: 2,000 posts that visitors opened in the last seconds (their pages kept), as a
  // popular post is, and a visitor's first visit of each (nothing kept: every request reads the
  // post). Last: its thousands of views are written while the run goes on.
  { name: 'detail, opened before (2,000 posts)', path: '/api/products/:id', posts: 'opened' },
  { name: 'detail, first visit (random ids)', path: '/api/products/:id', posts: 'unopened' },
  {
    name: 'detail, first visit, signed in',
    path: '/api/products/:id',
    posts: 'unopenedByMember',
    member: true,
  },
  // A visitor arriving from a link, without any cookie: each request is a new device.
  {
    name: 'detail, first visit, no cookie',
    path: '/api/products/:id',
    posts: 'unopenedWithoutCookie',
    noCookie: true,
  },
] as const satisfies {
  name: string;
  path: string;
  /** A signed-in member; 'blocking': one who blocked another member. */
  member?: true | 'blocking';
  /** This page of the list, reached by following its next cursors. */
  page?: number;
  noCookie?: boolean;
  posts?: 'unopened' | 'opened' | 'unopenedByMember' | 'unopenedWithoutCookie';
}[];
const PLAN_CHECKS: { name: string; query: Record<string, string>; expect: string | null }[] = [
  { name: 'list newest', query: { cursor: '' }, expect: 'products_visible_latest_idx' },
  { name: 'list popular', query: { cursor: '', sort: 'popular' }, expect: 'products_visible_popular_idx' },
  { name: 'search 선반', query: { cursor: '', word: '선반' }, expect: 'products_search_grams_idx' },
  { name: 'search lathe', query: { cursor: '', word: 'lathe' }, expect: 'products_search_grams_idx' },
  { name: 'search 컴프레서', query: { cursor: '', word: '컴프레서' }, expect: 'products_visible_latest_idx' },
  // The pins cover about 1° × 1°: a 5 km circle's box holds ~1 % of the posts, read by its (lat, lon) index.
  {
    name: 'within 5 km, nearest first',
    query: { cursor: '', near: '37.5,127', within_km: '5', sort: 'distance' },
    expect: 'products_visible_place_idx',
  },
  // A tenth of the posts are lathes: the kind's newest-first index, filtered by swing and year.
  {
    name: 'lathes, swing ≥ 500 mm, from 2012',
    query: { cursor: '', kind: 'lathe', main_from: '500', year_from: '2012' },
    expect: 'products_visible_kind_idx',
  },
];

interface Row {
  backend: string;
  case: string;
  route: { rps: number; p50: number; p99: number; errors: number };
  bare: { rps: number; p50: number; p99: number; errors: number };
  /** p99 at half the route's maximum rate. */
  halfRateP99: number;
  /** The case's own SQL alone (PostgreSQL only): see sqlOnlyRps. */
  sqlRps: number | null;
  /** The case and the bare route driven by wrk, when /usr/bin/wrk is there. */
  wrk: { route: WrkResult; bare: WrkResult } | null;
}

/** The bare route with each kind of cookie, against the bare route without one. */
interface CookieRow {
  backend: string;
  cookie: string;
  rps: number;
  without: number;
}

/** The statements of a case as the app runs them (what touches `products`; not the session or settings). */
async function statementsOf(db: Db, run: (db: Db) => Promise<unknown>) {
  const capture = new CaptureSql();
  const captured = db.withPlugin(capture);
  // A statement compiled once and reused (db/reusable-queries.ts) is run as it is, past the plugin.
  const executeQuery = captured.executeQuery.bind(captured);
  captured.executeQuery = ((query: CompiledQuery, ...rest: []) => {
    capture.queries.push(query);
    return executeQuery(query, ...rest);
  }) as typeof captured.executeQuery;
  await run(captured).catch(() => undefined);
  // The plugin also sees subqueries built on their own: those inside another statement never run
  // alone. Inside it their placeholders are numbered on from the outer ones', so compare without.
  const shape = (text: string) => text.replace(/\$\d+/g, '$');
  const executed = capture.queries.filter(
    (q) => !capture.queries.some((other) => other !== q && shape(other.sql).includes(`(${shape(q.sql)})`)),
  );
  return executed.filter((q) => /from "products"/.test(q.sql));
}

/**
 * The case's own SQL alone: its statements (those of one request side by side, as the route runs
 * them) from 8 connections, prepared as the app prepares them, for `seconds`. What PostgreSQL and
 * the driver can give that case at most on this machine, with no HTTP and no Node-side work.
 */
async function sqlOnlyRps(url: string, requests: CompiledQuery[][], seconds: number) {
  const pool = new pg.Pool({ connectionString: url, max: CONNECTIONS });
  prepareStatements(pool);
  let done = 0;
  let turn = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const request = requests[turn++ % requests.length]!;
        await Promise.all(request.map((q) => pool.query(q.sql, [...q.parameters])));
        done++;
      }
    }),
  );
  const rps = done / ((performance.now() - started) / 1000);
  await pool.end();
  return rps;
}

/** The list at `path` on page `page`, reached by following its next cursors as the app scrolls. */
async function pathOfPage(origin: string, path: string, page: number, cookie: string) {
  let at = path;
  for (let n = 1; n < page; n++) {
    const body = (await (await fetch(`${origin}${at}`, { headers: { cookie } })).json()) as {
      meta: { next_cursor: string | null };
    };
    if (!body.meta.next_cursor) throw new Error(`${path} has no page ${n + 1}`);
    const url = new URL(at, origin);
    url.searchParams.set('cursor', body.meta.next_cursor);
    at = `${url.pathname}${url.search}`;
  }
  return at;
}

/** Views are not counted while the statements of a product's page are captured. */
const NO_VIEWS: ProductViewCounter = {
  note: () => false,
  noted: () => false,
  remember: () => undefined,
  pendingOf: () => 0,
  flush: async () => undefined,
};

/** A signed-in member's cookie: a session of the newest member, as signing in would store it. */
async function memberCookie(db: Db) {
  const member = await db.selectFrom('users').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
  const token = newSessionToken();
  await insertSession(db, {
    id: hashSessionToken(token),
    userId: member.id,
    ttlMs: 3_600_000,
    ip: '127.0.0.1',
    userAgent: 'products-bench',
  });
  return { id: member.id, cookie: `${SESSION_COOKIE}=${token}` };
}

/** What a generated database's products table says once all its data is in (`--keep`). */
const completeMark = `products-bench: ${PRODUCTS} products`;

/** The benchmark's database, and whether it already holds this run's data (`--keep`). */
async function openBackend(kind: string) {
  if (kind === 'pglite')
    return { ...(await openDatabase({ pglite: createPglite() })), url: null, reused: false };
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount === 1;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${BENCH_DB}`;
  let reused = false;
  if (KEEP && exists) {
    const probe = new pg.Client({ connectionString: url.toString() });
    await probe.connect();
    // Marked once the whole generation is done: a run stopped halfway leaves no mark.
    const mark = await probe.query(`select obj_description('products'::regclass) as mark`).catch(() => null);
    await probe.end();
    reused = mark?.rows[0]?.mark === completeMark;
  }
  if (!reused) {
    await admin.query(`drop database if exists ${BENCH_DB}`);
    await admin.query(`create database ${BENCH_DB}`);
  }
  await admin.end();
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    url: url.toString(),
    reused,
    async close() {
      await handle.close();
      if (KEEP) return;
      const again = new pg.Client({ connectionString: ADMIN_URL });
      await again.connect();
      await again.query(`drop database if exists ${BENCH_DB}`);
      await again.end();
    },
  };
}

async function benchBackend(kind: string, rows: Row[], cookieRows: CookieRow[], verdicts: string[]) {
  log(`\n== ${kind} ==`);
  const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-bench-'));
  const database = await openBackend(kind);
  try {
    const db = database.db;
    const storage = createDiskStorage(path.join(tmp, 'uploads'));
    let firstProduct: number;
    let lastProduct: number;
    if (database.reused) {
      const range = await db
        .selectFrom('products')
        .select((eb) => [eb.fn.min('id').as('first'), eb.fn.max('id').as('last')])
        .executeTakeFirstOrThrow();
      [firstProduct, lastProduct] = [Number(range.first), Number(range.last)];
      log(`  reusing the ${PRODUCTS} products of ${BENCH_DB} (--keep)`);
    } else {
      await migrateToLatest(db);
      await seedDatabase(db, storage, { demo: false, log: () => undefined });
      ({ firstProduct, lastProduct } = await generateProducts(db, {
        products: PRODUCTS,
        members: Math.max(100, Math.round(PRODUCTS / 20)),
        likes: PRODUCTS * 3,
        log,
      }));
      await sql`comment on table products is ${sql.lit(completeMark)}`.execute(db);
    }

    for (const check of PLAN_CHECKS) {
      const plan = await planOf(db, check.query);
      const ok = check.expect ? plan.indexes.includes(check.expect) : true;
      const line = `${kind} ${check.name}: ${ok ? 'OK' : 'FAIL'} — indexes ${plan.indexes.join(', ') || 'none'}; scans ${[...new Set(plan.scans)].join(', ')}; ${plan.ms.toFixed(1)} ms${check.expect ? ` (expects ${check.expect})` : ''}`;
      verdicts.push(line);
      log(`  plan ${line}`);
    }

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      UPLOAD_DIR: path.join(tmp, 'uploads'),
      WEB_DIST: path.join(tmp, 'no-web-build'),
      DATA_DIR: tmp,
    });
    const app = await buildApp({ config, db, storage, countryLookup: await openBundledCountryLookup() });
    // The bare route: the same JSON bytes from memory, through the same app and its hooks.
    const bare = new Map<string, string>();
    app.get('/bench/bare', async (request, reply) =>
      reply.type('application/json').send(bare.get((request.query as { c: string }).c)),
    );
    await app.listen({ host: '127.0.0.1', port: PORT });
    const origin = `http://127.0.0.1:${PORT}`;
    try {
      // One visitor session for the run, as a browser keeps its cookie (views count once per session).
      const first = await fetch(`${origin}/api/products/${lastProduct}`);
      const cookie = (first.headers.getSetCookie?.() ?? []).map((c) => c.split(';')[0]).join('; ');
      const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
        workerData: { origin, cookie, connections: CONNECTIONS },
      });
      const ask = (job: unknown) =>
        new Promise<Row['route']>((resolve, reject) => {
          const done = (result: Row['route']) => {
            worker.off('error', fail);
            resolve(result);
          };
          const fail = (error: Error) => {
            worker.off('message', done);
            reject(error);
          };
          worker.once('message', done);
          worker.once('error', fail);
          worker.postMessage(job);
        });
      // Posts spread over the whole table (7919 is prime to the table's size: no id twice), the
      // first 2,000 for the opened case, 40,000 others (more than a run asks) for first visits.
      const ids = Array.from(
        { length: 82_000 },
        (_, i) => firstProduct + ((i * 7919) % (lastProduct - firstProduct)),
      );
      const postsOf = {
        opened: ids.slice(0, 2000),
        unopened: ids.slice(2000, 42_000),
        unopenedByMember: ids.slice(42_000, 62_000),
        unopenedWithoutCookie: ids.slice(62_000),
      };
      for (const c of CASES.filter((c) => !ONLY || ONLY.some((part) => c.name.includes(part)))) {
        const posts = 'posts' in c ? postsOf[c.posts] : [];
        const member = 'member' in c ? await memberCookie(db) : null;
        if (member && 'member' in c && c.member === 'blocking') {
          const oldest = await db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
          await db
            .insertInto('blocks')
            .values({ blocker_id: member.id, blocked_id: oldest.id })
            .onConflict((conflict) => conflict.doNothing())
            .execute();
        }
        const caseCookie = 'noCookie' in c ? '' : (member?.cookie ?? cookie);
        const paths = c.path.includes(':id')
          ? posts.map((id) => `/api/products/${id}`)
          : [await pathOfPage(origin, c.path, 'page' in c ? c.page : 1, caseCookie)];
        const sample = await fetch(`${origin}${paths[0]}`, { headers: { cookie: caseCookie } });
        bare.set(c.name, await sample.text());
        if ('posts' in c && c.posts === 'opened') {
          // Each opened once, eight at a time, as visitors before this one did.
          for (let at = 0; at < paths.length; at += CONNECTIONS) {
            const opening = paths.slice(at, at + CONNECTIONS);
            await Promise.all(
              opening.map((p) =>
                fetch(`${origin}${p}`, { headers: { cookie: caseCookie } }).then((r) => r.text()),
              ),
            );
          }
        }
        await ask({ paths, seconds: 1, cookie: caseCookie }); // warm-up
        const route = await ask({ paths, seconds: SECONDS, cookie: caseCookie });
        // p99 at half the route's maximum rate: the latency a user sees while the server has headroom.
        const half = await ask({ paths, seconds: SECONDS, cookie: caseCookie, rate: route.rps / 2 });
        const bareResult = await ask({
          paths: [`/bench/bare?c=${encodeURIComponent(c.name)}`],
          seconds: SECONDS,
          cookie: caseCookie,
        });
        let sqlRps: number | null = null;
        if (database.url) {
          const requests = c.path.includes(':id')
            ? await Promise.all(
                posts
                  .slice(0, 50)
                  .map((id) =>
                    statementsOf(db, (d) =>
                      showProduct(d, id, { userId: null, viewerKey: 'session:bench' }, NO_VIEWS),
                    ),
                  ),
              )
            : [
                await statementsOf(db, (d) =>
                  browseProducts(
                    d,
                    member?.id ?? null,
                    productListQuerySchema.parse(Object.fromEntries(new URL(paths[0]!, origin).searchParams)),
                  ),
                ),
              ];
          sqlRps = await sqlOnlyRps(database.url, requests, SECONDS);
        }
        const bareOf = [`/bench/bare?c=${encodeURIComponent(c.name)}`];
        const drive = { origin, cookie: caseCookie, seconds: SECONDS, connections: CONNECTIONS };
        const wrk = hasWrk()
          ? {
              route: await runWrk({ ...drive, paths: 'posts' in c ? paths.slice(-5000) : paths }),
              bare: await runWrk({ ...drive, paths: bareOf }),
            }
          : null;
        rows.push({
          backend: kind,
          case: c.name,
          route,
          bare: bareResult,
          halfRateP99: half.p99,
          sqlRps,
          wrk,
        });
        log(
          `  ${c.name}: ${route.rps.toFixed(0)} rps p50 ${route.p50.toFixed(1)} ms p99 ${route.p99.toFixed(1)} ms | bare ${bareResult.rps.toFixed(0)} rps` +
            (sqlRps === null ? '' : ` | its SQL alone ${sqlRps.toFixed(0)} rps`),
        );
      }
      // The bare route with a visitor's cookie and with a member's session cookie, against none.
      const bareCase = `/bench/bare?c=${encodeURIComponent(CASES[0].name)}`;
      const bareWith = async (withCookie: string) =>
        (await ask({ paths: [bareCase], seconds: SECONDS, cookie: withCookie })).rps;
      const without = await bareWith('');
      const signedIn = await memberCookie(db);
      for (const [name, withCookie] of [
        ['a visitor’s cookie', cookie],
        ['a member’s session cookie', signedIn.cookie],
      ] as const)
        cookieRows.push({ backend: kind, cookie: name, rps: await bareWith(withCookie), without });
      worker.postMessage('close');
      await worker.terminate();
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    await fs.rm(tmp, { recursive: true, force: true });
  }
}

async function main() {
  const started = Date.now();
  log(
    `products benchmark: ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per case; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}, ` +
      `load average ${os.loadavg()[0]!.toFixed(1)}`,
  );
  const rows: Row[] = [];
  const cookieRows: CookieRow[] = [];
  const verdicts: string[] = [];
  for (const kind of BACKENDS) await benchBackend(kind, rows, cookieRows, verdicts);

  const f = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  // The ceiling: a route doing the bare route's work plus its own SQL, and nothing else, on the
  // same cores, answers at most 1 / (1/bare + 1/sql) — that over the bare rate.
  log(
    '\n| database | case | route rps | p50 ms | p99 ms | p99 ms at half rate | bare rps | bare p50 ms | bare p99 ms | ratio | SQL alone rps | ratio ceiling |',
  );
  log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const r of rows)
    log(
      `| ${r.backend} | ${r.case} | ${f(r.route.rps)} | ${f(r.route.p50)} | ${f(r.route.p99)} | ${f(r.halfRateP99)} | ${f(r.bare.rps)} | ${f(r.bare.p50)} | ${f(r.bare.p99)} | ${(r.route.rps / r.bare.rps).toFixed(2)} | ` +
        (r.sqlRps === null
          ? '— | — |'
          : `${f(r.sqlRps)} | ${(r.sqlRps / (r.sqlRps + r.bare.rps)).toFixed(2)} |`) +
        (r.route.errors ? ` (${r.route.errors} errors)` : ''),
    );
  if (rows.some((r) => r.wrk)) {
    log('\nthe same cases driven by wrk (one thread, the same connections and cookie):');
    log('\n| database | case | wrk route rps | wrk p99 ms | wrk bare rps | wrk ratio |');
    log('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const r of rows)
      if (r.wrk)
        log(
          `| ${r.backend} | ${r.case} | ${f(r.wrk.route.rps)} | ${f(r.wrk.route.p99)} | ${f(r.wrk.bare.rps)} | ${(r.wrk.route.rps / r.wrk.bare.rps).toFixed(2)} |` +
            (r.wrk.route.errors ? ` (${r.wrk.route.errors} errors)` : ''),
        );
  }
  log('\n| database | the bare route with | rps | without a cookie rps | ratio |');
  log('| --- | --- | ---: | ---: | ---: |');
  for (const r of cookieRows)
    log(`| ${r.backend} | ${r.cookie} | ${f(r.rps)} | ${f(r.without)} | ${(r.rps / r.without).toFixed(2)} |`);
  log('\nplans:');
  for (const v of verdicts) log(`- ${v}`);
  log(
    `\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s; load average at the end ${os.loadavg()[0]!.toFixed(1)}`,
  );
  if (verdicts.some((v) => v.includes(': FAIL'))) process.exitCode = 1;
}

await main();
