import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, nextAddress } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const markSample = (id: number) =>
  ctx.db.updateTable('users').set({ is_sample: true }).where('id', '=', id).execute();

describe('sample login', () => {
  it('lists live sample accounts and signs in with one tap', async () => {
    const sample = await createUser(ctx.db);
    const suspended = await createUser(ctx.db, { suspended: true });
    const ordinary = await createUser(ctx.db);
    await markSample(sample.id);
    await markSample(suspended.id);
    const agent = new Agent(ctx.app);
    const list = await agent.get('/api/samples');
    expect(list.statusCode).toBe(200);
    const ids = list.json().data.map((s: { id: number }) => s.id);
    expect(ids).toContain(sample.id);
    expect(ids).not.toContain(suspended.id);
    expect(ids).not.toContain(ordinary.id);
    expect(list.json().data.find((s: { id: number }) => s.id === sample.id)).toEqual({
      id: sample.id,
      nickname: sample.nickname,
      profile_image_url: null,
      city: '서울특별시',
      county: '강남구',
    });

    const response = await agent.post('/api/loginSample', { user_id: sample.id });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(sample.id);
    expect((await agent.get('/api/user')).json().data.id).toBe(sample.id);
  });

  it('refuses an account that is not a sample (404) or is suspended (403), signing nobody in', async () => {
    const ordinary = await createUser(ctx.db);
    const suspended = await createUser(ctx.db, { suspended: true });
    await markSample(suspended.id);
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    expect((await agent.post('/api/loginSample', { user_id: ordinary.id })).statusCode).toBe(404);
    const refused = await agent.post('/api/loginSample', { user_id: suspended.id });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account has been suspended.');
    expect((await agent.post('/api/loginSample', { user_id: 'abc' })).statusCode).toBe(422);
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it('answers 404 when SAMPLE_LOGIN is off (the default in production)', async () => {
    const off = await buildTestApp({ SAMPLE_LOGIN: 'off' });
    try {
      const sample = await createUser(off.db);
      await off.db.updateTable('users').set({ is_sample: true }).where('id', '=', sample.id).execute();
      const agent = new Agent(off.app);
      expect((await agent.get('/api/samples')).statusCode).toBe(404);
      expect((await agent.post('/api/loginSample', { user_id: sample.id })).statusCode).toBe(404);
      expect((await agent.get('/api/user')).statusCode).toBe(401);
      expect((await agent.get('/api/auth/providers')).json().data.sample_login).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe('admin: sample accounts (/admin/examples)', () => {
  it('lists, marks and unmarks, audited; members cannot', async () => {
    const admin = await createUser(ctx.db, { isAdmin: true });
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(admin.email, 'password', nextAddress());

    const marked = await agent.post('/api/admin/examples', { user_id: member.id });
    expect(marked.statusCode).toBe(201);
    expect(marked.json().data).toMatchObject({ id: member.id, is_sample: true });
    const list = await agent.get('/api/admin/users?sample=1&per_page=100');
    expect(list.json().data.map((u: { id: number }) => u.id)).toContain(member.id);
    expect(list.json().data.every((u: { is_sample: boolean }) => u.is_sample)).toBe(true);

    const unmarked = await agent.delete(`/api/admin/examples/${member.id}`);
    expect(unmarked.json().data.is_sample).toBe(false);
    const audits = await ctx.db
      .selectFrom('admin_audits')
      .select(['action', 'admin_id'])
      .where('subject_type', '=', 'user')
      .where('subject_id', '=', member.id)
      .orderBy('id')
      .execute();
    expect(audits).toEqual([
      { action: 'user.sample_mark', admin_id: admin.id },
      { action: 'user.sample_unmark', admin_id: admin.id },
    ]);
    expect((await agent.post('/api/admin/examples', { user_id: 99999999 })).statusCode).toBe(404);

    const memberAgent = new Agent(ctx.app);
    await memberAgent.login(member.email, 'password', nextAddress());
    expect((await memberAgent.post('/api/admin/examples', { user_id: member.id })).statusCode).toBe(403);
    expect(
      (
        await ctx.db
          .selectFrom('users')
          .select('is_sample')
          .where('id', '=', member.id)
          .executeTakeFirstOrThrow()
      ).is_sample,
    ).toBe(false);
  });
});
