import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, signedInMember } from '../../../test/factories.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import { offerExpiryJob } from './offer-expiry.job.ts';

let ctx: TestContext;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.realtime.subscribe((delivery) => deliveries.push(delivery));
  });
});
afterAll(() => ctx.close());

const NOT_NEGOTIABLE = "The seller isn't taking price offers on this post.";
const NOT_OPEN = 'This post is no longer taking offers.';
const ALREADY_LIVE = 'You already have an offer waiting on this post.';
const BELOW_MINIMUM = "The seller doesn't take offers this low. Try a higher amount.";
const ABOVE_PRICE = "An offer can't be higher than the asking price.";
const NOT_YOUR_TURN = "It's the other member's turn to answer this offer.";
const CLOSED = 'This offer has already ended.';

const member = () => signedInMember(ctx.app, ctx.db);
type Member = Awaited<ReturnType<typeof member>>;

/** A seller with a negotiable post of 500,000 won and a buyer. */
async function deal(values: Parameters<typeof createProduct>[2] = {}) {
  const seller = await member();
  const buyer = await member();
  const product = await createProduct(ctx.db, seller.user.id, { negotiable: true, ...values });
  return { seller, buyer, product };
}

const offer = (who: Member, productId: number, body: Record<string, unknown>) =>
  who.agent.post(`/api/products/${productId}/offers`, body);
const answer = (who: Member, offerId: number, body: Record<string, unknown>) =>
  who.agent.post(`/api/offers/${offerId}/answer`, body);

async function made(who: Member, productId: number, amount = 400_000) {
  const response = await offer(who, productId, { amount });
  expect(response.statusCode).toBe(201);
  return response.json().data.offer as { id: number; room_id: number; status: string; amount: number };
}

const offerRow = (id: number) =>
  ctx.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const offerRows = (productId: number) =>
  ctx.db.selectFrom('offers').selectAll().where('product_id', '=', productId).orderBy('id').execute();
const productRow = (id: number) =>
  ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const offerMessages = (roomId: number) =>
  ctx.db
    .selectFrom('chat_messages')
    .select(['sender_id', 'kind', 'body', 'offer_event', 'offer_amount'])
    .where('room_id', '=', roomId)
    .orderBy('id')
    .execute();
/** The room a delivery of 'message-created' went to (null for other events). */
const roomOf = (d: RealtimeDelivery) => ('room_id' in d.payload ? d.payload.room_id : null);
const errorOf = (response: { json(): unknown }) => (response.json() as { message: string }).message;
const fieldError = (response: { json(): unknown }, field: string) =>
  (response.json() as { errors: Record<string, string[]> }).errors[field]?.[0];

describe('POST /api/products/{id}/offers', () => {
  it('opens the room, stores the offer awaiting the seller and shows its card to both, live', async () => {
    const { seller, buyer, product } = await deal({ title: 'Offer lathe' });
    deliveries.length = 0;
    const response = await offer(buyer, product.id, { amount: 420_000, message: 'Cash today' });
    expect(response.statusCode).toBe(201);
    const { offer: stored, room_id } = response.json().data;
    expect(stored).toMatchObject({
      product_id: product.id,
      buyer_id: buyer.user.id,
      seller_id: seller.user.id,
      amount: 420_000,
      currency: 'KRW',
      status: 'awaiting_seller',
      end_reason: null,
      last_actor_id: buyer.user.id,
    });
    const hours = (Date.parse(stored.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    expect(await offerMessages(room_id)).toEqual([
      {
        sender_id: buyer.user.id,
        kind: 'offer',
        body: 'Cash today',
        offer_event: 'made',
        offer_amount: 420_000,
      },
    ]);
    // Both members get the card at once, and the seller sees it in the room's history.
    const told = deliveries.filter((d) => d.event === 'message-created');
    expect(told.map((d) => d.userId).sort()).toEqual([seller.user.id, buyer.user.id].sort());
    const history = await seller.agent.get(`/api/chats/${room_id}/messages`);
    expect(history.json().data.at(-1)).toMatchObject({
      kind: 'offer',
      body: 'Cash today',
      offer: { event: 'made', amount: 420_000, offer: { id: stored.id, status: 'awaiting_seller' } },
    });
    // The seller is alarmed in their language with the amount.
    await ctx.app.notifier.idle();
    const alarms = await seller.agent.get('/api/alarms');
    expect(alarms.json().data[0]).toMatchObject({ kind: 'chat', body: 'Offered ₩420,000' });
  });

  it('keeps one live offer per buyer and post; a retry with the same key is the same offer', async () => {
    const { buyer, seller, product } = await deal();
    const first = await offer(buyer, product.id, { amount: 300_000, client_key: 'k-1' });
    expect(first.statusCode).toBe(201);
    await ctx.app.notifier.idle();
    const alarmsBefore = (await seller.agent.get('/api/alarms')).json().data.length;
    deliveries.length = 0;
    const retry = await offer(buyer, product.id, { amount: 300_000, client_key: 'k-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json().data.offer.id).toBe(first.json().data.offer.id);
    // Its card is emitted again to both sides (the first try may have died before emitting), with no second alarm.
    expect(deliveries.map((d) => [d.userId, d.event]).sort()).toEqual(
      [
        [buyer.user.id, 'message-created'],
        [seller.user.id, 'message-created'],
      ].sort(),
    );
    await ctx.app.notifier.idle();
    expect((await seller.agent.get('/api/alarms')).json().data).toHaveLength(alarmsBefore);
    const second = await offer(buyer, product.id, { amount: 310_000 });
    expect(second.statusCode).toBe(409);
    expect(errorOf(second)).toBe(ALREADY_LIVE);
    const raced = await Promise.all([1, 2, 3].map(() => offer(buyer, product.id, { amount: 320_000 })));
    expect(raced.map((r) => r.statusCode)).toEqual([409, 409, 409]);
    expect(await offerRows(product.id)).toHaveLength(1);
    expect(await offerMessages(first.json().data.room_id)).toHaveLength(1);
  });

  it('refuses a post that is not negotiable, not a sale, not open, or one’s own, changing nothing', async () => {
    const seller = await member();
    const buyer = await member();
    const fixed = await createProduct(ctx.db, seller.user.id, { negotiable: false });
    const wanted = await createProduct(ctx.db, seller.user.id, { negotiable: true, type: 'wanted' });
    const trading = await createProduct(ctx.db, seller.user.id, { negotiable: true, status: 'trading' });
    const own = await createProduct(ctx.db, buyer.user.id, { negotiable: true });
    for (const post of [fixed, wanted]) {
      const refused = await offer(buyer, post.id, { amount: 100 });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toBe(NOT_NEGOTIABLE);
    }
    const closed = await offer(buyer, trading.id, { amount: 100 });
    expect([closed.statusCode, errorOf(closed)]).toEqual([409, NOT_OPEN]);
    const mine = await offer(buyer, own.id, { amount: 100 });
    expect([mine.statusCode, errorOf(mine)]).toEqual([403, 'You cannot make an offer on your own post.']);
    for (const post of [fixed, wanted, trading, own]) expect(await offerRows(post.id)).toEqual([]);
    const rooms = await ctx.db
      .selectFrom('chat_rooms')
      .select('id')
      .where('buyer_id', '=', buyer.user.id)
      .execute();
    expect(rooms).toEqual([]);
  });

  it('refuses below the seller’s minimum and above the price without troubling the seller', async () => {
    const { seller, buyer, product } = await deal({ minOffer: 350_000 });
    const low = await offer(buyer, product.id, { amount: 349_999 });
    expect(low.statusCode).toBe(422);
    expect(fieldError(low, 'amount')).toBe(BELOW_MINIMUM);
    const high = await offer(buyer, product.id, { amount: 500_001 });
    expect(fieldError(high, 'amount')).toBe(ABOVE_PRICE);
    expect(await offerRows(product.id)).toEqual([]);
    await ctx.app.notifier.idle();
    expect((await seller.agent.get('/api/alarms')).json().data).toEqual([]);
    expect((await offer(buyer, product.id, { amount: 350_000 })).statusCode).toBe(201);
  });

  it('answers bad input with 422 and visitors with 401; a hidden, deleted or blocked post is 404', async () => {
    const { seller, buyer, product } = await deal();
    for (const body of [
      {},
      { amount: 0 },
      { amount: -5 },
      { amount: 'lots' },
      { amount: 1.5 },
      { amount: 10, message: 'x'.repeat(301) },
    ]) {
      const bad = await offer(buyer, product.id, body);
      expect(bad.statusCode).toBe(422);
    }
    const visitor = new Agent(ctx.app, { 'accept-language': 'en' });
    expect((await visitor.post(`/api/products/${product.id}/offers`, { amount: 10 })).statusCode).toBe(401);
    const hidden = await createProduct(ctx.db, seller.user.id, { negotiable: true, hidden: true });
    const deleted = await createProduct(ctx.db, seller.user.id, { negotiable: true, deleted: true });
    expect((await offer(buyer, hidden.id, { amount: 10 })).statusCode).toBe(404);
    expect((await offer(buyer, deleted.id, { amount: 10 })).statusCode).toBe(404);
    expect((await offer(buyer, 999_999, { amount: 10 })).statusCode).toBe(404);
    await buyer.agent.post('/api/blocks', { user_id: seller.user.id });
    expect((await offer(buyer, product.id, { amount: 10 })).statusCode).toBe(404);
    expect(await offerRows(product.id)).toEqual([]);
  });
});

describe("the post's page", () => {
  const myOffer = async (who: Member, productId: number) =>
    (await who.agent.get(`/api/products/${productId}`)).json().data.my_offer;

  it("carries the viewer's own live offer as it stands, no one else's, until it ends", async () => {
    const { seller, buyer, product } = await deal();
    const other = await member();
    expect(await myOffer(buyer, product.id)).toBeNull();
    const live = await made(buyer, product.id, 410_000);
    expect(await myOffer(buyer, product.id)).toEqual({
      id: live.id,
      room_id: live.room_id,
      amount: 410_000,
      currency: 'KRW',
      status: 'awaiting_seller',
      expires_at: expect.any(String),
    });
    // The seller and another member see no offer of theirs; a visitor neither.
    expect(await myOffer(seller, product.id)).toBeNull();
    expect(await myOffer(other, product.id)).toBeNull();
    expect((await new Agent(ctx.app).get(`/api/products/${product.id}`)).json().data.my_offer).toBeNull();
    // A counter turns it to the buyer with the new amount; a decline ends it.
    await answer(seller, live.id, { action: 'counter', amount: 450_000 });
    expect(await myOffer(buyer, product.id)).toMatchObject({ amount: 450_000, status: 'awaiting_buyer' });
    await answer(buyer, live.id, { action: 'decline' });
    expect(await myOffer(buyer, product.id)).toBeNull();
  });
});

describe('POST /api/offers/{id}/answer', () => {
  it('runs offer → counter → counter back → accept, each side in its turn only', async () => {
    const { seller, buyer, product } = await deal();
    const { id, room_id } = await made(buyer, product.id, 400_000);
    // The buyer waits for the seller: no move of theirs.
    for (const action of ['accept', 'decline'])
      expect(errorOf(await answer(buyer, id, { action }))).toBe(NOT_YOUR_TURN);
    const early = await answer(buyer, id, { action: 'counter', amount: 410_000 });
    expect([early.statusCode, errorOf(early)]).toEqual([409, NOT_YOUR_TURN]);
    const countered = await answer(seller, id, {
      action: 'counter',
      amount: 460_000,
      message: 'Meet halfway?',
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data.offer).toMatchObject({
      status: 'awaiting_buyer',
      amount: 460_000,
      last_actor_id: seller.user.id,
    });
    // A retried counter is the same move; the seller now waits.
    expect((await answer(seller, id, { action: 'counter', amount: 460_000 })).statusCode).toBe(200);
    expect(errorOf(await answer(seller, id, { action: 'accept' }))).toBe(NOT_YOUR_TURN);
    const back = await answer(buyer, id, { action: 'counter', amount: 440_000 });
    expect(back.json().data.offer).toMatchObject({ status: 'awaiting_seller', amount: 440_000 });
    deliveries.length = 0;
    const accepted = await answer(seller, id, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data.offer).toMatchObject({ status: 'accepted', amount: 440_000 });
    // Every open page of the post hears it changed (reserved): the id only, to everyone.
    expect(deliveries.filter((d) => d.event === 'product-changed')).toEqual([
      { userId: null, event: 'product-changed', payload: { product_id: product.id } },
    ]);
    expect((await answer(seller, id, { action: 'accept' })).statusCode).toBe(200);
    const late = await answer(buyer, id, { action: 'decline' });
    expect([late.statusCode, errorOf(late)]).toEqual([409, CLOSED]);
    expect((await offerMessages(room_id)).map((m) => [m.offer_event, m.offer_amount, m.sender_id])).toEqual([
      ['made', 400_000, buyer.user.id],
      ['countered', 460_000, seller.user.id],
      ['countered', 440_000, buyer.user.id],
      ['accepted', 440_000, seller.user.id],
    ]);
  });

  it('lets the buyer accept the seller’s counter, and either side decline in its turn', async () => {
    const { seller, buyer, product } = await deal();
    const first = await made(buyer, product.id);
    await answer(seller, first.id, { action: 'counter', amount: 480_000 });
    const declined = await answer(buyer, first.id, { action: 'decline' });
    expect(declined.json().data.offer.status).toBe('declined');
    // A declined offer frees the buyer to offer again.
    const second = await made(buyer, product.id, 450_000);
    expect((await answer(seller, second.id, { action: 'decline' })).json().data.offer.status).toBe(
      'declined',
    );
    const third = await made(buyer, product.id, 455_000);
    await answer(seller, third.id, { action: 'counter', amount: 470_000 });
    const accepted = await answer(buyer, third.id, { action: 'accept' });
    expect(accepted.json().data.offer).toMatchObject({ status: 'accepted', amount: 470_000 });
    expect(await productRow(product.id)).toMatchObject({
      status: 'trading',
      buyer_id: buyer.user.id,
      deal_price: 470_000,
    });
  });

  it('hides someone else’s offer (404) and refuses bad answers (422), changing nothing', async () => {
    const { seller, buyer, product } = await deal({ minOffer: 300_000 });
    const { id } = await made(buyer, product.id);
    const stranger = await member();
    for (const body of [{ action: 'accept' }, { action: 'counter', amount: 1 }])
      expect((await answer(stranger, id, body)).statusCode).toBe(404);
    expect((await answer(seller, 999_999, { action: 'accept' })).statusCode).toBe(404);
    for (const body of [{}, { action: 'haggle' }, { action: 'counter' }, { action: 'counter', amount: 0 }]) {
      const bad = await answer(seller, id, body);
      expect(bad.statusCode).toBe(422);
    }
    expect(fieldError(await answer(seller, id, { action: 'counter' }), 'amount')).toBe(
      'Please enter an amount.',
    );
    expect(fieldError(await answer(seller, id, { action: 'counter', amount: 600_000 }), 'amount')).toBe(
      ABOVE_PRICE,
    );
    await answer(seller, id, { action: 'counter', amount: 450_000 });
    // The minimum binds the buyer's counter too.
    expect(fieldError(await answer(buyer, id, { action: 'counter', amount: 299_000 }), 'amount')).toBe(
      BELOW_MINIMUM,
    );
    expect(await offerRow(id)).toMatchObject({ status: 'awaiting_buyer', amount: 450_000 });
  });
});

describe('reserved on acceptance', () => {
  it('reserves the post for the buyer at the agreed price and ends the other live offers as reserved', async () => {
    const { seller, buyer, product } = await deal();
    const third = await member();
    const winning = await made(buyer, product.id, 430_000);
    const rival = await made(third, product.id, 420_000);
    deliveries.length = 0;
    expect((await answer(seller, winning.id, { action: 'accept' })).statusCode).toBe(200);
    expect(await productRow(product.id)).toMatchObject({
      status: 'trading',
      buyer_id: buyer.user.id,
      deal_price: 430_000,
    });
    expect(await offerRow(rival.id)).toMatchObject({ status: 'ended', end_reason: 'reserved' });
    expect((await offerMessages(rival.room_id)).at(-1)).toMatchObject({
      sender_id: null,
      offer_event: 'ended',
    });
    expect(deliveries.some((d) => d.userId === third.user.id && roomOf(d) === rival.room_id)).toBe(true);
    await ctx.app.notifier.idle();
    const alarm = (await third.agent.get('/api/alarms')).json().data[0];
    expect(alarm.body).toBe('The post was reserved for another member. Your offer of ₩420,000 has ended.');
    // Both parties see the post in progress with the buyer; the price agreed is theirs alone.
    for (const who of [seller, buyer]) {
      const page = (await who.agent.get(`/api/products/${product.id}`)).json().data;
      expect(page).toMatchObject({ status: 'trading', buyer: { id: buyer.user.id }, deal_price: 430_000 });
    }
    const outsider = (await third.agent.get(`/api/products/${product.id}`)).json().data;
    expect(outsider).toMatchObject({ status: 'trading', buyer: null, deal_price: null });
    // The rival's offer is over, and the post takes no new one.
    expect(errorOf(await answer(seller, rival.id, { action: 'accept' }))).toBe(CLOSED);
    expect(errorOf(await offer(third, product.id, { amount: 440_000 }))).toBe(NOT_OPEN);
    // The reservation shows in the buyer's purchases under way.
    const purchases = (await buyer.agent.get('/api/users/me/purchases?tab=trading')).json().data;
    expect(purchases.map((p: { id: number }) => p.id)).toContain(product.id);
  });

  it('two acceptances at once reserve the post for one buyer only', async () => {
    const { seller, product } = await deal();
    const one = await member();
    const two = await member();
    const a = await made(one, product.id);
    const b = await made(two, product.id);
    const results = await Promise.all([
      answer(seller, a.id, { action: 'accept' }),
      answer(seller, b.id, { action: 'accept' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await offerRows(product.id);
    expect(rows.filter((r) => r.status === 'accepted')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'ended')).toHaveLength(1);
  });

  it('setting the post back cancels the accepted offer and its price; completing with the buyer keeps it', async () => {
    const { seller, buyer, product } = await deal();
    const first = await made(buyer, product.id, 450_000);
    await answer(seller, first.id, { action: 'accept' });
    deliveries.length = 0;
    const back = await seller.agent.patch(`/api/products/${product.id}/status`, { status: 'open' });
    expect(back.statusCode).toBeLessThan(300);
    // The seller's own status change reaches every open page of the post too.
    expect(deliveries.filter((d) => d.event === 'product-changed')).toEqual([
      { userId: null, event: 'product-changed', payload: { product_id: product.id } },
    ]);
    expect(await offerRow(first.id)).toMatchObject({ status: 'ended', end_reason: 'cancelled' });
    expect(await productRow(product.id)).toMatchObject({ status: 'open', buyer_id: null, deal_price: null });
    // Offers are taken again; a new deal completed with its buyer keeps its price.
    const second = await made(buyer, product.id, 460_000);
    await answer(seller, second.id, { action: 'accept' });
    const done = await seller.agent.patch(`/api/products/${product.id}/status`, {
      status: 'completed',
      buyer_id: buyer.user.id,
    });
    expect(done.statusCode).toBeLessThan(300);
    expect(await productRow(product.id)).toMatchObject({
      status: 'completed',
      buyer_id: buyer.user.id,
      deal_price: 460_000,
    });
    expect(await offerRow(second.id)).toMatchObject({ status: 'accepted' });
  });
});

describe('offers end', () => {
  it('when the post is sold, hidden or deleted, each with its reason in the room', async () => {
    const cases = [
      [
        'sold',
        (seller: Member, id: number, buyerId: number) =>
          seller.agent.patch(`/api/products/${id}/status`, { status: 'completed', buyer_id: buyerId }),
      ],
      [
        'hidden',
        (seller: Member, id: number) => seller.agent.patch(`/api/products/${id}/hidden`, { hidden: true }),
      ],
      ['deleted', (seller: Member, id: number) => seller.agent.delete(`/api/products/${id}`)],
    ] as const;
    for (const [reason, write] of cases) {
      const { seller, buyer, product } = await deal();
      const other = await member();
      const live = await made(other, product.id);
      // The sale goes to a buyer who chatted.
      await buyer.agent
        .post('/api/chats', { product_id: product.id })
        .then((r) => buyer.agent.post(`/api/chats/${r.json().data.id}/messages`, { body: 'Still there?' }));
      expect((await write(seller, product.id, buyer.user.id)).statusCode).toBeLessThan(300);
      expect(await offerRow(live.id)).toMatchObject({ status: 'ended', end_reason: reason });
      expect((await offerMessages(live.room_id)).at(-1)).toMatchObject({
        offer_event: 'ended',
        sender_id: null,
      });
    }
  });

  it('when either side blocks the other', async () => {
    const { seller, buyer, product } = await deal();
    const { id, room_id } = await made(buyer, product.id);
    expect((await seller.agent.post('/api/blocks', { user_id: buyer.user.id })).statusCode).toBe(200);
    expect(await offerRow(id)).toMatchObject({ status: 'ended', end_reason: 'blocked' });
    expect((await offerMessages(room_id)).at(-1)).toMatchObject({ offer_event: 'ended' });
    expect((await answer(seller, id, { action: 'accept' })).statusCode).toBe(409);
  });

  it('after 48 hours unanswered, by the job, once; a counter restarts the clock', async () => {
    const { seller, buyer, product } = await deal();
    const old = await made(buyer, product.id);
    const other = await member();
    const fresh = await made(other, product.id);
    await answer(seller, fresh.id, { action: 'counter', amount: 490_000 });
    await sql`update offers set expires_at = now() - interval '1 minute' where id = ${old.id}`.execute(
      ctx.db,
    );
    await sql`update offers set created_at = now() - interval '49 hours' where id = ${fresh.id}`.execute(
      ctx.db,
    );
    deliveries.length = 0;
    const job = offerExpiryJob({
      storage: ctx.app.deps.storage,
      realtime: ctx.app.realtime,
      notifier: ctx.app.notifier,
    });
    expect(await runExclusive(ctx.db, job)).toBe(true);
    expect(await offerRow(old.id)).toMatchObject({ status: 'expired', end_reason: null });
    expect(await offerRow(fresh.id)).toMatchObject({ status: 'awaiting_buyer' });
    expect((await offerMessages(old.room_id)).at(-1)).toMatchObject({
      offer_event: 'expired',
      sender_id: null,
    });
    expect(
      deliveries
        .filter((d) => roomOf(d) === old.room_id)
        .map((d) => d.userId)
        .sort(),
    ).toEqual([seller.user.id, buyer.user.id].sort());
    await runExclusive(ctx.db, job);
    expect((await offerMessages(old.room_id)).filter((m) => m.offer_event === 'expired')).toHaveLength(1);
    expect(errorOf(await answer(seller, old.id, { action: 'accept' }))).toBe(CLOSED);
  });

  it('by the job when a sanction hid the post behind the hooks’ back', async () => {
    const { buyer, product } = await deal();
    const { id } = await made(buyer, product.id);
    await ctx.db.updateTable('products').set({ is_hidden: true }).where('id', '=', product.id).execute();
    await runExclusive(ctx.db, offerExpiryJob());
    expect(await offerRow(id)).toMatchObject({ status: 'ended', end_reason: 'hidden' });
  });
});

describe('the back office’s chat history', () => {
  it('shows every move of an offer with its amount and state', async () => {
    const { seller, buyer, product } = await deal();
    const { id, room_id } = await made(buyer, product.id, 380_000);
    expect((await answer(seller, id, { action: 'counter', amount: 450_000 })).statusCode).toBe(200);
    const admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
    const history = await admin.agent.get(`/api/admin/chats/${room_id}`);
    expect(history.statusCode).toBe(200);
    expect(
      (history.json().data.messages as { sender_id: number; offer: Record<string, unknown> }[]).map((m) => [
        m.sender_id,
        m.offer,
      ]),
    ).toEqual([
      [buyer.user.id, expect.objectContaining({ event: 'made', amount: 380_000 })],
      [
        seller.user.id,
        expect.objectContaining({
          event: 'countered',
          amount: 450_000,
          offer: expect.objectContaining({ status: 'awaiting_buyer', amount: 450_000 }),
        }),
      ],
    ]);
  });
});
