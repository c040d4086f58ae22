import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  block,
  createUser,
  nextAddress,
  productCategoryId,
  setNotificationPreferences,
} from '../../../test/factories.ts';
import type { RealtimeDelivery } from '../../realtime/emitter.ts';

let ctx: TestContext;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp();
  ctx.app.realtime.subscribe((d) => deliveries.push(d));
});
afterAll(() => ctx.close());

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}
const keywordRows = (userId: number) =>
  ctx.db.selectFrom('keyword_alerts').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const alarmRows = (userId: number) =>
  ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).orderBy('id').execute();

async function post(agent: Agent, fields: { title: string; description?: string; keywords?: string }) {
  const response = await agent.post('/api/products', {
    type: 'sale',
    category_id: await productCategoryId(ctx.db),
    title: fields.title,
    price: 1_000_000,
    price_negotiable: 0,
    description: fields.description ?? 'Used, in working order.',
    keywords: fields.keywords ?? '',
    place_name: 'Factory gate',
    lat: 37.5,
    lon: 127.0,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number };
}

describe('/api/keywords', () => {
  it('adds, lists newest first and removes keywords', async () => {
    const { user, agent } = await member();
    const added = await agent.post('/api/keywords', { keyword: '  선반  ' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ keyword: '선반' });
    await agent.post('/api/keywords', { keyword: 'CNC lathe' });
    const list = (await agent.get('/api/keywords')).json().data;
    expect(list.map((k: { keyword: string }) => k.keyword)).toEqual(['CNC lathe', '선반']);
    expect((await agent.delete(`/api/keywords/${added.json().data.id}`)).statusCode).toBe(200);
    expect((await keywordRows(user.id)).map((k) => k.keyword)).toEqual(['CNC lathe']);
  });

  it('refuses empty, too long and duplicate keywords (any case or width), with the spec’s messages', async () => {
    const { user, agent } = await member();
    await agent.post('/api/keywords', { keyword: 'Motor' });
    const cases: Array<[unknown, string]> = [
      [{ keyword: '   ' }, 'Please enter a keyword.'],
      [{}, 'Please enter a keyword.'],
      [{ keyword: 'motor' }, 'The keyword is already registered.'],
      [{ keyword: 'ＭＯＴＯＲ' }, 'The keyword is already registered.'],
      [{ keyword: 'a'.repeat(16) }, 'Each keyword cannot exceed 15 characters.'],
    ];
    for (const [body, message] of cases) {
      const response = await agent.post('/api/keywords', body as Record<string, unknown>);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.keyword).toEqual([message]);
    }
    expect(await keywordRows(user.id)).toHaveLength(1);
  });

  it('keeps at most 50 per member, also under concurrent adds', async () => {
    const { user, agent } = await member();
    await ctx.db
      .insertInto('keyword_alerts')
      .values(
        Array.from({ length: 48 }, (_, i) => ({
          user_id: user.id,
          keyword: `k${i}`,
          normalized: `k${i}`,
          grams: [],
        })),
      )
      .execute();
    const results = await Promise.all(
      ['x1', 'x2', 'x3', 'x4'].map((keyword) => agent.post('/api/keywords', { keyword })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 422, 422]);
    const refused = results.find((r) => r.statusCode === 422)!;
    expect(refused.json()).toEqual({
      message: 'You can register up to 50.',
      errors: { keyword: ['You can register up to 50.'] },
    });
    expect(await keywordRows(user.id)).toHaveLength(50);
  });

  it('removes only one’s own (others’ → 404, nothing changed); visitors get 401', async () => {
    const { user, agent } = await member();
    const { agent: stranger } = await member();
    const { id } = (await agent.post('/api/keywords', { keyword: 'pump' })).json().data;
    expect((await stranger.delete(`/api/keywords/${id}`)).statusCode).toBe(404);
    expect((await agent.delete('/api/keywords/xyz')).statusCode).toBe(404);
    expect(await keywordRows(user.id)).toHaveLength(1);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/keywords' })).statusCode).toBe(401);
  });
});

describe('keyword alert matching', () => {
  it('alerts each matching subscriber once per product, never the author, across a block or with alarms off', async () => {
    const { user: seller, agent: sellerAgent } = await member();
    const { user: fan, agent: fanAgent } = await member({ language: 'en' });
    const { user: blocked, agent: blockedAgent } = await member();
    const { user: quiet, agent: quietAgent } = await member();
    const { user: other, agent: otherAgent } = await member();
    for (const keyword of ['선반', 'CNC']) await fanAgent.post('/api/keywords', { keyword });
    await blockedAgent.post('/api/keywords', { keyword: '선반' });
    await quietAgent.post('/api/keywords', { keyword: '선반' });
    await otherAgent.post('/api/keywords', { keyword: '프레스' });
    await sellerAgent.post('/api/keywords', { keyword: '선반' });
    await block(ctx.db, seller.id, blocked.id);
    await setNotificationPreferences(ctx.db, quiet.id, { keyword: false });

    const product = await post(sellerAgent, { title: 'ＣＮＣ 자동선반 판매', keywords: '공작기계' });
    const [alarm, ...more] = await alarmRows(fan.id);
    expect(more).toHaveLength(0); // two keywords match, one alarm
    expect(alarm).toMatchObject({ kind: 'keyword', target_id: product.id, actor_id: seller.id });
    const listed = (await fanAgent.get('/api/alarms')).json().data[0];
    expect(listed).toMatchObject({
      kind: 'keyword',
      body: 'ＣＮＣ 자동선반 판매',
      link: `/products/${product.id}`,
    });
    expect(listed.title).toMatch(/^New post for your keyword "(CNC|선반)"$/);
    expect((await fanAgent.get('/api/user')).json().data.unread_alarm_count).toBe(1);
    expect(
      deliveries.some(
        (d) => d.userId === fan.id && 'alarm_id' in d.payload && d.payload.alarm_id === alarm!.id,
      ),
    ).toBe(true);
    for (const id of [seller.id, blocked.id, quiet.id, other.id]) expect(await alarmRows(id)).toHaveLength(0);

    // An edit that still matches does not alert again.
    const edit = await sellerAgent.patch(`/api/products/${product.id}`, {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: 'CNC 선반 가격 인하',
      price: 900_000,
      price_negotiable: 0,
      description: '프레스도 있어요',
      keywords: '',
      place_name: 'Factory gate',
      lat: 37.5,
      lon: 127.0,
    });
    expect(edit.statusCode).toBe(200);
    expect(await alarmRows(fan.id)).toHaveLength(1);
    // …but one that newly matches someone else's keyword alerts them.
    expect(await alarmRows(other.id)).toHaveLength(1);
  });

  it('matches Japanese text without spaces, in the description too', async () => {
    const { agent: seller } = await member();
    const { user: fan, agent: fanAgent } = await member();
    await fanAgent.post('/api/keywords', { keyword: '旋盤' });
    await fanAgent.post('/api/keywords', { keyword: 'ﾌﾗｲｽ' }); // half-width katakana, normalized
    await post(seller, { title: '中古工作機械', description: '状態の良い旋盤です。' });
    await post(seller, { title: 'フライス盤 売ります' });
    await post(seller, { title: '無関係の品物', description: '旋回テーブル' });
    const alarms = await alarmRows(fan.id);
    expect(alarms.map((a) => a.params.keyword).sort()).toEqual(['ﾌﾗｲｽ', '旋盤'].sort());
  });
});
