import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { createFactory, createFreelancer, createServiceRequest } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://steelyard.example' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('robots.txt', () => {
  it('keeps crawlers out of the back office, the API, my pages and chats, and names the sitemap', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const lines = response.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const path of ['/admin', '/api/', '/mypage', '/chats', '/alarms'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: https://steelyard.example/sitemap.xml');
  });
});

describe('sitemap.xml', () => {
  it('is an index of the kinds’ sitemaps, whose pages list visible items only, with lastmod', async () => {
    const seller = await createUser(ctx.db);
    const suspended = await createUser(ctx.db, { suspended: true });
    const visible = await createProduct(ctx.db, seller.id, { status: 'sold' });
    const hidden = await createProduct(ctx.db, seller.id, { hidden: true });
    const deleted = await createProduct(ctx.db, seller.id, { deleted: true });
    const ofSuspended = await createProduct(ctx.db, suspended.id);
    const open = await createServiceRequest(ctx.db, seller.id);
    const closed = await createServiceRequest(ctx.db, seller.id, { status: 'closed' });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const sitemaps = locs(index.body);
    expect(sitemaps).toEqual(
      expect.arrayContaining([
        'https://steelyard.example/sitemaps/products-0.xml',
        'https://steelyard.example/sitemaps/drawing-requests-0.xml',
        'https://steelyard.example/sitemaps/factories-0.xml',
        'https://steelyard.example/sitemaps/freelancers-0.xml',
        'https://steelyard.example/sitemaps/notices-0.xml',
        'https://steelyard.example/sitemaps/events-0.xml',
      ]),
    );

    const products = await get('/sitemaps/products-0.xml');
    expect(products.statusCode).toBe(200);
    const productUrls = locs(products.body);
    expect(productUrls).toContain(`https://steelyard.example/products/${visible.id}`);
    for (const gone of [hidden, deleted, ofSuspended])
      expect(productUrls).not.toContain(`https://steelyard.example/products/${gone.id}`);
    expect(products.body).toMatch(
      new RegExp(
        `<url><loc>https://steelyard.example/products/${visible.id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod></url>`,
      ),
    );

    const requests = locs((await get('/sitemaps/drawing-requests-0.xml')).body);
    expect(requests).toContain(`https://steelyard.example/drawingRequests/${open.id}`);
    expect(requests).not.toContain(`https://steelyard.example/drawingRequests/${closed.id}`);

    const factory = await createFactory(ctx.db, seller.id);
    const hiddenFactory = await createFactory(ctx.db, seller.id);
    await ctx.db
      .updateTable('factories')
      .set({ hidden_at: new Date() })
      .where('id', '=', hiddenFactory)
      .execute();
    const factories = (await get('/sitemaps/factories-0.xml')).body;
    expect(locs(factories)).toContain(`https://steelyard.example/factories/${factory}`);
    expect(locs(factories)).not.toContain(`https://steelyard.example/factories/${hiddenFactory}`);
    expect(factories).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    const freelancer = await createFreelancer(ctx.db, suspended.id);
    expect(locs((await get('/sitemaps/freelancers-0.xml')).body)).not.toContain(
      `https://steelyard.example/freelancers/${freelancer}`,
    );

    // A page past the ids is empty; an unknown kind or name is a 404.
    expect(locs((await get('/sitemaps/products-7.xml')).body)).toEqual([]);
    for (const url of ['/sitemaps/users-0.xml', '/sitemaps/constructor-0.xml', '/sitemaps/products.xml'])
      expect((await get(url)).statusCode, url).toBe(404);
  });
});
