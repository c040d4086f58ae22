import { describe, expect, it } from 'vitest';
import { appsOnBothStores, STORES } from '../../test/both-stores.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { jpegBytes, signedInMember } from '../../test/factories.ts';

/* A member's photo through the API and back under /uploads, the same on the disk and in a bucket. */

const apps = appsOnBothStores();

async function uploadPhoto(ctx: TestContext) {
  const { agent } = await signedInMember(ctx.app, ctx.db);
  const image = new Blob([new Uint8Array(await jpegBytes(800, 600))], { type: 'image/jpeg' });
  const response = await agent.post('/api/images', { image }, { multipart: true });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; url: string; thumb_url: string };
}

describe.each(STORES)('uploads on %s', (name) => {
  const ctx = () => apps[name];

  it('serves an uploaded photo under /uploads as WebP, cached for a year', async () => {
    const photo = await uploadPhoto(ctx());
    expect(photo.url).toMatch(/^\/uploads\/images\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    for (const url of [photo.url, photo.thumb_url]) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('never answers a private file or a path outside the store under /uploads', async () => {
    await ctx().storage.put('private/service-files/secret.pdf', Buffer.from('%PDF-1.7 secret'), {
      contentType: 'application/pdf',
    });
    for (const url of [
      '/uploads/private/service-files/secret.pdf',
      '/uploads/images/none.webp',
      '/uploads/..%2Fpglite%2FPG_VERSION',
      '/uploads/images%2F..%2F..%2Fprivate%2Fservice-files%2Fsecret.pdf',
    ]) {
      const response = await ctx().app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('secret');
    }
  });

  it('leaves no object and no row when the photo is not an image', async () => {
    const { agent } = await signedInMember(ctx().app, ctx().db);
    const before = await ctx().db.selectFrom('images').select('id').execute();
    const image = new Blob([new TextEncoder().encode('<html>not a photo</html>')], { type: 'image/jpeg' });
    const response = await agent.post('/api/images', { image }, { multipart: true });
    expect(response.statusCode).toBe(422);
    expect(await ctx().db.selectFrom('images').select('id').execute()).toEqual(before);
  });
});

describe('uploads in a bucket', () => {
  it('are stored in the bucket, not on the instance’s disk', async () => {
    const photo = await uploadPhoto(apps.s3);
    const key = photo.url.replace(/^\/uploads\//, '');
    expect((await apps.peer.anonymousGet(key)).status).toBe(200);
    expect(await apps.s3.storage.size(key)).toBeGreaterThan(0);
  });

  it('answer 507 in the reader’s language and leave no row when the bucket refuses the upload', async () => {
    const broken = await buildTestApp({ ...apps.peer.env, S3_BUCKET: 'no-such-bucket' });
    try {
      const { agent } = await signedInMember(broken.app, broken.db, {}, 'de');
      const image = new Blob([new Uint8Array(await jpegBytes(800, 600))], { type: 'image/jpeg' });
      const response = await agent.post('/api/images', { image }, { multipart: true });
      expect(response.statusCode).toBe(507);
      expect(response.json()).toEqual({
        message: 'Dateien können gerade nicht gespeichert werden. Bitte versuchen Sie es später noch einmal.',
      });
      expect(await broken.db.selectFrom('images').select('id').execute()).toEqual([]);
    } finally {
      await broken.close();
    }
  });

  it('come from S3_PUBLIC_URL when it is set, which the pages may load images from', async () => {
    const publicUrl = `${apps.peer.endpoint}/${apps.peer.bucket}`;
    const cdn = await buildTestApp({ ...apps.peer.env, S3_PUBLIC_URL: publicUrl });
    try {
      const photo = await uploadPhoto(cdn);
      expect(photo.url.startsWith(`${publicUrl}/images/`)).toBe(true);
      const fromBucket = await fetch(photo.url);
      expect(fromBucket.headers.get('content-type')).toBe('image/webp');
      const page = await cdn.app.inject({ url: '/api/categories' });
      expect(page.headers['content-security-policy']).toMatch(
        new RegExp(`img-src [^;]*${apps.peer.endpoint}`),
      );
    } finally {
      await cdn.close();
    }
  });
});
