import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const settingsAudits = () =>
  ctx.db
    .selectFrom('admin_audits')
    .selectAll()
    .where('subject_type', '=', 'settings')
    .orderBy('id')
    .execute();
const listedTitles = async () =>
  (await ctx.app.inject({ url: '/api/products?per_page=50' }))
    .json()
    .data.map((p: { title: string }) => p.title);

describe('admin: settings', () => {
  it('changes the minimum price and versions, audited, and a cheap post is hidden at once', async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'Cheap vise', price: 1500 });
    // The settings are kept in memory: read them once so the change must reach the kept copy.
    expect(await listedTitles()).toContain('Cheap vise');

    const response = await admin.patch('/api/admin/settings', {
      min_price_for_show: 2000,
      ios: '2.1.0',
      android: '2.0.5',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ min_price_for_show: 2000, ios: '2.1.0', android: '2.0.5' });
    expect(response.json().data.history[0]).toMatchObject({ min_price_for_show: 2000, ios: '2.1.0' });

    expect(await listedTitles()).not.toContain('Cheap vise');
    expect((await ctx.app.inject({ url: '/api/settings' })).json().data).toEqual([
      { min_price_for_show: 2000 },
    ]);
    expect((await ctx.app.inject({ url: '/api/versions' })).json().data).toEqual([
      { ios: '2.1.0', android: '2.0.5' },
    ]);
    const audits = await settingsAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]!.changes).toMatchObject({
      before: { min_price_for_show: 1000 },
      after: { min_price_for_show: 2000 },
    });
  });

  it('refuses bad input and other members, changing nothing', async () => {
    const before = (await admin.get('/api/admin/settings')).json().data;
    const bad = await admin.patch('/api/admin/settings', {
      min_price_for_show: -1,
      ios: 'latest',
      android: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      min_price_for_show: ['Please enter a value of at least 0.'],
      ios: ['Enter a version like 1.2.3.'],
      android: ['This field is required.'],
    });
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(member.email, 'password', nextAddress());
    expect(
      (await agent.patch('/api/admin/settings', { min_price_for_show: 0, ios: '1.0.0', android: '1.0.0' }))
        .statusCode,
    ).toBe(403);
    expect((await agent.get('/api/admin/settings')).statusCode).toBe(403);
    expect((await admin.get('/api/admin/settings')).json().data).toEqual(before);
  });

  it('sets the bump limit, audited; leaving it out keeps it; out of range is refused', async () => {
    const values = { min_price_for_show: 0, ios: '1.0.0', android: '1.0.0' };
    const set = await admin.patch('/api/admin/settings', { ...values, bump_limit: 7 });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ bump_limit: 7 });
    expect(set.json().data.history[0]).toMatchObject({ bump_limit: 7 });
    const kept = await admin.patch('/api/admin/settings', { ...values, min_price_for_show: 10 });
    expect(kept.json().data).toMatchObject({ min_price_for_show: 10, bump_limit: 7 });
    for (const [bumpLimit, message] of [
      [-1, 'Please enter a value of at least 0.'],
      [101, 'Please enter a value of at most 100.'],
      ['many', 'Please enter a number.'],
    ] as const) {
      const bad = await admin.patch('/api/admin/settings', { ...values, bump_limit: bumpLimit });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ bump_limit: [message] });
    }
    expect((await admin.get('/api/admin/settings')).json().data).toMatchObject({ bump_limit: 7 });
    const audits = await settingsAudits();
    expect(audits.at(-1)!.changes).toMatchObject({ after: { bump_limit: 7, min_price_for_show: 10 } });
  });
});
