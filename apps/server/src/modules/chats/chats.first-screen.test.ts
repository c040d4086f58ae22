import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../../../test/build.ts';
import { createChat, createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { buildTestAppWithWebBuild, firstScreenOf } from '../../../test/web-build.ts';

describe('/chats’ first data inside the member’s page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Without the web app's server bundle: the data alone (web-app.render.test.ts draws with it).
    ctx = await buildTestAppWithWebBuild({ WEB_SSR_DIST: 'no-server-bundle' });
  });
  afterAll(() => ctx.close());

  it('puts the member’s rooms and seat into /chats as the API answers them, and none of them into another’s', async () => {
    const seller = await createUser(ctx.db, { nickname: 'pump-seller' });
    const a = await signedInMember(ctx.app, ctx.db, { nickname: 'amber-buyer' });
    const b = await signedInMember(ctx.app, ctx.db, { nickname: 'basil-buyer' });
    const pump = await createProduct(ctx.db, seller.id, { title: 'Gear pump lot' });
    await createChat(ctx.db, pump.id, a.user.id);
    const valve = await createProduct(ctx.db, seller.id, { title: 'Valve crate' });
    await createChat(ctx.db, valve.id, b.user.id);
    const user = (await a.agent.get('/api/user')).json();
    const rooms = (await a.agent.get('/api/chats?tab=all')).json();
    expect(rooms.data).toHaveLength(1);
    const seat = (await a.agent.get('/api/businessSeats/mine')).json();

    const page = await a.agent.get('/chats');
    expect(page.headers['cache-control']).toBe('private, no-store');
    const answers = firstScreenOf(page.body).answers!;
    expect(answers).toContainEqual({ key: 'session:user', body: user });
    expect(answers).toContainEqual({ key: 'chats:first-page', body: rooms });
    expect(answers).toContainEqual({ key: 'businesses:my-seat', body: seat });
    expect(page.body).toContain('Gear pump lot');

    const other = await b.agent.get('/chats');
    expect(other.body).toContain('Valve crate');
    expect(other.body).not.toContain('Gear pump lot');
    expect(other.body).not.toContain('amber-buyer');

    // A visitor, and another address of the list, are left to the app.
    expect(firstScreenOf((await ctx.app.inject({ url: '/chats' })).body).answers).toBeNull();
    expect(firstScreenOf((await a.agent.get('/chats?tab=mine')).body).answers).toBeNull();
  });
});
