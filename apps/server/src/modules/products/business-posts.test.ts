import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createBusiness,
  createImage,
  createProduct,
  createSeat,
  productCategoryId,
  signedInMember,
} from '../../../test/factories.ts';

let ctx: TestContext;
let machinery: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
});
afterAll(() => ctx.close());

const NOT_SEAT = 'You do not hold a seat of a business.';
const OWNER_ONLY = 'Only the author of the post can do this.';

const post = (overrides: Record<string, unknown> = {}) => ({
  type: 'sale',
  category_id: machinery,
  title: 'Doosan PUMA 240',
  price: 12_000_000,
  description: 'Runs well.',
  place_name: 'Changwon industrial complex',
  lat: 35.22,
  lon: 128.68,
  ...overrides,
});

/** A verified business's owner and a member holding a live seat of it. */
async function businessWithSeat() {
  const boss = await signedInMember(ctx.app, ctx.db);
  const businessId = await createBusiness(ctx.db, boss.user.id);
  const seat = await signedInMember(ctx.app, ctx.db);
  const seatId = await createSeat(ctx.db, { businessId, ownerId: boss.user.id, userId: seat.user.id });
  return { boss, seat, seatId };
}

const productRow = (id: number) =>
  ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const countProducts = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const followedPostAlarms = async (agent: Agent) =>
  ((await agent.get('/api/alarms')).json().data as { kind: string; title: string }[]).filter(
    (alarm) => alarm.kind === 'followed_post',
  );
const salesOf = async (agent: Agent) =>
  ((await agent.get('/api/users/me/products')).json().data as { id: number }[]).map((p) => p.id);

describe('posting as the business', () => {
  it('stores a seat’s post under the owner, the seat kept, its photos the business’s', async () => {
    const { boss, seat } = await businessWithSeat();
    const [bossFollower, seatFollower] = [
      await signedInMember(ctx.app, ctx.db),
      await signedInMember(ctx.app, ctx.db),
    ];
    for (const [who, followed] of [
      [bossFollower, boss],
      [seatFollower, seat],
    ] as const) {
      const like = await who.agent.post('/api/likes', {
        likeable_type: 'user',
        likeable_id: followed.user.id,
      });
      expect(like.statusCode).toBe(200);
    }
    const photo = await createImage(ctx.db, seat.user.id);
    const response = await seat.agent.post(
      '/api/products',
      post({ as_business: '1', tax_invoice: '1', 'image_ids[]': [photo.id] }),
      { multipart: true },
    );
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      is_mine: true,
      tax_invoice: true,
      seller: { id: boss.user.id, business_verified: true },
      posted_by: { id: seat.user.id, nickname: seat.user.nickname },
    });
    expect(await productRow(created.id)).toMatchObject({
      user_id: boss.user.id,
      seat_user_id: seat.user.id,
    });
    const image = await ctx.db
      .selectFrom('images')
      .select('user_id')
      .where('id', '=', photo.id)
      .executeTakeFirstOrThrow();
    expect(image.user_id).toBe(boss.user.id);
    // The business's followers hear of it, not the seat's.
    expect(await followedPostAlarms(bossFollower.agent)).toEqual([
      expect.objectContaining({ title: `${boss.user.nickname} posted something new` }),
    ]);
    expect(await followedPostAlarms(seatFollower.agent)).toEqual([]);

    // Anyone reading the page sees the business with its badge, and who posted it.
    const page = (await new Agent(ctx.app).get(`/api/products/${created.id}`)).json().data;
    expect(page).toMatchObject({
      is_mine: false,
      seller: { id: boss.user.id, business_verified: true },
      posted_by: { id: seat.user.id, nickname: seat.user.nickname },
    });
    // The sales history: the business's posts are the owner's, not the seat's.
    expect(await salesOf(boss.agent)).toContain(created.id);
    expect(await salesOf(seat.agent)).not.toContain(created.id);
  });

  it('posts as themselves without the choice, and the owner posts as now', async () => {
    const { boss, seat } = await businessWithSeat();
    // A tax invoice is the business's to offer, not the seat's.
    const invoice = await seat.agent.post('/api/products', post({ as_business: false, tax_invoice: true }));
    expect(invoice.statusCode).toBe(422);
    const own = await seat.agent.post('/api/products', post({ as_business: false }));
    expect(own.statusCode).toBe(201);
    expect(own.json().data).toMatchObject({ seller: { id: seat.user.id }, posted_by: null });
    expect((await productRow(own.json().data.id)).seat_user_id).toBeNull();
    const boss1 = await boss.agent.post('/api/products', post());
    expect(boss1.json().data).toMatchObject({ seller: { id: boss.user.id }, posted_by: null, is_mine: true });
  });

  it('refuses as_business without a live seat with 403, and bad input with 422, storing nothing', async () => {
    const { boss, seat, seatId } = await businessWithSeat();
    const stranger = await signedInMember(ctx.app, ctx.db);
    const before = await countProducts();
    for (const agent of [stranger.agent, boss.agent]) {
      const refused = await agent.post('/api/products', post({ as_business: true }));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: NOT_SEAT });
    }
    const invalid = await seat.agent.post('/api/products', post({ as_business: true, title: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: ['Please enter a title.'] });
    expect((await seat.agent.post('/api/products', post({ as_business: 'yes' }))).statusCode).toBe(422);

    expect((await boss.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(200);
    const removed = await seat.agent.post('/api/products', post({ as_business: true }));
    expect(removed.statusCode).toBe(403);
    expect(removed.json()).toEqual({ message: NOT_SEAT });
    expect(await countProducts()).toBe(before);
  });
});

describe('seats managing the business’s posts', () => {
  it('lets a seat edit, change the status of, hide and bump the business’s post', async () => {
    const { boss, seat } = await businessWithSeat();
    const product = await createProduct(ctx.db, boss.user.id, {
      title: 'Owner’s lathe',
      createdAt: new Date(Date.now() - 48 * 3_600_000),
    });
    const kept = await createImage(ctx.db, boss.user.id);
    const added = await createImage(ctx.db, seat.user.id);
    const edit = await seat.agent.patch(
      `/api/products/${product.id}`,
      post({ title: 'Edited by the seat', image_ids: [kept.id, added.id] }),
    );
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ title: 'Edited by the seat', is_mine: true, posted_by: null });

    expect((await seat.agent.post(`/api/products/${product.id}/bump`)).statusCode).toBe(200);
    const status = await seat.agent.patch(`/api/products/${product.id}/status`, { status: 'trading' });
    expect(status.statusCode).toBe(200);
    const hidden = await seat.agent.patch(`/api/products/${product.id}/hidden`, { hidden: 1 });
    expect(hidden.statusCode).toBe(200);
    // A hidden post still opens for the business's seat, with the owner's actions.
    const page = await seat.agent.get(`/api/products/${product.id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ is_mine: true, is_hidden: true });
    expect(await productRow(product.id)).toMatchObject({
      user_id: boss.user.id,
      title: 'Edited by the seat',
      status: 'trading',
      is_hidden: true,
      bump_count: 1,
    });
    expect((await seat.agent.delete(`/api/products/${product.id}`)).statusCode).toBe(200);
    expect((await productRow(product.id)).deleted_at).not.toBeNull();
  });

  it('lets a seat pick the buyer from those who chatted and complete the business’s trade', async () => {
    const { boss, seat } = await businessWithSeat();
    const buyer = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, boss.user.id);
    const roomId = (await buyer.agent.post('/api/chats', { product_id: product.id })).json().data.id;
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'I will take it.' });
    const stranger = await signedInMember(ctx.app, ctx.db);
    expect((await stranger.agent.get(`/api/products/${product.id}/chatPartners`)).statusCode).toBe(403);

    const partners = await seat.agent.get(`/api/products/${product.id}/chatPartners`);
    expect(partners.statusCode).toBe(200);
    expect(partners.json().data.map((partner: { id: number }) => partner.id)).toEqual([buyer.user.id]);
    const completed = await seat.agent.patch(`/api/products/${product.id}/status`, {
      status: 'completed',
      buyer_id: buyer.user.id,
    });
    expect(completed.statusCode).toBe(200);
    expect(await productRow(product.id)).toMatchObject({ status: 'completed', buyer_id: buyer.user.id });
  });

  it('refuses a removed seat at its next request, and changes nothing', async () => {
    const { boss, seat, seatId } = await businessWithSeat();
    const product = await createProduct(ctx.db, boss.user.id, { title: 'Before' });
    expect((await seat.agent.get(`/api/products/${product.id}`)).json().data.is_mine).toBe(true);
    expect((await boss.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(200);
    const edit = await seat.agent.patch(`/api/products/${product.id}`, post({ title: 'After' }));
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ message: OWNER_ONLY });
    expect(
      (await seat.agent.patch(`/api/products/${product.id}/status`, { status: 'trading' })).statusCode,
    ).toBe(403);
    expect(await productRow(product.id)).toMatchObject({ title: 'Before', status: 'open' });
    expect((await seat.agent.get(`/api/products/${product.id}`)).json().data.is_mine).toBe(false);
  });

  it('refuses a seat on another business’s or a member’s post, and a stranger on the business’s', async () => {
    const { boss, seat } = await businessWithSeat();
    const other = await businessWithSeat();
    const member = await signedInMember(ctx.app, ctx.db);
    const stranger = await signedInMember(ctx.app, ctx.db);
    const othersPost = await createProduct(ctx.db, other.boss.user.id, { title: 'Kept' });
    const membersPost = await createProduct(ctx.db, member.user.id, { title: 'Kept' });
    const businessPost = await createProduct(ctx.db, boss.user.id, { title: 'Kept' });
    for (const [agent, product] of [
      [seat.agent, othersPost],
      [seat.agent, membersPost],
      [stranger.agent, businessPost],
      [other.seat.agent, businessPost],
    ] as const) {
      const edit = await agent.patch(`/api/products/${product.id}`, post({ title: 'Taken' }));
      expect(edit.statusCode).toBe(403);
      expect(edit.json()).toEqual({ message: OWNER_ONLY });
      expect((await agent.get(`/api/products/${product.id}`)).json().data.is_mine).toBe(false);
      expect((await productRow(product.id)).title).toBe('Kept');
    }
  });
});
