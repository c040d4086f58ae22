import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { currentSettings } from '../catalog/catalog.answers.ts';
import {
  largestIds,
  readFactories,
  readFreelancers,
  readOpenRequests,
  readProducts,
  readPublished,
  type SitemapRead,
  type SitemapTable,
} from './sitemap.repository.ts';

/** A sitemap holds at most 50,000 addresses (sitemaps.org); ours are ranges of 50,000 ids. */
export const URLS_PER_SITEMAP = 50_000;
const BATCH = 1000;

interface SitemapKind {
  table: SitemapTable;
  page: (id: number) => string;
  read: (db: Db) => Promise<SitemapRead>;
}

/** What search engines may list: every public page of one item, by kind. */
const KINDS: Record<string, SitemapKind> = {
  products: {
    table: 'products',
    page: (id) => `/products/${id}`,
    read: async (db) => readProducts((await currentSettings(db)).min_price_for_show),
  },
  'drawing-requests': {
    table: 'service_requests',
    page: (id) => `/drawingRequests/${id}`,
    read: async () => readOpenRequests('drawing'),
  },
  'production-notices': {
    table: 'service_requests',
    page: (id) => `/bigNotices/${id}`,
    read: async () => readOpenRequests('production'),
  },
  factories: { table: 'factories', page: (id) => `/factories/${id}`, read: async () => readFactories },
  freelancers: {
    table: 'freelancers',
    page: (id) => `/freelancers/${id}`,
    read: async () => readFreelancers,
  },
  notices: { table: 'notices', page: (id) => `/notices/${id}`, read: async () => readPublished('notices') },
  events: { table: 'events', page: (id) => `/events/${id}`, read: async () => readPublished('events') },
};

/** Never for search engines: the back office, the API, a member's own pages and chats. */
const DISALLOWED = [
  '/admin',
  '/api/',
  '/mypage',
  '/chats',
  '/alarms',
  '/keywords',
  '/likes',
  '/sell',
  '/users/',
  '/factoryApplications',
  '/qnas',
  '/products/create',
];

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const day = (date: Date) => date.toISOString().slice(0, 10);

/** The addresses of one sitemap page, read in keyset batches and written as they come. */
async function* urlset(db: Db, base: string, kind: SitemapKind, page: number) {
  const read = await kind.read(db);
  const upTo = (page + 1) * URLS_PER_SITEMAP;
  let after = page * URLS_PER_SITEMAP;
  yield `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
  for (;;) {
    const rows = await read(db, { after, upTo, limit: BATCH });
    for (const row of rows) {
      yield `<url><loc>${base}${kind.page(row.id)}</loc><lastmod>${day(row.lastmod)}</lastmod></url>\n`;
    }
    if (rows.length < BATCH) break;
    after = rows.at(-1)!.id;
  }
  yield '</urlset>\n';
}

/**
 * `/robots.txt`, and `/sitemap.xml`: a sitemap index of `/sitemaps/{kind}-{n}.xml`, each the
 * visible items of one kind whose ids fall in the n-th range of 50,000, streamed from keyset
 * reads. Hidden, deleted and blocked-for-everyone items are never listed.
 */
export const sitemapRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app.deps;
  const base = config.publicUrl.replace(/\/$/, '');
  const hide = { schema: { hide: true } };
  const cacheHour = 'public, max-age=3600';

  app.get('/robots.txt', hide, async (_request, reply) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${base}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', cacheHour)
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', hide, async (_request, reply) => {
    const largest = await largestIds(db);
    const entries = Object.entries(KINDS).flatMap(([name, kind]) => {
      const pages = Math.max(1, Math.ceil((largest[kind.table] ?? 0) / URLS_PER_SITEMAP));
      return Array.from(
        { length: pages },
        (_, n) => `<sitemap><loc>${base}/sitemaps/${name}-${n}.xml</loc></sitemap>\n`,
      );
    });
    const xml = `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('')}</sitemapindex>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', cacheHour).send(xml);
  });

  app.get<{ Params: { name: string } }>('/sitemaps/:name', hide, async (request, reply) => {
    const match = /^([a-z-]+)-(\d{1,6})\.xml$/.exec(request.params.name);
    const kind = match && Object.hasOwn(KINDS, match[1]!) ? KINDS[match[1]!] : undefined;
    if (!match || !kind) throw notFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', cacheHour)
      .send(Readable.from(urlset(db, base, kind, Number(match[2]))));
  });
};
