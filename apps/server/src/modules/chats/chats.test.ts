import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createImage, createProduct, createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.realtime.subscribe((delivery) => deliveries.push(delivery));
  });
});
afterAll(() => ctx.close());

const PRODUCT_DELETED = 'The product post has been deleted, so you cannot join the chat.';
const OTHER_LEFT = 'The other person has left the chat room and can no longer chat.';
const UNAVAILABLE = 'This content is no longer available.';

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}

/** A seller with a post and a buyer, both signed in. */
async function pair(productValues: Parameters<typeof createProduct>[2] = {}) {
  const seller = await member();
  const buyer = await member();
  const product = await createProduct(ctx.db, seller.user.id, { withImage: true, ...productValues });
  return { seller, buyer, product };
}

async function openRoom(agent: Agent, productId: number) {
  const response = await agent.post('/api/chats', { product_id: productId });
  expect(response.statusCode).toBeLessThan(300);
  return response.json().data.id as number;
}

const chatCount = async (productId: number) =>
  (
    await ctx.db
      .selectFrom('products')
      .select('chat_count')
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
  ).chat_count;
const messageRows = (roomId: number) =>
  ctx.db.selectFrom('chat_messages').selectAll().where('room_id', '=', roomId).orderBy('id').execute();
const roomRows = (productId: number) =>
  ctx.db.selectFrom('chat_rooms').selectAll().where('product_id', '=', productId).execute();
const memberRow = (roomId: number, userId: number) =>
  ctx.db
    .selectFrom('chat_members')
    .selectAll()
    .where('room_id', '=', roomId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('POST /api/chats', () => {
  it('opens one room per buyer and product; a retry or a race returns the same room', async () => {
    const { seller, buyer, product } = await pair({ title: 'Lathe for chat' });
    const first = await buyer.agent.post('/api/chats', { product_id: product.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      product: { id: product.id, title: 'Lathe for chat', deleted: false, status: 'open' },
      other: { id: seller.user.id, nickname: seller.user.nickname },
      role: 'buyer',
      notify: true,
      unread_count: 0,
      last_message: null,
      can_send: true,
      notice_key: null,
    });
    expect(first.json().data.product.thumb_url).toMatch(/_thumb\.webp$/);
    const again = await buyer.agent.post('/api/chats', { product_id: product.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const other = await member();
    const raced = await Promise.all(
      [1, 2, 3].map(() => other.agent.post('/api/chats', { product_id: product.id })),
    );
    expect(new Set(raced.map((r) => r.json().data.id)).size).toBe(1);
    expect(await roomRows(product.id)).toHaveLength(2);
    // No conversation yet: nothing in the seller's list and no chat counted.
    expect((await seller.agent.get('/api/chats')).json().data).toEqual([]);
    expect(await chatCount(product.id)).toBe(0);
  });

  it('refuses one’s own post, a deleted, hidden or blocked post and bad input, changing nothing', async () => {
    const { seller, buyer, product } = await pair();
    const own = await seller.agent.post('/api/chats', { product_id: product.id });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot start a chat about your own post.' });

    const deleted = await createProduct(ctx.db, seller.user.id, { deleted: true });
    const onDeleted = await buyer.agent.post('/api/chats', { product_id: deleted.id });
    expect(onDeleted.statusCode).toBe(403);
    expect(onDeleted.json()).toEqual({ message: PRODUCT_DELETED });

    const hidden = await createProduct(ctx.db, seller.user.id, { hidden: true });
    const onHidden = await buyer.agent.post('/api/chats', { product_id: hidden.id });
    expect(onHidden.statusCode).toBe(403);
    expect(onHidden.json()).toEqual({ message: UNAVAILABLE });

    const blocked = await pair();
    await block(ctx.db, blocked.seller.user.id, blocked.buyer.user.id);
    const acrossBlock = await blocked.buyer.agent.post('/api/chats', { product_id: blocked.product.id });
    expect(acrossBlock.statusCode).toBe(403);
    expect(acrossBlock.json()).toEqual({ message: UNAVAILABLE });

    expect((await buyer.agent.post('/api/chats', { product_id: 999999 })).statusCode).toBe(404);
    const bad = await buyer.agent.post('/api/chats', { product_id: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.product_id).toEqual(['Please enter a number.']);
    for (const id of [product.id, deleted.id, hidden.id, blocked.product.id]) {
      expect(await roomRows(id)).toEqual([]);
    }
  });

  it('needs a signed-in member on every chat route', async () => {
    for (const [method, url] of [
      ['GET', '/api/chats'],
      ['GET', '/api/chats/1'],
      ['GET', '/api/chats/1/messages'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    }
    const visitor = new Agent(ctx.app);
    expect((await visitor.post('/api/chats', { product_id: 1 })).statusCode).toBe(401);
  });
});

describe('messages', () => {
  it('stores a message before emitting it to both members; the list, unread counts and chat count follow', async () => {
    const { seller, buyer, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    // What each delivery found stored: the read starts synchronously on emit, so the message must
    // already be committed and readable then.
    const seen: Promise<{ stored: boolean; userId: number | null }>[] = [];
    const stop = ctx.app.realtime.subscribe((delivery) => {
      seen.push(
        ctx.db
          .selectFrom('chat_messages')
          .select('id')
          .where('room_id', '=', roomId)
          .execute()
          .then((rows) => ({ stored: rows.length > 0, userId: delivery.userId })),
      );
    });
    deliveries.length = 0;
    const sent = await buyer.agent.post(`/api/chats/${roomId}/messages`, {
      body: '  Is it still available?  ',
    });
    stop();
    expect(sent.statusCode).toBe(201);
    const message = sent.json().data;
    expect(message).toMatchObject({
      room_id: roomId,
      sender_id: buyer.user.id,
      kind: 'user',
      body: 'Is it still available?',
      image: null,
    });
    expect(deliveries.map((d) => [d.userId, d.event])).toEqual([
      [seller.user.id, 'message-created'],
      [buyer.user.id, 'message-created'],
      // The seller, whose room switch is on, is also notified (after the message is out).
      [seller.user.id, 'alarm-created'],
    ]);
    expect(deliveries[0]?.payload).toEqual({ room_id: roomId, message });
    expect(await Promise.all(seen)).toEqual(
      [seller.user.id, buyer.user.id, seller.user.id].map((userId) => ({ stored: true, userId })),
    );
    expect(await chatCount(product.id)).toBe(1);

    const sellerList = (await seller.agent.get('/api/chats')).json();
    expect(sellerList.data).toHaveLength(1);
    expect(sellerList.data[0]).toMatchObject({
      id: roomId,
      role: 'seller',
      other: { id: buyer.user.id },
      unread_count: 1,
      last_message: { body: 'Is it still available?', kind: 'user', has_image: false },
    });
    expect((await seller.agent.get('/api/user')).json().data.unread_message_count).toBe(1);
    expect((await buyer.agent.get('/api/user')).json().data.unread_message_count).toBe(0);

    const reply = await seller.agent.post(`/api/chats/${roomId}/messages`, { body: 'Yes, it is.' });
    expect(reply.statusCode).toBe(201);
    // The chat count counts conversations, not messages.
    expect(await chatCount(product.id)).toBe(1);
    // Sending reads what came before.
    expect((await seller.agent.get(`/api/chats/${roomId}`)).json().data.unread_count).toBe(0);
    expect((await buyer.agent.get(`/api/chats/${roomId}`)).json().data.unread_count).toBe(1);
    const read = await buyer.agent.post(`/api/chats/${roomId}/read`);
    expect(read.json()).toMatchObject({ data: { unread_count: 0 } });
    expect((await memberRow(roomId, buyer.user.id)).last_read_message_id).toBe(reply.json().data.id);
  });

  it('sends photos uploaded by the sender only, each once; a retried send with a client key is one message', async () => {
    const { buyer, seller, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    const image = await createImage(ctx.db, buyer.user.id);
    const photo = await buyer.agent.post(`/api/chats/${roomId}/messages`, { image_id: image.id });
    expect(photo.statusCode).toBe(201);
    expect(photo.json().data.image).toMatchObject({ id: image.id });
    expect(photo.json().data.image.thumb_url).toMatch(/_thumb\.webp$/);
    const list = (await seller.agent.get('/api/chats')).json().data[0];
    expect(list.last_message).toMatchObject({ body: '', has_image: true });

    const reused = await buyer.agent.post(`/api/chats/${roomId}/messages`, { image_id: image.id });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.image_id).toEqual(['A photo could not be found. Please upload it again.']);
    const theirs = await createImage(ctx.db, seller.user.id);
    expect(
      (await buyer.agent.post(`/api/chats/${roomId}/messages`, { image_id: theirs.id })).statusCode,
    ).toBe(422);

    const body = { body: 'Once only', client_key: 'abc-123' };
    const sent = await Promise.all([1, 2].map(() => buyer.agent.post(`/api/chats/${roomId}/messages`, body)));
    deliveries.length = 0;
    const retried = await buyer.agent.post(`/api/chats/${roomId}/messages`, body);
    const ids = new Set([...sent, retried].map((r) => r.json().data?.id));
    expect(ids.size).toBe(1);
    expect((await messageRows(roomId)).filter((m) => m.body === 'Once only')).toHaveLength(1);
    // The retry is emitted again (its first try may have died before emitting), with no second alarm.
    expect(deliveries.map((d) => [d.userId, d.event])).toEqual([
      [seller.user.id, 'message-created'],
      [buyer.user.id, 'message-created'],
    ]);
    expect(
      deliveries.every((d) => (d.payload as { message: { id: number } }).message.id === [...ids][0]),
    ).toBe(true);
  });

  it('refuses empty and too long messages with 422 and stores nothing', async () => {
    const { buyer, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    const empty = await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.body).toEqual(['Please enter a message.']);
    const long = await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.body).toEqual(['Please enter at most 1000 characters.']);
    const badImage = await buyer.agent.post(`/api/chats/${roomId}/messages`, { image_id: 'photo' });
    expect(badImage.statusCode).toBe(422);
    expect(await messageRows(roomId)).toEqual([]);
  });

  it('pages the history upward with `before`', async () => {
    const { buyer, seller, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    for (let i = 1; i <= 5; i++) {
      const agent = i % 2 ? buyer.agent : seller.agent;
      expect((await agent.post(`/api/chats/${roomId}/messages`, { body: `m${i}` })).statusCode).toBe(201);
    }
    const first = (await seller.agent.get(`/api/chats/${roomId}/messages?per_page=2`)).json();
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(['m4', 'm5']);
    const second = (
      await seller.agent.get(`/api/chats/${roomId}/messages?per_page=2&before=${first.meta.next_cursor}`)
    ).json();
    expect(second.data.map((m: { body: string }) => m.body)).toEqual(['m2', 'm3']);
    const third = (
      await seller.agent.get(`/api/chats/${roomId}/messages?per_page=2&before=${second.meta.next_cursor}`)
    ).json();
    expect(third.data.map((m: { body: string }) => m.body)).toEqual(['m1']);
    expect(third.meta.next_cursor).toBeNull();
  });
});

describe('the chat list', () => {
  it('has tabs all, mine and others, newest activity first, with keyset pages and a product filter', async () => {
    const me = await member();
    const myPost = await createProduct(ctx.db, me.user.id);
    const customer = await member();
    const sellerOfOther = await member();
    const theirPost = await createProduct(ctx.db, sellerOfOther.user.id);

    const aboutMine = await openRoom(customer.agent, myPost.id);
    await customer.agent.post(`/api/chats/${aboutMine}/messages`, { body: 'about yours' });
    const aboutTheirs = await openRoom(me.agent, theirPost.id);
    await me.agent.post(`/api/chats/${aboutTheirs}/messages`, { body: 'about theirs' });

    const ids = async (query: string) =>
      (await me.agent.get(`/api/chats${query}`)).json().data.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual([aboutTheirs, aboutMine]);
    expect(await ids('?tab=mine')).toEqual([aboutMine]);
    expect(await ids('?tab=others')).toEqual([aboutTheirs]);
    expect(await ids(`?product_id=${myPost.id}`)).toEqual([aboutMine]);

    // New activity moves a room to the top.
    await customer.agent.post(`/api/chats/${aboutMine}/messages`, { body: 'still there?' });
    const page1 = (await me.agent.get('/api/chats?per_page=1')).json();
    expect(page1.data.map((r: { id: number }) => r.id)).toEqual([aboutMine]);
    const page2 = (await me.agent.get(`/api/chats?per_page=1&cursor=${page1.meta.next_cursor}`)).json();
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([aboutTheirs]);
    expect((await me.agent.get('/api/chats?tab=sold')).statusCode).toBe(422);
    expect((await me.agent.get('/api/chats?cursor=nonsense')).statusCode).toBe(422);
  });
});

describe('who may use a room', () => {
  it('answers outsiders on every route with the 404 of a missing room and changes nothing', async () => {
    const { buyer, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'private' });
    const outsider = await member();
    const attempts = [
      outsider.agent.get(`/api/chats/${roomId}`),
      outsider.agent.get(`/api/chats/${roomId}/messages`),
      outsider.agent.post(`/api/chats/${roomId}/messages`, { body: 'let me in' }),
      outsider.agent.patch(`/api/chats/${roomId}`, { notify: 0 }),
      outsider.agent.post(`/api/chats/${roomId}/read`),
      outsider.agent.post(`/api/chats/${roomId}/leave`),
    ];
    const missing = await outsider.agent.get('/api/chats/999999');
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect((await outsider.agent.get('/api/chats')).json().data).toEqual([]);
    expect((await messageRows(roomId)).map((m) => m.body)).toEqual(['private']);
    const room = (await roomRows(product.id))[0];
    expect(room?.closed_at).toBeNull();
    expect((await memberRow(roomId, buyer.user.id)).notify).toBe(true);
    expect(missing.statusCode).toBe(404);
    expect((await outsider.agent.get('/api/chats/abc')).statusCode).toBe(404);
  });

  it('switches the room’s notifications per member and refuses bad values', async () => {
    const { buyer, seller, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    const off = await buyer.agent.patch(`/api/chats/${roomId}`, { notify: 0 });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.notify).toBe(false);
    expect((await memberRow(roomId, buyer.user.id)).notify).toBe(false);
    expect((await memberRow(roomId, seller.user.id)).notify).toBe(true);
    // Multipart forms send flags as '0'/'1'.
    const on = await buyer.agent.patch(`/api/chats/${roomId}`, { notify: '1' }, { multipart: true });
    expect(on.json().data.notify).toBe(true);
    const bad = await buyer.agent.patch(`/api/chats/${roomId}`, { notify: 'maybe' });
    expect(bad.statusCode).toBe(422);
    expect((await memberRow(roomId, buyer.user.id)).notify).toBe(true);
  });

  it('stops messages across a block and after the post is deleted, with the spec’s messages', async () => {
    const blocked = await pair();
    const roomId = await openRoom(blocked.buyer.agent, blocked.product.id);
    await blocked.buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'hi' });
    await block(ctx.db, blocked.buyer.user.id, blocked.seller.user.id);
    const refused = await blocked.seller.agent.post(`/api/chats/${roomId}/messages`, { body: 'hello?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: UNAVAILABLE });
    expect((await blocked.seller.agent.get(`/api/chats/${roomId}`)).json().data).toMatchObject({
      can_send: false,
      notice_key: 'chat.unavailable',
    });

    const gone = await pair();
    const goneRoom = await openRoom(gone.buyer.agent, gone.product.id);
    await gone.buyer.agent.post(`/api/chats/${goneRoom}/messages`, { body: 'hi' });
    expect((await gone.seller.agent.delete(`/api/products/${gone.product.id}`)).statusCode).toBe(200);
    const view = (await gone.buyer.agent.get(`/api/chats/${goneRoom}`)).json().data;
    expect(view).toMatchObject({
      product: { deleted: true },
      can_send: false,
      notice_key: 'chat.product_deleted',
    });
    const late = await gone.buyer.agent.post(`/api/chats/${goneRoom}/messages`, { body: 'still?' });
    expect(late.statusCode).toBe(403);
    expect(late.json()).toEqual({ message: PRODUCT_DELETED });
    expect(await messageRows(goneRoom)).toHaveLength(1);
  });
});

describe('leaving', () => {
  it('removes the room and its history for the leaver for good; the other side sees they left', async () => {
    const { seller, buyer, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'secret history' });
    await seller.agent.post(`/api/chats/${roomId}/messages`, { body: 'reply' });

    deliveries.length = 0;
    const left = await buyer.agent.post(`/api/chats/${roomId}/leave`);
    expect(left.statusCode).toBe(200);
    expect(deliveries).toEqual([
      {
        userId: seller.user.id,
        event: 'message-created',
        payload: {
          room_id: roomId,
          message: expect.objectContaining({ kind: 'left', sender_id: buyer.user.id }),
        },
      },
    ]);
    // Leaving again changes nothing (a retried request).
    expect((await buyer.agent.post(`/api/chats/${roomId}/leave`)).statusCode).toBe(200);

    expect((await buyer.agent.get('/api/chats')).json().data).toEqual([]);
    for (const response of [
      await buyer.agent.get(`/api/chats/${roomId}`),
      await buyer.agent.get(`/api/chats/${roomId}/messages`),
      await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'back' }),
      await buyer.agent.patch(`/api/chats/${roomId}`, { notify: 0 }),
      await buyer.agent.post(`/api/chats/${roomId}/read`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: UNAVAILABLE });
    }

    const sellerView = (await seller.agent.get(`/api/chats/${roomId}`)).json().data;
    expect(sellerView).toMatchObject({ other_left: true, can_send: false, notice_key: 'chat.other_left' });
    const sellerRow = (await seller.agent.get('/api/chats')).json().data[0];
    expect(sellerRow).toMatchObject({ id: roomId, last_message: { kind: 'left' }, unread_count: 1 });
    const refused = await seller.agent.post(`/api/chats/${roomId}/messages`, { body: 'wait!' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: OTHER_LEFT });
    const history = (await seller.agent.get(`/api/chats/${roomId}/messages`)).json().data;
    expect(history.map((m: { body: string; kind: string }) => m.kind)).toEqual(['user', 'user', 'left']);

    // A new chat about the same post is a new, empty room: the old history never comes back.
    const again = await buyer.agent.post('/api/chats', { product_id: product.id });
    expect(again.statusCode).toBe(201);
    const newId = again.json().data.id;
    expect(newId).not.toBe(roomId);
    expect((await buyer.agent.get(`/api/chats/${newId}/messages`)).json().data).toEqual([]);
    expect((await memberRow(roomId, buyer.user.id)).left_at).not.toBeNull();

    // The seller leaves too; the history stays for the back office.
    expect((await seller.agent.post(`/api/chats/${roomId}/leave`)).statusCode).toBe(200);
    expect((await seller.agent.get('/api/chats')).json().data).toEqual([]);
    expect(await messageRows(roomId)).toHaveLength(3);
  });
});

describe('buyer selection', () => {
  it('lists the members who chatted about the post to its seller only', async () => {
    const { seller, buyer, product } = await pair();
    const roomId = await openRoom(buyer.agent, product.id);
    const silent = await member();
    await openRoom(silent.agent, product.id);
    const url = `/api/products/${product.id}/chatPartners`;
    expect((await seller.agent.get(url)).json().data).toEqual([]);
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'I will take it' });
    expect((await seller.agent.get(url)).json().data).toEqual([
      expect.objectContaining({ id: buyer.user.id, nickname: buyer.user.nickname }),
    ]);
    const someoneElse = await buyer.agent.get(url);
    expect(someoneElse.statusCode).toBe(403);
    expect((await seller.agent.get('/api/products/999999/chatPartners')).statusCode).toBe(404);

    const done = await seller.agent.patch(`/api/products/${product.id}/status`, {
      status: 'completed',
      buyer_id: buyer.user.id,
    });
    expect(done.statusCode).toBe(200);
    const notChatted = await seller.agent.patch(`/api/products/${product.id}/status`, {
      status: 'completed',
      buyer_id: silent.user.id,
    });
    expect(notChatted.statusCode).toBe(422);
  });
});

describe('/api/admin/chats', () => {
  it('finds rooms by member or product and reads the whole history, each view audited', async () => {
    const admin = await member({ isAdmin: true });
    const seller = await member({ nickname: `adm-seller-${Date.now()}` });
    const buyer = await member();
    const product = await createProduct(ctx.db, seller.user.id, { title: 'Admin-visible press brake' });
    const roomId = await openRoom(buyer.agent, product.id);
    await buyer.agent.post(`/api/chats/${roomId}/messages`, { body: 'history one' });
    await buyer.agent.post(`/api/chats/${roomId}/leave`);

    const byMember = (await admin.agent.get(`/api/admin/chats?member=${seller.user.nickname}`)).json();
    expect(byMember.data.map((r: { id: number }) => r.id)).toEqual([roomId]);
    expect(byMember.data[0]).toMatchObject({
      seller: { id: seller.user.id },
      buyer: { id: buyer.user.id },
      message_count: 2,
      product: { title: 'Admin-visible press brake' },
    });
    expect(byMember.data[0].buyer_left_at).not.toBeNull();
    expect(byMember.meta.total).toBe(1);
    const byId = (await admin.agent.get(`/api/admin/chats?member=${buyer.user.id}`)).json();
    expect(byId.data.map((r: { id: number }) => r.id)).toEqual([roomId]);
    const byProduct = (await admin.agent.get('/api/admin/chats?product=press brake')).json();
    expect(byProduct.data.map((r: { id: number }) => r.id)).toContain(roomId);
    const byProductId = (await admin.agent.get(`/api/admin/chats?product=${product.id}`)).json();
    expect(byProductId.data.map((r: { id: number }) => r.id)).toEqual([roomId]);

    const detail = await admin.agent.get(`/api/admin/chats/${roomId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.messages.map((m: { body: string; kind: string }) => [m.kind, m.body])).toEqual([
      ['user', 'history one'],
      ['left', ''],
    ]);
    const audits = await ctx.db
      .selectFrom('admin_audits')
      .selectAll()
      .where('subject_type', '=', 'chat')
      .where('subject_id', '=', roomId)
      .execute();
    expect(audits).toEqual([expect.objectContaining({ admin_id: admin.user.id, action: 'chat.view' })]);
    expect((await admin.agent.get('/api/admin/chats/999999')).statusCode).toBe(404);

    const notAdmin = await seller.agent.get(`/api/admin/chats/${roomId}`);
    expect(notAdmin.statusCode).toBe(403);
    expect((await seller.agent.get('/api/admin/chats')).statusCode).toBe(403);
  });
});
