import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import {
  createContent,
  createProduct,
  createUser,
  nextAddress,
  signedInMember,
} from '../../../test/factories.ts';
import { csvField } from '../../lib/csv.ts';
import {
  createFactory,
  createFactoryApplication,
  createFreelancer,
  createServiceQuote,
  createServiceRequest,
} from '../../../test/service-fixtures.ts';

let ctx: TestContext;
let admin: Agent;
beforeAll(async () => {
  ctx = await buildTestApp();
  const user = await createUser(ctx.db, { isAdmin: true });
  admin = new Agent(ctx.app, { 'accept-language': 'en' });
  await admin.login(user.email, 'password', nextAddress());
});
afterAll(() => ctx.close());

describe('admin: dashboard and exports', () => {
  it('counts today’s sign-ups, posts and ad numbers, members by country and language', async () => {
    const before = (await admin.get('/api/admin/stats?days=7')).json().data;
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { title: 'Counted press' });
    const { promotionId } = await createContent(ctx.db);
    await new Agent(ctx.app).post('/api/views', { clickable_type: 'Promotion', clickable_id: promotionId });
    const response = await admin.get('/api/admin/stats?days=7');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.days).toHaveLength(7);
    const today = data.days.at(-1);
    const todayBefore = before.days.at(-1);
    expect(today.signups).toBe(todayBefore.signups + 1);
    expect(today.products).toBe(todayBefore.products + 1);
    expect(data.promotion_days.at(-1).views).toBe(before.promotion_days.at(-1).views + 1);
    expect(data.totals.members).toBe(before.totals.members + 1);
    const sum = (list: { count: number }[]) => list.reduce((n, s) => n + s.count, 0);
    expect(sum(data.members_by_country)).toBe(data.totals.members);
    expect(sum(data.members_by_language)).toBe(data.totals.members);
    expect((await admin.get('/api/admin/stats?days=0')).statusCode).toBe(422);
  });

  it('counts verified and waiting businesses, inspected posts and open inspection requests', async () => {
    const before = (await admin.get('/api/admin/stats?days=1')).json().data.totals;
    const seller = await createUser(ctx.db);
    const buyer = await createUser(ctx.db);
    const inspected = await createProduct(ctx.db, seller.id);
    const asked = await createProduct(ctx.db, seller.id);
    await ctx.db
      .updateTable('products')
      .set({ inspected_on: '2026-11-20' })
      .where('id', '=', inspected.id)
      .execute();
    await ctx.db
      .insertInto('inspection_requests')
      .values({ product_id: asked.id, requester_id: buyer.id })
      .execute();
    const business = (userId: number, status: string) => ({
      user_id: userId,
      country: 'KR',
      legal_name: 'Counted Works',
      registration_number: '1248100998',
      representative: 'Kim',
      address: 'Seoul',
      proof_key: 'private/business-proofs/x.pdf',
      proof_format: 'pdf',
      proof_name: 'x.pdf',
      proof_size: 1,
      status,
    });
    await ctx.db
      .insertInto('businesses')
      .values([business(seller.id, 'verified'), business(buyer.id, 'pending')])
      .execute();
    const after = (await admin.get('/api/admin/stats?days=1')).json().data.totals;
    expect(after).toMatchObject({
      verified_businesses: before.verified_businesses + 1,
      pending_businesses: before.pending_businesses + 1,
      inspected_products: before.inspected_products + 1,
      open_inspection_requests: before.open_inspection_requests + 1,
    });
  });

  it('counts today’s price offers made and accepted', async () => {
    const before = (await admin.get('/api/admin/stats?days=7')).json().data.days.at(-1);
    const seller = await signedInMember(ctx.app, ctx.db);
    const buyer = await signedInMember(ctx.app, ctx.db);
    const rival = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, seller.user.id, { negotiable: true });
    const offerOf = async (who: typeof buyer) => {
      const response = await who.agent.post(`/api/products/${product.id}/offers`, { amount: 400_000 });
      expect(response.statusCode).toBe(201);
      return response.json().data.offer.id as number;
    };
    const accepted = await offerOf(buyer);
    await offerOf(rival);
    const answer = await seller.agent.post(`/api/offers/${accepted}/answer`, { action: 'accept' });
    expect(answer.statusCode).toBe(200);

    const today = (await admin.get('/api/admin/stats?days=7')).json().data.days.at(-1);
    expect(today).toMatchObject({
      offers: before.offers + 2,
      accepted_offers: before.accepted_offers + 1,
    });
  });

  it('counts today’s services: requests and notices, quotes, awards, applications and accepted ones, freelancers', async () => {
    const before = (await admin.get('/api/admin/stats?days=7')).json().data;
    const requester = await createUser(ctx.db);
    const supplier = await createUser(ctx.db);
    const { id } = await createServiceRequest(ctx.db, requester.id);
    await createServiceRequest(ctx.db, requester.id, { kind: 'production' });
    const quoteId = await createServiceQuote(ctx.db, id, supplier.id);
    const owner = new Agent(ctx.app, { 'accept-language': 'en' });
    await owner.login(requester.email, 'password', nextAddress());
    expect((await owner.post(`/api/drawingRequests/${id}/award`, { quote_id: quoteId })).statusCode).toBe(
      200,
    );
    const factory = await createFactory(ctx.db, requester.id);
    const application = await createFactoryApplication(ctx.db, factory, supplier.id);
    await createFactoryApplication(ctx.db, factory, supplier.id, 20, 25);
    const answer = await owner.patch(`/api/factoryApplications/${application}`, { status: 'accepted' });
    expect(answer.statusCode).toBe(200);
    await createFreelancer(ctx.db, supplier.id);

    const data = (await admin.get('/api/admin/stats?days=7')).json().data;
    expect(data.service_days).toHaveLength(7);
    const today = data.service_days.at(-1);
    const was = before.service_days.at(-1);
    expect(today).toEqual({
      day: was.day,
      drawing_requests: was.drawing_requests + 1,
      production_notices: was.production_notices + 1,
      quotes: was.quotes + 1,
      awards: was.awards + 1,
      factory_applications: was.factory_applications + 2,
      accepted_applications: was.accepted_applications + 1,
      freelancers: was.freelancers + 1,
    });
  });

  it('streams CSV exports of members, products and promotion numbers', async () => {
    const seller = await createUser(ctx.db, { nickname: 'csv,"quoted"' });
    await createProduct(ctx.db, seller.id, { title: '=HYPERLINK("x")' });
    const members = await admin.get('/api/admin/exports/members');
    expect(members.statusCode).toBe(200);
    expect(members.headers['content-type']).toMatch(/^text\/csv/);
    expect(members.headers['content-disposition']).toMatch(/attachment; filename="members-/);
    const lines = members.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,email,nickname,country,language,city,county,created_at,withdrawn_at,business_verified,is_inspector',
    );
    expect(members.body).toContain('"csv,""quoted"""');
    const products = await admin.get('/api/admin/exports/products');
    expect(products.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toMatch(/,tax_invoice,inspected_on$/);
    // A formula is written as text, never run by a spreadsheet.
    expect(products.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await admin.get('/api/admin/exports/promotionStats')).body).toMatch(
      /^\uFEFFpromotion_id,type,day/,
    );
    expect((await admin.get('/api/admin/exports/passwords')).statusCode).toBe(404);
    // Each export is recorded: who took which.
    const exports = await ctx.db
      .selectFrom('admin_audits')
      .select('action')
      .where('subject_type', '=', 'export')
      .execute();
    expect(exports.map((e) => e.action).sort()).toEqual([
      'export.members',
      'export.products',
      'export.promotionStats',
    ]);
  });

  it('is for admins only', async () => {
    const member = await createUser(ctx.db);
    const agent = new Agent(ctx.app);
    await agent.login(member.email, 'password', nextAddress());
    expect((await agent.get('/api/admin/stats')).statusCode).toBe(403);
    expect((await agent.get('/api/admin/exports/members')).statusCode).toBe(403);
  });

  it('writes CSV fields by RFC 4180', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('-1+1')).toBe("'-1+1");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
  });
});
