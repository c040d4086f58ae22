import type { RealtimeDelivery } from '../../realtime/emitter.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@steelyard/contracts';
import { buildTestApp, type TestContext } from '../../../test/build.ts';
import { block, createProduct, productCategoryId, signedInMember } from '../../../test/factories.ts';

/** Issue 29: a member who liked a post is told when its seller lowers the price, once a day. */

let ctx: TestContext;
let machinery: number;
const deliveries: RealtimeDelivery[] = [];
beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.realtime.subscribe((delivery) => deliveries.push(delivery));
  });
  machinery = await productCategoryId(ctx.db, 'machinery');
});
afterAll(() => ctx.close());

const member = () => signedInMember(ctx.app, ctx.db);
type Member = Awaited<ReturnType<typeof member>>;

/** The edit form as the seller sends it, with a new price. */
const edit = (seller: Member, id: number, price: number, title = 'Doosan PUMA 240 lathe') =>
  seller.agent.patch(`/api/products/${id}`, {
    type: 'sale',
    category_id: machinery,
    title,
    price,
    description: 'Runs well, tooling included.',
    place_name: 'Changwon industrial complex',
    lat: 35.22,
    lon: 128.68,
  });

/** A seller's post of 10,000,000 won, liked by `likers`. */
async function likedPost(likers: Member[]) {
  const seller = await member();
  const product = await createProduct(ctx.db, seller.user.id, { price: 10_000_000 });
  for (const liker of likers) {
    const liked = await liker.agent.post('/api/likes', { likeable_type: 'product', likeable_id: product.id });
    expect(liked.statusCode).toBe(200);
  }
  return { seller, product };
}

const priceAlarms = async (who: Member) =>
  (
    (await who.agent.get('/api/alarms')).json().data as {
      kind: string;
      title: string;
      body: string;
      link: string;
    }[]
  ).filter((alarm) => alarm.kind === 'price_drop');

describe('price-drop alarms', () => {
  it('tell each liker once, with the old and new price, live; never the seller or others', async () => {
    const liker = await member();
    const other = await member();
    const { seller, product } = await likedPost([liker]);
    deliveries.length = 0;

    expect((await edit(seller, product.id, 8_500_000)).statusCode).toBe(200);
    expect(await priceAlarms(liker)).toEqual(
      [
        {
          kind: 'price_drop',
          title: 'A post you saved is now cheaper',
          body: 'Doosan PUMA 240 lathe · ₩10,000,000 → ₩8,500,000',
          link: `/products/${product.id}`,
          id: expect.any(Number),
          read: false,
          created_at: expect.any(String),
        },
      ].map((expected) => expect.objectContaining(expected)),
    );
    expect(deliveries.filter((d) => d.event === 'alarm-created').map((d) => d.userId)).toEqual([
      liker.user.id,
    ]);
    expect(await priceAlarms(seller)).toEqual([]);
    expect(await priceAlarms(other)).toEqual([]);
  });

  it('come at most once per post and day, and never for a higher or equal price', async () => {
    const liker = await member();
    const { seller, product } = await likedPost([liker]);
    await edit(seller, product.id, 12_000_000);
    await edit(seller, product.id, 12_000_000);
    expect(await priceAlarms(liker)).toHaveLength(0);
    await edit(seller, product.id, 9_000_000);
    await edit(seller, product.id, 8_000_000);
    expect(await priceAlarms(liker)).toHaveLength(1);
    expect(
      await ctx.db.selectFrom('price_drop_alarms').selectAll().where('product_id', '=', product.id).execute(),
    ).toEqual([{ product_id: product.id, user_id: liker.user.id, day: expect.anything() }]);
  });

  it('skip a liker who switched them off, one blocked either way, and a hidden or sold post', async () => {
    const [quiet, blocked, blocker, listening] = await Promise.all([member(), member(), member(), member()]);
    const { seller, product } = await likedPost([quiet, blocked, blocker, listening]);
    const switched = await quiet.agent.patch('/api/users/notifications', {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      price_drop: false,
    });
    expect(switched.json().data.price_drop).toBe(false);
    await block(ctx.db, seller.user.id, blocked.user.id);
    await block(ctx.db, blocker.user.id, seller.user.id);

    await edit(seller, product.id, 9_000_000);
    expect(await priceAlarms(quiet)).toEqual([]);
    expect(await priceAlarms(blocked)).toEqual([]);
    expect(await priceAlarms(blocker)).toEqual([]);
    expect(await priceAlarms(listening)).toHaveLength(1);

    const hidden = await likedPost([listening]);
    await hidden.seller.agent.patch(`/api/products/${hidden.product.id}/hidden`, { hidden: 1 });
    await edit(hidden.seller, hidden.product.id, 5_000_000);
    expect(await priceAlarms(listening)).toHaveLength(1);
  });

  it('speak the reader’s language', async () => {
    const liker = await signedInMember(ctx.app, ctx.db, {}, 'ko');
    const { seller, product } = await likedPost([liker]);
    await edit(seller, product.id, 7_000_000);
    expect(await priceAlarms(liker)).toEqual([
      expect.objectContaining({
        title: '관심 상품의 가격이 내려갔어요',
        body: 'Doosan PUMA 240 lathe · 10,000,000원 → 7,000,000원',
      }),
    ]);
  });
});
