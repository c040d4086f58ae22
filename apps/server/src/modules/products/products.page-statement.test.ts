import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { createImage, createProduct, createUser } from '../../../test/factories.ts';
import { readProductPage } from './products.service.ts';

/* A post's page is one statement: the post, its photos, the buyer and the seller's other posts. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx.close());

/** The database as the page reads it, with every statement it runs counted (one result each). */
function countingDb() {
  const sent: number[] = [];
  const counter: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => (sent.push(args.result.rows.length), args.result),
  };
  return { db: ctx.db.withPlugin(counter), sent };
}

const DAY = 24 * 60 * 60 * 1000;

describe("a post's page", () => {
  it('is read in one statement, photos in order and the seller’s shown posts newest first', async () => {
    const seller = await createUser(ctx.db);
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    const oldest = await createProduct(ctx.db, seller.id, { createdAt: at(3) });
    const middle = await createProduct(ctx.db, seller.id, { createdAt: at(2) });
    await createProduct(ctx.db, seller.id, { createdAt: at(1), hidden: true });
    const post = await createProduct(ctx.db, seller.id, { createdAt: at(0.5) });
    const [first, second] = [await createImage(ctx.db, seller.id), await createImage(ctx.db, seller.id)];
    await ctx.db
      .insertInto('product_images')
      .values([
        { product_id: post.id, image_id: second.id, position: 1 },
        { product_id: post.id, image_id: first.id, position: 0 },
      ])
      .execute();

    const { db, sent } = countingDb();
    const viewer = { userId: null, viewerKey: null };
    await readProductPage(db, post.id, viewer); // The settings it reads are kept after the first.
    sent.length = 0;
    const page = await readProductPage(db, post.id, viewer);
    // One statement, answering the post's one row.
    expect(sent).toEqual([1]);

    expect(page!.row.id).toBe(post.id);
    expect(page!.parts.images.map((image) => image.id)).toEqual([first.id, second.id]);
    expect(page!.parts.sellerProductCount).toBe(3);
    expect(page!.parts.sellerProducts.map((p) => p.id)).toEqual([middle.id, oldest.id]);
    const [shown] = page!.parts.sellerProducts;
    expect(shown!.created_at).toEqual(middle.created_at);
    expect(shown).toMatchObject({ title: middle.title, price: middle.price, is_hidden: false });

    expect(await readProductPage(db, 2_000_000_000, viewer)).toBeNull();
  });
});
