import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createRandom } from '../db/seed/demo/photos.ts';
import { nextAddress } from '../../test/factories.ts';
import { describeCase, fuzzCases, type FuzzCase } from '../../test/fuzz-cases.ts';
import { mockProviderEnv } from '../../test/oidc-mock.ts';
import { MUTATING, readOperations, type Operation } from '../../test/openapi.ts';
import { ROUTE_CASES } from '../../test/route-cases.ts';
import { createWorld, type World } from '../../test/world.ts';

/*
 * The fuzz suite: every mutating route and every GET with a query or a path id, called with bad
 * input generated from its schema in /api/docs (test/fuzz-cases.ts), as the member the route's
 * resources belong to (an admin under /api/admin). Any answer of 500 or more fails and prints the
 * route and what was sent. Seeded and a fixed number of cases per route.
 */
const SEED = 20261124;
const CASES_PER_ROUTE = 140;

let ctx: TestContext;
let targets: Operation[];
beforeAll(async () => {
  ctx = await buildTestApp(mockProviderEnv('http://127.0.0.1:9'));
  targets = (await readOperations(ctx.app)).filter(
    (op) => MUTATING.has(op.method) || op.query.length > 0 || op.pathParams.length > 0,
  );
});
afterAll(() => ctx.close());

/** Sends one case from an address of its own, so per-address limits never answer for validation. */
async function send(world: World, operation: Operation, fuzz: FuzzCase) {
  const actor = operation.path.startsWith('/api/admin/') ? world.actors.admin : world.actors.member;
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => fuzz.params[name] ?? '1');
  const url = fuzz.query ? `${path}?${fuzz.query}` : path;
  return actor.agent.request(operation.method, url, fuzz.multipart, {
    remoteAddress: nextAddress(),
    multipart: Boolean(fuzz.multipart),
    raw: fuzz.body,
  });
}

describe('the fuzz suite', () => {
  it('covers every mutating route and list query of /api/docs', () => {
    expect(targets.filter((op) => MUTATING.has(op.method)).length).toBeGreaterThan(50);
    expect(targets.filter((op) => op.method === 'GET' && op.query.length > 0).length).toBeGreaterThan(15);
  });

  it.each(Object.keys(ROUTE_CASES))('%s never answers 5xx', async (key) => {
    const operation = targets.find((candidate) => candidate.key === key);
    if (!operation) return; // a GET without query or path parameters: nothing to fuzz
    const world = await createWorld(ctx.app, ctx.db);
    const role = operation.path.startsWith('/api/admin/') ? 'admin' : 'member';
    const base = (await ROUTE_CASES[key]!.prepare?.(world, role)) ?? {};
    const random = createRandom(SEED ^ [...key].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 0));
    const cases = fuzzCases(operation, base, random, CASES_PER_ROUTE);
    expect(cases).toHaveLength(CASES_PER_ROUTE);
    const failures: string[] = [];
    for (const fuzz of cases) {
      const response = await send(world, operation, fuzz);
      if (response.statusCode >= 500)
        failures.push(
          `${response.statusCode} ${describeCase(operation, fuzz)} → ${response.body.slice(0, 200)}`,
        );
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});
