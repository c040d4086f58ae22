import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { waitFor } from '../../../test/message-peers.ts';
import { createBusiness, createProduct, signedInMember } from '../../../test/factories.ts';
import {
  connectSocket,
  listenOnLoopback,
  recordEvents,
  sessionCookieOf,
} from '../../../test/realtime-client.ts';

let ctx: TestContext;
let baseUrl: string;
const sockets: Socket[] = [];
beforeAll(async () => {
  ctx = await buildTestApp({ MESSAGE_SINK: 'true' });
  baseUrl = await listenOnLoopback(ctx.app);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});
afterAll(() => ctx.close());

const SEATS_VERIFIED_ONLY =
  'Seats are for verified businesses: once the business is verified you can invite members.';
const CODE_INVALID = 'This code is not valid or has expired: please check it or ask for a new invitation.';
const EMAIL_MISMATCH =
  'This invitation was sent to another email address: sign in with that address to accept it.';
const SEAT_ELSEWHERE = 'You already hold a seat of a business: leave it before you accept another.';
const NOT_SEAT = 'You do not hold a seat of a business.';

/** A member whose business is registered, verified unless told otherwise. */
async function owner(status: 'verified' | 'pending' = 'verified') {
  const { user, agent } = await signedInMember(ctx.app, ctx.db);
  return { user, agent, businessId: await createBusiness(ctx.db, user.id, status) };
}

const invitationsOf = (businessId: number) =>
  ctx.db
    .selectFrom('business_seat_invitations')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('id')
    .execute();
const liveSeatsOf = (businessId: number) =>
  ctx.db
    .selectFrom('business_seats')
    .select(['id', 'user_id', 'owner_id'])
    .where('business_id', '=', businessId)
    .where('removed_at', 'is', null)
    .orderBy('id')
    .execute();

async function invite(agent: Agent, email: string) {
  const response = await agent.post('/api/businesses/mine/seatInvitations', { email });
  expect(response.statusCode).toBe(201);
  return response.json().data as { id: number; code: string; email: string };
}

/** An owner with a seat (the member invited by email, who redeemed the code). */
async function ownerWithSeat() {
  const boss = await owner();
  const seat = await signedInMember(ctx.app, ctx.db);
  const { code } = await invite(boss.agent, seat.user.email);
  const redeemed = await seat.agent.post('/api/businessSeats/redeem', { code });
  expect(redeemed.statusCode).toBe(200);
  return { boss, seat, seatId: redeemed.json().data.id as number };
}

describe('seat invitations', () => {
  it('mails a code to the email a verified business invites, and lists it for the owner', async () => {
    const boss = await owner();
    const invitation = await invite(boss.agent, 'New.Hand@Example.test');
    expect(invitation.email).toBe('new.hand@example.test');
    expect(invitation.code).toMatch(/^[A-Z2-9]{8}$/);
    const mail = await waitFor(() => {
      const list = ctx.app.senders.sink!.list('new.hand@example.test');
      return list.length ? list[0] : undefined;
    });
    expect(mail.subject).toBe(`Lathe Works ${boss.user.id} invites you to a seat on Steelyard`);
    expect(mail.text).toContain(invitation.code);
    expect(mail.text).toContain(`/businessSeats/redeem?code=${invitation.code}`);

    const listed = (await boss.agent.get('/api/businesses/mine/seats')).json().data;
    expect(listed).toMatchObject({
      seats_max: 5,
      seats: [],
      invitations: [
        { id: invitation.id, email: 'new.hand@example.test', code: invitation.code, expired: false },
      ],
    });

    // Inviting the same email again sends the same code: one open invitation.
    expect((await invite(boss.agent, 'new.hand@example.test')).code).toBe(invitation.code);
    expect(await invitationsOf(boss.businessId)).toHaveLength(1);
  });

  it('refuses a business not verified, a bad or own email, and a sixth seat, storing nothing', async () => {
    const pending = await owner('pending');
    const refused = await pending.agent.post('/api/businesses/mine/seatInvitations', {
      email: 'a@example.test',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SEATS_VERIFIED_ONLY);
    expect(await invitationsOf(pending.businessId)).toEqual([]);

    const boss = await owner();
    const bad = await boss.agent.post('/api/businesses/mine/seatInvitations', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.email).toHaveLength(1);
    const own = await boss.agent.post('/api/businesses/mine/seatInvitations', { email: boss.user.email });
    expect(own.statusCode).toBe(422);
    expect(own.json().errors).toEqual({ email: ['This is your own email address: invite another member.'] });
    expect(await invitationsOf(boss.businessId)).toEqual([]);

    for (let i = 0; i < 5; i++) await invite(boss.agent, `hand${i}@example.test`);
    const sixth = await boss.agent.post('/api/businesses/mine/seatInvitations', {
      email: 'hand5@example.test',
    });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(
      'All 5 seats are taken or invited: remove a seat or revoke an invitation first.',
    );
    expect(await invitationsOf(boss.businessId)).toHaveLength(5);

    // Revoking one frees its place; someone else cannot revoke it.
    const [first] = await invitationsOf(boss.businessId);
    const stranger = await owner();
    expect(
      (await stranger.agent.delete(`/api/businesses/mine/seatInvitations/${first!.id}`)).statusCode,
    ).toBe(404);
    expect((await invitationsOf(boss.businessId))[0]!.revoked_at).toBeNull();
    expect((await boss.agent.delete(`/api/businesses/mine/seatInvitations/${first!.id}`)).statusCode).toBe(
      200,
    );
    expect((await invitationsOf(boss.businessId))[0]!.revoked_at).not.toBeNull();
    await invite(boss.agent, 'hand5@example.test');
  });
});

describe('redeeming a code', () => {
  it('makes the invited member a seat; a retry answers the same seat', async () => {
    const boss = await owner();
    const seat = await signedInMember(ctx.app, ctx.db);
    const { code } = await invite(boss.agent, seat.user.email);
    // Typed with a dash and in lower case, as people do.
    const typed = `${code.slice(0, 4).toLowerCase()}-${code.slice(4)}`;
    const redeemed = await seat.agent.post('/api/businessSeats/redeem', { code: typed });
    expect(redeemed.statusCode).toBe(200);
    expect(redeemed.json().data).toMatchObject({
      business: { id: boss.businessId, legal_name: `Lathe Works ${boss.user.id}`, owner_id: boss.user.id },
    });
    expect(await liveSeatsOf(boss.businessId)).toEqual([
      { id: redeemed.json().data.id, user_id: seat.user.id, owner_id: boss.user.id },
    ]);
    const again = await seat.agent.post('/api/businessSeats/redeem', { code });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(redeemed.json().data.id);
    expect(await liveSeatsOf(boss.businessId)).toHaveLength(1);
    expect((await seat.agent.get('/api/businessSeats/mine')).json().data.id).toBe(redeemed.json().data.id);

    const listed = (await boss.agent.get('/api/businesses/mine/seats')).json().data;
    expect(listed.invitations).toEqual([]);
    expect(listed.seats).toMatchObject([{ user: { id: seat.user.id, nickname: seat.user.nickname } }]);
  });

  it('refuses a wrong code, another email, a second business and the owner, changing nothing', async () => {
    const boss = await owner();
    const invited = await signedInMember(ctx.app, ctx.db);
    const other = await signedInMember(ctx.app, ctx.db);
    const { code } = await invite(boss.agent, invited.user.email);

    const malformed = await invited.agent.post('/api/businessSeats/redeem', { code: '12' });
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ code: [CODE_INVALID] });
    const unknown = await invited.agent.post('/api/businessSeats/redeem', { code: 'ZZZZZZZZ' });
    expect(unknown.json().errors).toEqual({ code: [CODE_INVALID] });
    const wrongPerson = await other.agent.post('/api/businessSeats/redeem', { code });
    expect(wrongPerson.statusCode).toBe(422);
    expect(wrongPerson.json().errors).toEqual({ code: [EMAIL_MISMATCH] });
    expect(await liveSeatsOf(boss.businessId)).toEqual([]);

    // An expired code no longer works.
    await ctx.db
      .updateTable('business_seat_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('code', '=', code)
      .execute();
    expect((await invited.agent.post('/api/businessSeats/redeem', { code })).json().errors).toEqual({
      code: [CODE_INVALID],
    });
    const fresh = await invite(boss.agent, invited.user.email);
    expect(fresh.code).toBe(code);
    expect((await invited.agent.post('/api/businessSeats/redeem', { code })).statusCode).toBe(200);

    // A seat of one business cannot take a seat of another.
    const rival = await owner();
    const second = await invite(rival.agent, invited.user.email);
    const elsewhere = await invited.agent.post('/api/businessSeats/redeem', { code: second.code });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ code: [SEAT_ELSEWHERE] });
    expect(await liveSeatsOf(rival.businessId)).toEqual([]);

    // The owner is never a seat of their own business (an invitation to their address, written directly).
    const own = await ctx.db
      .insertInto('business_seat_invitations')
      .values({
        business_id: rival.businessId,
        email: rival.user.email.toLowerCase(),
        code: 'OWNSEAT2',
        expires_at: new Date(Date.now() + 60_000),
      })
      .returning('code')
      .executeTakeFirstOrThrow();
    const ownSeat = await rival.agent.post('/api/businessSeats/redeem', { code: own.code });
    expect(ownSeat.json().errors).toEqual({ code: ['You cannot take a seat of your own business.'] });
    expect(await liveSeatsOf(rival.businessId)).toEqual([]);
  });
});

describe('the shared inbox', () => {
  it("lets a seat read the business's chats and answer them, signed, as the business", async () => {
    const { boss, seat } = await ownerWithSeat();
    const buyer = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, boss.user.id, { title: 'CNC lathe' });
    const roomId = (await buyer.agent.post('/api/chats', { product_id: product.id })).json().data
      .id as number;
    expect(
      (await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'Still for sale?' })).statusCode,
    ).toBe(201);

    // The seat's own list is theirs; the business inbox holds the owner's rooms.
    expect((await seat.agent.get('/api/chats')).json().data).toEqual([]);
    const inbox = await seat.agent.get('/api/chats?inbox=business');
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().data).toMatchObject([
      {
        id: roomId,
        role: 'seller',
        other: { id: buyer.user.id },
        unread_count: 1,
        as_seat_of: { business_id: boss.businessId, owner_id: boss.user.id },
      },
    ]);
    const room = await seat.agent.get(`/api/chats/${roomId}`);
    expect(room.json().data).toMatchObject({
      role: 'seller',
      can_send: true,
      as_seat_of: { owner_id: boss.user.id },
    });

    const sent = await seat.agent.post(`/api/chats/${roomId}/messages`, { body: 'Yes, come and see it.' });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      sender_id: boss.user.id,
      seat: { id: seat.user.id, nickname: seat.user.nickname },
    });
    const stored = await ctx.db
      .selectFrom('chat_messages')
      .select(['sender_id', 'seat_user_id', 'body'])
      .where('room_id', '=', roomId)
      .orderBy('id')
      .execute();
    expect(stored).toEqual([
      { sender_id: buyer.user.id, seat_user_id: null, body: 'Still for sale?' },
      { sender_id: boss.user.id, seat_user_id: seat.user.id, body: 'Yes, come and see it.' },
    ]);
    // The buyer reads it from the business, signed by the seat; the owner's own message is unsigned.
    await boss.agent.post(`/api/chats/${roomId}/messages`, { body: 'Kim here.' });
    const history = (await buyer.agent.get(`/api/chats/${roomId}/messages`)).json().data;
    expect(history.map((m: { body: string; seat: unknown }) => [m.body, m.seat])).toEqual([
      ['Still for sale?', null],
      ['Yes, come and see it.', { id: seat.user.id, nickname: seat.user.nickname }],
      ['Kim here.', null],
    ]);
    // One inbox, one read mark: the seat's answer read the room for the business.
    expect((await boss.agent.get(`/api/chats/${roomId}`)).json().data.unread_count).toBe(0);

    // A seat never closes the business's room.
    const leave = await seat.agent.post(`/api/chats/${roomId}/leave`);
    expect(leave.statusCode).toBe(403);
    expect(leave.json().message).toBe('Only the business owner can leave the business’s chats.');
  });

  it('keeps the business inbox from members without a seat', async () => {
    const { boss } = await ownerWithSeat();
    const outsider = await signedInMember(ctx.app, ctx.db);
    const buyer = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, boss.user.id);
    const roomId = (await buyer.agent.post('/api/chats', { product_id: product.id })).json().data
      .id as number;
    const list = await outsider.agent.get('/api/chats?inbox=business');
    expect(list.statusCode).toBe(403);
    expect(list.json().message).toBe(NOT_SEAT);
    expect((await outsider.agent.get(`/api/chats/${roomId}`)).statusCode).toBe(404);
    expect((await outsider.agent.post(`/api/chats/${roomId}/messages`, { body: 'hi' })).statusCode).toBe(404);
  });
});

/** The chat alarms a member holds, oldest first, with what they say. */
const chatAlarmsOf = (userId: number) =>
  ctx.db
    .selectFrom('alarms')
    .select(['actor_id', 'target_id', 'params'])
    .where('user_id', '=', userId)
    .where('kind', '=', 'chat')
    .orderBy('id')
    .execute();

/** A buyer's room with the business about a post of the owner's, with the buyer's first message. */
async function buyersRoom(boss: { user: { id: number } }, values: Parameters<typeof createProduct>[2] = {}) {
  const buyer = await signedInMember(ctx.app, ctx.db);
  const product = await createProduct(ctx.db, boss.user.id, values);
  const roomId = (await buyer.agent.post('/api/chats', { product_id: product.id })).json().data.id as number;
  expect(
    (await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'Still for sale?' })).statusCode,
  ).toBe(201);
  return { buyer, product, roomId };
}

describe("the business's read mark, switch and alarms", () => {
  it('alarms the owner and every live seat of a message to the business, never its writer', async () => {
    const { boss, seat } = await ownerWithSeat();
    const { buyer, roomId } = await buyersRoom(boss);
    for (const alarms of [await chatAlarmsOf(boss.user.id), await chatAlarmsOf(seat.user.id)])
      expect(alarms).toEqual([
        {
          actor_id: buyer.user.id,
          target_id: roomId,
          params: { nickname: buyer.user.nickname, preview: 'Still for sale?' },
        },
      ]);
    // The seat's answer comes from the business: the buyer is told, the seat and the owner are not.
    await seat.agent.post(`/api/chats/${roomId}/messages`, { body: 'Yes.' });
    expect(await chatAlarmsOf(buyer.user.id)).toEqual([
      {
        actor_id: boss.user.id,
        target_id: roomId,
        params: { nickname: boss.user.nickname, preview: 'Yes.' },
      },
    ]);
    expect(await chatAlarmsOf(seat.user.id)).toHaveLength(1);
    expect(await chatAlarmsOf(boss.user.id)).toHaveLength(1);
  });

  it('lets a seat mark the room read and turn its alarms off for the whole business', async () => {
    const { boss, seat } = await ownerWithSeat();
    const { buyer, roomId } = await buyersRoom(boss);
    const read = await seat.agent.post(`/api/chats/${roomId}/read`, {});
    expect(read.statusCode).toBe(200);
    expect(read.json().data.unread_count).toBe(0);
    expect((await boss.agent.get(`/api/chats/${roomId}`)).json().data.unread_count).toBe(0);

    const off = await seat.agent.patch(`/api/chats/${roomId}`, { notify: false });
    expect(off.statusCode).toBe(200);
    expect((await boss.agent.get(`/api/chats/${roomId}`)).json().data.notify).toBe(false);
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'Hello?' });
    expect(await chatAlarmsOf(boss.user.id)).toHaveLength(1);
    expect(await chatAlarmsOf(seat.user.id)).toHaveLength(1);

    // Bad input changes nothing; a stranger is an outsider.
    expect((await seat.agent.patch(`/api/chats/${roomId}`, { notify: 'yes' })).statusCode).toBe(422);
    const stranger = await signedInMember(ctx.app, ctx.db);
    expect((await stranger.agent.patch(`/api/chats/${roomId}`, { notify: true })).statusCode).toBe(404);
    expect((await boss.agent.get(`/api/chats/${roomId}`)).json().data.notify).toBe(false);
  });
});

describe("a seat answers the business's offers", () => {
  const answer = (agent: Agent, offerId: number, body: Record<string, unknown>) =>
    agent.post(`/api/offers/${offerId}/answer`, body);
  const offerRow = (id: number) =>
    ctx.db.selectFrom('offers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  async function offered() {
    const { boss, seat, seatId } = await ownerWithSeat();
    const { buyer, product, roomId } = await buyersRoom(boss, { negotiable: true });
    const made = await buyer.agent.post(`/api/products/${product.id}/offers`, { amount: 400_000 });
    expect(made.statusCode).toBe(201);
    return { boss, seat, seatId, buyer, product, roomId, offerId: made.json().data.offer.id as number };
  }

  it('counters as the business, signed; the buyer is told and the seats hear the offer', async () => {
    const { boss, seat, buyer, roomId, offerId } = await offered();
    // The offer reached the owner and the seat.
    expect((await chatAlarmsOf(seat.user.id)).at(-1)?.params).toMatchObject({
      offer: 'made',
      amount: '400000',
    });
    expect((await chatAlarmsOf(boss.user.id)).at(-1)?.params).toMatchObject({ offer: 'made' });

    const countered = await answer(seat.agent, offerId, {
      action: 'counter',
      amount: 450_000,
      message: 'Meet me',
    });
    expect(countered.statusCode).toBe(200);
    expect(countered.json().data.offer).toMatchObject({ status: 'awaiting_buyer', amount: 450_000 });
    expect(await offerRow(offerId)).toMatchObject({ last_actor_id: boss.user.id, amount: 450_000 });
    const card = await ctx.db
      .selectFrom('chat_messages')
      .select(['sender_id', 'seat_user_id', 'offer_event', 'body'])
      .where('room_id', '=', roomId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(card).toEqual({
      sender_id: boss.user.id,
      seat_user_id: seat.user.id,
      offer_event: 'countered',
      body: 'Meet me',
    });
    expect((await chatAlarmsOf(buyer.user.id)).at(-1)).toMatchObject({
      actor_id: boss.user.id,
      params: { nickname: boss.user.nickname, offer: 'countered', amount: '450000' },
    });
    // A retry of the same counter returns the offer as it is; the owner's turn is over too.
    expect((await answer(seat.agent, offerId, { action: 'counter', amount: 450_000 })).statusCode).toBe(200);
    expect((await answer(boss.agent, offerId, { action: 'decline' })).statusCode).toBe(409);

    const accepted = await answer(buyer.agent, offerId, { action: 'accept' });
    expect(accepted.json().data.offer.status).toBe('accepted');
    expect((await chatAlarmsOf(seat.user.id)).at(-1)?.params).toMatchObject({ offer: 'accepted' });
  });

  it('accepts for the business: the post is reserved for the buyer', async () => {
    const { seat, buyer, product, offerId } = await offered();
    const accepted = await answer(seat.agent, offerId, { action: 'accept' });
    expect(accepted.statusCode).toBe(200);
    const post = await ctx.db
      .selectFrom('products')
      .select(['status', 'buyer_id', 'deal_price'])
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(post).toEqual({ status: 'trading', buyer_id: buyer.user.id, deal_price: 400_000 });
  });

  it('refuses a removed seat, a seat of another business and bad input, changing nothing', async () => {
    const { boss, seat, seatId, offerId } = await offered();
    const before = await offerRow(offerId);
    expect((await answer(seat.agent, offerId, { action: 'counter' })).statusCode).toBe(422);
    const other = await ownerWithSeat();
    expect((await answer(other.seat.agent, offerId, { action: 'decline' })).statusCode).toBe(404);
    expect((await boss.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(200);
    expect((await answer(seat.agent, offerId, { action: 'accept' })).statusCode).toBe(404);
    expect(await offerRow(offerId)).toEqual(before);
  });
});

describe('removing a seat', () => {
  it("cuts the seat off at once: the next request is refused and its socket hears the business's chats no more", async () => {
    const { boss, seat, seatId } = await ownerWithSeat();
    const buyer = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, boss.user.id);
    const roomId = (await buyer.agent.post('/api/chats', { product_id: product.id })).json().data
      .id as number;

    const socket = await connectSocket(baseUrl, sessionCookieOf(seat.agent));
    sockets.push(socket);
    const heard = recordEvents(socket);
    const first = heard.next('message-created');
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'Is the chuck included?' });
    expect(await first).toMatchObject({ room_id: roomId, message: { body: 'Is the chuck included?' } });

    // Someone else cannot remove the seat.
    const stranger = await owner();
    expect((await stranger.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(404);
    expect(await liveSeatsOf(boss.businessId)).toHaveLength(1);

    expect((await boss.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(200);
    expect(await liveSeatsOf(boss.businessId)).toEqual([]);
    // A retried removal changes nothing more.
    expect((await boss.agent.delete(`/api/businesses/mine/seats/${seatId}`)).statusCode).toBe(200);

    expect((await seat.agent.get('/api/chats?inbox=business')).statusCode).toBe(403);
    expect((await seat.agent.get(`/api/chats/${roomId}`)).statusCode).toBe(404);
    expect((await seat.agent.get(`/api/chats/${roomId}/messages`)).statusCode).toBe(404);
    expect((await seat.agent.post(`/api/chats/${roomId}/messages`, { body: 'still here?' })).statusCode).toBe(
      404,
    );
    // The seat's own account is untouched: still signed in.
    expect((await seat.agent.get('/api/businessSeats/mine')).json().data).toBeNull();
    expect((await seat.agent.get('/api/chats')).statusCode).toBe(200);

    // The buyer writes again, then the seat is sent something of their own: had the business's
    // message reached the socket, it would have come first.
    const ownerSocket = await connectSocket(baseUrl, sessionCookieOf(boss.agent));
    sockets.push(ownerSocket);
    const ownerHears = recordEvents(ownerSocket);
    const ownerGot = ownerHears.next('message-created');
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'Hello?' });
    await ownerGot;
    const marker = heard.next('product-changed');
    ctx.app.realtime.toUser(seat.user.id, 'product-changed', { product_id: 0 });
    await marker;
    // Before its removal the seat heard the first message and its alarm; after it, nothing.
    expect(heard.received.map((e) => e.event)).toEqual([
      'message-created',
      'alarm-created',
      'product-changed',
    ]);
  });

  it('lets a seat leave; the owner sees the seat gone', async () => {
    const { boss, seat } = await ownerWithSeat();
    expect((await seat.agent.delete('/api/businessSeats/mine')).statusCode).toBe(200);
    expect(await liveSeatsOf(boss.businessId)).toEqual([]);
    expect((await seat.agent.get('/api/chats?inbox=business')).statusCode).toBe(403);
    expect((await boss.agent.get('/api/businesses/mine/seats')).json().data.seats).toEqual([]);
  });
});
