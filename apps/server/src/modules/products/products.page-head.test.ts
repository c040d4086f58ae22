import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createProduct, createUser } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild } from '../../../test/web-build.ts';

/* What search engines and link previews read in a product page's head (issue 24). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestAppWithWebBuild({ PUBLIC_URL: 'https://steelyard.example' });
});
afterAll(() => ctx.close());

const page = (url: string, language = 'en') =>
  ctx.app.inject({ url, headers: { 'accept-language': language } });

type Thing = Record<string, unknown> & { '@type': string };
/** Every JSON-LD block of a page, parsed. */
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Thing,
  );
const meta = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1];

/** The properties schema.org and search engines require of a Product with an Offer. */
function checkProduct(product: Thing) {
  expect(product['@context']).toBe('https://schema.org');
  expect(typeof product.name).toBe('string');
  const offer = product.offers as Thing;
  expect(offer['@type']).toBe('Offer');
  expect(typeof offer.price).toBe('number');
  expect(offer.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offer.availability).toMatch(/^https:\/\/schema\.org\/(InStock|LimitedAvailability|SoldOut)$/);
  expect(offer.itemCondition).toBe('https://schema.org/UsedCondition');
  return offer;
}

describe('a drawn product page', () => {
  it('names its canonical address, its Open Graph and Twitter card, and a Product with its Offer and breadcrumbs', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, {
      title: 'CNC lathe HL-460',
      price: 12_500_000,
      withImage: true,
    });
    const response = await page(`/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    const html = response.body;
    const canonical = `https://steelyard.example/products/${product.id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}">`);
    expect(html).toContain('<title>CNC lathe HL-460 · Steelyard</title>');
    expect(meta(html, 'og:title')).toBe('CNC lathe HL-460');
    expect(meta(html, 'og:url')).toBe(canonical);
    expect(meta(html, 'og:image')).toMatch(/^https:\/\/steelyard\.example\/uploads\/images\/.+\.webp$/);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');

    const [item, breadcrumbs] = structuredData(html);
    expect(item!['@type']).toBe('Product');
    const offer = checkProduct(item!);
    expect(offer).toMatchObject({
      price: 12_500_000,
      priceCurrency: 'KRW',
      availability: 'https://schema.org/InStock',
    });
    expect(item!.image).toEqual([meta(html, 'og:image')]);
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://steelyard.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Used industrial machinery',
          item: 'https://steelyard.example/products',
        },
        { '@type': 'ListItem', position: 3, name: 'CNC lathe HL-460', item: canonical },
      ],
    });
  });

  it('says a sold post is sold, in the page’s language', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: '화천 선반', status: 'completed' });
    const html = (await page(`/products/${product.id}`, 'ko')).body;
    expect(meta(html, 'og:title')).toBe('화천 선반 (판매완료)');
    expect(checkProduct(structuredData(html)[0]!).availability).toBe('https://schema.org/SoldOut');
  });

  it('answers a hidden post 404 and a deleted one 410, undrawn and with noindex', async () => {
    const seller = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, seller.id, { hidden: true });
    const deleted = await createProduct(ctx.db, seller.id, { deleted: true });
    for (const [id, status] of [
      [hidden.id, 404],
      [deleted.id, 410],
    ] as const) {
      const response = await page(`/products/${id}`);
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(structuredData(response.body)).toEqual([]);
      expect(response.body).not.toContain('rel="canonical"');
    }
  });

  it('gives home and the list the site’s description and canonical address', async () => {
    for (const path of ['/', '/products']) {
      const html = (await page(path, 'de')).body;
      expect(html).toContain(`<link rel="canonical" href="https://steelyard.example${path}">`);
      expect(meta(html, 'og:title')).toBe('Gebrauchte Industriemaschinen');
      expect(meta(html, 'description')).toBe(
        'Gebrauchte Industriemaschinen und Werkzeuge kaufen und verkaufen – auf Steelyard.',
      );
      expect(structuredData(html)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: 'Steelyard',
          url: 'https://steelyard.example/',
        },
      ]);
    }
  });

  it('names its versions in ko, en, de and ja (hreflang), each drawn in its language at ?lang=', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'Press brake', status: 'completed' });
    const canonical = `https://steelyard.example/products/${product.id}`;
    const html = (await page(`/products/${product.id}?lang=de`, 'ko')).body;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<link rel="canonical" href="${canonical}?lang=de">`);
    for (const language of ['ko', 'en', 'de', 'ja'])
      expect(html).toContain(
        `<link rel="alternate" hreflang="${language}" href="${canonical}?lang=${language}">`,
      );
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${canonical}">`);
    expect(meta(html, 'og:title')).toBe('Press brake (Verkauft)');
    expect(structuredData(html)[1]).toMatchObject({ itemListElement: [{ name: 'Startseite' }, {}, {}] });

    const list = (await page('/products?lang=ja')).body;
    expect(list).toContain('<html lang="ja"');
    expect(list).toContain('<link rel="canonical" href="https://steelyard.example/products?lang=ja">');
    expect(meta(list, 'og:title')).toBe('中古産業機械');
  });
});
