import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createChat,
  createProduct,
  createUser,
  nextAddress,
  signedInMember,
} from '../../../test/factories.ts';
import { DRAWING_BYTES } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
let desk: Agent;
beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createUser(ctx.db, { isAdmin: true });
  desk = new Agent(ctx.app);
  await desk.login(admin.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

/** A member with a post, their business registered (Samsung Electronics' published number). */
async function sellerWithBusiness() {
  const { user, agent } = await signedInMember(ctx.app, ctx.db);
  const productId = (await createProduct(ctx.db, user.id, { title: `Lathe of ${user.id}` })).id;
  const registered = await register(agent, {
    proof: new File([new Uint8Array(DRAWING_BYTES.pdf)], 'registration.pdf'),
  });
  return { user, agent, productId, businessId: registered.json().data.id as number };
}

const register = (agent: Agent, fields: Record<string, unknown>) =>
  agent.post(
    '/api/businesses/mine',
    {
      country: 'KR',
      legal_name: '삼성전자(주)',
      registration_number: '124-81-00998',
      representative: '전영현',
      address: '경기도 수원시 영통구 삼성로 129',
      ...fields,
    },
    { multipart: true },
  );

/** What a visitor sees of the seller's badge: on the post's card in the list and on its page. */
async function visitorSees(productId: number) {
  const list = (await ctx.app.inject({ url: '/api/products?per_page=50' })).json().data as {
    id: number;
    user: { business_verified: boolean };
  }[];
  const page = (await ctx.app.inject({ url: `/api/products/${productId}` })).json().data;
  return {
    card: list.find((p) => p.id === productId)?.user.business_verified,
    page: page.seller.business_verified,
    pageUser: page.user.business_verified,
  };
}

describe("the 'verified business' badge", () => {
  it("shows on the member's cards, page and chat rooms once verified, and leaves them all when lost", async () => {
    const { agent, productId, businessId } = await sellerWithBusiness();
    const { agent: buyer, user: buyerUser } = await signedInMember(ctx.app, ctx.db);
    await createChat(ctx.db, productId, buyerUser.id);
    // The visitor's first pages are cached before the verification.
    expect(await visitorSees(productId)).toEqual({ card: false, page: false, pageUser: false });

    expect((await desk.post(`/api/admin/businesses/${businessId}/verify`)).statusCode).toBe(200);
    expect(await visitorSees(productId)).toEqual({ card: true, page: true, pageUser: true });
    const [room] = (await buyer.get('/api/chats')).json().data;
    expect(room.other_business_verified).toBe(true);
    const [own] = (await agent.get('/api/chats')).json().data;
    expect(own.other_business_verified).toBe(false);

    // A new number sends the business back to the queue: the badge leaves every cached page.
    expect((await register(agent, { registration_number: '107-86-14075' })).statusCode).toBe(200);
    expect(await visitorSees(productId)).toEqual({ card: false, page: false, pageUser: false });
    expect((await buyer.get('/api/chats')).json().data[0].other_business_verified).toBe(false);
  });
});

describe('the list filtered by seller', () => {
  const listed = async (seller: string, extra = '') => {
    const response = await ctx.app.inject({ url: `/api/products?per_page=100&seller=${seller}${extra}` });
    return { status: response.statusCode, ids: response.json().data?.map((p: { id: number }) => p.id) };
  };

  it("shows verified businesses' posts or private sellers' posts, in the list and its search", async () => {
    const { productId, businessId } = await sellerWithBusiness();
    await desk.post(`/api/admin/businesses/${businessId}/verify`);
    const { user } = await signedInMember(ctx.app, ctx.db);
    const privatePost = (await createProduct(ctx.db, user.id, { title: 'Private lathe' })).id;

    const businesses = await listed('business');
    expect(businesses.ids).toContain(productId);
    expect(businesses.ids).not.toContain(privatePost);
    const privates = await listed('private');
    expect(privates.ids).toContain(privatePost);
    expect(privates.ids).not.toContain(productId);
    expect((await listed('business', '&word=Lathe')).ids).toEqual([productId]);
    expect((await listed('private', '&word=Private&cursor=&count=1')).ids).toEqual([privatePost]);
  });

  it('refuses a seller kind it does not know with a 422', async () => {
    const response = await ctx.app.inject({
      url: '/api/products?seller=dealer',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['seller']);
  });
});
