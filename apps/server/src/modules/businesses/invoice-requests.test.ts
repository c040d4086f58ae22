import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, signedInMember } from '../../../test/factories.ts';

/** Issue 30: the buyer of a completed trade with a verified business asks for a tax invoice. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
type Member = Awaited<ReturnType<typeof member>>;

/** The buyer's company: LG Electronics' published registration number. */
const DETAILS = {
  country: 'KR',
  legal_name: '엘지전자(주)',
  registration_number: '107-86-14075',
  representative: '조주완',
  address: '서울특별시 영등포구 여의대로 128',
  email: 'Tax@LGE.example',
};

/** A completed trade: a seller (a verified business unless said otherwise) sold a post to a buyer. */
async function trade(options: { business?: boolean; status?: string } = {}) {
  const seller = await member();
  const buyer = await member();
  await ctx.db
    .updateTable('users')
    .set({ business_verified: options.business ?? true })
    .where('id', '=', seller.user.id)
    .execute();
  const product = await createProduct(ctx.db, seller.user.id, {
    status: options.status ?? 'completed',
    buyerId: buyer.user.id,
  });
  return { seller, buyer, productId: product.id };
}

const path = (productId: number) => `/api/products/${productId}/invoiceRequest`;
const send = (who: Member, productId: number, fields: Record<string, unknown> = DETAILS) =>
  who.agent.post(path(productId), fields);
const stored = (productId: number) =>
  ctx.db.selectFrom('invoice_requests').selectAll().where('product_id', '=', productId).execute();

describe('tax invoice requests', () => {
  it('the buyer sends their business details; both parties read them; a second send edits them', async () => {
    const { seller, buyer, productId } = await trade();
    expect((await buyer.agent.get(path(productId))).json().data).toBeNull();

    const sent = await send(buyer, productId);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toMatchObject({
      product_id: productId,
      buyer_id: buyer.user.id,
      seller_id: seller.user.id,
      legal_name: '엘지전자(주)',
      registration_number: '1078614075',
      email: 'tax@lge.example',
      issued_at: null,
    });
    expect((await seller.agent.get(path(productId))).json().data).toMatchObject({
      legal_name: '엘지전자(주)',
      address: '서울특별시 영등포구 여의대로 128',
    });

    const edited = await send(buyer, productId, { ...DETAILS, email: 'invoices@lge.example' });
    expect(edited.statusCode).toBe(200);
    expect(await stored(productId)).toEqual([expect.objectContaining({ email: 'invoices@lge.example' })]);

    // The seller was told once, by the request's first send, with a way to it.
    const alarms = (await seller.agent.get('/api/alarms')).json().data as { kind: string }[];
    expect(alarms.filter((alarm) => alarm.kind === 'business')).toEqual([
      expect.objectContaining({
        title: `${buyer.user.nickname} asked for a tax invoice`,
        link: `/products/${productId}/invoice`,
      }),
    ]);
  });

  it('the seller marks it issued; the buyer can no longer change it; the mark can be taken back', async () => {
    const { seller, buyer, productId } = await trade();
    await send(buyer, productId);
    const issued = await seller.agent.patch(path(productId), { issued: true });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().data.issued_at).toEqual(expect.any(String));
    expect((await buyer.agent.get(path(productId))).json().data.issued_at).toBe(issued.json().data.issued_at);

    const late = await send(buyer, productId, { ...DETAILS, email: 'late@lge.example' });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('The seller has already issued this invoice.');
    expect(await stored(productId)).toEqual([expect.objectContaining({ email: 'tax@lge.example' })]);

    expect((await seller.agent.patch(path(productId), { issued: false })).json().data.issued_at).toBeNull();
  });

  it('refuses a trade not completed, a private seller, and bad details, storing nothing', async () => {
    const open = await trade({ status: 'trading' });
    const early = await send(open.buyer, open.productId);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('A tax invoice can be requested once the trade is completed.');

    const privateSale = await trade({ business: false });
    const refused = await send(privateSale.buyer, privateSale.productId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This seller is not a verified business and cannot issue tax invoices.',
    );

    const { buyer, productId } = await trade();
    const badNumber = await send(buyer, productId, { ...DETAILS, registration_number: '107-86-14076' });
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().errors.registration_number).toEqual([
      'This number does not exist: please check each digit.',
    ]);
    const badEmail = await send(buyer, productId, { ...DETAILS, email: 'nope' });
    expect(badEmail.statusCode).toBe(422);
    expect(Object.keys(badEmail.json().errors)).toEqual(['email']);
    for (const id of [open.productId, privateSale.productId, productId]) expect(await stored(id)).toEqual([]);
  });

  it('is the trade’s parties’ only: others get 404 and change nothing', async () => {
    const { seller, buyer, productId } = await trade();
    const stranger = await member();
    expect((await send(stranger, productId)).statusCode).toBe(404);
    expect((await send(seller, productId)).statusCode).toBe(404);
    expect(await stored(productId)).toEqual([]);

    await send(buyer, productId);
    expect((await stranger.agent.get(path(productId))).statusCode).toBe(404);
    expect((await stranger.agent.patch(path(productId), { issued: true })).statusCode).toBe(404);
    expect((await buyer.agent.patch(path(productId), { issued: true })).statusCode).toBe(404);
    expect(await stored(productId)).toEqual([expect.objectContaining({ issued_at: null })]);
    expect((await new Agent(ctx.app).get(path(productId))).statusCode).toBe(401);

    const none = await trade();
    expect((await none.seller.agent.patch(path(none.productId), { issued: true })).statusCode).toBe(404);
  });
});
