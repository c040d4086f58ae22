import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';

/** A built web app in miniature: an index page and a hashed asset with its precompressed copies. */
function fakeWebBuild() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'steelyard-web-'));
  const script = `console.log(${JSON.stringify('steelyard '.repeat(400))});`;
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><title>Steelyard</title>${'<!-- - -->'.repeat(200)}`,
  );
  writeFileSync(path.join(dir, 'assets/app-abc123.js'), script);
  writeFileSync(path.join(dir, 'assets/app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dir, 'assets/app-abc123.js.gz'), gzipSync(script));
  return { dir, script };
}

describe('compression', () => {
  let ctx: TestContext;
  const web = fakeWebBuild();
  beforeAll(async () => {
    ctx = await buildTestApp({ WEB_DIST: web.dir });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(web.dir, { recursive: true, force: true });
  });

  it('sends API JSON above 1 KiB as brotli or gzip, as the client accepts, and the same data', async () => {
    const plain = await ctx.app.inject({ url: '/api/cities?country=KR' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const br = await ctx.app.inject({
      url: '/api/cities?country=KR',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3);

    const gz = await ctx.app.inject({
      url: '/api/cities?country=KR',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves small answers alone', async () => {
    const small = await ctx.app.inject({ url: '/api/settings', headers: { 'accept-encoding': 'br' } });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build-time brotli copy of an asset as it is, cached for a year', async () => {
    const res = await ctx.app.inject({
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.script);

    const identity = await ctx.app.inject({ url: '/assets/app-abc123.js' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(web.script);
  });

  it('compresses the app page that every deep link answers', async () => {
    const res = await ctx.app.inject({ url: '/mypage/settings', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('<title>Steelyard</title>');
  });
});
