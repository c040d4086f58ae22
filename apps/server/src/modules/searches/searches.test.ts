import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const search = (agent: Agent, word: string, extra = '') =>
  agent.get(`/api/products?word=${encodeURIComponent(word)}${extra}`);
const words = async (agent: Agent) =>
  (await agent.get('/api/searches')).json().data.map((s: { word: string }) => s.word);

describe('recent searches', () => {
  it('keeps a member’s searches newest first, one row per word, removable one by one and all at once', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(user.email, 'password', nextAddress());
    await search(agent, '선반');
    await search(agent, 'press');
    await search(agent, '선반');
    await search(agent, 'press', '&page=2'); // later pages are not searches of their own
    expect(await words(agent)).toEqual(['선반', 'press']);

    const other = new Agent(ctx.app);
    expect(await words(other)).toEqual([]);

    const [latest] = (await agent.get('/api/searches')).json().data;
    const otherUser = await createUser(ctx.db);
    const stranger = new Agent(ctx.app);
    await stranger.login(otherUser.email, 'password', nextAddress());
    expect((await stranger.delete(`/api/searches/${latest.id}`)).statusCode).toBe(404);
    expect((await agent.delete(`/api/searches/${latest.id}`)).statusCode).toBe(200);
    expect(await words(agent)).toEqual(['press']);
    expect((await agent.delete('/api/searches')).statusCode).toBe(200);
    expect(await words(agent)).toEqual([]);
  });

  it('keeps a visitor’s searches per session, or per push token for the native app', async () => {
    const visitor = new Agent(ctx.app);
    await search(visitor, 'motor');
    expect(await words(visitor)).toEqual(['motor']);
    expect(await words(new Agent(ctx.app))).toEqual([]);

    const device = new Agent(ctx.app, { 'x-push-token': 'device-abc' });
    await search(device, '공구');
    // Another session of the same device sees them.
    expect(await words(new Agent(ctx.app, { 'x-push-token': 'device-abc' }))).toEqual(['공구']);
    await device.delete('/api/searches');
    expect(await words(device)).toEqual([]);
  });

  it('counts popular words over recent days', async () => {
    for (const word of ['Lathe', 'lathe', 'lathe', 'drill']) await search(new Agent(ctx.app), word);
    const popular = (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular' })).json().data;
    expect(popular[0]).toEqual({ word: 'lathe', count: 3 });
    expect(popular).toContainEqual({ word: 'drill', count: 1 });
    await ctx.db
      .updateTable('search_counts')
      .set({ day: '2020-01-01' })
      .where('word', '=', 'drill')
      .execute();
    const recent = (await ctx.app.inject({ method: 'GET', url: '/api/searches/popular?days=7' })).json().data;
    expect(recent.map((p: { word: string }) => p.word)).not.toContain('drill');
  });
});

describe('searches noted off the request path', () => {
  it('writes a second later in one batch, the newest 20 per owner and each word counted as often as searched', async () => {
    const user = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(user.email, 'password', nextAddress());
    for (let i = 1; i <= 25; i++) await search(agent, `batched${i}`);
    for (let i = 0; i < 3; i++) await search(new Agent(ctx.app), 'Batchword');
    // Nothing written yet: the answers did not wait for it.
    const stored = () =>
      ctx.db.selectFrom('searches').select('word').where('user_id', '=', user.id).execute();
    expect(await stored()).toEqual([]);

    await ctx.app.searchRecorder.flush();
    expect((await stored()).length).toBe(20);
    expect((await words(agent)).slice(0, 2)).toEqual(['batched25', 'batched24']);
    const counted = await ctx.db
      .selectFrom('search_counts')
      .select('count')
      .where('word', '=', 'batchword')
      .executeTakeFirstOrThrow();
    expect(counted.count).toBe(3);
  });

  it('writes by itself after a second', async () => {
    const visitor = new Agent(ctx.app);
    await search(visitor, 'timed-word');
    const stored = () =>
      ctx.db.selectFrom('searches').select('word').where('word', '=', 'timed-word').execute();
    expect(await stored()).toEqual([]);
    await expect.poll(stored, { timeout: 5000 }).toEqual([{ word: 'timed-word' }]);
  });
});
