import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@steelyard/contracts';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, productCategoryId, signedInMember } from '../../../test/factories.ts';

/** Issue 29: liking a member follows them; their new posts alert the follower, with a switch. */

let ctx: TestContext;
let machinery: number;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.realtime.subscribe((delivery) => deliveries.push(delivery));
  });
  machinery = await productCategoryId(ctx.db, 'machinery');
});
afterAll(() => ctx.close());

const member = (language?: 'ko') => signedInMember(ctx.app, ctx.db, {}, language);
type Member = Awaited<ReturnType<typeof member>>;

const follow = (who: Member, seller: Member) =>
  who.agent.post('/api/likes', { likeable_type: 'user', likeable_id: seller.user.id });
const setAlerts = (who: Member, memberId: number, alerts: unknown) =>
  who.agent.patch(`/api/likes/users/${memberId}`, { alerts });

/** A new post by the seller, through the form. */
async function post(seller: Member, title = 'Doosan PUMA 240 lathe') {
  const response = await seller.agent.post('/api/products', {
    type: 'sale',
    category_id: machinery,
    title,
    price: 9_000_000,
    description: 'Runs well, tooling included.',
    place_name: 'Changwon industrial complex',
    lat: 35.22,
    lon: 128.68,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id as number;
}

const postAlarms = async (who: Member) =>
  ((await who.agent.get('/api/alarms')).json().data as { kind: string }[]).filter(
    (alarm) => alarm.kind === 'followed_post',
  );

const storedAlerts = async (who: Member, memberId: number) =>
  (
    await ctx.db
      .selectFrom('likes')
      .select('alerts')
      .where('user_id', '=', who.user.id)
      .where('likeable_type', '=', 'user')
      .where('likeable_id', '=', memberId)
      .executeTakeFirst()
  )?.alerts;

describe('following a seller', () => {
  it('starts with a like of the member: their new post alerts the follower once, live', async () => {
    const [seller, follower, other] = await Promise.all([member(), member(), member()]);
    expect((await follow(follower, seller)).statusCode).toBe(200);
    deliveries.length = 0;

    const id = await post(seller);
    expect(await postAlarms(follower)).toEqual([
      expect.objectContaining({
        kind: 'followed_post',
        title: `${seller.user.nickname} posted something new`,
        body: 'Doosan PUMA 240 lathe',
        link: `/products/${id}`,
        read: false,
      }),
    ]);
    expect(deliveries.filter((d) => d.event === 'alarm-created').map((d) => d.userId)).toEqual([
      follower.user.id,
    ]);
    expect(await postAlarms(other)).toEqual([]);
    expect(await postAlarms(seller)).toEqual([]);

    // Editing the post is not a new post.
    const edited = await seller.agent.patch(`/api/products/${id}`, {
      type: 'sale',
      category_id: machinery,
      title: 'Doosan PUMA 240 lathe, tooling',
      price: 9_000_000,
      description: 'Runs well, tooling included.',
      place_name: 'Changwon industrial complex',
      lat: 35.22,
      lon: 128.68,
    });
    expect(edited.statusCode).toBe(200);
    expect(await postAlarms(follower)).toHaveLength(1);
  });

  it('shows in /likes and on the profile, and the switch turns the alerts off and on', async () => {
    const [seller, follower] = await Promise.all([member(), member()]);
    await follow(follower, seller);
    const listed = await follower.agent.get('/api/likes?type=user');
    expect(listed.json().data).toEqual([expect.objectContaining({ id: seller.user.id, alerts: true })]);
    expect((await follower.agent.get(`/api/users/${seller.user.id}`)).json().data).toMatchObject({
      liked: true,
      follow_alerts: true,
    });

    const off = await setAlerts(follower, seller.user.id, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ user_id: seller.user.id, alerts: false });
    expect(await storedAlerts(follower, seller.user.id)).toBe(false);
    expect((await follower.agent.get(`/api/users/${seller.user.id}`)).json().data.follow_alerts).toBe(false);
    await post(seller);
    expect(await postAlarms(follower)).toEqual([]);

    expect((await setAlerts(follower, seller.user.id, 1)).json().data.alerts).toBe(true);
    await post(seller, 'Hyundai forklift 2.5 t');
    expect(await postAlarms(follower)).toHaveLength(1);
  });

  it('refuses the switch with nothing changed: bad input, no like, oneself, a gone or blocking member', async () => {
    const [seller, follower, stranger, blocker] = await Promise.all([member(), member(), member(), member()]);
    await follow(follower, seller);

    const bad = await setAlerts(follower, seller.user.id, 'sometimes');
    expect(bad.statusCode).toBe(422);
    expect(await storedAlerts(follower, seller.user.id)).toBe(true);

    const notLiked = await setAlerts(stranger, seller.user.id, false);
    expect(notLiked.statusCode).toBe(409);
    expect(notLiked.json().message).toBe('Add the member to your favourites first to get their new posts.');
    expect(await storedAlerts(stranger, seller.user.id)).toBeUndefined();

    expect((await setAlerts(seller, seller.user.id, true)).statusCode).toBe(403);
    expect((await setAlerts(follower, 999_999, true)).statusCode).toBe(404);
    expect((await follower.agent.patch(`/api/likes/users/${seller.user.id}`, {})).statusCode).toBe(422);

    await follow(follower, blocker);
    await block(ctx.db, blocker.user.id, follower.user.id);
    expect((await setAlerts(follower, blocker.user.id, false)).statusCode).toBe(404);
    expect(await storedAlerts(follower, blocker.user.id)).toBe(true);

    const visitor = await new Agent(ctx.app).patch(`/api/likes/users/${seller.user.id}`, { alerts: false });
    expect(visitor.statusCode).toBe(401);
  });

  it('skip a follower who switched new-post alarms off, or one blocked either way', async () => {
    const [seller, quiet, blocked, blocker, listening] = await Promise.all([
      member(),
      member(),
      member(),
      member(),
      member(),
    ]);
    for (const who of [quiet, blocked, blocker, listening]) await follow(who, seller);
    const switched = await quiet.agent.patch('/api/users/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      followed_post: false,
    });
    expect(switched.json().data.followed_post).toBe(false);
    await block(ctx.db, seller.user.id, blocked.user.id);
    await block(ctx.db, blocker.user.id, seller.user.id);

    await post(seller);
    expect(await postAlarms(quiet)).toEqual([]);
    expect(await postAlarms(blocked)).toEqual([]);
    expect(await postAlarms(blocker)).toEqual([]);
    expect(await postAlarms(listening)).toHaveLength(1);
  });

  it('speaks the reader’s language', async () => {
    const [seller, follower] = await Promise.all([member(), member('ko')]);
    await follow(follower, seller);
    await post(seller, '지게차 2.5톤');
    expect(await postAlarms(follower)).toEqual([
      expect.objectContaining({
        title: `${seller.user.nickname}님이 새 글을 올렸어요`,
        body: '지게차 2.5톤',
      }),
    ]);
  });
});
