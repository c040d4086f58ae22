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

  it('uploaded privately, are never public: the uploader alone reads them until asked, and only an inquiry takes them', async () => {
    const author = await signedInMember(ctx().app, ctx().db);
    const image = new Blob([new Uint8Array(await jpegBytes(800, 600))], { type: 'image/jpeg' });
    const upload = await author.agent.post('/api/images', { image, private: '1' }, { multipart: true });
    expect(upload.statusCode, upload.body).toBe(201);
    const uploaded = upload.json().data as { id: number; url: string; thumb_url: string };
    expect(uploaded).toEqual({
      id: uploaded.id,
      url: `/api/images/${uploaded.id}/display`,
      thumb_url: `/api/images/${uploaded.id}/thumb`,
    });
    const row = await ctx()
      .db.selectFrom('images')
      .select(['path', 'thumb_path'])
      .where('id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(row.path).toMatch(/^private\/images\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.webp$/);
    expect((await ctx().app.inject({ url: `/uploads/${row.path}` })).statusCode).toBe(404);

    // Before it is asked: its uploader's preview, nobody else's.
    const preview = await author.agent.get(uploaded.thumb_url);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['cache-control']).toBe('private, max-age=86400');
    expect(preview.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await new Agent(ctx().app).get(uploaded.url)).statusCode).toBe(401);
    const other = await signedInMember(ctx().app, ctx().db);
    expect((await other.agent.get(uploaded.url)).statusCode).toBe(404);

    // Nothing that shows photos to others takes it: a profile photo, for one.
    const asProfile = await author.agent.patch('/api/users/profile', {
      nickname: 'Private Pic',
      city: '부산광역시',
      county: '해운대구',
      image_id: uploaded.id,
    });
    expect(asProfile.statusCode).toBe(422);
    expect(asProfile.json().errors.image_id).toEqual(['A photo could not be found. Please upload it again.']);

    // An inquiry takes it as it is (no public copy ever made), read through the inquiry's route.
    const asked = await author.agent.post('/api/qnas', {
      title: 'Scratch',
      content: 'Is it deep?',
      image_ids: [uploaded.id],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const after = await ctx()
      .db.selectFrom('images')
      .select('path')
      .where('id', '=', uploaded.id)
      .executeTakeFirstOrThrow();
    expect(after.path).toBe(row.path);
    const photo = asked.json().data.images[0] as { url: string };
    expect((await author.agent.get(photo.url)).statusCode).toBe(200);
    expect((await other.agent.get(photo.url)).statusCode).toBe(404);
  });
});
