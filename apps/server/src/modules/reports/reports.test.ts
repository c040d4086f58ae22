import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createChat, createProduct, nextAddress, signedInMember } from '../../../test/factories.ts';
import { fingerprint } from '../../../test/world.ts';
import { liftEndedSuspensions } from './reports.repository.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof signedInMember>>;
beforeAll(async () => {
  ctx = await buildTestApp();
  admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const alarmsOf = async (userId: number) => {
  await ctx.app.notifier.idle();
  return ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).orderBy('id').execute();
};
const act = (id: number, body: Record<string, unknown>) =>
  admin.agent.post(`/api/admin/reports/${id}/actions`, body);

describe('POST /api/reports', () => {
  it('reports a post once while the report is open, keeping a snapshot of it', async () => {
    const seller = await member();
    const reporter = await member();
    const product = await createProduct(ctx.db, seller.user.id, { title: 'Press brake' });
    const body = {
      reportable_type: 'product',
      reportable_id: product.id,
      reason: 'scam',
      text: 'Asks for a deposit',
    };
    const first = await reporter.agent.post('/api/reports', body);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ status: 'open' });
    await ctx.db.updateTable('products').set({ title: 'Edited' }).where('id', '=', product.id).execute();
    const stored = await ctx.db
      .selectFrom('reports')
      .selectAll()
      .where('id', '=', first.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ kind: 'product', target_user_id: seller.user.id, reason: 'scam' });
    expect(stored.snapshot).toMatchObject({ title: 'Press brake' });

    const before = await fingerprint(ctx.db);
    const again = await reporter.agent.post('/api/reports', body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.reportable_id).toEqual([
      'You have already reported this. We will tell you when it is handled.',
    ]);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('needs a reason (spec §5) and refuses bad input without changing anything', async () => {
    const seller = await member();
    const reporter = await member();
    const product = await createProduct(ctx.db, seller.user.id);
    const before = await fingerprint(ctx.db);
    const noReason = await reporter.agent.post('/api/reports', {
      reportable_type: 'product',
      reportable_id: product.id,
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Please select the reason for the report.']);
    const unknown = await reporter.agent.post('/api/reports', {
      reportable_type: 'product',
      reportable_id: product.id,
      reason: 'because',
    });
    expect(unknown.json().errors.reason).toEqual(['Please select the reason for the report.']);
    const long = await reporter.agent.post('/api/reports', {
      reportable_type: 'user',
      reportable_id: seller.user.id,
      reason: 'abuse',
      text: 'x'.repeat(501),
    });
    expect(long.statusCode).toBe(422);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });

  it('refuses one’s own post, oneself and a message of a room one is not in', async () => {
    const seller = await member();
    const buyer = await member();
    const outsider = await member();
    const product = await createProduct(ctx.db, seller.user.id);
    const room = await createChat(ctx.db, product.id, buyer.user.id);
    const message = await ctx.db
      .selectFrom('chat_messages')
      .select('id')
      .where('room_id', '=', room.id)
      .executeTakeFirstOrThrow();
    const report = (agent: typeof seller.agent, type: string, id: number) =>
      agent.post('/api/reports', { reportable_type: type, reportable_id: id, reason: 'other' });
    const before = await fingerprint(ctx.db);
    expect((await report(seller.agent, 'product', product.id)).statusCode).toBe(403);
    expect((await report(seller.agent, 'user', seller.user.id)).json().message).toBe(
      'You cannot report your own post, message or yourself.',
    );
    expect((await report(buyer.agent, 'chat', message.id)).statusCode).toBe(403);
    expect((await report(outsider.agent, 'chat', message.id)).statusCode).toBe(404);
    expect((await report(outsider.agent, 'user', 999_999)).statusCode).toBe(404);
    expect(await fingerprint(ctx.db)).toEqual(before);
  });
});

describe('the moderation desk', () => {
  async function reportedMessage() {
    const seller = await member();
    const buyer = await member();
    const product = await createProduct(ctx.db, seller.user.id);
    const room = await createChat(ctx.db, product.id, buyer.user.id, 5);
    const messages = await ctx.db
      .selectFrom('chat_messages')
      .select('id')
      .where('room_id', '=', room.id)
      .orderBy('id')
      .execute();
    const target = messages[2]!.id;
    const response = await seller.agent.post('/api/reports', {
      reportable_type: 'chat',
      reportable_id: target,
      reason: 'off_platform',
      text: 'Wants to pay outside',
    });
    expect(response.statusCode).toBe(201);
    return { seller, buyer, messageId: target, reportId: response.json().data.id as number };
  }

  it('shows the message with its neighbours, deletes it, audits it and tells both sides', async () => {
    const { seller, buyer, messageId, reportId } = await reportedMessage();
    const queue = await admin.agent.get('/api/admin/reports?status=open&kind=chat&per_page=100');
    expect(queue.json().data.map((r: { id: number }) => r.id)).toContain(reportId);

    const detail = (await admin.agent.get(`/api/admin/reports/${reportId}`)).json().data;
    expect(detail).toMatchObject({
      kind: 'chat',
      reason: 'off_platform',
      reporter: { id: seller.user.id },
      target: { id: buyer.user.id },
      target_reports: { open: 1, handled: 0, dismissed: 0 },
      target_sanctions: [],
    });
    expect(detail.snapshot.message).toMatchObject({ id: messageId, body: 'Hello 3' });
    expect(detail.snapshot.before.map((m: { body: string }) => m.body)).toEqual(['Hello 1', 'Hello 2']);
    expect(detail.snapshot.after.map((m: { body: string }) => m.body)).toEqual(['Hello 4', 'Hello 5']);

    const done = await act(reportId, { action: 'delete_message', note: 'Payment link' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'handled', action: 'delete_message' });
    expect(done.json().data.audits[0]).toMatchObject({
      action: 'report.delete_message',
      admin_id: admin.user.id,
    });
    const message = await ctx.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', '=', messageId)
      .executeTakeFirstOrThrow();
    expect(message).toMatchObject({ kind: 'removed', body: '' });
    const history = (await seller.agent.get(`/api/chats/${message.room_id}/messages`)).json().data;
    expect(history.find((m: { id: number }) => m.id === messageId)).toMatchObject({
      kind: 'removed',
      body: '',
    });

    expect((await alarmsOf(seller.user.id)).map((a) => a.params)).toContainEqual({ outcome: 'handled' });
    const told = (await buyer.agent.get('/api/alarms')).json().data[0];
    expect(told).toMatchObject({
      kind: 'report',
      title: 'One of your chat messages was removed after a report.',
    });

    const again = await act(reportId, { action: 'dismiss' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.action).toEqual(['This report has already been handled.']);
  });

  it('suspends for a chosen period: sessions end, the score drops, the suspension lifts itself', async () => {
    const { buyer, reportId } = await reportedMessage();
    const noDays = await act(reportId, { action: 'suspend' });
    expect(noDays.statusCode).toBe(422);
    expect(noDays.json().errors.days).toEqual(['Please choose how many days to suspend for.']);

    const done = await act(reportId, { action: 'suspend', days: 7 });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.target_sanctions).toMatchObject([{ kind: 'suspension' }]);
    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', buyer.user.id)
      .executeTakeFirstOrThrow();
    expect(user.suspended_at).not.toBeNull();
    expect(Number(user.trust_score)).toBe(26.5);
    expect((await buyer.agent.get('/api/user')).statusCode).toBe(401);
    const [alarm] = await ctx.db
      .selectFrom('alarms')
      .selectAll()
      .where('user_id', '=', buyer.user.id)
      .execute();
    expect(alarm).toMatchObject({ kind: 'report', params: { outcome: 'suspend' } });

    await ctx.db
      .updateTable('users')
      .set({ suspended_until: new Date(Date.now() - 1000) })
      .where('id', '=', buyer.user.id)
      .execute();
    expect(await liftEndedSuspensions(ctx.db)).toBeGreaterThanOrEqual(1);
    const lifted = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', buyer.user.id)
      .executeTakeFirstOrThrow();
    expect(lifted.suspended_at).toBeNull();
  });

  it('hides a reported post; an action that does not fit the kind is refused', async () => {
    const seller = await member();
    const reporter = await member();
    const product = await createProduct(ctx.db, seller.user.id, { title: 'Forklift' });
    const id = (
      await reporter.agent.post('/api/reports', {
        reportable_type: 'product',
        reportable_id: product.id,
        reason: 'prohibited_item',
      })
    ).json().data.id;
    const before = await fingerprint(ctx.db);
    const wrong = await act(id, { action: 'delete_message' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.action).toEqual(['This action does not fit this report.']);
    expect(await fingerprint(ctx.db)).toEqual(before);

    expect((await act(id, { action: 'hide_post' })).statusCode).toBe(200);
    const row = await ctx.db
      .selectFrom('products')
      .select('is_hidden')
      .where('id', '=', product.id)
      .executeTakeFirstOrThrow();
    expect(row.is_hidden).toBe(true);
    const told = (await seller.agent.get('/api/alarms')).json().data[0];
    expect(told).toMatchObject({
      title: 'Your post “Forklift” was hidden after a report.',
      link: `/products/${product.id}`,
    });
  });

  it('dismisses: the reporter is told, the target is not', async () => {
    const seller = await member();
    const reporter = await member();
    const id = (
      await reporter.agent.post('/api/reports', {
        reportable_type: 'user',
        reportable_id: seller.user.id,
        reason: 'spam',
      })
    ).json().data.id;
    expect((await act(id, { action: 'dismiss' })).json().data.status).toBe('dismissed');
    expect((await alarmsOf(reporter.user.id)).map((a) => a.params)).toEqual([{ outcome: 'dismissed' }]);
    expect(await alarmsOf(seller.user.id)).toEqual([]);
    // A new report of the same member may be made once the first is closed.
    const again = await reporter.agent.post('/api/reports', {
      reportable_type: 'user',
      reportable_id: seller.user.id,
      reason: 'spam',
    });
    expect(again.statusCode).toBe(201);
  });
});

describe('chat safety', () => {
  it('flags a message that leads off the platform for both sides, and labels a warned member', async () => {
    const seller = await member();
    const buyer = await member();
    const product = await createProduct(ctx.db, seller.user.id);
    const room = await createChat(ctx.db, product.id, buyer.user.id);
    const sent = await buyer.agent.post(`/api/chats/${room.id}/messages`, { body: 'Pay me via toss.me/kim' });
    expect(sent.json().data.off_platform).toBe(true);
    for (const agent of [seller.agent, buyer.agent]) {
      const history = (await agent.get(`/api/chats/${room.id}/messages`)).json().data;
      expect(history.map((m: { off_platform: boolean }) => m.off_platform)).toEqual([false, true]);
    }
    expect((await seller.agent.get(`/api/chats/${room.id}`)).json().data).toMatchObject({
      other_sanctioned: false,
      other_trust_score: 36.5,
    });
    const id = (
      await seller.agent.post('/api/reports', {
        reportable_type: 'user',
        reportable_id: buyer.user.id,
        reason: 'off_platform',
      })
    ).json().data.id;
    await act(id, { action: 'warn' });
    expect((await seller.agent.get(`/api/chats/${room.id}`)).json().data).toMatchObject({
      other_sanctioned: true,
      other_trust_score: 33.5,
    });
  });
});

describe('POST /api/requestRemoves', () => {
  it('takes a visitor’s request into the desk as its own kind, and answers them by email', async () => {
    const visitor = new Agent(ctx.app, { 'accept-language': 'de' }, nextAddress());
    const body = {
      name: 'Park',
      email: 'park@example.com',
      url: 'https://steelyard.test/products/9',
      reason: 'My address is in the photo',
    };
    const before = await fingerprint(ctx.db);
    const bad = await visitor.post('/api/requestRemoves', { ...body, url: '', email: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'url']);
    expect(await fingerprint(ctx.db)).toEqual(before);

    const sent = await visitor.post('/api/requestRemoves', body);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().data.id;
    const queue = (await admin.agent.get('/api/admin/reports?kind=remove_request&per_page=100')).json().data;
    expect(queue.find((r: { id: number }) => r.id === id)).toMatchObject({
      kind: 'remove_request',
      reporter: null,
      text: 'My address is in the photo',
      snapshot: { name: 'Park', email: 'park@example.com', url: body.url },
    });
    expect((await act(id, { action: 'warn' })).statusCode).toBe(422);

    const mail = vi.spyOn(ctx.app.senders.mail, 'send');
    expect((await act(id, { action: 'resolve' })).statusCode).toBe(200);
    await ctx.app.notifier.idle();
    expect(mail).toHaveBeenCalledWith(
      expect.objectContaining({ to: 'park@example.com', subject: 'Ihr Löschantrag bei Steelyard' }),
    );
  });
});
