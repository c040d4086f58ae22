import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createUser, jpegBytes, nextAddress, signedInMember } from '../../../test/factories.ts';
import { DRAWING_BYTES } from '../../../test/service-fixtures.ts';

let ctx: TestContext;
let desk: Agent;
let adminId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const admin = await createUser(ctx.db, { isAdmin: true });
  adminId = admin.id;
  desk = new Agent(ctx.app, { 'accept-language': 'en' });
  await desk.login(admin.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const member = (language = 'en') => signedInMember(ctx.app, ctx.db, {}, language);
const pdf = (name = 'registration.pdf') => new File([new Uint8Array(DRAWING_BYTES.pdf)], name);
/** Samsung Electronics' published registration, as a member would type it. */
const samsung = {
  country: 'KR',
  legal_name: '삼성전자(주)',
  registration_number: '124-81-00998',
  representative: '전영현',
  address: '경기도 수원시 영통구 삼성로 129',
};
const register = (agent: Agent, fields: Record<string, unknown> = {}, proof: File | null = pdf()) =>
  agent.post(
    '/api/businesses/mine',
    { ...samsung, ...fields, ...(proof ? { proof } : {}) },
    { multipart: true },
  );
const businessOf = (userId: number) =>
  ctx.db.selectFrom('businesses').selectAll().where('user_id', '=', userId).executeTakeFirst();
const badgeOf = async (userId: number) =>
  (
    await ctx.db
      .selectFrom('users')
      .select('business_verified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).business_verified;

describe('a member registers their business', () => {
  it('stores the checked number and a private proof, waiting for the back office', async () => {
    const { user, agent } = await member();
    expect((await agent.get('/api/businesses/mine')).json()).toEqual({ data: null });

    const saved = await register(agent);
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data;
    expect(data).toMatchObject({
      country: 'KR',
      legal_name: '삼성전자(주)',
      registration_number: '1248100998',
      status: 'pending',
      refusal_reason: null,
      reviewed_at: null,
      proof: {
        name: 'registration.pdf',
        format: 'pdf',
        size: DRAWING_BYTES.pdf.length,
        url: `/api/businesses/${data.id}/proof`,
      },
    });
    const row = await businessOf(user.id);
    expect(row?.proof_key).toMatch(/^private\/business-proofs\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f]{24}\.pdf$/);
    expect((await ctx.app.inject({ url: `/uploads/${row!.proof_key}` })).statusCode).toBe(404);
    expect(await badgeOf(user.id)).toBe(false);
    expect((await agent.get('/api/businesses/mine')).json().data).toEqual(data);
  });

  it("refuses a number that fails its country's check, with the field's message, and stores nothing", async () => {
    const { user, agent } = await member();
    const changed = await register(agent, { registration_number: '124-81-00999' });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({
      registration_number: ['This number does not exist: please check each digit.'],
    });
    const short = await register(agent, { registration_number: '124-81-0099' });
    expect(short.json().errors).toEqual({
      registration_number: ['Enter the 10-digit business registration number (123-45-67890).'],
    });
    const german = await register(agent, { country: 'DE', registration_number: 'DE129274203' });
    expect(german.json().errors).toEqual({
      registration_number: ['This number does not exist: please check each digit.'],
    });
    const { agent: korean } = await member('ko');
    const inKorean = await register(korean, { registration_number: '124-81-00999' });
    expect(inKorean.json().errors).toEqual({
      registration_number: ['존재하지 않는 번호입니다. 한 자리씩 다시 확인해 주세요.'],
    });
    expect(await businessOf(user.id)).toBeUndefined();
  });

  it('takes published numbers of Japan (corporate and invoice) and Germany', async () => {
    const { agent } = await member();
    const japan = await register(agent, {
      country: 'JP',
      registration_number: 'T1180301018771',
      legal_name: 'トヨタ自動車株式会社',
    });
    expect(japan.json().data).toMatchObject({ country: 'JP', registration_number: 'T1180301018771' });
    const germany = await register(
      agent,
      { country: 'de', registration_number: 'DE 129 274 202', legal_name: 'Siemens AG' },
      null,
    );
    expect(germany.json().data).toMatchObject({ country: 'DE', registration_number: 'DE129274202' });
  });

  it('needs a proof the first time, and a PDF or photo by its content', async () => {
    const { user, agent } = await member();
    const none = await register(agent, {}, null);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ proof: ['Please attach a proof of registration.'] });
    const text = await register(agent, {}, new File(['just text'], 'registration.pdf'));
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({
      proof: ['Attach the proof as a PDF or a photo (JPEG, PNG, WebP).'],
    });
    const missing = await register(agent, { legal_name: ' ', representative: '' });
    expect(Object.keys(missing.json().errors)).toEqual(['legal_name', 'representative']);
    expect(await businessOf(user.id)).toBeUndefined();
    const photo = await register(agent, {}, new File([new Uint8Array(await jpegBytes())], 'scan.jpg'));
    expect(photo.json().data.proof).toMatchObject({ format: 'jpeg', name: 'scan.jpg' });
  });

  it('is refused to a visitor', async () => {
    const visitor = new Agent(ctx.app);
    expect((await visitor.get('/api/businesses/mine')).statusCode).toBe(401);
    expect((await register(visitor)).statusCode).toBe(401);
  });
});

describe('the proof document', () => {
  it('is read by its owner and admins; another member and a visitor get 404', async () => {
    const { agent } = await member();
    const url = (await register(agent)).json().data.proof.url as string;
    const own = await agent.get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
    });
    expect(own.headers['content-disposition']).toMatch(/^attachment;/u);
    expect(own.rawPayload.equals(DRAWING_BYTES.pdf)).toBe(true);
    expect((await desk.get(url)).statusCode).toBe(200);
    const { agent: other } = await member();
    expect((await other.get(url)).statusCode).toBe(404);
    const visitor = await new Agent(ctx.app).get(url);
    expect(visitor.statusCode, visitor.body).toBe(404);
    expect((await agent.get('/api/businesses/2147483647/proof')).statusCode).toBe(404);
  });

  it('is replaced by a new one, and the old file is gone', async () => {
    const { user, agent } = await member();
    await register(agent);
    const before = (await businessOf(user.id))!.proof_key;
    await register(agent, {}, new File([new Uint8Array(await jpegBytes())], 'new.jpg'));
    const after = (await businessOf(user.id))!.proof_key;
    expect(after).not.toBe(before);
    expect(await ctx.storage.read(before)).toBeNull();
    expect(await ctx.storage.read(after)).not.toBeNull();
  });
});

describe('the verification queue', () => {
  const pendingIds = async () =>
    (await desk.get('/api/admin/businesses?per_page=100')).json().data.map((b: { id: number }) => b.id);

  it('lists pending businesses oldest first; the admin verifies one, audited, the badge appears and the member is told', async () => {
    const { user, agent } = await member();
    const id = (await register(agent)).json().data.id as number;
    expect(await pendingIds()).toContain(id);
    const opened = await desk.get(`/api/admin/businesses/${id}`);
    expect(opened.json().data).toMatchObject({
      id,
      status: 'pending',
      user: { id: user.id },
      reviewed_by: null,
    });

    const verified = await desk.post(`/api/admin/businesses/${id}/verify`);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data).toMatchObject({ status: 'verified', reviewed_by: expect.any(String) });
    expect(await badgeOf(user.id)).toBe(true);
    expect((await ctx.app.inject({ url: `/api/users/${user.id}` })).json().data.business_verified).toBe(true);
    expect(await pendingIds()).not.toContain(id);
    const audit = await ctx.db
      .selectFrom('admin_audits')
      .selectAll()
      .where('subject_type', '=', 'business')
      .where('subject_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ admin_id: adminId, action: 'business.verify' });
    const alarms = (await agent.get('/api/alarms')).json().data;
    expect(alarms[0]).toMatchObject({
      kind: 'business',
      title: 'Your business "삼성전자(주)" has been verified.',
      link: '/mypage/business',
    });

    const again = await desk.post(`/api/admin/businesses/${id}/verify`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ status: ['This business has already been reviewed.'] });
    expect((await desk.post('/api/admin/businesses/2147483647/verify')).statusCode).toBe(404);
  });

  it('refuses with a reason the member reads; no reason is a 422', async () => {
    const { user, agent } = await member('ko');
    const id = (await register(agent)).json().data.id as number;
    const blank = await desk.post(`/api/admin/businesses/${id}/refuse`, { reason: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ reason: ['Please say why the business is refused.'] });
    expect((await businessOf(user.id))?.status).toBe('pending');

    const refused = await desk.post(`/api/admin/businesses/${id}/refuse`, {
      reason: 'The scan is unreadable.',
    });
    expect(refused.json().data).toMatchObject({
      status: 'refused',
      refusal_reason: 'The scan is unreadable.',
    });
    expect((await agent.get('/api/businesses/mine')).json().data).toMatchObject({
      status: 'refused',
      refusal_reason: 'The scan is unreadable.',
    });
    expect(await badgeOf(user.id)).toBe(false);
    const [alarm] = (await agent.get('/api/alarms')).json().data;
    expect(alarm).toMatchObject({
      kind: 'business',
      title: '사업자 "삼성전자(주)" 인증이 반려되었습니다.',
      body: 'The scan is unreadable.',
    });

    // Any edit of a refused business sends it back to the queue, the reason dropped.
    await register(agent, { address: '서울특별시 서초구 서초대로74길 11' }, null);
    expect(await businessOf(user.id)).toMatchObject({
      status: 'pending',
      refusal_reason: null,
      reviewed_at: null,
    });
  });

  it('is the admins’ alone: a member gets 403 and nothing changes', async () => {
    const { user, agent } = await member();
    const id = (await register(agent)).json().data.id as number;
    expect((await agent.get('/api/admin/businesses')).statusCode).toBe(403);
    expect((await agent.get(`/api/admin/businesses/${id}`)).statusCode).toBe(403);
    expect((await agent.post(`/api/admin/businesses/${id}/verify`)).statusCode).toBe(403);
    expect((await agent.post(`/api/admin/businesses/${id}/refuse`, { reason: 'x' })).statusCode).toBe(403);
    expect((await new Agent(ctx.app).post(`/api/admin/businesses/${id}/verify`)).statusCode).toBe(401);
    expect(await businessOf(user.id)).toMatchObject({ status: 'pending', reviewed_by: null });
    expect(await badgeOf(user.id)).toBe(false);
  });
});

describe('an edit after verification', () => {
  const verifiedMember = async () => {
    const { user, agent } = await member();
    const id = (await register(agent)).json().data.id as number;
    await desk.post(`/api/admin/businesses/${id}/verify`);
    return { user, agent, id };
  };

  it('keeps the badge when only the representative or address changes', async () => {
    const { user, agent } = await verifiedMember();
    const saved = await register(agent, { representative: '노태문' }, null);
    expect(saved.json().data).toMatchObject({ status: 'verified', representative: '노태문' });
    expect(await badgeOf(user.id)).toBe(true);
  });

  it('sends the business back to pending and takes the badge away when the name or number changes', async () => {
    const { user, agent, id } = await verifiedMember();
    const renamed = await register(agent, { legal_name: '삼성전자 주식회사' }, null);
    expect(renamed.json().data).toMatchObject({ status: 'pending', reviewed_at: null });
    expect(await badgeOf(user.id)).toBe(false);
    const profile = await ctx.app.inject({ url: `/api/users/${user.id}` });
    expect(profile.json().data.business_verified).toBe(false);
    await desk.post(`/api/admin/businesses/${id}/verify`);
    expect(await badgeOf(user.id)).toBe(true);
    const renumbered = await register(agent, { registration_number: '107-86-14075' }, null);
    expect(renumbered.json().data).toMatchObject({ status: 'pending', registration_number: '1078614075' });
    expect(await badgeOf(user.id)).toBe(false);
  });

  it('a refused edit changes nothing', async () => {
    const { user, agent } = await verifiedMember();
    const bad = await register(agent, { registration_number: '124-81-00990' }, null);
    expect(bad.statusCode).toBe(422);
    expect(await businessOf(user.id)).toMatchObject({
      status: 'verified',
      registration_number: '1248100998',
    });
    expect(await badgeOf(user.id)).toBe(true);
  });
});
