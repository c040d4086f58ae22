import { readFile } from 'node:fs/promises';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, jpegBytes, nextAddress } from '../../../test/factories.ts';
import { MAX_UPLOAD_BYTES } from '../../http/multipart.ts';

let ctx: TestContext;
let agent: Agent;
let userId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db);
  userId = user.id;
  agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const countImages = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('images')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/images', () => {
  it('crops an ad banner to its kind’s size (a list insert is a 1200×400 strip)', async () => {
    const response = await agent.post(
      '/api/images',
      {
        image: new Blob([new Uint8Array(await jpegBytes(2000, 1000))], { type: 'image/jpeg' }),
        promotion_type: 'PRODUCT',
      },
      { multipart: true },
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ width: 1200, height: 400 });
    expect(await sharp(`${ctx.uploadDir}/${row.path}`).metadata()).toMatchObject({
      width: 1200,
      height: 400,
    });
    const unknown = await agent.post(
      '/api/images',
      {
        image: new Blob([new Uint8Array(await jpegBytes(200, 100))], { type: 'image/jpeg' }),
        promotion_type: 'BANNER',
      },
      { multipart: true },
    );
    expect(unknown.statusCode).toBe(422);
  });

  it('stores a re-encoded image with its uploader and answers id, url and thumb_url', async () => {
    const withExif = await sharp(await jpegBytes(2000, 1000))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret place' } } })
      .jpeg()
      .toBuffer();
    const response = await agent.post(
      '/api/images',
      { image: new Blob([withExif], { type: 'image/jpeg' }) },
      { multipart: true },
    );
    expect(response.statusCode).toBe(201);
    const data = response.json().data;
    expect(data).toEqual({
      id: expect.any(Number),
      url: expect.stringMatching(/^\/uploads\/images\/.+\.webp$/),
      thumb_url: expect.stringMatching(/_thumb\.webp$/),
    });
    const row = await ctx.db
      .selectFrom('images')
      .selectAll()
      .where('id', '=', data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: userId, width: 1280, height: 640 });
    const stored = await sharp(`${ctx.uploadDir}/${row.path}`).metadata();
    expect(stored.format).toBe('webp');
    expect(stored.exif).toBeUndefined();
  });

  it('answers 422 for a file that is not an image or no file, and stores nothing', async () => {
    const before = await countImages();
    const text = await agent.post(
      '/api/images',
      { image: new Blob(['hello'], { type: 'image/png' }) },
      { multipart: true },
    );
    expect(text.statusCode, text.body).toBe(422);
    expect(text.json().errors.image).toEqual(['The file is not a supported image.']);
    const none = await agent.post('/api/images', { other: 'x' }, { multipart: true });
    expect(none.statusCode, none.body).toBe(422);
    expect(none.json().errors.image).toEqual(['Please choose a photo.']);
    expect(await countImages()).toBe(before);
  });

  it('answers 413 over the size limit', async () => {
    const before = await countImages();
    const big = new Blob([new Uint8Array(MAX_UPLOAD_BYTES + 1024)], { type: 'image/jpeg' });
    const response = await agent.post('/api/images', { image: big }, { multipart: true });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The upload is too large.' });
    expect(await countImages()).toBe(before);
  });

  it('needs a signed-in member', async () => {
    const visitor = new Agent(ctx.app);
    const response = await visitor.post(
      '/api/images',
      { image: new Blob([new Uint8Array(await jpegBytes())], { type: 'image/jpeg' }) },
      { multipart: true },
    );
    expect(response.statusCode).toBe(401);
  });
});

/** A PNG whose header claims `width`×`height` over a few bytes of data (a decompression bomb). */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const upload = (bytes: Buffer, type: string, filename = 'upload') =>
  agent.post(
    '/api/images',
    { image: new File([new Uint8Array(bytes)], filename, { type }) },
    { multipart: true },
  );

/** The stored display file of an answered upload, and how it is served. */
async function stored(response: Awaited<ReturnType<typeof upload>>) {
  const { id, url } = response.json().data as { id: number; url: string };
  const row = await ctx.db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bytes = await readFile(`${ctx.uploadDir}/${row.path}`);
  const served = await ctx.app.inject({ method: 'GET', url });
  return { bytes, metadata: await sharp(bytes).metadata(), served };
}

describe('hostile uploads (the audit held against each; kept as tests)', () => {
  it('refuses a decompression bomb by its header, quickly and without storing anything', async () => {
    const before = await countImages();
    const response = await upload(pngClaiming(60_000, 60_000), 'image/png', 'bomb.png');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual(['The file is not a supported image.']);
    expect(await countImages()).toBe(before);
  });

  it('re-encodes a JPEG/HTML polyglot: only the picture is kept, served as WebP with nosniff', async () => {
    const polyglot = Buffer.concat([
      await jpegBytes(),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    const response = await upload(polyglot, 'text/html', 'page.html');
    expect(response.statusCode).toBe(201);
    const { bytes, metadata, served } = await stored(response);
    expect(metadata.format).toBe('webp');
    expect(bytes.includes('<script')).toBe(false);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });

  it('rasterizes an SVG to WebP: its script and outside references are gone', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="64" height="64">' +
        '<script>alert(1)</script><image xlink:href="file:///etc/passwd" width="64" height="64"/>' +
        '<rect width="64" height="64" fill="red"/></svg>',
    );
    const response = await upload(svg, 'image/svg+xml', 'logo.svg');
    expect(response.statusCode).toBe(201);
    const { bytes, metadata } = await stored(response);
    expect(metadata.format).toBe('webp');
    expect(bytes.includes('script')).toBe(false);
    expect(bytes.includes('passwd')).toBe(false);
  });

  it('strips EXIF GPS coordinates from a phone photo', async () => {
    const photo = await sharp(await jpegBytes(800, 600))
      .withExif({
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 33/1 59/1',
          GPSLongitudeRef: 'E',
          GPSLongitude: '126/1 58/1 41/1',
        },
      })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload(photo, 'image/jpeg', 'IMG_0001.jpg');
    expect(response.statusCode).toBe(201);
    const { bytes, metadata } = await stored(response);
    expect(metadata.exif).toBeUndefined();
    expect(bytes.includes('GPS')).toBe(false);
  });

  it('refuses a file that only starts like an image', async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('<script>alert(1)</script>'),
    ]);
    const response = await upload(fake, 'image/jpeg', 'fake.jpg');
    expect(response.statusCode).toBe(422);
  });
});
