import { randomBytes } from 'node:crypto';
import { productListQuerySchema } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, buildTestAppOn, type TestContext } from '../../../test/build.ts';
import { changeCheckerOf } from '../../../test/change-checker.ts';
import { createProduct, signedInMember } from '../../../test/factories.ts';
import { productViewsCounted, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';

// The Redis suite: runs when TEST_REDIS_URL names a Redis server (npm test finds the local one).
const redisUrl = process.env.TEST_REDIS_URL;
const firstPage = productListQuerySchema.parse({ cursor: '' });

describe.skipIf(!redisUrl)('a change announced on one instance drops the caches of another', () => {
  let first: TestContext;
  let second: TestContext;
  beforeAll(async () => {
    const env = {
      REDIS_URL: redisUrl!,
      REALTIME_REDIS_KEY: `steelyard-cache-${randomBytes(4).toString('hex')}`,
    };
    first = await buildTestApp(env);
    // Its own handle on the same pool, as another server's: what the first announces reaches it
    // through the invalidation bus only.
    const db = first.db.withTables<Record<never, never>>() as Db;
    changeCheckerOf(first.db)?.hear(db);
    second = await buildTestAppOn(db, env);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('drops the second instance’s kept list and page through the bus when a seller hides a post on the first', async () => {
    const { user, agent } = await signedInMember(first.app, first.db);
    const product = await createProduct(first.db, user.id, { title: 'clustered press' });
    const kept = await second.app.productLists.list(null, firstPage);
    expect(kept.answer.data.map((post) => post.id)).toContain(product.id);
    const page = () => second.app.inject({ url: `/api/products/${product.id}` });
    expect((await page()).statusCode).toBe(200);
    const heard = new Promise<void>((resolve) =>
      second.app.bus.subscribe(publicProductsChanged.name, () => resolve()),
    );

    expect((await agent.patch(`/api/products/${product.id}/hidden`, { hidden: true })).statusCode).toBe(200);
    await heard;
    const fresh = await second.app.productLists.list(null, firstPage);
    expect(fresh).not.toBe(kept);
    expect(fresh.answer.data.map((post) => post.id)).not.toContain(product.id);
    expect((await page()).statusCode).toBe(404);
  });

  /**
   * Once the second instance has heard, through Redis, what each instance published before now:
   * a test's own writes are announced on both on its behalf, and the echoes come after the write.
   */
  async function settled() {
    for (const from of [first, second]) {
      const topic = `settled-${randomBytes(4).toString('hex')}`;
      // The second hears its own message at once and again from Redis.
      let owed = from === second ? 2 : 1;
      const heard = new Promise<void>((resolve) =>
        second.app.bus.subscribe(topic, () => --owed === 0 && resolve()),
      );
      await from.app.bus.publish(topic);
      await heard;
    }
  }

  it('writes a view counted on the first instance into the second’s kept list page', async () => {
    const { user } = await signedInMember(first.app, first.db);
    const other = await createProduct(first.db, user.id, { title: 'clustered drill' });
    const product = await createProduct(first.db, user.id, { title: 'clustered lathe' });
    await settled();
    const kept = await second.app.productLists.list(null, firstPage);
    const otherCard = (page: typeof kept) => page.answer.data.find((post) => post.id === other.id);
    const viewsOn = (page: typeof kept) =>
      page.answer.data.find((post) => post.id === product.id)?.view_count;
    expect(viewsOn(kept)).toBe(0);
    const heard = new Promise<void>((resolve) =>
      second.app.bus.subscribe(productViewsCounted.name, () => resolve()),
    );

    await first.app.productPages.show(product.id, { userId: null, viewerKey: 'session:clustered' });
    await first.app.productViews.flush();
    await heard;
    const after = await second.app.productLists.list(null, firstPage);
    expect(viewsOn(after)).toBe(1);
    // Not read again: the other post's card is the one kept.
    expect(otherCard(after)).toBe(otherCard(kept));
    expect(JSON.parse(after.json!)).toEqual(after.answer);
  });
});
