import { productListQuerySchema } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { changesOwedBy, isTestsOwnWrite, takeChangeFailures } from '../../../test/change-checker.ts';
import { createProduct, createUser, signedInMember } from '../../../test/factories.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import { setProductHidden } from './products.service.ts';
import { saveMemberDevicePreference } from '../users/users.service.ts';
import { announce, onAnnounced, publicProductsChanged } from '../../db/changes.ts';

const firstPage = productListQuerySchema.parse({ cursor: '' });

describe('named changes, announced after commit', () => {
  let ctx: TestContext;
  const heard: string[] = [];
  beforeAll(async () => {
    ctx = await buildTestApp();
    onAnnounced(ctx.db, (change) => heard.push(change.name));
  });
  afterAll(() => ctx.close());
  const noOffers = { postChanged: async () => undefined };
  const hear = async (write: () => Promise<unknown>) => {
    heard.length = 0;
    await write();
    return [...heard];
  };

  it('announces publicProductsChanged once a post is hidden, and nothing for a refused (rolled back) write', async () => {
    const seller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id, { title: 'announced lathe' });
    const kept = await ctx.app.productLists.list(null, firstPage);
    expect(
      await hear(() => setProductHidden(ctx.db, product.id, other.id, true, noOffers).catch(() => undefined)),
    ).toEqual([]);
    expect(await ctx.app.productLists.list(null, firstPage)).toBe(kept);
    expect(await hear(() => setProductHidden(ctx.db, product.id, seller.id, true, noOffers))).toEqual([
      'publicProductsChanged',
    ]);
    const fresh = await ctx.app.productLists.list(null, firstPage);
    expect(fresh).not.toBe(kept);
    expect(fresh.answer.data.map((post) => post.id)).not.toContain(product.id);
  });

  it('drops the visitors’ list before the writer’s answer leaves', async () => {
    const { agent, user } = await signedInMember(ctx.app, ctx.db);
    const product = await createProduct(ctx.db, user.id, { title: 'answered mill' });
    const titles = async () =>
      (await ctx.app.inject({ url: '/api/products?cursor=' }))
        .json()
        .data.map((p: { title: string }) => p.title);
    expect(await titles()).toContain('answered mill');
    expect((await agent.patch(`/api/products/${product.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    expect(await titles()).not.toContain('answered mill');
  });

  it('announces nothing, and keeps the lists, for a member’s write that no card shows', async () => {
    const member = await createUser(ctx.db);
    const kept = await ctx.app.productLists.list(null, firstPage);
    expect(await hear(() => saveMemberDevicePreference(ctx.db, member.id, { language: 'de' }))).toEqual([]);
    expect(await ctx.app.productLists.list(null, firstPage)).toBe(kept);
  });

  it('refuses an announcement inside a transaction', async () => {
    await expect(
      ctx.db.transaction().execute(async (trx) => announce(trx, publicProductsChanged)),
    ).rejects.toThrow('announce(publicProductsChanged) inside a transaction: call it after commit');
  });

  it('fails the test when the app commits a write it does not announce', async () => {
    const seller = await createUser(ctx.db);
    const product = await createProduct(ctx.db, seller.id);
    const forgetful = {
      name: 'forgetful',
      everyMs: 1000,
      // How many rows it changed, as every job tells.
      run: async (trx: typeof ctx.db) => {
        const result = await trx
          .updateTable('products')
          .set({ title: 'renamed' })
          .where('id', '=', product.id)
          .executeTakeFirst();
        return Number(result.numUpdatedRows);
      },
    };
    // A job's write is the app's (the scheduler runs it), though this test calls the scheduler.
    await runExclusive(ctx.db, forgetful);
    await new Promise((resolve) => setImmediate(resolve));
    const failures = takeChangeFailures();
    expect(failures).toHaveLength(1);
    expect(failures[0]!.message).toContain(
      'A committed update of products (title) was not announced: call announce(db, publicProductsChanged)',
    );
    await runExclusive(ctx.db, { ...forgetful, announces: publicProductsChanged });
    await new Promise((resolve) => setImmediate(resolve));
    expect(takeChangeFailures()).toEqual([]);
  });

  it('owes a change for the columns a card shows, and none for the others', () => {
    const owed = (write: Parameters<typeof changesOwedBy>[0]) => changesOwedBy(write).map((c) => c.name);
    expect(owed({ table: 'users', kind: 'update', columns: ['language', 'updated_at'] })).toEqual([]);
    expect(owed({ table: 'users', kind: 'update', columns: ['nickname', 'updated_at'] })).toEqual([
      'publicProductsChanged',
    ]);
    expect(owed({ table: 'users', kind: 'insert', columns: ['nickname'] })).toEqual([]);
    expect(owed({ table: 'products', kind: 'update', columns: ['view_count'] })).toEqual([
      'productViewsCounted',
    ]);
    expect(owed({ table: 'products', kind: 'insert', columns: null })).toEqual(['publicProductsChanged']);
    expect(owed({ table: 'versions', kind: 'update', columns: ['ios'] })).toEqual(['settingsChanged']);
    expect(owed({ table: 'counties', kind: 'insert', columns: ['name'] })).toEqual(['placesChanged']);
    expect(owed({ table: 'likes', kind: 'insert', columns: null })).toEqual([]);
  });

  it('tells a test’s own write from the app’s by the first deciding frame', () => {
    const stack = (...files: string[]) =>
      ['Error', ...files.map((f) => `    at async x (/w/apps/server/${f}:1:1)`)].join('\n');
    expect(isTestsOwnWrite(stack('src/modules/users/users.repository.ts', 'test/factories.ts'))).toBe(true);
    expect(isTestsOwnWrite(stack('src/modules/users/users.repository.ts', 'src/a/a.test.ts'))).toBe(true);
    expect(isTestsOwnWrite(stack('src/modules/users/users.service.ts', 'src/a/a.test.ts'))).toBe(false);
    expect(isTestsOwnWrite(stack('src/modules/users/users.repository.ts'))).toBe(false);
  });
});
