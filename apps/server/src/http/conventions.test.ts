import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneOf, z } from '@steelyard/contracts';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.get('/api/test/explode', { schema: { response: { 200: oneOf(z.null()) } } }, async () => {
      throw new Error('database password is hunter2');
    });
    app.post(
      '/api/test/echo',
      {
        schema: {
          body: z.object({ tags: z.array(z.string()).max(3), note: z.string().max(5) }),
          response: { 200: oneOf(z.object({ tags: z.array(z.string()), note: z.string() })) },
        },
      },
      async (request) => ({ data: request.body }),
    );
  });
});
afterAll(() => ctx.close());

describe('error shapes', () => {
  it('answers 500 without internals, in the request language', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/explode',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'A problem occurred. Please try again later.' });
    expect(response.body).not.toContain('hunter2');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'accept-language': 'ja' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'ページが見つかりません。' });
  });

  it('gives 422 with the first message per field and placeholders filled', async () => {
    const agent = new Agent(ctx.app, { 'accept-language': 'en' });
    const response = await agent.post('/api/test/echo', { tags: ['a', 'b', 'c', 'd'], note: 'too long' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Please enter a value of at most 3.',
      errors: { tags: ['Please enter a value of at most 3.'], note: ['Please enter at most 5 characters.'] },
    });
  });

  it('reads name[] multipart fields as arrays', async () => {
    const agent = new Agent(ctx.app);
    const response = await agent.post(
      '/api/test/echo',
      { 'tags[]': ['x', 'y'], note: 'ok' },
      { multipart: true },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { tags: ['x', 'y'], note: 'ok' } });
  });
});

describe('security headers and the OpenAPI document', () => {
  it('sends the security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/settings' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('serves the OpenAPI document at /api/docs from the route schemas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/login',
        '/api/products',
        '/api/admin/users',
        '/api/users/updateLocation',
      ]),
    );
    expect(doc.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('request context headers', () => {
  it('reads language, country and push token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'x-country': 'de', 'accept-language': 'de-DE' },
    });
    expect(response.json().data.map((c: { name: string }) => c.name)).toContain('Bayern');
    const fallback = await ctx.app.inject({
      method: 'GET',
      url: '/api/cities',
      headers: { 'x-country': 'not-a-country' },
    });
    expect(fallback.json().data.map((c: { name: string }) => c.name)).toContain('서울특별시');
  });
});
