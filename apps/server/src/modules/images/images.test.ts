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
