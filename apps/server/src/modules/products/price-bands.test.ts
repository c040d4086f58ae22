import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser, productCategoryId } from '../../../test/factories.ts';
import { roundPrice } from './price-bands.ts';

/** Issue 28: what a machine like this sold for, from completed trades on Steelyard. */

let ctx: TestContext;
let machinery: number;
let sellerId: number;
beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
  sellerId = (await createUser(ctx.db)).id;
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
) {
  const product = await createProduct(ctx.db, sellerId, {
    price,
    status: values.status ?? 'completed',
    country: values.country ?? 'KR',
    deleted: values.deleted,
  });
  await ctx.db
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

describe('roundPrice', () => {
  it('keeps two significant figures', () => {
    expect([41_234_567, 32_150_000, 999, 55, 5, 0].map(roundPrice)).toEqual([
      41_000_000, 32_000_000, 1000, 55, 5, 0,
    ]);
  });
});
