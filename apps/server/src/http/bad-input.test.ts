import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createProduct, createUser, productCategoryId, signedInMember } from '../../test/factories.ts';

/* The audit's reproducers of a 500: each now answers a 4xx and changes nothing. */

let ctx: TestContext;
let member: { user: { id: number }; agent: Agent };
let admin: { user: { id: number }; agent: Agent };
beforeAll(async () => {
  ctx = await buildTestApp();
  member = await signedInMember(ctx.app, ctx.db);
  admin = await signedInMember(ctx.app, ctx.db, { isAdmin: true });
});
afterAll(() => ctx.close());

const count = async (table: 'products' | 'keyword_alerts' | 'admin_audits' | 'clicks' | 'images') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A raw write with the member's cookies and CSRF token, for bodies the agent would not send. */
async function rawWrite(method: 'POST' | 'PATCH', url: string, contentType: string, payload: string) {
  await member.agent.get('/api/csrf-cookie');
  const token = member.agent.cookie('XSRF-TOKEN')!;
  const cookie = ['steelyard_session', 'XSRF-TOKEN']
    .map((name) => `${name}=${encodeURIComponent(member.agent.cookie(name)!)}`)
    .join('; ');
  return ctx.app.inject({
    method,
    url,
    headers: { cookie, 'x-xsrf-token': token, 'content-type': contentType, 'accept-language': 'en' },
    payload,
  });
}

describe('malformed multipart', () => {
  it.each([
    [
      'a body cut short',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="keyword"\r\n\r\nmotor',
    ],
    ['no boundary', 'multipart/form-data', 'garbage'],
    [
      'a file part cut short',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\n\xff\xd8',
    ],
  ])('answers 400 for %s and stores nothing', async (_, contentType, payload) => {
    const before = [await count('keyword_alerts'), await count('products'), await count('images')];
    for (const url of ['/api/keywords', '/api/products', '/api/images']) {
      const response = await rawWrite('POST', url, contentType, payload);
      expect(response.statusCode, `${url} ${response.body}`).toBe(400);
      expect(response.json()).toEqual({ message: 'The request could not be understood.' });
    }
    expect([await count('keyword_alerts'), await count('products'), await count('images')]).toEqual(before);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL in a body field with a 422 on that field', async () => {
    const before = await count('keyword_alerts');
    const response = await member.agent.post('/api/keywords', { keyword: 'mo\u0000tor' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ keyword: ['This contains characters that cannot be saved.'] });
    expect(await count('keyword_alerts')).toBe(before);
  });

  it('refuses a NUL in a list query', async () => {
    const response = await member.agent.get('/api/products?word=lat%00he');
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['word']);
    const admins = await admin.agent.get('/api/admin/users?search=a%00b');
    expect(admins.statusCode).toBe(422);
  });

  it("refuses a lone surrogate in an admin's edit, and writes no audit row", async () => {
    const target = await createUser(ctx.db);
    const audits = await count('admin_audits');
    const response = await admin.agent.patch(`/api/admin/users/${target.id}`, { name: 'Kim\ud800' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ name: ['This contains characters that cannot be saved.'] });
    expect(await count('admin_audits')).toBe(audits);
    const row = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', target.id)
      .executeTakeFirst();
    expect(row?.name).toBe(target.name);
  });
});

describe('ids beyond a PostgreSQL integer', () => {
  const tooBig = 2 ** 31;

  it('are a 422 on the field in a body', async () => {
    const clicks = await count('clicks');
    const click = await member.agent.post('/api/clicks', {
      clickable_type: 'promotion',
      clickable_id: tooBig,
    });
    expect(click.statusCode).toBe(422);
    expect(click.json().errors.clickable_id).toEqual(['Please enter a value of at most 2147483647.']);
    expect(await count('clicks')).toBe(clicks);
    const products = await count('products');
    const post = await member.agent.post('/api/products', {
      type: 'sale',
      category_id: tooBig,
      title: 'Lathe',
      price: 1000,
      place_name: 'Busan',
      lat: 35.1,
      lon: 129.0,
    });
    expect(post.statusCode).toBe(422);
    expect(post.json().errors.category_id).toEqual(['Please select a category.']);
    expect(await count('products')).toBe(products);
  });

  it('are a 422 on the field in a query', async () => {
    for (const url of [
      `/api/products?category_id=${tooBig}`,
      `/api/products?user_id=${tooBig}`,
      `/api/notices?category_id=${tooBig}`,
      `/api/admin/products?category_id=${tooBig}`,
    ]) {
      const response = await admin.agent.get(url);
      expect(response.statusCode, url).toBe(422);
    }
  });
});

describe('bodies that are not objects', () => {
  it('answers 422 or 400 to null, an empty body and an array on product create and edit', async () => {
    const product = await createProduct(ctx.db, member.user.id, { title: 'Kept as it was' });
    const before = await count('products');
    for (const [method, url] of [
      ['POST', '/api/products'],
      ['PATCH', `/api/products/${product.id}`],
    ] as const) {
      expect((await rawWrite(method, url, 'application/json', 'null')).statusCode).toBe(422);
      expect((await rawWrite(method, url, 'application/json', '[]')).statusCode).toBe(422);
      expect((await rawWrite(method, url, 'application/json', '')).statusCode).toBe(400);
    }
    expect(await count('products')).toBe(before);
    const row = await ctx.db
      .selectFrom('products')
      .select('title')
      .where('id', '=', product.id)
      .executeTakeFirst();
    expect(row?.title).toBe('Kept as it was');
  });

  it('still answers the product form with every message at once', async () => {
    const response = await member.agent.post('/api/products', {
      type: 'sale',
      category_id: await productCategoryId(ctx.db),
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['place_name', 'price', 'title']);
  });
});
