import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress, setNotificationPreferences } from '../../../test/factories.ts';
import { startPushStub } from '../../../test/push-stub.ts';

let ctx: TestContext;
let stub: Awaited<ReturnType<typeof startPushStub>>;
let admin: Agent;
beforeAll(async () => {
  stub = await startPushStub();
  ctx = await buildTestApp({ PUSH_URL: stub.url });
  const user = await createUser(ctx.db, { isAdmin: true });
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(async () => {
  await ctx.close();
  await stub.close();
});

const announcementAlarms = (announcementId: number) =>
  ctx.db.selectFrom('alarms').select('user_id').where('announcement_id', '=', announcementId).execute();

describe('/api/admin/alarms', () => {
  it('sends an announcement to a country’s members in one insert, audited, pushing in the background', async () => {
    const jp = await createUser(ctx.db, { pushToken: 'ExponentPushToken[jp]' });
    await ctx.db.updateTable('users').set({ country: 'JP' }).where('id', '=', jp.id).execute();
    await setNotificationPreferences(ctx.db, jp.id, { marketing: true });
    const jpNoMarketing = await createUser(ctx.db, { pushToken: 'ExponentPushToken[jp2]' });
    await ctx.db.updateTable('users').set({ country: 'JP' }).where('id', '=', jpNoMarketing.id).execute();
    const kr = await createUser(ctx.db);

    const before = stub.requests.length;
    const sent = await admin.post('/api/admin/alarms', {
      title: 'Maintenance',
      body: 'The service pauses at 02:00.',
      audience: 'country',
      audience_value: 'JP',
    });
    expect(sent.statusCode).toBe(201);
    const { id, recipient_count } = sent.json().data;
    expect(recipient_count).toBe(2);
    const recipients = (await announcementAlarms(id)).map((r) => r.user_id).sort((a, b) => a - b);
    expect(recipients).toEqual([jp.id, jpNoMarketing.id]);
    expect(recipients).not.toContain(kr.id);

    // Pushed only to the member who accepts marketing notifications.
    await ctx.app.notifier.idle();
    const pushed = stub.requests.slice(before).flatMap((r) => r.body as Array<{ to: string; title: string }>);
    expect(pushed).toEqual([expect.objectContaining({ to: 'ExponentPushToken[jp]', title: 'Maintenance' })]);

    const audit = await ctx.db
      .selectFrom('admin_audits')
      .selectAll()
      .where('subject_type', '=', 'alarm_announcement')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit.action).toBe('alarm.announce');

    const member = new Agent(ctx.app, { 'accept-language': 'en' });
    await member.login(jp.email, 'password', nextAddress());
    const list = (await member.get('/api/alarms')).json().data;
    expect(list[0]).toMatchObject({
      kind: 'announcement',
      title: 'Maintenance',
      body: 'The service pauses at 02:00.',
      link: null,
    });

    const past = (await admin.get('/api/admin/alarms')).json();
    expect(past.data[0]).toMatchObject({
      id,
      title: 'Maintenance',
      audience: 'country',
      audience_value: 'JP',
      recipient_count: 2,
    });
  });

  it('reaches everyone or a language, and keeps each member’s newest 50', async () => {
    const de = await createUser(ctx.db, { language: 'de' });
    await ctx.db
      .insertInto('alarms')
      .values(Array.from({ length: 50 }, () => ({ user_id: de.id, kind: 'inquiry', params: '{}' })))
      .execute();
    const byLanguage = await admin.post('/api/admin/alarms', {
      title: 'Hallo',
      body: 'Neu',
      audience: 'language',
      audience_value: 'de',
    });
    expect(byLanguage.json().data.recipient_count).toBeGreaterThanOrEqual(1);
    const rows = await ctx.db.selectFrom('alarms').select('kind').where('user_id', '=', de.id).execute();
    expect(rows).toHaveLength(50);
    expect(rows.filter((r) => r.kind === 'announcement')).toHaveLength(1);

    const everyone = await admin.post('/api/admin/alarms', {
      title: 'All',
      body: 'Everyone',
      audience: 'all',
    });
    const live = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('withdrawn_at', 'is', null)
      .where('suspended_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(everyone.json().data.recipient_count).toBe(Number(live.n));
  });

  it('refuses bad input (422) and non-admins (403), sending nothing', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('alarm_announcements')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const bad = [
      { title: '', body: 'x', audience: 'all' },
      { title: 'x', body: '', audience: 'all' },
      { title: 'x', body: 'x', audience: 'country', audience_value: 'XX' },
      { title: 'x', body: 'x', audience: 'language', audience_value: 'fr' },
      { title: 'x', body: 'x', audience: 'city' },
    ];
    for (const body of bad) expect((await admin.post('/api/admin/alarms', body)).statusCode).toBe(422);
    const empty = await admin.post('/api/admin/alarms', { title: 'x', body: '', audience: 'all' });
    expect(empty.json().errors.body).toEqual(['Please enter the content.']);

    const user = await createUser(ctx.db);
    const member = new Agent(ctx.app);
    await member.login(user.email, 'password', nextAddress());
    expect(
      (await member.post('/api/admin/alarms', { title: 'x', body: 'x', audience: 'all' })).statusCode,
    ).toBe(403);
    expect((await member.get('/api/admin/alarms')).statusCode).toBe(403);
    expect(await count()).toBe(before);
  });
});
