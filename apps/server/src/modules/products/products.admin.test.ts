import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createImage,
  createProduct,
  createUser,
  nextAddress,
  productCategoryId,
} from '../../../test/factories.ts';

let ctx: TestContext;
let admin: Agent;
let adminId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  adminId = user.id;
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

const audits = (productId: number) =>
  ctx.db
    .selectFrom('admin_audits')
    .selectAll()
    .where('subject_type', '=', 'product')
    .where('subject_id', '=', productId)
    .orderBy('id')
    .execute();
const productRow = (id: number) =>
  ctx.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('/api/admin/products', () => {
  it('pages every post with search and filters, hidden ones included', async () => {
    const seller = await createUser(ctx.db, { nickname: 'Maschinenhof' });
    const hidden = await createProduct(ctx.db, seller.id, { title: 'Admin lathe', hidden: true });
    const shown = await createProduct(ctx.db, seller.id, { title: 'Admin drill', type: 'wanted' });
    const deleted = await createProduct(ctx.db, seller.id, { title: 'Admin gone', deleted: true });
    const ids = async (query: string) =>
      (await admin.get(`/api/admin/products${query}`)).json().data.map((p: { id: number }) => p.id);

    const page = await admin.get('/api/admin/products?per_page=1&search=admin');
    expect(page.json().meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 1, total: 2 });
    expect((await ids('?search=maschinenhof')).sort()).toEqual([hidden.id, shown.id].sort());
    expect(await ids('?search=admin&hidden=1')).toEqual([hidden.id]);
    expect(await ids('?search=admin&type=wanted')).toEqual([shown.id]);
    expect(await ids('?search=admin&deleted=1')).toEqual([deleted.id]);
    expect(await ids(`?search=${shown.id}`)).toContain(shown.id);
    expect((await admin.get(`/api/admin/products/${deleted.id}`)).json().data.deleted_at).not.toBeNull();
  });

  it('edits, hides, unhides and deletes with an audit row for each change', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'Rude title' });
    const tools = await productCategoryId(ctx.db, 'tools');

    const edit = await admin.patch(`/api/admin/products/${product.id}`, {
      title: '공구 정리',
      category_id: tools,
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data).toMatchObject({ title: '공구 정리', category_id: tools });
    expect((await productRow(product.id)).search_grams).toContain('공구');

    expect(
      (await admin.patch(`/api/admin/products/${product.id}/hidden`, { hidden: 1 })).json().data.is_hidden,
    ).toBe(true);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).statusCode).toBe(
      404,
    );
    await admin.patch(`/api/admin/products/${product.id}/hidden`, { hidden: 0 });
    expect((await admin.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(200);
    expect((await productRow(product.id)).deleted_at).not.toBeNull();

    const rows = await audits(product.id);
    expect(rows.map((r) => r.action)).toEqual([
      'product.update',
      'product.hide',
      'product.unhide',
      'product.delete',
    ]);
    expect(rows.every((r) => r.admin_id === adminId)).toBe(true);
    expect(rows[0]!.changes).toMatchObject({
      before: { title: 'Rude title' },
      after: { title: '공구 정리' },
    });
  });

  it('refuses bad input and non-admins and changes nothing', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'Stay' });
    const long = await admin.patch(`/api/admin/products/${product.id}`, { title: 'x'.repeat(101) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.title).toEqual(['The title cannot exceed 100 characters.']);
    expect((await admin.patch(`/api/admin/products/${product.id}`, {})).statusCode).toBe(422);
    expect((await admin.patch('/api/admin/products/999999', { title: 'x' })).statusCode).toBe(404);

    const member = new Agent(ctx.app);
    await member.login(seller.email, 'password', nextAddress());
    expect((await member.patch(`/api/admin/products/${product.id}`, { title: 'Mine' })).statusCode).toBe(403);
    expect((await member.delete(`/api/admin/products/${product.id}`)).statusCode).toBe(403);
    expect(await productRow(product.id)).toMatchObject({ title: 'Stay', deleted_at: null });
    expect(await audits(product.id)).toEqual([]);
  });

  it('posts on behalf of a chosen member, hands the photos over and audits it', async () => {
    const member = await createUser(ctx.db, { nickname: 'On behalf' });
    const [first, second] = [await createImage(ctx.db, adminId), await createImage(ctx.db, adminId)];
    const body = {
      user_id: member.id,
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: '대리 등록 선반',
      price: 1_200_000,
      description: 'Posted by the office for a member who phoned in.',
      keywords: '선반, lathe',
      place_name: '시화공단',
      lat: 37.34,
      lon: 126.73,
      image_ids: [second!.id, first!.id],
    };
    const created = await admin.post('/api/admin/products', body);
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({ title: '대리 등록 선반', keywords: ['선반', 'lathe'] });
    expect(data.seller.id).toBe(member.id);
    expect(data.images.map((i: { id: number }) => i.id)).toEqual([second!.id, first!.id]);
    const owners = await ctx.db
      .selectFrom('images')
      .select('user_id')
      .where('id', 'in', [first!.id, second!.id])
      .execute();
    expect(owners.every((o) => o.user_id === member.id)).toBe(true);
    expect((await productRow(data.id)).search_grams).toContain('선반');

    // The member owns it now: the ordinary edit works for them with the same photos.
    const owner = new Agent(ctx.app, { 'accept-language': 'en' });
    await owner.login(member.email, 'password', nextAddress());
    const { user_id: _u, ...editBody } = body;
    const edit = await owner.patch(`/api/products/${data.id}`, { ...editBody, title: '선반 (수정)' });
    expect(edit.statusCode).toBe(200);

    const rows = await audits(data.id);
    expect(rows.map((r) => r.action)).toEqual(['product.create']);
    expect(rows[0]).toMatchObject({ admin_id: adminId });
    expect(rows[0]!.changes).toMatchObject({ after: { user_id: member.id, title: '대리 등록 선반' } });
  });

  it('refuses a post without a member, for a withdrawn member or with foreign photos; nothing is stored', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const base = {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: 'No member',
      price: 1000,
      place_name: 'Somewhere',
      lat: 37.5,
      lon: 127,
    };
    const missing = await admin.post('/api/admin/products', { ...base, title: '' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({
      user_id: ['Please choose the member to post for.'],
      title: ['Please enter a title.'],
    });

    const suspended = await createUser(ctx.db, { suspended: true });
    const refused = await admin.post('/api/admin/products', { ...base, user_id: suspended.id });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.user_id).toEqual(['This member cannot post.']);

    const member = await createUser(ctx.db);
    const theirs = await createImage(ctx.db, member.id);
    const foreign = await admin.post('/api/admin/products', {
      ...base,
      user_id: member.id,
      image_ids: [theirs!.id],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.image_ids).toEqual(['A photo could not be found. Please upload it again.']);

    const asMember = new Agent(ctx.app);
    await asMember.login(member.email, 'password', nextAddress());
    expect((await asMember.post('/api/admin/products', { ...base, user_id: member.id })).statusCode).toBe(
      403,
    );
    expect(await count()).toBe(before);
  });
});
