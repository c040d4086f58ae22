import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

async function adminAgent() {
  const admin = await createUser(ctx.db, { isAdmin: true });
  const agent = new Agent(ctx.app, { 'accept-language': 'en' });
  await agent.login(admin.email, 'password', nextAddress());
  return { admin, agent };
}
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const audits = (id: number) =>
  ctx.db
    .selectFrom('admin_audits')
    .selectAll()
    .where('subject_type', '=', 'user')
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();

describe('admin: one member', () => {
  it('shows a member with linked providers, sessions and audits', async () => {
    const { agent } = await adminAgent();
    const member = await createUser(ctx.db);
    await ctx.db
      .insertInto('social_accounts')
      .values({ user_id: member.id, provider: 'google', subject: `s${member.id}`, email: member.email })
      .execute();
    await new Agent(ctx.app).login(member.email, 'password', nextAddress());
    const response = await agent.get(`/api/admin/users/${member.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: member.id,
      email: member.email,
      is_sample: false,
      social_providers: ['google'],
      session_count: 1,
      product_count: 0,
      audits: [],
    });
    expect((await agent.get('/api/admin/users/999999')).statusCode).toBe(404);
  });

  it('is for admins only: 401 signed out, 403 for a member, nothing changed', async () => {
    const member = await createUser(ctx.db);
    const target = await createUser(ctx.db);
    expect((await new Agent(ctx.app).get(`/api/admin/users/${target.id}`)).statusCode).toBe(401);
    const agent = new Agent(ctx.app);
    await agent.login(member.email, 'password', nextAddress());
    expect((await agent.get(`/api/admin/users/${target.id}`)).statusCode).toBe(403);
    expect((await agent.patch(`/api/admin/users/${target.id}`, { nickname: 'hijack' })).statusCode).toBe(403);
    expect((await agent.patch(`/api/admin/users/${target.id}/suspension`, { suspended: 1 })).statusCode).toBe(
      403,
    );
    expect((await agent.patch(`/api/admin/users/${member.id}/admin`, { admin: 1 })).statusCode).toBe(403);
    expect(await userRow(target.id)).toMatchObject({ nickname: target.nickname, suspended_at: null });
    expect((await userRow(member.id)).is_admin).toBe(false);
  });
});

describe('admin: edit a member', () => {
  it('changes the fields sent and audits before and after', async () => {
    const { admin, agent } = await adminAgent();
    const member = await createUser(ctx.db);
    const response = await agent.patch(`/api/admin/users/${member.id}`, {
      nickname: `renamed${member.id}`,
      contact: '010-1234-5678',
      name: '홍길동',
      city: '부산광역시',
      county: '해운대구',
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(member.id)).toMatchObject({
      nickname: `renamed${member.id}`,
      contact: '01012345678',
      name: '홍길동',
      city: '부산광역시',
      county: '해운대구',
      email: member.email,
    });
    const [audit] = await audits(member.id);
    expect(audit).toMatchObject({ admin_id: admin.id, action: 'user.update' });
    expect(audit!.changes).toEqual({
      before: { nickname: member.nickname, contact: null, name: null, city: '서울특별시', county: '강남구' },
      after: {
        nickname: `renamed${member.id}`,
        contact: '01012345678',
        name: '홍길동',
        city: '부산광역시',
        county: '해운대구',
      },
    });
    expect(response.json().data.audits[0]).toMatchObject({
      action: 'user.update',
      admin_nickname: admin.nickname,
    });
  });

  it('refuses bad input with 422 on the field and changes nothing', async () => {
    const { agent } = await adminAgent();
    const member = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ email: 'not-an-email' }, { email: ['Please enter a valid email address.'] }],
      [{ nickname: '' }, { nickname: ['Please enter a nickname.'] }],
      [{ email: other.email }, { email: ['This email is already registered.'] }],
      [{ nickname: other.nickname.toUpperCase() }, { nickname: ['This nickname is already in use.'] }],
      [{ city: '부산광역시', county: '강남구' }, { county: ['Please select your activity area.'] }],
      [{ city: '부산광역시' }, { county: ['Please select your activity area.'] }],
      [{ contact: '12' }, { contact: ['Please enter a valid phone number.'] }],
      [{}, { _: ['This field is required.'] }],
    ];
    for (const [body, errors] of cases) {
      const response = await agent.patch(`/api/admin/users/${member.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json().errors).toEqual(errors);
    }
    expect(await userRow(member.id)).toMatchObject({
      email: member.email,
      nickname: member.nickname,
      city: '서울특별시',
    });
    expect(await audits(member.id)).toEqual([]);
  });
});

describe('admin: admin flag', () => {
  it('grants and removes the flag, audited; the member sees the back office at once', async () => {
    const { agent } = await adminAgent();
    const member = await createUser(ctx.db);
    const memberAgent = new Agent(ctx.app);
    await memberAgent.login(member.email, 'password', nextAddress());
    expect((await memberAgent.get('/api/admin/users')).statusCode).toBe(403);

    expect((await agent.patch(`/api/admin/users/${member.id}/admin`, { admin: 1 })).json().data.admin).toBe(
      1,
    );
    expect((await memberAgent.get('/api/admin/users')).statusCode).toBe(200);
    expect((await agent.patch(`/api/admin/users/${member.id}/admin`, { admin: 0 })).json().data.admin).toBe(
      0,
    );
    expect((await memberAgent.get('/api/admin/users')).statusCode).toBe(403);
    expect((await audits(member.id)).map((a) => a.action)).toEqual(['user.grant_admin', 'user.revoke_admin']);
  });

  it('an admin cannot remove their own flag', async () => {
    const { admin, agent } = await adminAgent();
    const response = await agent.patch(`/api/admin/users/${admin.id}/admin`, { admin: 0 });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You cannot remove your own administrator rights.');
    expect((await userRow(admin.id)).is_admin).toBe(true);
    expect(await audits(admin.id)).toEqual([]);
  });
});

describe('admin: suspend and restore', () => {
  it("ends the member's sessions at once and refuses sign-in until restored", async () => {
    const { agent } = await adminAgent();
    const member = await createUser(ctx.db);
    const memberAgent = new Agent(ctx.app, { 'accept-language': 'en' });
    await memberAgent.login(member.email, 'password', nextAddress());
    expect((await memberAgent.get('/api/user')).statusCode).toBe(200);

    const response = await agent.patch(`/api/admin/users/${member.id}/suspension`, { suspended: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.suspended_at).not.toBeNull();
    expect(response.json().data.session_count).toBe(0);
    expect((await memberAgent.get('/api/user')).statusCode).toBe(401);
    const count = await ctx.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);

    // The browser's session is gone: it fetches a fresh CSRF cookie, then tries again.
    const refused = await new Agent(ctx.app, { 'accept-language': 'en' }).post(
      '/api/login',
      { email: member.email, password: 'password' },
      { remoteAddress: nextAddress() },
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been suspended.');

    await agent.patch(`/api/admin/users/${member.id}/suspension`, { suspended: 0 });
    expect((await userRow(member.id)).suspended_at).toBeNull();
    await new Agent(ctx.app).login(member.email, 'password', nextAddress());
    expect((await audits(member.id)).map((a) => a.action)).toEqual(['user.suspend', 'user.restore']);
  });

  it('an admin cannot suspend themselves; a withdrawn member cannot be changed', async () => {
    const { admin, agent } = await adminAgent();
    const self = await agent.patch(`/api/admin/users/${admin.id}/suspension`, { suspended: 1 });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('You cannot suspend your own account.');
    expect((await userRow(admin.id)).suspended_at).toBeNull();

    const gone = await createUser(ctx.db);
    await ctx.db.updateTable('users').set({ withdrawn_at: new Date() }).where('id', '=', gone.id).execute();
    const response = await agent.patch(`/api/admin/users/${gone.id}/suspension`, { suspended: 1 });
    expect(response.statusCode).toBe(403);
    expect((await userRow(gone.id)).suspended_at).toBeNull();
    expect(
      (await agent.patch(`/api/admin/users/${gone.id}/suspension`, { suspended: 'maybe' })).statusCode,
    ).toBe(422);
  });
});

describe('admin: create a member', () => {
  it('creates a member who can sign in, audited', async () => {
    const { admin, agent } = await adminAgent();
    const email = `created${Date.now()}@example.test`;
    const response = await agent.post('/api/admin/users', {
      email,
      password: 'a-long-password',
      nickname: `created${Date.now()}`,
      city: '서울특별시',
      county: '중구',
      contact: '01099998888',
    });
    expect(response.statusCode).toBe(201);
    const id = response.json().data.id;
    expect(await userRow(id)).toMatchObject({
      email,
      country: 'KR',
      city: '서울특별시',
      county: '중구',
      is_admin: false,
    });
    expect(await audits(id)).toMatchObject([{ admin_id: admin.id, action: 'user.create' }]);
    await new Agent(ctx.app).login(email, 'a-long-password', nextAddress());
  });

  it('refuses bad input with 422 and creates nothing', async () => {
    const { agent } = await adminAgent();
    const other = await createUser(ctx.db);
    const before = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await agent.post('/api/admin/users', {
      email: other.email,
      password: 'short',
      nickname: '',
      city: '',
      county: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      password: ['Please enter at least 8 characters.'],
      nickname: ['Please enter a nickname.'],
      city: ['Please select your activity area.'],
      county: ['Please select your activity area.'],
    });
    const taken = await agent.post('/api/admin/users', {
      email: other.email,
      password: 'long-enough',
      nickname: other.nickname,
      city: '서울특별시',
      county: '중구',
    });
    expect(taken.json().errors).toEqual({
      email: ['This email is already registered.'],
      nickname: ['This nickname is already in use.'],
    });
    const after = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
