import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress, setNotificationPreferences } from '../../../test/factories.ts';
import { startPushStub } from '../../../test/push-stub.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import { alarmRetentionJob } from './alarm-retention.job.ts';
import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { notifyMember } from './alarms.service.ts';

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushStub>>;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  stub = await startPushStub();
  ctx = await buildTestApp({ PUSH_URL: stub.url, PUSH_KEY: 'test-key' });
  ctx.app.realtime.subscribe((d) => deliveries.push(d));
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

async function member(values: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.db, values);
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}
const alarmRows = (userId: number) =>
  ctx.db.selectFrom('alarms').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const chat = (userId: number, n: number) =>
  notifyMember(ctx.app.notifier, {
    userId,
    kind: 'chat',
    actorId: null,
    targetId: 100 + n,
    params: { nickname: 'Kim', preview: `message ${n}` },
  });
const setPreferences = (userId: number, prefs: Record<string, boolean>) =>
  setNotificationPreferences(ctx.db, userId, prefs);

describe('notifyMember', () => {
  it('stores the alarm, lists it newest first, counts it unread, emits it and pushes it after the commit', async () => {
    const { user, agent } = await member({ pushToken: 'ExponentPushToken[a]' });
    const before = stub.requests.length;
    const first = await chat(user.id, 1);
    const second = await notifyMember(ctx.app.notifier, {
      userId: user.id,
      kind: 'review',
      actorId: null,
      targetId: 42,
      params: { nickname: 'Lee', preview: 'Friendly and on time' },
    });
    // notifyMember answers in the member's own language (Korean here).
    expect(first).toMatchObject({
      kind: 'chat',
      title: 'Kim님의 새 메시지',
      body: 'message 1',
      link: '/chats/101',
    });
    expect(second).toMatchObject({ kind: 'review', link: '/reviews/42' });

    const list = await agent.get('/api/alarms');
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual([second!.id, first!.id]);
    expect(list.json().meta).toMatchObject({ current_page: 1, total: 2, per_page: 20 });
    expect(list.json().data[0]).toMatchObject({
      title: 'Lee left you a trade review.',
      body: 'Friendly and on time',
    });
    expect(list.json().data[1]).toMatchObject({ title: 'New message from Kim', read: false });
    // The reader's language: Korean for a Korean request.
    const korean = await agent.get('/api/alarms', { headers: { 'accept-language': 'ko' } });
    expect(korean.json().data[1].title).toBe('Kim님의 새 메시지');
    expect((await agent.get('/api/user')).json().data.unread_alarm_count).toBe(2);

    // The member's own language (ko) for the event and the push.
    const event = deliveries.find(
      (d) => d.event === 'alarm-created' && 'alarm_id' in d.payload && d.payload.alarm_id === first!.id,
    );
    expect(event).toMatchObject({
      userId: user.id,
      payload: { alarm: { id: first!.id, title: 'Kim님의 새 메시지' } },
    });
    const pushes = await stub.waitFor(before + 2);
    const sent = pushes.slice(before).flatMap((r) => r.body as Array<Record<string, unknown>>);
    expect(sent).toContainEqual({
      to: 'ExponentPushToken[a]',
      title: 'Kim님의 새 메시지',
      body: 'message 1',
      data: { alarm_id: first!.id, link: '/chats/101' },
      sound: 'default',
    });
    expect(pushes[before]!.headers.authorization).toBe('Bearer test-key');
  });

  it('keeps the newest 50 per member: the oldest go first', async () => {
    const { user, agent } = await member();
    for (let n = 1; n <= 53; n++) await chat(user.id, n);
    const rows = await alarmRows(user.id);
    expect(rows).toHaveLength(50);
    expect(rows[0]!.params).toMatchObject({ preview: 'message 4' });
    const last = await agent.get('/api/alarms?per_page=100');
    expect(last.json().data[0].body).toBe('message 53');
    expect(last.json().meta.total).toBe(50);
  });

  it('honours preferences: a kind switched off raises nothing; night quiet holds back the push only', async () => {
    const { user } = await member({ pushToken: 'ExponentPushToken[quiet]' });
    await setPreferences(user.id, { chat: false, night_quiet: true });
    expect(await chat(user.id, 1)).toBeNull();
    expect(await alarmRows(user.id)).toHaveLength(0);

    // 23:00 in Seoul: the alarm is stored and emitted, the push waits.
    const night = { ...ctx.app.notifier, now: () => new Date('2026-11-23T14:00:00Z') };
    const before = stub.requests.length;
    const alarm = await notifyMember(night, {
      userId: user.id,
      kind: 'inquiry',
      targetId: 9,
      params: { title: 'Shipping?' },
    });
    expect(alarm).toMatchObject({ kind: 'inquiry', link: '/qnas/9', body: 'Shipping?' });
    await ctx.app.notifier.idle();
    expect(stub.requests.slice(before).flatMap((r) => r.body as unknown[])).toEqual([]);
    // 10:00 in Seoul: pushed.
    const day = { ...ctx.app.notifier, now: () => new Date('2026-11-23T01:00:00Z') };
    await notifyMember(day, { userId: user.id, kind: 'inquiry', targetId: 10 });
    await stub.waitFor(before + 1);
    expect(await alarmRows(user.id)).toHaveLength(2);
  });

  it('a push failure never fails the action', async () => {
    const { user } = await member({ pushToken: 'ExponentPushToken[fail]' });
    stub.answer(503);
    try {
      const before = stub.requests.length;
      expect(await chat(user.id, 1)).not.toBeNull();
      await stub.waitFor(before + 1);
      await ctx.app.notifier.idle();
      expect(await alarmRows(user.id)).toHaveLength(1);
    } finally {
      stub.answer(200);
    }
  });

  it('raises nothing for a withdrawn member', async () => {
    const { user } = await member();
    await ctx.db.updateTable('users').set({ withdrawn_at: new Date() }).where('id', '=', user.id).execute();
    expect(await chat(user.id, 1)).toBeNull();
    expect(await alarmRows(user.id)).toHaveLength(0);
  });
});

describe('/api/alarms', () => {
  it('pages by cursor newest first', async () => {
    const { user, agent } = await member();
    for (let n = 1; n <= 5; n++) await chat(user.id, n);
    const first = (await agent.get('/api/alarms?per_page=2&cursor=')).json();
    expect(first.data.map((a: { body: string }) => a.body)).toEqual(['message 5', 'message 4']);
    expect(first.meta).toEqual({ per_page: 2, next_cursor: expect.any(String) });
    const second = (await agent.get(`/api/alarms?per_page=2&cursor=${first.meta.next_cursor}`)).json();
    expect(second.data.map((a: { body: string }) => a.body)).toEqual(['message 3', 'message 2']);
    const bad = await agent.get('/api/alarms?cursor=nonsense');
    expect(bad.statusCode).toBe(422);
  });

  it('reads one, reads all and deletes; only one’s own (others’ → 404, nothing changed)', async () => {
    const { user, agent } = await member();
    const { agent: stranger } = await member();
    const a = (await chat(user.id, 1))!;
    const b = (await chat(user.id, 2))!;
    const c = (await chat(user.id, 3))!;

    expect((await stranger.post(`/api/alarms/${a.id}/read`)).statusCode).toBe(404);
    expect((await stranger.delete(`/api/alarms/${a.id}`)).statusCode).toBe(404);
    expect((await stranger.post('/api/alarms/readAll')).json().data).toEqual({ updated: 0 });
    expect((await alarmRows(user.id)).every((r) => r.read_at === null)).toBe(true);

    const read = await agent.post(`/api/alarms/${a.id}/read`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: a.id, read: true });
    expect((await agent.post(`/api/alarms/${a.id}/read`)).statusCode).toBe(200); // idempotent
    expect((await agent.get('/api/user')).json().data.unread_alarm_count).toBe(2);

    expect((await agent.post('/api/alarms/readAll')).json().data).toEqual({ updated: 2 });
    expect((await agent.get('/api/user')).json().data.unread_alarm_count).toBe(0);
    expect((await agent.get('/api/alarms')).json().data.every((x: { read: boolean }) => x.read)).toBe(true);

    expect((await agent.delete(`/api/alarms/${b.id}`)).statusCode).toBe(200);
    expect((await alarmRows(user.id)).map((r) => r.id)).toEqual([a.id, c.id]);
    expect((await agent.delete(`/api/alarms/${b.id}`)).statusCode).toBe(404);
    expect((await agent.post('/api/alarms/abc/read')).statusCode).toBe(404);
    expect((await agent.post(`/api/alarms/${c.id}/read`, undefined, { csrf: false })).statusCode).toBe(419);
  });

  it('needs a signed-in member', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/alarms' })).statusCode).toBe(401);
  });
});

describe('alarm retention job', () => {
  it('deletes alarms older than 90 days under its advisory lock', async () => {
    const { user } = await member();
    const old = (await chat(user.id, 1))!;
    const recent = (await chat(user.id, 2))!;
    const age = (id: number, days: number) =>
      sql`update alarms set created_at = now() - make_interval(days => ${days}) where id = ${id}`.execute(
        ctx.db,
      );
    await age(old.id, 91);
    await age(recent.id, 89);
    expect(await runExclusive(ctx.db, alarmRetentionJob)).toBe(true);
    expect((await alarmRows(user.id)).map((r) => r.id)).toEqual([recent.id]);
  });
});
