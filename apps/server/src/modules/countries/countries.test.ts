import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, createUser } from '../../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/countries', () => {
  it("counts the posts the lists show per country of the spec's list, the rest under OTHER", async () => {
    const seller = await createUser(ctx.db);
    await createProduct(ctx.db, seller.id, { country: 'JP' });
    await createProduct(ctx.db, seller.id, { country: 'JP' });
    await createProduct(ctx.db, seller.id, { country: 'DE' });
    await createProduct(ctx.db, seller.id, { country: 'BR' });
    await createProduct(ctx.db, seller.id, { country: 'DE', hidden: true });
    await createProduct(ctx.db, seller.id, { country: 'DE', deleted: true });

    const answer = await ctx.app.inject({ url: '/api/countries' });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data as { country: string; count: number }[];
    expect(data.map((row) => row.country)).toEqual([
      'KR',
      'JP',
      'US',
      'DE',
      'IN',
      'ID',
      'VN',
      'TH',
      'MN',
      'TR',
      'IT',
      'CH',
      'NL',
      'FR',
      'RU',
      'UZ',
      'NG',
      'OTHER',
    ]);
    const count = (code: string) => data.find((row) => row.country === code)?.count;
    expect([count('JP'), count('DE'), count('OTHER'), count('US')]).toEqual([2, 1, 1, 0]);
    expect(answer.headers['cache-control']).toContain('public');
  });
});
