import { describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { appsOnBothStores, STORES } from '../../../test/both-stores.ts';
import { createUser, jpegBytes, nextAddress, signedInMember } from '../../../test/factories.ts';

/* An inquiry's photos become private: only its author and admins read them, on the disk and in a bucket. */

const apps = appsOnBothStores();

describe.each(STORES)('inquiry photos on %s', (name) => {
  const ctx = () => apps[name];

  it('move to private keys when asked with, and are read only through the checked route', async () => {
    const author = await signedInMember(ctx().app, ctx().db);
    const image = new Blob([new Uint8Array(await jpegBytes(800, 600))], { type: 'image/jpeg' });
    const uploaded = (await author.agent.post('/api/images', { image }, { multipart: true })).json().data;
    const publicUrl = uploaded.url as string;
    expect((await ctx().app.inject({ url: publicUrl })).statusCode).toBe(200);

    const asked = await author.agent.post('/api/qnas', {
      title: 'Dent',
      content: 'Is this dent a problem?',
      image_ids: [uploaded.id],
    });
    expect(asked.statusCode).toBe(201);
    const qna = asked.json().data;
    const row = await ctx()
      .db.selectFrom('images')
      .select(['path', 'thumb_path'])
      .where('id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(row.path).toMatch(/^private\/qna-images\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    // The public copy is gone, and the private one is not under /uploads.
    expect((await ctx().app.inject({ url: publicUrl })).statusCode).toBe(404);
    expect((await ctx().app.inject({ url: `/uploads/${row.path}` })).statusCode).toBe(404);

    const url = qna.images[0].thumb_url as string;
    const own = await author.agent.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'private, max-age=86400',
    });
    expect(own.rawPayload.subarray(8, 12).toString()).toBe('WEBP');

    expect((await new Agent(ctx().app).get(url)).statusCode).toBe(401);
    const other = await signedInMember(ctx().app, ctx().db);
    expect((await other.agent.get(url)).statusCode).toBe(404);
    const admin = await createUser(ctx().db, { isAdmin: true });
    const desk = new Agent(ctx().app);
    await desk.login(admin.email, 'password', nextAddress());
    expect((await desk.get(qna.images[0].url)).statusCode).toBe(200);
  });
});
