import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, nextAddress, productCategoryId } from '../../../test/factories.ts';

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
});
