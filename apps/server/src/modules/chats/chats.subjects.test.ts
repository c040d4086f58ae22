import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createUser, nextAddress } from '../../../test/factories.ts';
import {
  createFreelancer,
  createServiceQuote,
  createServiceRequest,
} from '../../../test/service-fixtures.ts';

/* Rooms about a service request or a freelancer profile (chats.subjects.ts); product rooms: chats.test.ts. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}

const roomsAbout = (column: 'service_request_id' | 'freelancer_id', id: number) =>
  ctx.db.selectFrom('chat_rooms').selectAll().where(column, '=', id).execute();
const alarmsOf = (userId: number) =>
  ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).where('kind', '=', 'chat').execute();

describe('a chat about a service request', () => {
  it('opens the asker’s room with the requester; a retry finds it; messages and alarms work as for a post', async () => {
    const requester = await member();
    const asker = await member();
    const request = await createServiceRequest(ctx.db, requester.user.id, { kind: 'production' });
    const first = await asker.agent.post('/api/chats', { service_request_id: request.id });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      subject: {
        kind: 'production_notice',
        id: request.id,
        title: 'Shaft',
        path: `/bigNotices/${request.id}`,
        thumb_url: null,
        available: true,
      },
      product: null,
      other: { id: requester.user.id },
      role: 'buyer',
      can_send: true,
    });
    const again = await asker.agent.post('/api/chats', { service_request_id: request.id });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    const roomId = first.json().data.id as number;

    const sent = await asker.agent.post(`/api/chats/${roomId}/messages`, { body: 'Is 6061 fine?' });
    expect(sent.statusCode).toBe(201);
    expect(await alarmsOf(requester.user.id)).toEqual([
      expect.objectContaining({ target_id: roomId, actor_id: asker.user.id }),
    ]);

    // The requester's list: a room about their request is theirs ('mine'); the asker's, 'others'.
    const mine = (await requester.agent.get('/api/chats?tab=mine')).json().data;
    expect(mine.map((room: { id: number }) => room.id)).toEqual([roomId]);
    expect(mine[0]).toMatchObject({
      role: 'seller',
      subject: { kind: 'production_notice' },
      unread_count: 1,
    });
    expect((await requester.agent.get('/api/chats?tab=others')).json().data).toEqual([]);
    const theirs = (await asker.agent.get('/api/chats?tab=others')).json().data;
    expect(theirs.map((room: { id: number }) => room.id)).toEqual([roomId]);
  });

  it('lets the requester open the room with a supplier who quoted: the same room the supplier opens', async () => {
    const requester = await member();
    const supplier = await member();
    const stranger = await member();
    const request = await createServiceRequest(ctx.db, requester.user.id);
    await createServiceQuote(ctx.db, request.id, supplier.user.id);
    const byRequester = await requester.agent.post('/api/chats', {
      service_request_id: request.id,
      supplier_id: supplier.user.id,
    });
    expect(byRequester.statusCode).toBe(201);
    expect(byRequester.json().data).toMatchObject({
      role: 'seller',
      other: { id: supplier.user.id },
      subject: { kind: 'drawing_request', path: `/drawingRequests/${request.id}` },
    });
    const bySupplier = await supplier.agent.post('/api/chats', { service_request_id: request.id });
    expect(bySupplier.statusCode).toBe(200);
    expect(bySupplier.json().data.id).toBe(byRequester.json().data.id);

    // Only with a member who quoted, only by the requester, and only with a request.
    const notSupplier = await requester.agent.post('/api/chats', {
      service_request_id: request.id,
      supplier_id: stranger.user.id,
    });
    expect(notSupplier.statusCode).toBe(422);
    expect(notSupplier.json().errors.supplier_id).toEqual([
      'This member has not sent a quote for your request.',
    ]);
    const notRequester = await stranger.agent.post('/api/chats', {
      service_request_id: request.id,
      supplier_id: supplier.user.id,
    });
    expect(notRequester.statusCode).toBe(404);
    const withProduct = await requester.agent.post('/api/chats', {
      product_id: 1,
      supplier_id: supplier.user.id,
    });
    expect(withProduct.statusCode).toBe(422);
    expect(await roomsAbout('service_request_id', request.id)).toHaveLength(1);
  });

  it('refuses one’s own request, a block, a closed or cancelled request, a hidden one and a visitor, changing nothing', async () => {
    const requester = await member();
    const asker = await member();
    const request = await createServiceRequest(ctx.db, requester.user.id);
    const own = await requester.agent.post('/api/chats', { service_request_id: request.id });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot start a chat about your own request.' });

    for (const status of ['closed', 'cancelled']) {
      const ended = await createServiceRequest(ctx.db, requester.user.id, { status });
      const refused = await asker.agent.post('/api/chats', { service_request_id: ended.id });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({
        message: 'This request is closed or cancelled, so a new chat cannot start.',
      });
      expect(await roomsAbout('service_request_id', ended.id)).toEqual([]);
    }

    const hidden = await createServiceRequest(ctx.db, requester.user.id);
    await ctx.db
      .updateTable('service_requests')
      .set({ hidden_at: new Date() })
      .where('id', '=', hidden.id)
      .execute();
    expect((await asker.agent.post('/api/chats', { service_request_id: hidden.id })).statusCode).toBe(404);

    const blocked = await member();
    await block(ctx.db, requester.user.id, blocked.user.id);
    const acrossBlock = await blocked.agent.post('/api/chats', { service_request_id: request.id });
    expect(acrossBlock.statusCode).toBe(404);

    const visitor = new Agent(ctx.app);
    expect((await visitor.post('/api/chats', { service_request_id: request.id })).statusCode).toBe(401);
    const korean = new Agent(ctx.app, { 'accept-language': 'ko' });
    await korean.login(asker.user.email, 'password', nextAddress());
    const two = await korean.post('/api/chats', { service_request_id: request.id, freelancer_id: 1 });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors.product_id).toEqual([
      '채팅할 게시글, 요청 또는 프리랜서 프로필 하나를 선택해 주세요.',
    ]);
    expect((await asker.agent.post('/api/chats', {})).statusCode).toBe(422);
    for (const id of [request.id, hidden.id]) expect(await roomsAbout('service_request_id', id)).toEqual([]);
  });

  it('keeps an open room usable after the request closes; a hidden request makes it read-only; outsiders are refused', async () => {
    const requester = await member();
    const asker = await member();
    const outsider = await member();
    const request = await createServiceRequest(ctx.db, requester.user.id);
    const roomId = (await asker.agent.post('/api/chats', { service_request_id: request.id })).json().data
      .id as number;
    await ctx.db
      .updateTable('service_requests')
      .set({ status: 'closed' })
      .where('id', '=', request.id)
      .execute();
    const retried = await asker.agent.post('/api/chats', { service_request_id: request.id });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id: roomId, can_send: true });
    expect((await asker.agent.post(`/api/chats/${roomId}/messages`, { body: 'Thanks!' })).statusCode).toBe(
      201,
    );

    // An outsider cannot tell the room from a missing one (issue 24).
    expect((await outsider.agent.get(`/api/chats/${roomId}`)).statusCode).toBe(404);
    const intrusion = await outsider.agent.post(`/api/chats/${roomId}/messages`, { body: 'Hi' });
    expect(intrusion.statusCode).toBe(404);
    expect((await outsider.agent.get(`/api/chats/${roomId}/messages`)).statusCode).toBe(404);

    await ctx.db
      .updateTable('service_requests')
      .set({ hidden_at: new Date() })
      .where('id', '=', request.id)
      .execute();
    const room = (await requester.agent.get(`/api/chats/${roomId}`)).json().data;
    expect(room).toMatchObject({
      can_send: false,
      notice_key: 'chat.unavailable',
      subject: { available: false },
    });
    expect(
      (await requester.agent.post(`/api/chats/${roomId}/messages`, { body: 'Still there?' })).statusCode,
    ).toBe(403);
    const count = await ctx.db
      .selectFrom('chat_messages')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('room_id', '=', roomId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });
});

describe('a chat about a freelancer', () => {
  it('opens the member’s room with the freelancer, finds it again, and refuses oneself, a block and a visitor', async () => {
    const freelancer = await member();
    const client = await member();
    const profileId = await createFreelancer(ctx.db, freelancer.user.id);
    const first = await client.agent.post('/api/chats', { freelancer_id: profileId });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      subject: {
        kind: 'freelancer',
        id: profileId,
        title: 'PLC and panel work',
        path: `/freelancers/${profileId}`,
        available: true,
      },
      product: null,
      other: { id: freelancer.user.id },
      role: 'buyer',
    });
    const again = await client.agent.post('/api/chats', { freelancer_id: profileId });
    expect(again.json().data.id).toBe(first.json().data.id);
    expect((await freelancer.agent.get('/api/chats?tab=mine')).json().data).toEqual([]); // no message yet
    await client.agent.post(`/api/chats/${first.json().data.id}/messages`, { body: 'Free next week?' });
    const mine = (await freelancer.agent.get('/api/chats?tab=mine')).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: first.json().data.id, role: 'seller' })]);

    const own = await freelancer.agent.post('/api/chats', { freelancer_id: profileId });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toEqual({ message: 'You cannot start a chat with your own freelancer profile.' });
    const blocked = await member();
    await block(ctx.db, blocked.user.id, freelancer.user.id);
    expect((await blocked.agent.post('/api/chats', { freelancer_id: profileId })).statusCode).toBe(404);
    expect((await client.agent.post('/api/chats', { freelancer_id: 999999 })).statusCode).toBe(404);
    expect((await new Agent(ctx.app).post('/api/chats', { freelancer_id: profileId })).statusCode).toBe(401);
    expect(await roomsAbout('freelancer_id', profileId)).toHaveLength(1);
  });

  it('shows rooms of every subject in the back office, found by the subject’s title', async () => {
    const admin = await member({ isAdmin: true });
    const freelancer = await member();
    const client = await member();
    const profileId = await createFreelancer(ctx.db, freelancer.user.id);
    await ctx.db
      .updateTable('freelancers')
      .set({ headline: 'Hydraulics doctor' })
      .where('id', '=', profileId)
      .execute();
    const roomId = (await client.agent.post('/api/chats', { freelancer_id: profileId })).json().data.id;
    const found = (await admin.agent.get('/api/admin/chats?product=hydraulics doctor')).json().data;
    expect(found).toEqual([
      expect.objectContaining({
        id: roomId,
        product: null,
        subject: expect.objectContaining({ kind: 'freelancer', title: 'Hydraulics doctor' }),
        seller: expect.objectContaining({ id: freelancer.user.id }),
        buyer: expect.objectContaining({ id: client.user.id }),
      }),
    ]);
    const detail = await admin.agent.get(`/api/admin/chats/${roomId}`);
    expect(detail.json().data.room.subject.kind).toBe('freelancer');
  });
});
