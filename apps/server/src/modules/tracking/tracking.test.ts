import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage } from '../../../test/factories.ts';

let ctx: TestContext;
let promotionId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const image = await createImage(ctx.db);
  promotionId = (
    await ctx.db
      .insertInto('promotions')
      .values({
        type: 'POP',
        url: '/events/1',
        type_url: 1,
        image_id: image.id,
        position: 0,
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => ctx.close());

const counts = () =>
  ctx.db
    .selectFrom('promotions')
    .select(['click_count', 'view_count'])
    .where('id', '=', promotionId)
    .executeTakeFirstOrThrow();

describe('POST /api/logs', () => {
  it('stores memo and description, also as multipart', async () => {
    const agent = new Agent(ctx.app);
    const response = await agent.post(
      '/api/logs',
      { memo: 'invalid native message', description: '{"type":' },
      { multipart: true },
    );
    expect(response.statusCode).toBe(201);
    const row = await ctx.db
      .selectFrom('logs')
      .selectAll()
      .where('id', '=', response.json().data.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ memo: 'invalid native message', description: '{"type":', user_id: null });
  });

  it('requires a memo', async () => {
    const response = await new Agent(ctx.app, { 'accept-language': 'en' }).post('/api/logs', {
      description: 'x',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ memo: ['This field is required.'] });
  });
});

describe('POST /api/clicks and /api/views', () => {
  it('records a click and a view and counts them on the promotion', async () => {
    const agent = new Agent(ctx.app);
    const body = {
      clickable_type: 'Promotion',
      clickable_id: promotionId,
      viewable_type: 'Product',
      viewable_id: 3,
    };
    expect((await agent.post('/api/clicks', body)).statusCode).toBe(201);
    expect((await agent.post('/api/views', body, { multipart: true })).statusCode).toBe(201);
    // Counted a second later, in a batch, per promotion and day.
    await ctx.app.flushDeferredWrites();
    expect(await counts()).toEqual({ click_count: 1, view_count: 1 });
    const days = await ctx.db
      .selectFrom('promotion_daily_stats')
      .select(['views', 'clicks'])
      .where('promotion_id', '=', promotionId)
      .execute();
    expect(days).toEqual([{ views: 1, clicks: 1 }]);
    const view = await ctx.db
      .selectFrom('views')
      .selectAll()
      .where('clickable_id', '=', promotionId)
      .executeTakeFirstOrThrow();
    expect(view).toMatchObject({ clickable_type: 'Promotion', viewable_type: 'Product', viewable_id: 3 });
  });

  it('refuses an unknown promotion or type and records nothing', async () => {
    const agent = new Agent(ctx.app);
    const before = await counts();
    expect(
      (await agent.post('/api/clicks', { clickable_type: 'Promotion', clickable_id: 999999 })).statusCode,
    ).toBe(422);
    expect(
      (await agent.post('/api/clicks', { clickable_type: 'User', clickable_id: promotionId })).statusCode,
    ).toBe(422);
    await ctx.app.flushDeferredWrites();
    expect(await counts()).toEqual(before);
  });
});

describe('GET /api/promotions', () => {
  it('lists ongoing promotions of a type with the image URL', async () => {
    const image = await createImage(ctx.db);
    await ctx.db
      .insertInto('promotions')
      .values({
        type: 'POP',
        paused: true,
        starts_at: new Date(Date.now() - 60_000),
        ends_at: new Date(Date.now() + 86_400_000),
        type_url: 2,
        url: 'https://example.com',
        image_id: image.id,
        position: 1,
      })
      .execute();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/promotions?type=POP' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: promotionId,
        type: 'POP',
        state: 1,
        url: '/events/1',
        type_url: 1,
        img: { url: expect.stringMatching(/^\/uploads\/images\//) },
      },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/promotions?type=BANNER' })).statusCode).toBe(
      422,
    );
  });
});
