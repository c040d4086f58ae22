import {
  PROMOTION_IMAGE_SIZES,
  PROMOTION_LINK,
  PROMOTION_STATE,
  type PromotionState,
  type PromotionType,
} from '@steelyard/contracts';
import { saveImage } from '../../../modules/images/images.service.ts';
import { daysFrom, type SeedContext } from '../context.ts';
import { bannerSvg, renderJpeg, type ArtKind } from './photos.ts';
import { mapWithLimit } from '../../../lib/map-with-limit.ts';

interface PromotionSeed {
  type: PromotionType;
  state: PromotionState;
  /** Internal links point at seeded rows, resolved at seed time. */
  link:
    | { kind: 'product'; productIndex: number }
    | { kind: 'event'; eventIndex: number }
    | { kind: 'path'; path: string }
    | { kind: 'external'; url: string };
  startsInDays: number;
  endsInDays: number;
  art: ArtKind;
  hue: number;
}

/** At least one ongoing promotion of every type, plus one before (0), one paused (3) and one finished (2). */
const DEMO_PROMOTIONS: PromotionSeed[] = [
  {
    type: 'SPLASH',
    state: PROMOTION_STATE.ongoing,
    link: { kind: 'path', path: '/products' },
    startsInDays: -14,
    endsInDays: 30,
    art: 'gear',
    hue: 210,
  },
  {
    type: 'START',
    state: PROMOTION_STATE.ongoing,
    link: { kind: 'event', eventIndex: 1 },
    startsInDays: -5,
    endsInDays: 20,
    art: 'lathe',
    hue: 200,
  },
  {
    type: 'START',
    state: PROMOTION_STATE.before,
    link: { kind: 'event', eventIndex: 2 },
    startsInDays: 10,
    endsInDays: 40,
    art: 'factory',
    hue: 140,
  },
  {
    type: 'POP',
    state: PROMOTION_STATE.ongoing,
    link: { kind: 'external', url: 'https://example.com/steelyard/machine-fair' },
    startsInDays: -3,
    endsInDays: 14,
    art: 'mill',
    hue: 25,
  },
  {
    type: 'POP',
    state: PROMOTION_STATE.finish,
    link: { kind: 'event', eventIndex: 0 },
    startsInDays: -40,
    endsInDays: -12,
    art: 'wrench',
    hue: 0,
  },
  {
    type: 'PRODUCT',
    state: PROMOTION_STATE.ongoing,
    link: { kind: 'product', productIndex: 0 },
    startsInDays: -7,
    endsInDays: 23,
    art: 'lathe',
    hue: 190,
  },
  {
    type: 'PRODUCT',
    state: PROMOTION_STATE.ongoing,
    link: { kind: 'external', url: 'https://example.com/steelyard/tool-outlet' },
    startsInDays: -2,
    endsInDays: 28,
    art: 'drill',
    hue: 45,
  },
  {
    type: 'PRODUCT',
    state: PROMOTION_STATE.pause,
    link: { kind: 'product', productIndex: 1 },
    startsInDays: -10,
    endsInDays: 20,
    art: 'bearing',
    hue: 280,
  },
];

/** Ads of every type with generated banners; internal links point at seeded products and events. */
export async function seedDemoPromotions(
  { trx, storage, tally, now }: SeedContext,
  refs: { productIds: number[]; eventIds: number[]; adminId: number },
): Promise<void> {
  const resolve = (link: PromotionSeed['link']): { url: string; type_url: number } => {
    switch (link.kind) {
      case 'product': {
        const id = refs.productIds[link.productIndex];
        return { url: id === undefined ? '/products' : `/products/${id}`, type_url: PROMOTION_LINK.internal };
      }
      case 'event':
        return { url: `/events/${refs.eventIds[link.eventIndex]}`, type_url: PROMOTION_LINK.internal };
      case 'path':
        return { url: link.path, type_url: PROMOTION_LINK.internal };
      case 'external':
        return { url: link.url, type_url: PROMOTION_LINK.external };
    }
  };

  const imageIds = await mapWithLimit(DEMO_PROMOTIONS, 2, async (promotion, index) => {
    const svg = bannerSvg({
      art: promotion.art,
      hue: promotion.hue,
      seed: 700 + index,
      ...PROMOTION_IMAGE_SIZES[promotion.type],
    });
    return saveImage(trx, storage, await renderJpeg(svg), refs.adminId);
  });
  const positions = new Map<PromotionType, number>();
  await trx
    .insertInto('promotions')
    .values(
      DEMO_PROMOTIONS.map((promotion, index) => {
        const position = positions.get(promotion.type) ?? 0;
        positions.set(promotion.type, position + 1);
        return {
          type: promotion.type,
          // The schedule gives before, ongoing and finish; only a pause is stored.
          paused: promotion.state === PROMOTION_STATE.pause,
          ...resolve(promotion.link),
          image_id: imageIds[index] as number,
          position,
          starts_at: daysFrom(now, promotion.startsInDays),
          ends_at: daysFrom(now, promotion.endsInDays),
          created_at: daysFrom(now, Math.min(0, promotion.startsInDays - 1)),
        };
      }),
    )
    .execute();
  tally.add('promotions', DEMO_PROMOTIONS.length);
}
