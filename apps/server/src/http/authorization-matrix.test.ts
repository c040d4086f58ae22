import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { mockProviderEnv } from '../../test/oidc-mock.ts';
import { MUTATING, readOperations, type Operation } from '../../test/openapi.ts';
import { ROUTE_CASES } from '../../test/route-cases.ts';
import {
  callOperation,
  changedTables,
  createWorld,
  fingerprint,
  ROLES,
  type Role,
} from '../../test/world.ts';

/*
 * The authorization matrix: every route of the OpenAPI document, called as a visitor, the member
 * the resources were made for, another member, a member that one blocked, and an admin. Each call
 * must answer the status of test/route-cases.ts, and a refused write must change no row.
 */

let ctx: TestContext;
let operations: Operation[];
beforeAll(async () => {
  // Social providers are configured (at an address nothing answers: no call gets that far).
  ctx = await buildTestApp(mockProviderEnv('http://127.0.0.1:9'));
  operations = await readOperations(ctx.app);
});
afterAll(() => ctx.close());

describe('the authorization matrix', () => {
  it('has an entry for every route of /api/docs (a new route adds one) and none for a route that is gone', () => {
    const documented = operations.map((operation) => operation.key);
    const missing = documented.filter((key) => !(key in ROUTE_CASES));
    expect(missing, 'routes without an entry in test/route-cases.ts').toEqual([]);
    expect(Object.keys(ROUTE_CASES).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('sees a changed row (the check of refused writes can fail)', async () => {
    const settings = await ctx.db
      .selectFrom('settings')
      .select('min_price_for_show')
      .executeTakeFirstOrThrow();
    const before = await fingerprint(ctx.db);
    await ctx.db.updateTable('settings').set({ min_price_for_show: 12345 }).execute();
    await ctx.db.insertInto('logs').values({ memo: 'fingerprint check' }).execute();
    expect(changedTables(before, await fingerprint(ctx.db))).toEqual(['logs', 'settings']);
    await ctx.db.updateTable('settings').set(settings).execute();
  });

  it.each(Object.keys(ROUTE_CASES))('%s', async (key) => {
    const operation = operations.find((candidate) => candidate.key === key);
    if (!operation) return; // reported by the first test
    const routeCase = ROUTE_CASES[key]!;
    const world = await createWorld(ctx.app, ctx.db);
    const statuses = {} as Record<Role, number>;
    const refusedWrites: Record<string, string[]> = {};
    const answers: Record<string, string> = {};
    for (const role of ROLES) {
      const call = (await routeCase.prepare?.(world, role)) ?? {};
      const watch = MUTATING.has(operation.method) && routeCase.expect[role] >= 400;
      const before = watch ? await fingerprint(ctx.db) : undefined;
      const response = await callOperation(world.actors[role].agent, operation, call);
      statuses[role] = response.statusCode;
      if (response.statusCode !== routeCase.expect[role]) answers[role] = response.body.slice(0, 300);
      if (before) {
        const changed = changedTables(before, await fingerprint(ctx.db));
        if (changed.length) refusedWrites[role] = changed;
      }
    }
    expect({ statuses, refusedWrites, answers }).toEqual({
      statuses: routeCase.expect,
      refusedWrites: {},
      answers: {},
    });
  });
});
