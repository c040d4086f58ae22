import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneOf, productSummaryDtoSchema, publicUserDtoSchema, z } from '@steelyard/contracts';
import { buildTestApp, type TestContext } from '../../test/build.ts';

const member = { id: 7, nickname: 'kim', profile_image_url: null, city: 'Seoul', county: null };

let ctx: TestContext;
let refusal: unknown;
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    // A presenter that lets private fields slip into its answer, at the top and nested.
    app.get(
      '/api/test/leaky-member',
      { schema: { response: { 200: oneOf(publicUserDtoSchema) } } },
      async () => ({
        data: { ...member, email: 'kim@example.com', password_hash: 'scrypt$…', push_token: 'ExpoPush[x]' },
      }),
    );
    app.get(
      '/api/test/leaky-list',
      { schema: { response: { 200: oneOf(z.array(productSummaryDtoSchema)) } } },
      async () => ({
        data: [
          {
            id: 1,
            type: 'sale' as const,
            status: 'open' as const,
            is_hidden: false,
            title: 'Lathe',
            price: 1000,
            price_negotiable: false,
            category_id: 1,
            country: 'KR',
            city: null,
            county: null,
            place_name: null,
            thumb_url: null,
            like_count: 0,
            chat_count: 0,
            view_count: 0,
            created_at: new Date(0).toISOString(),
            bumped_at: null,
            inspected_on: null,
            user: { ...member, business_verified: false, contact: '010-1234-5678' },
            search_grams: ['la', 'at'],
          },
        ],
      }),
    );
    // A presenter that forgot a field: a loud 500, never half a shape.
    app.get('/api/test/short', { schema: { response: { 200: oneOf(publicUserDtoSchema) } } }, async () => ({
      data: { id: 7 } as typeof member,
    }));
    // A route without declared answers is refused when it is added.
    try {
      app.get('/api/test/undeclared', async () => ({ data: null }));
    } catch (error) {
      refusal = error;
    }
  });
});
afterAll(() => ctx.close());

describe('response schemas', () => {
  it('never send a field outside the schema, at the top or nested', async () => {
    const one = await ctx.app.inject({ method: 'GET', url: '/api/test/leaky-member' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ data: member });
    expect(one.body).not.toMatch(/email|password|push_token/);

    const list = await ctx.app.inject({ method: 'GET', url: '/api/test/leaky-list' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].user).toEqual({ ...member, business_verified: false });
    expect(list.body).not.toMatch(/contact|010-1234|search_grams/);
  });

  it('answer a 500 without details when a presenter misses a field', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/short',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'A problem occurred. Please try again later.' });
  });

  it('are required of every API route', () => {
    expect(String(refusal)).toMatch(/GET \/api\/test\/undeclared declares no schema.response/);
  });
});

type Operation = {
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }> }>;
  security?: unknown[];
};

describe('GET /api/docs', () => {
  it('shows an answer for every route: a JSON schema, no content, or a redirect', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, Operation>>;
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        route: `${method.toUpperCase()} ${path}`,
        operation,
      })),
    );
    expect(operations.length).toBeGreaterThan(90);
    const undocumented = operations.filter(({ operation }) => {
      const answers = Object.entries(operation.responses).filter(([status]) => /^[23]/.test(status));
      if (answers.length === 0) return true;
      return answers.some(([status, answer]) =>
        status === '204' || status.startsWith('3')
          ? answer.description === 'Default Response'
          : !answer.content?.['application/json']?.schema,
      );
    });
    expect(undocumented.map(({ route }) => route)).toEqual([]);
  });

  it('shows the shared error shapes as components, and which routes need sign-in', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(Object.keys(document.components.schemas)).toEqual(
      expect.arrayContaining(['ErrorResponse', 'ValidationFailure', 'ProductSummary', 'PublicUser']),
    );
    const login = document.paths['/api/login'].post as Operation;
    expect(login.responses['422']).toMatchObject({
      description: 'Invalid input; nothing changed.',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ValidationFailure' } } },
    });
    expect(login.responses['429']?.content?.['application/json']?.schema).toEqual({
      $ref: '#/components/schemas/ErrorResponse',
    });
    expect(login.security).toEqual([{}, { session: [] }]);
    const user = document.paths['/api/user'].get as Operation;
    expect(user.security).toEqual([{ session: [] }]);
    expect(Object.keys(user.responses)).toEqual(expect.arrayContaining(['200', '401', '404']));
    const admin = document.paths['/api/admin/users'].get as Operation;
    expect(admin.security).toEqual([{ session: [] }]);
    expect(Object.keys(admin.responses)).toEqual(expect.arrayContaining(['200', '401', '403', '422']));
  });
});
