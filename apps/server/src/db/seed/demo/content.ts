import { saveImage } from '../../../modules/images/images.service.ts';
import { daysFrom, type SeedContext } from '../context.ts';
import { DEMO_EVENTS, DEMO_FAQS, DEMO_NOTICES } from './content-data.ts';
import { bannerSvg, renderJpeg } from './photos.ts';
import { mapWithLimit } from '../../../lib/map-with-limit.ts';

const EVENT_BANNER = { width: 1200, height: 600 } as const;

/** Notices and FAQs in their categories, and events with a generated banner. Returns the event ids. */
export async function seedDemoContent(
  { trx, storage, tally, now }: SeedContext,
  categoryIds: Map<string, number>,
  adminId: number,
): Promise<number[]> {
  const categoryId = (kind: string, slug: string) => {
    const id = categoryIds.get(`${kind}:${slug}`);
    if (id === undefined) throw new Error(`Category ${kind}:${slug} was not seeded`);
    return id;
  };

  const notices = [...DEMO_NOTICES].sort((a, b) => b.daysAgo - a.daysAgo);
  await trx
    .insertInto('notices')
    .values(
      notices.map((notice) => ({
        category_id: categoryId('notice', notice.category),
        published: true,
        title: JSON.stringify(notice.title),
        content: JSON.stringify(notice.content),
        created_at: daysFrom(now, -notice.daysAgo),
        updated_at: daysFrom(now, -notice.daysAgo),
      })),
    )
    .execute();
  tally.add('notices', notices.length);

  await trx
    .insertInto('faqs')
    .values(
      DEMO_FAQS.map((faq, position) => ({
        category_id: categoryId('faq', faq.category),
        published: true,
        title: JSON.stringify(faq.question),
        content: JSON.stringify(faq.answer),
        position,
      })),
    )
    .execute();
  tally.add('faqs', DEMO_FAQS.length);

  const bannerIds = await mapWithLimit(DEMO_EVENTS, 2, async (event, index) => {
    const svg = bannerSvg({ art: event.art, hue: event.hue, seed: 500 + index, ...EVENT_BANNER });
    return saveImage(trx, storage, await renderJpeg(svg), adminId);
  });
  const events = await trx
    .insertInto('events')
    .values(
      DEMO_EVENTS.map((event, index) => ({
        title: JSON.stringify(event.title),
        content: JSON.stringify(event.content),
        image_id: bannerIds[index] as number,
        published: true,
        starts_at: daysFrom(now, event.startsInDays),
        ends_at: daysFrom(now, event.endsInDays),
        created_at: daysFrom(now, Math.min(0, event.startsInDays - 3)),
      })),
    )
    .returning('id')
    .execute();
  tally.add('events', events.length);
  return events.map((row) => row.id);
}
