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
