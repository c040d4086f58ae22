import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, createUser, signedInMember } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = (values: Parameters<typeof createUser>[1] = {}) => signedInMember(ctx.app, ctx.db, values);
const blockRows = () =>
  ctx.db.selectFrom('blocks').select(['blocker_id', 'blocked_id']).orderBy('id').execute();
const blocksOf = async (userId: number) =>
  (await blockRows()).filter((r) => r.blocker_id === userId).map((r) => r.blocked_id);
const listedIds = async (agent: Agent, url: string) =>
  (await agent.get(url)).json().data.map((p: { id: number }) => p.id) as number[];

describe('/api/blocks', () => {
  it('blocks idempotently, lists newest first and unblocks idempotently', async () => {
    const { user, agent } = await member();
    const first = await createUser(ctx.db, { nickname: 'first-blocked' });
    const second = await createUser(ctx.db, { nickname: 'second-blocked' });

    const response = await agent.post('/api/blocks', { user_id: first.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      user: {
        id: first.id,
        nickname: 'first-blocked',
        profile_image_url: null,
        city: '서울특별시',
        county: '강남구',
      },
      created_at: expect.any(String),
    });
    expect((await agent.post('/api/blocks', { user_id: first.id })).statusCode).toBe(200);
    await Promise.all([
      agent.post('/api/blocks', { user_id: second.id }),
      agent.post('/api/blocks', { user_id: second.id }),
    ]);
    expect(await blocksOf(user.id)).toEqual([first.id, second.id]);

    const listed = await agent.get('/api/blocks');
    expect(listed.json()).toEqual({
      data: [
        expect.objectContaining({ user: expect.objectContaining({ id: second.id }) }),
        expect.objectContaining({ user: expect.objectContaining({ id: first.id }) }),
      ],
      meta: { per_page: 20, next_cursor: null },
    });

    expect((await agent.delete(`/api/blocks/${first.id}`)).statusCode).toBe(200);
    expect((await agent.delete(`/api/blocks/${first.id}`)).statusCode).toBe(200);
    expect(await blocksOf(user.id)).toEqual([second.id]);
  });

  it('pages the list by cursor', async () => {
    const { agent } = await member();
    const others = [];
    for (let i = 0; i < 3; i++) others.push(await createUser(ctx.db));
    for (const other of others) await agent.post('/api/blocks', { user_id: other.id });
    const page1 = (await agent.get('/api/blocks?per_page=2')).json();
    expect(page1.data.map((b: { user: { id: number } }) => b.user.id)).toEqual([
      others[2]!.id,
      others[1]!.id,
    ]);
    expect(page1.meta.next_cursor).toEqual(expect.any(String));
    const page2 = (await agent.get(`/api/blocks?per_page=2&cursor=${page1.meta.next_cursor}`)).json();
    expect(page2.data.map((b: { user: { id: number } }) => b.user.id)).toEqual([others[0]!.id]);
    expect(page2.meta.next_cursor).toBeNull();
    expect((await agent.get('/api/blocks?cursor=garbage')).statusCode).toBe(422);
  });

  it('refuses blocking oneself (403), unknown or gone members (404) and bad input (422), storing nothing', async () => {
    const { user, agent } = await member();
    const self = await agent.post('/api/blocks', { user_id: user.id });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'You cannot block yourself.' });
    expect((await agent.post('/api/blocks', { user_id: 999999 })).statusCode).toBe(404);
    const suspended = await createUser(ctx.db, { suspended: true });
    expect((await agent.post('/api/blocks', { user_id: suspended.id })).statusCode).toBe(404);
    const bad = await agent.post('/api/blocks', { user_id: 'someone' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.user_id).toEqual(['Please enter a number.']);
    expect((await agent.post('/api/blocks', {})).statusCode).toBe(422);
    expect((await agent.delete('/api/blocks/abc')).statusCode).toBe(404);
    expect(await blocksOf(user.id)).toEqual([]);
  });

  it('cannot lift another member’s block: unblocking removes only one’s own', async () => {
    const { user: a, agent: aAgent } = await member();
    const { user: b } = await member();
    await block(ctx.db, b.id, a.id);
    expect((await aAgent.delete(`/api/blocks/${b.id}`)).statusCode).toBe(200);
    expect(await blocksOf(b.id)).toEqual([a.id]);
    expect((await aAgent.get('/api/blocks')).json().data).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    const visitor = new Agent(ctx.app);
    expect((await visitor.get('/api/blocks')).statusCode).toBe(401);
    const someone = await createUser(ctx.db);
    expect((await visitor.post('/api/blocks', { user_id: someone.id })).statusCode).toBe(401);
    expect((await visitor.delete(`/api/blocks/${someone.id}`)).statusCode).toBe(401);
  });

  it('is mutual: after a block neither member sees the other’s products, in the list, search, detail or likes; unblocking restores them', async () => {
    const { user: a, agent: aAgent } = await member();
    const { user: b, agent: bAgent } = await member();
    const aPost = await createProduct(ctx.db, a.id, { title: 'Blockmutual drill press' });
    const bPost = await createProduct(ctx.db, b.id, { title: 'Blockmutual milling machine' });
    expect(await listedIds(aAgent, '/api/products?word=Blockmutual&cursor=')).toContain(bPost.id);

    expect((await aAgent.post('/api/blocks', { user_id: b.id })).statusCode).toBe(200);
    expect(await listedIds(aAgent, '/api/products?word=Blockmutual&cursor=')).toEqual([aPost.id]);
    expect(await listedIds(bAgent, '/api/products?word=Blockmutual&cursor=')).toEqual([bPost.id]);
    expect(await listedIds(aAgent, '/api/products?per_page=100')).not.toContain(bPost.id);
    expect((await aAgent.get(`/api/products/${bPost.id}`)).statusCode).toBe(404);
    expect((await bAgent.get(`/api/products/${aPost.id}`)).statusCode).toBe(404);
    expect((await bAgent.post('/api/likes', { likeable_type: 'user', likeable_id: a.id })).statusCode).toBe(
      404,
    );
    expect((await bAgent.get(`/api/users/${a.id}`)).statusCode).toBe(404);

    await aAgent.delete(`/api/blocks/${b.id}`);
    expect((await listedIds(bAgent, '/api/products?word=Blockmutual&cursor=')).sort()).toEqual(
      [aPost.id, bPost.id].sort(),
    );
    expect((await bAgent.get(`/api/users/${a.id}`)).statusCode).toBe(200);
  });
});
