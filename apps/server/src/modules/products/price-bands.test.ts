import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { startJsonStub } from '../../../test/json-stub.ts';
import { createProduct, createUser, productCategoryId, signedInMember } from '../../../test/factories.ts';
import { roundPrice } from './price-bands.ts';

/** Issue 28: what a machine like this sold for, from completed trades on Steelyard. */

let ctx: TestContext;
let machinery: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
});
afterAll(() => ctx.close());

let modelNumber = 0;
/** A model of its own for each test, so their trades never mix. */
const newModel = () => `PUMA ${++modelNumber}00`;

/** A post of the machine, sold (completed) unless said otherwise. */
async function sold(
  model: string,
  price: number,
  values: { year?: number; dealPrice?: number; country?: string; status?: string; deleted?: boolean } = {},
  on: TestContext = ctx,
) {
  const seller = await createUser(on.db);
  const product = await createProduct(on.db, seller.id, {
    price,
    status: values.status ?? 'completed',
    country: values.country ?? 'KR',
    deleted: values.deleted,
  });
  await on.db
    .updateTable('products')
    .set({
      category_id: machinery,
      manufacturer: 'Doosan',
      model,
      year_made: values.year ?? 2015,
      deal_price: values.dealPrice ?? null,
    })
    .where('id', '=', product.id)
    .execute();
}

const band = (query: Record<string, string | number>) =>
  ctx.app.inject({
    method: 'GET',
    url: '/api/priceBands',
    query: Object.fromEntries(
      Object.entries({ category_id: machinery, manufacturer: 'Doosan', ...query }).map(([k, v]) => [
        k,
        String(v),
      ]),
    ),
  });

describe('GET /api/priceBands', () => {
  it('shows nothing below three trades, then the rounded median and middle range with the count', async () => {
    const model = newModel();
    await sold(model, 30_000_000);
    await sold(model, 34_000_000, { dealPrice: 32_100_000 });
    const two = await band({ model, country: 'KR' });
    expect(two.statusCode).toBe(200);
    expect(two.json().data).toBeNull();

    await sold(model, 41_234_567);
    const three = await band({ model: model.toLowerCase(), manufacturer: 'doosan', country: 'KR' });
    // The agreed 32,100,000 counts, not the asking 34,000,000; two significant figures shown.
    expect(three.json().data).toEqual({
      currency: 'KRW',
      count: 3,
      median: 32_000_000,
      low: 30_000_000,
      high: 39_000_000,
      approximate: false,
    });
  });

  it('counts only completed, live trades of the years around the post, in the same currency', async () => {
    const model = newModel();
    for (const price of [10_000_000, 11_000_000, 12_000_000]) await sold(model, price, { year: 2014 });
    await sold(model, 99_000_000, { status: 'open' });
    await sold(model, 99_000_000, { deleted: true });
    await sold(model, 99_000_000, { year: 2005 });
    await sold(model, 99_000, { country: 'DE' });
    const data = (await band({ model, year: 2016, country: 'KR' })).json().data;
    expect(data).toMatchObject({ count: 3, median: 11_000_000 });
    // Euro posts (Germany, France…) have their own band: one trade is not enough.
    expect((await band({ model, country: 'FR' })).json().data).toBeNull();
    // Far from the years of the trades, no band.
    expect((await band({ model, year: 2024, country: 'KR' })).json().data).toBeNull();
  });

  it('refuses a request without a category, maker or model, or with a bad year (422)', async () => {
    expect((await band({ model: '' })).statusCode).toBe(422);
    expect((await band({ model: 'X', category_id: 'lathe' })).statusCode).toBe(422);
    expect((await band({ model: 'X', year: 1700 })).statusCode).toBe(422);
    expect((await band({ model: 'X', country: 'XX' })).statusCode).toBe(422);
  });
});

describe('a post priced far below its band', () => {
  const post = (model: string, price: number) => ({
    type: 'sale',
    category_id: machinery,
    title: 'CNC lathe, runs well',
    price,
    description: 'Under power until the end of the month.',
    place_name: 'Changwon',
    lat: 35.22,
    lon: 128.68,
    manufacturer: 'Doosan',
    model,
    year_made: 2015,
  });
  const deskEntries = (productId: number) =>
    ctx.db
      .selectFrom('reports')
      .select(['reporter_id', 'reason', 'status', 'text'])
      .where('reportable_id', '=', productId)
      .where('kind', '=', 'product')
      .execute();

  it('goes to the desk under half the band’s low end, once while open; a fair price does not', async () => {
    const model = newModel();
    for (const price of [30_000_000, 32_000_000, 39_000_000]) await sold(model, price);
    const seller = await signedInMember(ctx.app, ctx.db);
    const fair = await seller.agent.post('/api/products', post(model, 16_000_000));
    expect(fair.statusCode, fair.body).toBe(201);
    expect(await deskEntries(fair.json().data.id)).toEqual([]);

    const bait = await seller.agent.post('/api/products', post(model, 5_000_000));
    expect(bait.statusCode).toBe(201);
    const id = bait.json().data.id as number;
    expect(await deskEntries(id)).toEqual([
      {
        reporter_id: null,
        reason: 'price_below_band',
        status: 'open',
        text: '5000000 KRW < 0.5 × 30000000 (30000000–38000000, median 32000000, 3 trades)',
      },
    ]);
    // Never shown to members: the page looks as any other.
    const page = (await new Agent(ctx.app).get(`/api/products/${id}`)).json().data;
    expect(JSON.stringify(page)).not.toContain('price_below_band');
    // An edit while the entry is open adds none; nor does a fair price on edit.
    expect((await seller.agent.patch(`/api/products/${id}`, post(model, 4_000_000))).statusCode).toBe(200);
    expect(
      (await seller.agent.patch(`/api/products/${fair.json().data.id}`, post(model, 15_500_000))).statusCode,
    ).toBe(200);
    expect(await deskEntries(id)).toHaveLength(1);
    expect(await deskEntries(fair.json().data.id)).toEqual([]);
  });

  it('is not checked without three trades, or for a post that is not for sale', async () => {
    const model = newModel();
    for (const price of [30_000_000, 32_000_000]) await sold(model, price);
    const seller = await signedInMember(ctx.app, ctx.db);
    const lone = await seller.agent.post('/api/products', post(model, 1_000_000));
    expect(await deskEntries(lone.json().data.id)).toEqual([]);
    await sold(model, 31_000_000);
    const wanted = await seller.agent.post('/api/products', { ...post(model, 1_000_000), type: 'wanted' });
    expect(wanted.statusCode).toBe(201);
    expect(await deskEntries(wanted.json().data.id)).toEqual([]);
  });
});

describe('GET /api/priceBands with reference rates', () => {
  // 1 EUR = 1,500 KRW = 160 JPY: a Japanese trade at ¥1,600,000 is ₩15,000,000.
  let rated: TestContext;
  let stub: Awaited<ReturnType<typeof startJsonStub>>;
  beforeAll(async () => {
    stub = await startJsonStub(() => ({
      body: { base: 'EUR', date: '2026-11-27', rates: { KRW: 1500, JPY: 160 } },
    }));
    rated = await buildTestApp({ EXCHANGE_RATES_URL: stub.url });
  });
  afterAll(async () => {
    await rated.close();
    await stub.close();
  });

  it('counts trades in other currencies through the rates, and says the band is approximate', async () => {
    const model = newModel();
    for (const on of [ctx, rated]) {
      await sold(model, 15_000_000, {}, on);
      await sold(model, 1_600_000, { country: 'JP' }, on);
      await sold(model, 10_000, { country: 'DE' }, on);
    }
    // The same trades where the deployment has no rates: one won trade is not a band.
    expect((await band({ model, country: 'KR' })).json().data).toBeNull();
    const answer = await rated.app.inject({
      url: '/api/priceBands',
      query: { category_id: String(machinery), manufacturer: 'Doosan', model, country: 'KR' },
    });
    expect(answer.json().data).toEqual({
      currency: 'KRW',
      count: 3,
      median: 15_000_000,
      low: 15_000_000,
      high: 15_000_000,
      approximate: true,
    });
    // In euros: ₩15,000,000 and ¥1,600,000 are each €10,000.
    const euros = await rated.app.inject({
      url: '/api/priceBands',
      query: { category_id: String(machinery), manufacturer: 'Doosan', model, country: 'DE' },
    });
    expect(euros.json().data).toMatchObject({ currency: 'EUR', count: 3, median: 10_000, approximate: true });
  });
});

describe('roundPrice', () => {
  it('keeps two significant figures', () => {
    expect([41_234_567, 32_150_000, 999, 55, 5, 0].map(roundPrice)).toEqual([
      41_000_000, 32_000_000, 1000, 55, 5, 0,
    ]);
  });
});
