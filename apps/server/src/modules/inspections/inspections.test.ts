import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createBusiness,
  createImage,
  createProduct,
  createSeat,
  productCategoryId,
  signedInMember,
} from '../../../test/factories.ts';

/** Issue 30: a buyer asks for an inspection, an inspector files a report, the seller responds once. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = (values: { isAdmin?: boolean } = {}) => signedInMember(ctx.app, ctx.db, values);
type Member = Awaited<ReturnType<typeof member>>;

const COMMON = ['exterior', 'electrical', 'controls', 'safety', 'run_test'];
const rate = (components: string[], rating = 'good') =>
  components.map((component) => ({ component, rating }));
const DAY = '2026-11-20';

const inspection = (who: Member, productId: number) => who.agent.get(`/api/products/${productId}/inspection`);
const ask = (who: Member, productId: number) =>
  who.agent.post(`/api/products/${productId}/inspectionRequest`, {});
const file = (who: Member, requestId: number, body: Record<string, unknown>) =>
  who.agent.post(`/api/inspections/requests/${requestId}/report`, body);
const requestsOf = (productId: number) =>
  ctx.db.selectFrom('inspection_requests').selectAll().where('product_id', '=', productId).execute();
const reportsOf = (productId: number) =>
  ctx.db.selectFrom('inspection_reports').selectAll().where('product_id', '=', productId).execute();
const auditsOf = (action: string, subjectId: number) =>
  ctx.db
    .selectFrom('admin_audits')
    .select(['admin_id', 'action'])
    .where('action', '=', action)
    .where('subject_id', '=', subjectId)
    .execute();
const alarmsOf = async (who: Member) =>
  (
    (await who.agent.get('/api/alarms')).json().data as { kind: string; title: string; link: string }[]
  ).filter((alarm) => alarm.kind === 'business');

/** A seller's live post, a buyer who asked for its inspection, and an admin inspector. */
async function requested() {
  const seller = await member();
  const buyer = await member();
  const inspector = await member({ isAdmin: true });
  const product = await createProduct(ctx.db, seller.user.id);
  const asked = await ask(buyer, product.id);
  expect(asked.statusCode).toBe(201);
  const [request] = await requestsOf(product.id);
  return { seller, buyer, inspector, productId: product.id, requestId: request!.id };
}

describe('inspection requests', () => {
  it('a buyer asks once; the seller is told; the request is audited', async () => {
    const { seller, buyer, productId } = await requested();
    expect((await inspection(buyer, productId)).json().data).toMatchObject({
      report: null,
      my_request: { id: expect.any(Number) },
      can_inspect: false,
    });
    const again = await ask(buyer, productId);
    expect(again.statusCode).toBe(409);
    expect(await requestsOf(productId)).toHaveLength(1);
    expect(await alarmsOf(seller)).toEqual([
      expect.objectContaining({
        title: `${buyer.user.nickname} asked for an inspection`,
        link: `/products/${productId}`,
      }),
    ]);
    expect(await auditsOf('inspection.request', productId)).toEqual([
      { admin_id: buyer.user.id, action: 'inspection.request' },
    ]);
  });

  it('refuses the seller, a visitor, a wanted ad, a completed trade and a deleted or hidden post', async () => {
    const seller = await member();
    const buyer = await member();
    const own = await createProduct(ctx.db, seller.user.id);
    expect((await ask(seller, own.id)).statusCode).toBe(403);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/products/${own.id}/inspectionRequest`,
    });
    expect([401, 419]).toContain(visitor.statusCode);
    const wanted = await createProduct(ctx.db, seller.user.id, { type: 'wanted' });
    expect((await ask(buyer, wanted.id)).statusCode).toBe(409);
    const sold = await createProduct(ctx.db, seller.user.id, { status: 'completed', buyerId: buyer.user.id });
    expect((await ask(buyer, sold.id)).statusCode).toBe(409);
    const deleted = await createProduct(ctx.db, seller.user.id, { deleted: true });
    expect((await ask(buyer, deleted.id)).statusCode).toBe(404);
    const hidden = await createProduct(ctx.db, seller.user.id, { hidden: true });
    expect((await ask(buyer, hidden.id)).statusCode).toBe(404);
    for (const id of [own.id, wanted.id, sold.id, deleted.id, hidden.id])
      expect(await requestsOf(id)).toEqual([]);
  });
});

describe('withdrawing a request', () => {
  const withdraw = (who: Member, productId: number) =>
    who.agent.delete(`/api/products/${productId}/inspectionRequest`);

  it('the requester withdraws: it leaves the queue, is audited once, and they may ask again', async () => {
    const { buyer, inspector, productId, requestId } = await requested();
    const withdrawn = await withdraw(buyer, productId);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data).toMatchObject({ report: null, my_request: null });
    expect(await requestsOf(productId)).toEqual([
      expect.objectContaining({ id: requestId, status: 'withdrawn', withdrawn_at: expect.any(Date) }),
    ]);
    const queue = (await inspector.agent.get('/api/inspections/requests?per_page=100')).json().data as {
      id: number;
    }[];
    expect(queue.map((row) => row.id)).not.toContain(requestId);
    // A retry changes nothing and is not audited again.
    expect((await withdraw(buyer, productId)).statusCode).toBe(200);
    expect(await auditsOf('inspection.withdraw', productId)).toEqual([
      { admin_id: buyer.user.id, action: 'inspection.withdraw' },
    ]);
    expect((await ask(buyer, productId)).statusCode).toBe(201);
    expect((await requestsOf(productId)).map((row) => row.status).sort()).toEqual(['open', 'withdrawn']);
  });

  it("never touches someone else's request; a visitor and a hidden post are refused", async () => {
    const { seller, productId } = await requested();
    const other = await member();
    expect((await withdraw(other, productId)).statusCode).toBe(200);
    expect((await withdraw(seller, productId)).statusCode).toBe(200);
    const visitor = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${productId}/inspectionRequest`,
    });
    expect([401, 419]).toContain(visitor.statusCode);
    expect((await requestsOf(productId)).map((row) => row.status)).toEqual(['open']);
    const hidden = await createProduct(ctx.db, seller.user.id, { hidden: true });
    expect((await withdraw(other, hidden.id)).statusCode).toBe(404);
    expect((await withdraw(other, 999_999_999)).statusCode).toBe(404);
    expect(await auditsOf('inspection.withdraw', productId)).toEqual([]);
  });
});

describe('inspectors', () => {
  it('the back office marks a member as inspector (audited); only inspectors see the queue', async () => {
    const { requestId } = await requested();
    const candidate = await member();
    const admin = await member({ isAdmin: true });
    expect((await candidate.agent.get('/api/inspections/requests')).statusCode).toBe(403);
    expect(
      (await candidate.agent.patch(`/api/admin/users/${candidate.user.id}/inspector`, { is_inspector: true }))
        .statusCode,
    ).toBe(403);

    const marked = await admin.agent.patch(`/api/admin/users/${candidate.user.id}/inspector`, {
      is_inspector: true,
    });
    expect(marked.json().data).toMatchObject({ id: candidate.user.id, is_inspector: true });
    expect(await auditsOf('user.inspector_grant', candidate.user.id)).toHaveLength(1);
    const listed = (await admin.agent.get('/api/admin/inspectors')).json().data as { id: number }[];
    expect(listed.map((row) => row.id)).toContain(candidate.user.id);

    const queue = await candidate.agent.get('/api/inspections/requests?per_page=100');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data).toContainEqual(expect.objectContaining({ id: requestId, checklist: COMMON }));

    await admin.agent.patch(`/api/admin/users/${candidate.user.id}/inspector`, { is_inspector: false });
    expect((await candidate.agent.get('/api/inspections/requests')).statusCode).toBe(403);
    expect(
      (await admin.agent.patch('/api/admin/users/999999999/inspector', { is_inspector: true })).statusCode,
    ).toBe(404);
  });

  it("derives a lathe's checklist from its template: its components and the hour meter", async () => {
    const seller = await member();
    const buyer = await member();
    const inspector = await member({ isAdmin: true });
    const product = await createProduct(ctx.db, seller.user.id);
    const lathe = await ctx.db
      .selectFrom('spec_templates')
      .select(['id', 'version'])
      .where('slug', '=', 'lathe')
      .executeTakeFirstOrThrow();
    await ctx.db
      .updateTable('products')
      .set({
        spec_template_id: lathe.id,
        spec_template_version: lathe.version,
        category_id: await productCategoryId(ctx.db),
      })
      .where('id', '=', product.id)
      .execute();
    await ask(buyer, product.id);
    const queue = (await inspector.agent.get('/api/inspections/requests?per_page=100')).json().data as {
      product: { id: number };
      checklist: string[];
    }[];
    const checklist = queue.find((row) => row.product.id === product.id)!.checklist;
    expect(checklist).toEqual([
      ...COMMON,
      'headstock',
      'spindle',
      'bed_ways',
      'carriage',
      'tailstock',
      'chuck',
      'hour_meter',
      'specs_as_listed',
    ]);
  });
});

describe('inspection reports', () => {
  it('an inspector files a report with photos: the post shows it, requests close, both parties are told', async () => {
    const { seller, buyer, inspector, productId, requestId } = await requested();
    const photo = await createImage(ctx.db, inspector.user.id);
    const filed = await file(inspector, requestId, {
      inspected_on: DAY,
      ratings: rate(COMMON, 'fair'),
      notes: 'Spindle runs true.',
      image_ids: [photo.id],
    });
    expect(filed.statusCode).toBe(201);
    expect(filed.json().data).toMatchObject({
      inspected_on: DAY,
      ratings: rate(COMMON, 'fair'),
      notes: 'Spindle runs true.',
      images: [expect.objectContaining({ id: photo.id })],
      inspector: { id: inspector.user.id },
      seller_response: null,
      stale: false,
    });
    expect((await buyer.agent.get(`/api/products/${productId}`)).json().data.inspected_on).toBe(DAY);
    const visitorView = await ctx.app.inject({ method: 'GET', url: `/api/products/${productId}/inspection` });
    expect(visitorView.json().data).toMatchObject({ report: { inspected_on: DAY }, my_request: null });
    expect((await inspection(buyer, productId)).json().data.my_request).toBeNull();
    expect((await requestsOf(productId)).map((r) => r.status)).toEqual(['reported']);
    // The request is closed: a second filing changes nothing.
    expect((await file(inspector, requestId, { inspected_on: DAY, ratings: rate(COMMON) })).statusCode).toBe(
      409,
    );
    expect(await reportsOf(productId)).toHaveLength(1);
    for (const who of [buyer, seller])
      expect(await alarmsOf(who)).toContainEqual(
        expect.objectContaining({ title: 'An inspection report was filed', link: `/products/${productId}` }),
      );
    expect(await auditsOf('inspection.report', productId)).toEqual([
      { admin_id: inspector.user.id, action: 'inspection.report' },
    ]);
  });

  it('refuses a non-inspector and the seller as inspector, with nothing changed', async () => {
    const { seller, buyer, productId, requestId } = await requested();
    await ctx.db.updateTable('users').set({ is_inspector: true }).where('id', '=', seller.user.id).execute();
    const body = { inspected_on: DAY, ratings: rate(COMMON) };
    expect((await file(buyer, requestId, body)).statusCode).toBe(403);
    expect((await file(seller, requestId, body)).statusCode).toBe(403);
    expect((await file(buyer, 999_999_999, body)).statusCode).toBe(403);
    expect(await reportsOf(productId)).toEqual([]);
    expect((await requestsOf(productId)).map((r) => r.status)).toEqual(['open']);
  });

  it('treats a seat of the seller’s business as the seller: it neither asks nor inspects', async () => {
    const { seller, productId, requestId } = await requested();
    const businessId = await createBusiness(ctx.db, seller.user.id);
    const seat = await member();
    const seatId = await createSeat(ctx.db, { businessId, ownerId: seller.user.id, userId: seat.user.id });
    await ctx.db.updateTable('users').set({ is_inspector: true }).where('id', '=', seat.user.id).execute();
    const body = { inspected_on: DAY, ratings: rate(COMMON) };
    const filed = await file(seat, requestId, body);
    expect(filed.statusCode).toBe(403);
    expect(filed.json().message).toBe('You cannot ask for or file an inspection of your own post.');
    expect((await ask(seat, productId)).statusCode).toBe(403);
    expect((await inspection(seat, productId)).json().data).toMatchObject({
      can_inspect: false,
      my_request: null,
    });
    expect(await reportsOf(productId)).toEqual([]);
    expect(await requestsOf(productId)).toHaveLength(1);
    // Once the seat is removed, it is an inspector like any other.
    await ctx.db
      .updateTable('business_seats')
      .set({ removed_at: new Date() })
      .where('id', '=', seatId)
      .execute();
    expect((await inspection(seat, productId)).json().data.can_inspect).toBe(true);
    expect((await file(seat, requestId, body)).statusCode).toBe(201);
  });

  it('answers bad input with 422 and changes nothing', async () => {
    const { inspector, productId, requestId } = await requested();
    const others = await createImage(ctx.db, (await member()).user.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ inspected_on: DAY, ratings: rate(COMMON.slice(1)) }, 'ratings'],
      [
        { inspected_on: DAY, ratings: [...rate(COMMON), { component: 'spindle', rating: 'good' }] },
        'ratings',
      ],
      [{ inspected_on: DAY, ratings: rate(COMMON, 'excellent') }, 'ratings.rating'],
      [{ inspected_on: '2999-01-01', ratings: rate(COMMON) }, 'inspected_on'],
      [{ inspected_on: 'yesterday', ratings: rate(COMMON) }, 'inspected_on'],
      [{ inspected_on: DAY, ratings: rate(COMMON), image_ids: [others.id] }, 'image_ids'],
      [{ inspected_on: DAY, ratings: rate(COMMON), notes: 'x'.repeat(3001) }, 'notes'],
    ];
    for (const [body, field] of cases) {
      const answer = await file(inspector, requestId, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(Object.keys(answer.json().errors)).toContain(field);
    }
    expect(await reportsOf(productId)).toEqual([]);
    expect(
      (
        await ctx.db
          .selectFrom('products')
          .select('inspected_on')
          .where('id', '=', productId)
          .executeTakeFirstOrThrow()
      ).inspected_on,
    ).toBeNull();
  });
});

describe('the seller response and the stale report', () => {
  async function reported() {
    const world = await requested();
    const filed = await file(world.inspector, world.requestId, { inspected_on: DAY, ratings: rate(COMMON) });
    return { ...world, reportId: filed.json().data.id as number };
  }
  const respond = (who: Member, reportId: number, response: unknown) =>
    who.agent.post(`/api/inspections/reports/${reportId}/response`, { response });

  it('the seller responds once; anyone else is refused; a blank response is a 422', async () => {
    const { seller, buyer, productId, reportId } = await reported();
    expect((await respond(buyer, reportId, 'Not mine')).statusCode).toBe(403);
    expect((await respond(seller, reportId, '   ')).statusCode).toBe(422);
    expect((await respond(seller, 999_999_999, 'Hello')).statusCode).toBe(404);
    expect((await reportsOf(productId))[0]!.seller_response).toBeNull();

    const answered = await respond(seller, reportId, 'The chuck was replaced since.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.report).toMatchObject({ seller_response: 'The chuck was replaced since.' });
    expect((await respond(seller, reportId, 'Changed my mind')).statusCode).toBe(409);
    expect((await reportsOf(productId))[0]!.seller_response).toBe('The chuck was replaced since.');
    expect(await auditsOf('inspection.respond', productId)).toHaveLength(1);
  });

  it('the response tells the inspector and the requester once, opening the report', async () => {
    const { seller, buyer, inspector, productId, reportId } = await reported();
    const before = { buyer: (await alarmsOf(buyer)).length, inspector: (await alarmsOf(inspector)).length };
    expect((await respond(seller, reportId, 'The chuck was replaced since.')).statusCode).toBe(200);
    const told = {
      title: `${seller.user.nickname} answered the inspection report`,
      link: `/products/${productId}/inspection`,
    };
    expect((await alarmsOf(buyer)).slice(0, 1)).toEqual([expect.objectContaining(told)]);
    expect((await alarmsOf(inspector)).slice(0, 1)).toEqual([expect.objectContaining(told)]);
    expect((await alarmsOf(buyer)).length).toBe(before.buyer + 1);
    expect((await alarmsOf(inspector)).length).toBe(before.inspector + 1);
    expect((await alarmsOf(seller)).filter((alarm) => alarm.link === told.link)).toEqual([]);
  });

  it("an edit of the post's content makes the report 'before the last edit'; a status change does not", async () => {
    const { seller, buyer, productId } = await reported();
    const status = await seller.agent.patch(`/api/products/${productId}/status`, { status: 'trading' });
    expect(status.statusCode).toBe(200);
    expect((await inspection(buyer, productId)).json().data.report.stale).toBe(false);

    const edited = await seller.agent.patch(`/api/products/${productId}`, {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
      title: 'Lathe, rebuilt headstock',
      price: 1_100_000,
      place_name: 'Ansan',
      lat: 37.3,
      lon: 126.8,
    });
    expect(edited.statusCode).toBe(200);
    expect((await inspection(buyer, productId)).json().data.report).toMatchObject({
      stale: true,
      inspected_on: DAY,
    });
  });
});
