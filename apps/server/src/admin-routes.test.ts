import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../test/agent.ts';
import { buildTestApp, type TestContext } from '../test/build.ts';
import { createProduct, createUser } from '../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('the /api/admin guard', () => {
  it('answers 401 signed out and 403 to a member', async () => {
    const signedOut = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { 'accept-language': 'en' },
    });
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json()).toEqual({ message: 'Please sign in first.' });
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    await agent.login(member.email);
    const refused = await agent.get('/api/admin/users');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only administrators can do this.' });
  });
});

describe('GET /api/admin/users', () => {
  it('pages members newest first with search and product counts', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true, nickname: 'boss' });
    const seller = await createUser(ctx.db, { nickname: 'Werkstatt Müller', email: 'mueller@example.test' });
    await createProduct(ctx.db, seller.id);
    await createProduct(ctx.db, seller.id);
    const agent = new Agent(ctx.app);
    await agent.login(admin.email);

    const page = await agent.get('/api/admin/users?per_page=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(3);

    const found = await agent.get('/api/admin/users?search=m%C3%BCller');
    expect(found.json().data).toHaveLength(1);
    expect(found.json().data[0]).toMatchObject({
      id: seller.id,
      nickname: 'Werkstatt Müller',
      product_count: 2,
      admin: 0,
      suspended_at: null,
    });
    // A member number finds its member, whose email, nickname and contact hold no digit.
    const byNumber = await agent.get(`/api/admin/users?search=${seller.id}`);
    expect(byNumber.json().data.map((user: { id: number }) => user.id)).toContain(seller.id);
  });
});
