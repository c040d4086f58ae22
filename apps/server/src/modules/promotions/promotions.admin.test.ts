import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage, createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  adminId = user.id;
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
async function body(overrides: Record<string, unknown> = {}) {
  return {
    type: 'START',
    image_id: (await createImage(ctx.db)).id,
    url: '/events/1',
    type_url: 1,
    starts_at: iso(-DAY),
    ends_at: iso(DAY),
    position: 0,
    ...overrides,
  };
}
const audits = (id: number) =>
  ctx.db
    .selectFrom('admin_audits')
    .select(['action', 'admin_id', 'changes'])
    .where('subject_type', '=', 'promotion')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();
const promotionCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('promotions')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const publicIds = async (type: string, headers: Record<string, string> = {}) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/promotions?type=${type}`, headers }))
    .json()
    .data.map((p: { id: number }) => p.id);

describe('admin: promotions', () => {
  it('creates a promotion from an uploaded image, audited, and lists it with its numbers', async () => {
    const response = await admin.post('/api/admin/promotions', await body({ countries: ['KR', 'JP'] }), {
      multipart: true,
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      type: 'START',
      state: 1,
      paused: false,
      countries: ['KR', 'JP'],
      languages: [],
      view_count: 0,
      click_count: 0,
      click_rate: 0,
    });
    expect(await audits(created.id)).toEqual([
      expect.objectContaining({ action: 'promotion.create', admin_id: adminId }),
    ]);
    const list = await admin.get('/api/admin/promotions?type=START');
    expect(list.json().data.map((p: { id: number }) => p.id)).toContain(created.id);
    expect((await admin.get('/api/admin/promotions?type=POP')).json().data).not.toContainEqual(
      expect.objectContaining({ id: created.id }),
    );
  });

  it('derives the state from the schedule and the pause switch (before 0, ongoing 1, finish 2, pause 3)', async () => {
    const create = async (overrides: Record<string, unknown>) =>
      (await admin.post('/api/admin/promotions', await body({ type: 'SPLASH', ...overrides }))).json().data;
    const before = await create({ starts_at: iso(DAY), ends_at: iso(2 * DAY) });
    const ongoing = await create({});
    const finished = await create({ starts_at: iso(-2 * DAY), ends_at: iso(-1000) });
    const paused = await create({ paused: 1 });
    expect([before.state, ongoing.state, finished.state, paused.state]).toEqual([0, 1, 2, 3]);
    // Only the ongoing one reaches the app.
    const shown = await publicIds('SPLASH');
    expect(shown).toContain(ongoing.id);
    expect(shown).not.toContain(before.id);
    expect(shown).not.toContain(finished.id);
    expect(shown).not.toContain(paused.id);
    // Resuming a paused one makes it ongoing again; the change is audited with old and new values.
    const resumed = await admin.patch(`/api/admin/promotions/${paused.id}`, {
      ...(await body({ type: 'SPLASH', image_id: paused.image_id })),
      starts_at: paused.starts_at,
      ends_at: paused.ends_at,
      paused: 0,
    });
    expect(resumed.json().data.state).toBe(1);
    expect((await audits(paused.id)).at(-1)).toMatchObject({
      action: 'promotion.update',
      changes: { before: { paused: true }, after: { paused: false } },
    });
  });

  it('shows the app only promotions that target the caller’s country and language', async () => {
    const create = async (overrides: Record<string, unknown>) =>
      (await admin.post('/api/admin/promotions', await body({ type: 'PRODUCT', ...overrides }))).json().data
        .id;
    const everyone = await create({});
    const japan = await create({ countries: ['JP'] });
    const german = await create({ languages: ['de'] });
    expect(await publicIds('PRODUCT', { 'x-country': 'JP', 'accept-language': 'ko' })).toEqual(
      expect.arrayContaining([everyone, japan]),
    );
    expect(await publicIds('PRODUCT', { 'x-country': 'JP', 'accept-language': 'ko' })).not.toContain(german);
    const inGerman = await publicIds('PRODUCT', { 'x-country': 'KR', 'accept-language': 'de' });
    expect(inGerman).toEqual(expect.arrayContaining([everyone, german]));
    expect(inGerman).not.toContain(japan);
  });

  it('refuses bad input with field messages and changes nothing', async () => {
    const count = await promotionCount();
    const response = await admin.post(
      '/api/admin/promotions',
      await body({
        url: 'https://example.com',
        ends_at: iso(-2 * DAY),
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      url: ['An internal link is a path in the app starting with /.'],
      ends_at: ['The end must be after the start.'],
    });
    expect(
      (await admin.post('/api/admin/promotions', await body({ countries: ['XX'] }))).json().errors,
    ).toEqual({
      countries: ['Please choose one of the options.'],
    });
    const noImage = await admin.post('/api/admin/promotions', await body({ image_id: 999_999 }));
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ image_id: ['Please upload an image.'] });
    expect(
      (await admin.post('/api/admin/promotions', await body({ type_url: 2, url: '/products' }))).json()
        .errors,
    ).toEqual({ url: ['An external link starts with http:// or https://.'] });
    expect(await promotionCount()).toBe(count);
    expect((await admin.patch('/api/admin/promotions/999999', await body())).statusCode).toBe(404);
  });

  it('is for admins only: a member gets 403 and changes nothing', async () => {
    const id = (await admin.post('/api/admin/promotions', await body())).json().data.id;
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(member.email, 'password', nextAddress());
    expect((await agent.get('/api/admin/promotions')).statusCode).toBe(403);
    expect((await agent.post('/api/admin/promotions', await body())).statusCode).toBe(403);
    expect((await agent.patch(`/api/admin/promotions/${id}`, await body({ paused: 1 }))).statusCode).toBe(
      403,
    );
    expect((await agent.delete(`/api/admin/promotions/${id}`)).statusCode).toBe(403);
    expect((await new Agent(ctx.app).get(`/api/admin/promotions/${id}`)).statusCode).toBe(401);
    expect((await admin.get(`/api/admin/promotions/${id}`)).json().data).toMatchObject({ paused: false });
  });

  it('counts views and clicks per day and shows the click rate', async () => {
    const id = (await admin.post('/api/admin/promotions', await body({ type: 'POP' }))).json().data.id;
    const visitor = new Agent(ctx.app);
    const event = { clickable_type: 'Promotion', clickable_id: id, viewable_type: 'Home', viewable_id: 1 };
    for (let i = 0; i < 4; i++) await visitor.post('/api/views', event);
    await visitor.post('/api/clicks', event);
    const stats = await admin.get(`/api/admin/promotions/${id}/stats`);
    expect(stats.statusCode).toBe(200);
    expect(stats.json().data).toEqual([
      { day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), views: 4, clicks: 1, click_rate: 0.25 },
    ]);
    expect((await admin.get(`/api/admin/promotions/${id}`)).json().data).toMatchObject({
      view_count: 4,
      click_count: 1,
      click_rate: 0.25,
    });
  });

  it('deletes a promotion, audited', async () => {
    const id = (await admin.post('/api/admin/promotions', await body())).json().data.id;
    expect((await admin.delete(`/api/admin/promotions/${id}`)).statusCode).toBe(200);
    expect((await admin.get(`/api/admin/promotions/${id}`)).statusCode).toBe(404);
    expect((await audits(id)).map((a) => a.action)).toEqual(['promotion.create', 'promotion.delete']);
    expect((await admin.delete(`/api/admin/promotions/${id}`)).statusCode).toBe(404);
  });
});
