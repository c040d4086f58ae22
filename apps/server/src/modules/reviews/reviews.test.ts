import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  block,
  createChat,
  createProduct,
  setNotificationPreferences,
  signedInMember,
} from '../../../test/factories.ts';
import { fingerprint } from '../../../test/world.ts';

let ctx: TestContext;
let good: number[];
let bad: number[];
beforeAll(async () => {
  ctx = await buildTestApp();
  const manners = await ctx.db.selectFrom('manners').select(['id', 'type']).orderBy('id').execute();
  good = manners.filter((m) => m.type === 1).map((m) => m.id);
  bad = manners.filter((m) => m.type === 0).map((m) => m.id);
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
/** A seller and a buyer whose trade of the seller's post is completed. */
async function trade(type = 'sale') {
  const seller = await member();
  const buyer = await member();
  const product = await createProduct(ctx.db, seller.user.id, {
    type,
    status: 'completed',
    buyerId: buyer.user.id,
  });
  return { seller, buyer, product };
}
const alarmsOf = (userId: number) =>
  ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const standing = (userId: number) =>
  ctx.db
    .selectFrom('users')
    .select(['review_count', 'good_manner_count', 'bad_manner_count', 'trust_score'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

describe('POST /api/reviews', () => {
  it('lets both sides review each other once; the other side is told and their score follows', async () => {
    const { seller, buyer, product } = await trade();
    const byBuyer = await buyer.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [good[0], good[1]],
      content: 'On time, machine as described.',
    });
    expect(byBuyer.statusCode).toBe(201);
    const review = byBuyer.json().data;
    expect(review).toMatchObject({
      product: { id: product.id },
      reviewer: { id: buyer.user.id },
      reviewee: { id: seller.user.id },
      reviewer_role: 'buyer',
      content: 'On time, machine as described.',
      can_review_back: false,
    });
    expect(review.manners).toHaveLength(2);
    expect(await standing(seller.user.id)).toMatchObject({ review_count: 1, good_manner_count: 2 });
    expect(Number((await standing(seller.user.id)).trust_score)).toBeGreaterThan(36.5);

    await ctx.app.notifier.idle();
    const [alarm] = await alarmsOf(seller.user.id);
    expect(alarm).toMatchObject({ kind: 'review', target_id: review.id, actor_id: buyer.user.id });
    const listed = (await seller.agent.get('/api/alarms')).json().data[0];
    expect(listed).toMatchObject({
      link: `/reviews/${review.id}`,
      title: `${buyer.user.nickname} left you a trade review.`,
    });

    // The seller is prompted to review back, and does.
    expect((await seller.agent.get(`/api/reviews/${review.id}`)).json().data.can_review_back).toBe(true);
    const back = await seller.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[2]] });
    expect(back.statusCode).toBe(201);
    expect(back.json().data).toMatchObject({
      reviewer_role: 'seller',
      reviewee: { id: buyer.user.id },
      content: null,
    });
    expect((await seller.agent.get(`/api/reviews/${review.id}`)).json().data.can_review_back).toBe(false);

    // Received and sent lists.
    const received = await ctx.app.inject({ url: `/api/reviews?user_id=${seller.user.id}&kind=received` });
    expect(received.json().data.map((r: { id: number }) => r.id)).toEqual([review.id]);
    const sent = await ctx.app.inject({ url: `/api/reviews?user_id=${seller.user.id}&kind=sent` });
    expect(sent.json().data.map((r: { id: number }) => r.id)).toEqual([back.json().data.id]);
  });

  it('refuses a second review of the same trade, and changes nothing', async () => {
    const { buyer, product } = await trade();
    await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] });
    const before = await fingerprint(ctx.db);
    const again = await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[1]] });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.product_id).toEqual(['You have already reviewed this trade.']);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses whoever was not part of the trade with 403, and changes nothing', async () => {
    const { product } = await trade();
    const stranger = await member();
    const before = await fingerprint(ctx.db);
    const response = await stranger.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [good[0]],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You were not part of this trade.');
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses a review across a block either way with 404', async () => {
    const { seller, buyer, product } = await trade();
    await block(ctx.db, seller.user.id, buyer.user.id);
    const before = await fingerprint(ctx.db);
    for (const agent of [seller.agent, buyer.agent])
      expect(
        (await agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] })).statusCode,
      ).toBe(404);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('needs a completed trade with a chosen other party (spec §5)', async () => {
    const seller = await member();
    const product = await createProduct(ctx.db, seller.user.id, { status: 'trading' });
    const response = await seller.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [good[0]],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.product_id).toEqual([
      'Review and trade completion require choosing a seller or buyer.',
    ]);
  });

  it('refuses bad input with a clear 422 and changes nothing', async () => {
    const { buyer, product } = await trade();
    const before = await fingerprint(ctx.db);
    const none = await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [] });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.manner_ids).toEqual(['Please choose at least one manner.']);
    const unknown = await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [999_999] });
    expect(unknown.json().errors.manner_ids).toEqual(['Please choose manners from the list.']);
    const long = await buyer.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [good[0]],
      content: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect((await buyer.agent.post('/api/reviews', { manner_ids: [good[0]] })).statusCode).toBe(422);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('takes the author of a wanted post as the buyer', async () => {
    const { seller: author, buyer: other, product } = await trade('wanted');
    const response = await author.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [good[0]],
    });
    expect(response.json().data).toMatchObject({ reviewer_role: 'buyer', reviewee: { id: other.user.id } });
  });

  it('raises no alarm when the recipient switched review alarms off', async () => {
    const { seller, buyer, product } = await trade();
    await setNotificationPreferences(ctx.db, seller.user.id, { review: false });
    expect(
      (await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] })).statusCode,
    ).toBe(201);
    await ctx.app.notifier.idle();
    expect(await alarmsOf(seller.user.id)).toHaveLength(0);
  });
});

describe('changing the trade status back', () => {
  it('cancels the exchanged reviews; the counts follow, and a new trade can be reviewed again', async () => {
    const seller = await member();
    const buyer = await member();
    const product = await createProduct(ctx.db, seller.user.id);
    await createChat(ctx.db, product.id, buyer.user.id);
    const complete = () =>
      seller.agent.patch(`/api/products/${product.id}/status`, {
        status: 'completed',
        buyer_id: buyer.user.id,
      });
    expect((await complete()).statusCode).toBe(200);
    const review = (
      await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] })
    ).json().data;
    await seller.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] });
    expect(await standing(seller.user.id)).toMatchObject({ review_count: 1, good_manner_count: 1 });

    expect(
      (await seller.agent.patch(`/api/products/${product.id}/status`, { status: 'trading' })).statusCode,
    ).toBe(200);
    expect(await standing(seller.user.id)).toMatchObject({ review_count: 0, good_manner_count: 0 });
    expect(await standing(buyer.user.id)).toMatchObject({ review_count: 0, trust_score: 36.5 });
    expect((await buyer.agent.get(`/api/reviews/${review.id}`)).statusCode).toBe(404);
    // The trade no longer names the buyer: they are no party of it until it completes again.
    const refused = await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] });
    expect(refused.statusCode).toBe(403);

    await complete();
    expect(
      (await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[1]] })).statusCode,
    ).toBe(201);
  });
});

describe('bad manners', () => {
  /**
   * Every route that could tell a member's bad manners: absent for anyone else (another member, a
   * visitor, an admin), there for the member. The review with bad tags only is listed nowhere.
   */
  it('are shown to their recipient alone, on every route', async () => {
    const { seller, buyer, product } = await trade();
    const other = await member();
    const admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const visitorGet = (url: string) => ctx.app.inject({ url, headers: { 'accept-language': 'en' } });
    const review = await buyer.agent.post('/api/reviews', {
      product_id: product.id,
      manner_ids: [bad[0], bad[1]],
      content: 'Never again.',
    });
    expect(review.statusCode).toBe(201);
    const reviewId = review.json().data.id;
    // The author sees what they wrote.
    expect(review.json().data.manners.map((m: { type: number }) => m.type)).toEqual([0, 0]);
    await ctx.app.notifier.idle();
    const [alarm] = (await seller.agent.get('/api/alarms')).json().data;
    expect(alarm).toMatchObject({ link: '/manners' });
    expect(alarm.title).not.toContain(buyer.user.nickname);

    const others = [other.agent.get.bind(other.agent), admin.agent.get.bind(admin.agent), visitorGet];
    for (const get of others) {
      const profile = (await get(`/api/users/${seller.user.id}`)).json().data;
      expect('bad' in profile.manner).toBe(false);
      // Not even as a count of reviews nobody else can read ('1 review' beside 'No reviews yet').
      expect(profile.manner.review_count).toBe(0);
      const detail = (await get(`/api/products/${product.id}`)).json();
      if (detail.data) expect(detail.data.seller.manner).not.toHaveProperty('bad');
      if (detail.data) expect(detail.data.seller.manner.review_count).toBe(0);
      const manners = (await get(`/api/users/${seller.user.id}/manners`)).json().data;
      expect(manners).toEqual({ good: [] });
      for (const kind of ['received', 'sent'])
        for (const id of [seller.user.id, buyer.user.id])
          expect((await get(`/api/reviews?user_id=${id}&kind=${kind}`)).json().data).toEqual([]);
      expect((await get(`/api/reviews/${reviewId}`)).statusCode).toBe(404);
    }

    // The recipient: the counts, and the review itself, anonymously (no author, no deal).
    const own = (await seller.agent.get(`/api/users/${seller.user.id}`)).json().data;
    expect(own.manner).toMatchObject({ bad: 2, good: 0, review_count: 1 });
    const ownManners = (await seller.agent.get(`/api/users/${seller.user.id}/manners`)).json().data;
    expect(ownManners.bad.map((c: { count: number }) => c.count)).toEqual([1, 1]);
    expect(JSON.stringify(ownManners)).not.toContain(buyer.user.nickname);
    const ownReview = await seller.agent.get(`/api/reviews/${reviewId}`);
    expect(ownReview.statusCode).toBe(200);
    expect(ownReview.json().data).toMatchObject({
      id: reviewId,
      anonymous: true,
      reviewer: null,
      subject: null,
      product: null,
      can_review_back: false,
      content: 'Never again.',
      reviewee: { id: seller.user.id },
    });
    expect(ownReview.json().data.manners.map((m: { type: number }) => m.type)).toEqual([0, 0]);
    const ownList = await seller.agent.get(`/api/reviews?user_id=${seller.user.id}&kind=received`);
    expect(ownList.json().data).toEqual([ownReview.json().data]);
    for (const body of [ownReview.body, ownList.body]) {
      expect(body).not.toContain(buyer.user.nickname);
      expect(body).not.toContain(`"id":${buyer.user.id},`);
    }
    // A bad review lowers the score.
    expect(Number((await standing(seller.user.id)).trust_score)).toBeLessThan(36.5);
  });

  it('reach their recipient the same whether or not a block stands between them (a block never names the author)', async () => {
    const { seller, buyer, product } = await trade();
    const id = (
      await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [bad[0]] })
    ).json().data.id;
    const seen = async () => ({
      one: (await seller.agent.get(`/api/reviews/${id}`)).statusCode,
      list: (await seller.agent.get(`/api/reviews?user_id=${seller.user.id}&kind=received`)).json().data
        .length,
    });
    const before = await seen();
    expect(before).toEqual({ one: 200, list: 1 });
    await block(ctx.db, seller.user.id, buyer.user.id);
    expect(await seen()).toEqual(before);
  });

  it('of a mixed review are left out of it for everyone but its author', async () => {
    const { seller, buyer, product } = await trade();
    const id = (
      await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0], bad[0]] })
    ).json().data.id;
    for (const agent of [seller.agent]) {
      const manners = (await agent.get(`/api/reviews/${id}`)).json().data.manners;
      expect(manners.map((m: { type: number }) => m.type)).toEqual([1]);
    }
    const mine = (await buyer.agent.get(`/api/reviews?user_id=${buyer.user.id}&kind=sent`)).json().data[0];
    expect(mine.manners.map((m: { type: number }) => m.type)).toEqual([1, 0]);
  });
});

describe('GET /api/reviews/pending', () => {
  it("lists the member's finished deals waiting for their review, and drops one once reviewed", async () => {
    const { seller, buyer, product } = await trade();
    const stranger = await member();
    const pending = async (agent: typeof seller.agent) => {
      const response = await agent.get('/api/reviews/pending');
      expect(response.statusCode).toBe(200);
      return response.json().data as { subject: { kind: string; id: number }; counterpart: { id: number } }[];
    };
    expect(await pending(buyer.agent)).toEqual([
      expect.objectContaining({
        subject: expect.objectContaining({
          kind: 'product',
          id: product.id,
          path: `/products/${product.id}`,
        }),
        counterpart: expect.objectContaining({ id: seller.user.id, nickname: seller.user.nickname }),
      }),
    ]);
    expect((await pending(seller.agent)).map((d) => d.counterpart.id)).toEqual([buyer.user.id]);
    expect(await pending(stranger.agent)).toEqual([]);

    await buyer.agent.post('/api/reviews', { product_id: product.id, manner_ids: [good[0]] });
    expect(await pending(buyer.agent)).toEqual([]);
    expect((await pending(seller.agent)).map((d) => d.subject.id)).toEqual([product.id]);
  });

  it('leaves out deals with a member across a block, and a trade that is not completed', async () => {
    const { seller, buyer } = await trade();
    await block(ctx.db, buyer.user.id, seller.user.id);
    expect((await seller.agent.get('/api/reviews/pending')).json().data).toEqual([]);
    const open = await member();
    await createProduct(ctx.db, open.user.id, { status: 'reserved', buyerId: buyer.user.id });
    expect((await open.agent.get('/api/reviews/pending')).json().data).toEqual([]);
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.app.inject({ url: '/api/reviews/pending' })).statusCode).toBe(401);
  });
});

describe('/api/admin/reviews', () => {
  it('finds a review by its text and hides it: audited, gone from the profile, the counts follow', async () => {
    const admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const { seller, buyer, product } = await trade();
    const id = (
      await buyer.agent.post('/api/reviews', {
        product_id: product.id,
        manner_ids: [good[0]],
        content: 'Abusive words here',
      })
    ).json().data.id;
    const found = (await admin.agent.get('/api/admin/reviews?search=abusive')).json().data;
    expect(found.map((r: { id: number }) => r.id)).toContain(id);
    expect((await seller.agent.get('/api/alarms')).statusCode).toBe(200);

    const member = await seller.agent.patch(`/api/admin/reviews/${id}/hidden`, { hidden: 1 });
    expect(member.statusCode).toBe(403);
    const hidden = await admin.agent.patch(`/api/admin/reviews/${id}/hidden`, { hidden: 1 });
    expect(hidden.json().data).toMatchObject({ id, hidden: true });
    // One completed trade is still worth its 0.25.
    expect(await standing(seller.user.id)).toMatchObject({ review_count: 0, good_manner_count: 0 });
    expect(Number((await standing(seller.user.id)).trust_score)).toBe(36.8);
    expect((await ctx.app.inject({ url: `/api/reviews/${id}` })).statusCode).toBe(404);
    const audit = await ctx.db
      .selectFrom('admin_audits')
      .selectAll()
      .where('subject_type', '=', 'review')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ action: 'review.hide', admin_id: admin.user.id });

    await admin.agent.patch(`/api/admin/reviews/${id}/hidden`, { hidden: 0 });
    expect(await standing(seller.user.id)).toMatchObject({ review_count: 1 });
  });
});
