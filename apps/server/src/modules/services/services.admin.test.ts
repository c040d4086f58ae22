import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, signedInMember } from '../../../test/factories.ts';
import {
  createFactory,
  createFreelancer,
  createServiceQuote,
  createServiceRequest,
} from '../../../test/service-fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
const admin = () => signedInMember(ctx.app, ctx.db, { isAdmin: true });

/** The four back-office lists: the public path, the admin path, how to make one item and its table. */
const SUBJECTS = [
  {
    name: 'drawing requests',
    publicPath: '/api/drawingRequests',
    adminPath: '/api/admin/drawingRequests',
    table: 'service_requests',
    subject: 'drawing_request',
    make: async (userId: number) => (await createServiceRequest(ctx.db, userId, { kind: 'drawing' })).id,
    mineQuery: 'scope=mine',
  },
  {
    name: 'production notices',
    publicPath: '/api/bigNotices',
    adminPath: '/api/admin/bigNotices',
    table: 'service_requests',
    subject: 'production_notice',
    make: async (userId: number) => (await createServiceRequest(ctx.db, userId, { kind: 'production' })).id,
    mineQuery: 'scope=mine',
  },
  {
    name: 'factories',
    publicPath: '/api/factories',
    adminPath: '/api/admin/factories',
    table: 'factories',
    subject: 'factory',
    make: (userId: number) => createFactory(ctx.db, userId),
    mineQuery: 'mine=1',
  },
  {
    name: 'freelancer profiles',
    publicPath: '/api/freelancers',
    adminPath: '/api/admin/freelancers',
    table: 'freelancers',
    subject: 'freelancer',
    make: (userId: number) => createFreelancer(ctx.db, userId),
    mineQuery: 'mine=1',
  },
] as const;

const hiddenAt = async (table: (typeof SUBJECTS)[number]['table'], id: number) =>
  (await ctx.db.selectFrom(table).select('hidden_at').where('id', '=', id).executeTakeFirstOrThrow())
    .hidden_at;
const auditsOf = (subject: string, id: number) =>
  ctx.db
    .selectFrom('admin_audits')
    .selectAll()
    .where('subject_type', '=', subject)
    .where('subject_id', '=', id)
    .orderBy('id')
    .execute();
const ids = (body: { data: { id: number }[] }) => body.data.map((row) => row.id);

describe.each(SUBJECTS)('the back office: $name', (subject) => {
  it('lists with page numbers, finds by a word or an id, and reads one', async () => {
    const owner = await member();
    const id = await subject.make(owner.user.id);
    const desk = await admin();
    const page = await desk.agent.get(`${subject.adminPath}?per_page=1`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().meta).toMatchObject({ current_page: 1, per_page: 1 });
    expect(page.json().meta.total).toBeGreaterThanOrEqual(1);
    const byId = await desk.agent.get(`${subject.adminPath}?word=${id}`);
    expect(ids(byId.json())).toContain(id);
    const byNickname = await desk.agent.get(
      `${subject.adminPath}?word=${encodeURIComponent(owner.user.nickname)}`,
    );
    expect(ids(byNickname.json())).toEqual([id]);
    const none = await desk.agent.get(`${subject.adminPath}?word=no-such-thing-${id}`);
    expect(none.json()).toMatchObject({ data: [], meta: { total: 0 } });
    const one = await desk.agent.get(`${subject.adminPath}/${id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id, is_hidden: false });
    expect((await desk.agent.get(`${subject.adminPath}/2147483000`)).statusCode).toBe(404);
  });

  it('hides (audited): gone from public lists and 404 to others, still the owner’s, marked; shown again', async () => {
    const owner = await member();
    const other = await member();
    const id = await subject.make(owner.user.id);
    const desk = await admin();

    const hidden = await desk.agent.patch(`${subject.adminPath}/${id}/hidden`, { hidden: 1 });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ id, is_hidden: true });
    expect(await hiddenAt(subject.table, id)).not.toBeNull();
    expect(await auditsOf(subject.subject, id)).toMatchObject([
      { action: `${subject.subject}.hide`, admin_id: desk.user.id, changes: { hidden: true } },
    ]);

    // Others: not in the list, 404 on the page (a visitor too).
    expect(ids((await other.agent.get(`${subject.publicPath}?per_page=50`)).json())).not.toContain(id);
    expect((await other.agent.get(`${subject.publicPath}/${id}`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${subject.publicPath}/${id}` })).statusCode).toBe(404);
    // The owner: not in the public list either, but in their own, marked, and on its page.
    expect(ids((await owner.agent.get(`${subject.publicPath}?per_page=50`)).json())).not.toContain(id);
    const mine = (await owner.agent.get(`${subject.publicPath}?${subject.mineQuery}`)).json().data;
    expect(mine.find((row: { id: number }) => row.id === id)).toMatchObject({ is_hidden: true });
    const page = await owner.agent.get(`${subject.publicPath}/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.is_hidden).toBe(true);
    // The back office's filter.
    expect(ids((await desk.agent.get(`${subject.adminPath}?hidden=1&per_page=100`)).json())).toContain(id);
    expect(ids((await desk.agent.get(`${subject.adminPath}?hidden=0&per_page=100`)).json())).not.toContain(
      id,
    );

    const shown = await desk.agent.patch(`${subject.adminPath}/${id}/hidden`, { hidden: 0 });
    expect(shown.json().data.is_hidden).toBe(false);
    expect(await hiddenAt(subject.table, id)).toBeNull();
    expect((await auditsOf(subject.subject, id)).map((row) => row.action)).toEqual([
      `${subject.subject}.hide`,
      `${subject.subject}.unhide`,
    ]);
    expect((await other.agent.get(`${subject.publicPath}/${id}`)).statusCode).toBe(200);
  });

  it('refuses members (403) and visitors (401), bad input (422) and a missing item (404); nothing changes', async () => {
    const owner = await member();
    const id = await subject.make(owner.user.id);
    const desk = await admin();
    expect((await owner.agent.get(subject.adminPath)).statusCode).toBe(403);
    expect((await owner.agent.patch(`${subject.adminPath}/${id}/hidden`, { hidden: 1 })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: subject.adminPath })).statusCode).toBe(401);
    expect((await desk.agent.patch(`${subject.adminPath}/${id}/hidden`, { hidden: 'yes' })).statusCode).toBe(
      422,
    );
    expect((await desk.agent.patch(`${subject.adminPath}/${id}/hidden`, {})).statusCode).toBe(422);
    expect((await desk.agent.get(`${subject.adminPath}?page=0`)).statusCode).toBe(422);
    expect((await desk.agent.get(`${subject.adminPath}?hidden=2`)).statusCode).toBe(422);
    expect((await desk.agent.patch(`${subject.adminPath}/2147483000/hidden`, { hidden: 1 })).statusCode).toBe(
      404,
    );
    expect(await hiddenAt(subject.table, id)).toBeNull();
    expect(await auditsOf(subject.subject, id)).toEqual([]);
  });
});

describe('the back office: requests of the other kind and their files', () => {
  it('finds a request only under its own kind, filters by status, and never opens a confidential drawing', async () => {
    const owner = await member();
    const { id, fileId } = await createServiceRequest(ctx.db, owner.user.id, {
      kind: 'drawing',
      confidential: true,
    });
    const desk = await admin();
    expect((await desk.agent.get(`/api/admin/bigNotices/${id}`)).statusCode).toBe(404);
    expect((await desk.agent.patch(`/api/admin/bigNotices/${id}/hidden`, { hidden: 1 })).statusCode).toBe(
      404,
    );
    expect(await hiddenAt('service_requests', id)).toBeNull();
    const detail = (await desk.agent.get(`/api/admin/drawingRequests/${id}`)).json().data;
    expect(detail.files).toEqual([expect.objectContaining({ id: fileId, url: null })]);
    expect((await desk.agent.get(`/api/drawingRequests/${id}/files/${fileId}`)).statusCode).toBe(403);
    const open = (await desk.agent.get('/api/admin/drawingRequests?status=open&per_page=100')).json().data;
    expect(ids({ data: open })).toContain(id);
    const closed = (await desk.agent.get('/api/admin/drawingRequests?status=closed&per_page=100')).json();
    expect(ids(closed)).not.toContain(id);
    expect((await desk.agent.get('/api/admin/drawingRequests?status=lost')).statusCode).toBe(422);
  });

  it('keeps a hidden request from a supplier who quoted on it (their "quoted" list and its page)', async () => {
    const owner = await member();
    const supplier = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    await createServiceQuote(ctx.db, id, supplier.user.id);
    const quoted = () => supplier.agent.get('/api/drawingRequests?scope=quoted');
    expect(ids((await quoted()).json())).toEqual([id]);
    const desk = await admin();
    await desk.agent.patch(`/api/admin/drawingRequests/${id}/hidden`, { hidden: 1 });
    expect(ids((await quoted()).json())).toEqual([]);
    expect((await supplier.agent.get(`/api/drawingRequests/${id}`)).statusCode).toBe(404);
  });

  it('still answers 404 across a block, hidden or not', async () => {
    const owner = await member();
    const blocked = await member();
    const { id } = await createServiceRequest(ctx.db, owner.user.id);
    await block(ctx.db, owner.user.id, blocked.user.id);
    expect((await blocked.agent.get(`/api/drawingRequests/${id}`)).statusCode).toBe(404);
  });
});
