import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser } from '../../../test/factories.ts';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'steelyard-web-'));
  await fs.writeFile(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Steelyard</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await buildTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://steelyard.example' });
});
afterAll(async () => {
  await ctx.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const share = (id: number | string) => ctx.app.inject({ method: 'GET', url: `/products/share/${id}` });

describe('/products/share/{id}', () => {
  it('answers the app with the post’s Open Graph tags, escaped, and its first photo', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, {
      title: 'CNC 선반 <화천> "HL-460"',
      description: 'Serviced.\n  Loading help on site.',
      withImage: true,
    });
    const response = await share(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>CNC 선반 &lt;화천&gt; &quot;HL-460&quot; · Steelyard</title>');
    expect(html).toContain('<meta property="og:title" content="CNC 선반 &lt;화천&gt; &quot;HL-460&quot;">');
    expect(html).toContain('<meta property="og:description" content="Serviced. Loading help on site.">');
    expect(html).toContain(
      `<meta property="og:url" content="https://steelyard.example/products/${product.id}">`,
    );
    expect(html).toMatch(
      /<meta property="og:image" content="https:\/\/steelyard\.example\/uploads\/images\/test\/\d+\.webp">/,
    );
  });

  it("keeps a title with replacement patterns ($', $&, $1) as written", async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: "Press $' and $& and $1 $$" });
    const response = await share(product.id);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Press $&#39; and $&amp; and $1 $$ · Steelyard</title>');
    expect(response.body).toContain('content="Press $&#39; and $&amp; and $1 $$">');
    expect(response.body.match(/<\/head>/g)).toHaveLength(1);
    expect(response.body).toContain('<div id="root"></div></body></html>');
  });

  it('answers a hidden post 404 and a deleted one 410, with noindex and no preview; a bad id 404', async () => {
    const seller = await createUser(ctx.db);
    const hidden = await createProduct(ctx.db, seller.id, { title: 'Secret hidden post', hidden: true });
    const deleted = await createProduct(ctx.db, seller.id, { title: 'Deleted post', deleted: true });
    for (const [id, status] of [
      [hidden.id, 404],
      [deleted.id, 410],
    ] as const) {
      const response = await share(id);
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).toContain('<meta name="robots" content="noindex">');
      expect(response.body).not.toContain('og:title');
      expect(response.body).toContain('<title>Steelyard</title>');
    }
    expect((await share('abc')).statusCode).toBe(404);
  });
});
