import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createProduct, productCategoryId, signedInMember } from '../../../test/factories.ts';

/**
 * Bad-manner reviews are visible only to their recipient (spec §6): on every answer that carries
 * a member's manner summary, `bad` is absent — not zero — for anyone but the member themself.
 */
let ctx: TestContext;
let seller: { id: number };
let sellerAgent: Agent;
let otherAgent: Agent;
let adminAgent: Agent;
let visitor: Agent;
let productId: number;
let machinery: number;

beforeAll(async () => {
  ctx = await buildTestApp();
  machinery = await productCategoryId(ctx.db, 'machinery');
  ({ user: seller, agent: sellerAgent } = await signedInMember(ctx.app, ctx.db));
  ({ agent: otherAgent } = await signedInMember(ctx.app, ctx.db));
  ({ agent: adminAgent } = await signedInMember(ctx.app, ctx.db, { isAdmin: true }));
  visitor = new Agent(ctx.app);
  productId = (await createProduct(ctx.db, seller.id)).id;
});
afterAll(() => ctx.close());

const post = () => ({
  type: 'sale',
  category_id: machinery,
  title: 'Bandsaw',
  price: 300_000,
  description: 'Cuts straight.',
  place_name: 'Ansan',
  lat: 37.3,
  lon: 126.8,
});

type Summary = { good: number; bad?: number; review_count: number };
/** The manner summaries in an answer, wherever they sit. */
function mannerSummaries(value: unknown): Summary[] {
  if (!value || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap(mannerSummaries);
  const entries = Object.entries(value);
  return entries.flatMap(([key, child]) => (key === 'manner' ? [child as Summary] : mannerSummaries(child)));
}

/** Each route whose answer carries a manner summary, called as someone else and as the member. */
const calls: Record<string, { others: () => Promise<unknown>[]; own: () => Promise<unknown>[] }> = {
  'GET /api/users/{id}': {
    others: () => [otherAgent, visitor, adminAgent].map((a) => a.get(`/api/users/${seller.id}`)),
    own: () => [sellerAgent.get(`/api/users/${seller.id}`)],
  },
  'GET /api/products/{id}': {
    others: () => [otherAgent, visitor, adminAgent].map((a) => a.get(`/api/products/${productId}`)),
    own: () => [sellerAgent.get(`/api/products/${productId}`)],
  },
  'POST /api/products': { others: () => [], own: () => [sellerAgent.post('/api/products', post())] },
  'PATCH /api/products/{id}': {
    others: () => [],
    own: () => [sellerAgent.patch(`/api/products/${productId}`, post())],
  },
  'PATCH /api/products/{id}/status': {
    others: () => [],
    own: () => [sellerAgent.patch(`/api/products/${productId}/status`, { status: 'open' })],
  },
  'PATCH /api/products/{id}/hidden': {
    others: () => [],
    own: () => [sellerAgent.patch(`/api/products/${productId}/hidden`, { hidden: 0 })],
  },
  // The seller's bump answers the post's page: a post listed two days ago, its last bump cleared.
  'POST /api/products/{id}/bump': {
    others: () => [],
    own: () => [
      (async () => {
        const listed = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
        await ctx.db
          .updateTable('products')
          .set({ created_at: listed, bumped_at: null, bump_count: 0 })
          .where('id', '=', productId)
          .execute();
        return sellerAgent.post(`/api/products/${productId}/bump`);
      })(),
    ],
  },
  'GET /api/admin/products/{id}': {
    others: () => [adminAgent.get(`/api/admin/products/${productId}`)],
    own: () => [],
  },
  'POST /api/admin/products': {
    others: () => [adminAgent.post('/api/admin/products', { ...post(), user_id: seller.id })],
    own: () => [],
  },
  'PATCH /api/admin/products/{id}': {
    others: () => [adminAgent.patch(`/api/admin/products/${productId}`, { title: 'Bandsaw 2' })],
    own: () => [],
  },
  'PATCH /api/admin/products/{id}/hidden': {
    others: () => [adminAgent.patch(`/api/admin/products/${productId}/hidden`, { hidden: 0 })],
    own: () => [],
  },
};

describe('the bad-manner count', () => {
  it('is listed here for every route whose answer carries a manner summary', async () => {
    const document = (await visitor.get('/api/docs')).json();
    const schemas = document.components.schemas as Record<string, unknown>;
    const refs = (value: unknown): string[] =>
      JSON.stringify(value)
        .match(/#\/components\/schemas\/\w+/g)
        ?.map((ref) => ref.split('/').pop()!) ?? [];
    const carries = (value: unknown, seen = new Set<string>()): boolean =>
      refs(value).some(
        (id) => id === 'MannerSummary' || (!seen.has(id) && (seen.add(id), carries(schemas[id], seen))),
      );
    const routes = Object.entries(document.paths as Record<string, Record<string, { responses: object }>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => carries(operation.responses))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(routes).toEqual(Object.keys(calls).sort());
  });

  /** Every summary each caller gets from each route, checked to be there at all. */
  async function summariesSeenBy(who: 'others' | 'own') {
    const seen: [string, Summary][] = [];
    for (const [route, callers] of Object.entries(calls)) {
      for (const response of await Promise.all(callers[who]())) {
        const { statusCode, body } = response as { statusCode: number; body: string };
        expect(statusCode, route).toBeLessThan(300);
        const summaries = mannerSummaries(JSON.parse(body));
        expect(summaries.length, route).toBeGreaterThan(0);
        seen.push(...summaries.map((summary): [string, Summary] => [route, summary]));
      }
    }
    return seen;
  }

  it('is absent for another member, a visitor and an admin, on every such route', async () => {
    for (const [route, summary] of await summariesSeenBy('others')) {
      expect(summary, route).toEqual({ good: 0, review_count: 0, trust_score: 36.5 });
      expect('bad' in summary, route).toBe(false);
    }
  });

  it('is there for the member themself', async () => {
    for (const [route, summary] of await summariesSeenBy('own'))
      expect(summary, route).toEqual({ good: 0, bad: 0, review_count: 0, trust_score: 36.5 });
  });
});
