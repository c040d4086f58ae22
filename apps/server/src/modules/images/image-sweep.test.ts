import { describe, expect, it } from 'vitest';
import { appsOnBothStores, STORES } from '../../../test/both-stores.ts';
import { createContent, createProduct, createUser, jpegBytes } from '../../../test/factories.ts';
import { runExclusive } from '../../jobs/scheduler.ts';
import { imageSweepJob } from './image-sweep.job.ts';
import { saveImage } from './images.service.ts';

/* Uploads nothing used: removed with their files after two days, on the disk and in a bucket. */

const apps = appsOnBothStores();
const DAY = 24 * 60 * 60 * 1000;

describe.each(STORES)('the image sweep on %s', (name) => {
  const ctx = () => apps[name];

  it('removes old unused uploads, rows and files, and keeps recent ones and every one in use', async () => {
    const { db, storage } = ctx();
    const member = await createUser(db);
    const photo = async (daysAgo: number) => {
      const id = await saveImage(db, storage, await jpegBytes(), member.id);
      await db
        .updateTable('images')
        .set({ created_at: new Date(Date.now() - daysAgo * DAY) })
        .where('id', '=', id)
        .execute();
      return db.selectFrom('images').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    };
    const unused = await photo(3);
    const recent = await photo(1);
    const profile = await photo(30);
    await db.updateTable('users').set({ profile_image_id: profile.id }).where('id', '=', member.id).execute();
    const posted = await photo(30);
    const product = await createProduct(db, member.id);
    await db
      .insertInto('product_images')
      .values({ product_id: product.id, image_id: posted.id, position: 0 })
      .execute();
    const inNotice = await photo(30);
    const { noticeId } = await createContent(db);
    const html = `<p>Map</p><img src="${storage.url(inNotice.path)}" alt="map">`;
    await db
      .updateTable('notices')
      .set({ content: JSON.stringify({ ko: html, en: html, de: html, ja: html }) })
      .where('id', '=', noticeId)
      .execute();

    const ids = async () =>
      (await db.selectFrom('images').select('id').orderBy('id').execute()).map((row) => row.id);
    // The content's event and ad pictures are in use too.
    const before = await ids();
    expect(before).toEqual(
      expect.arrayContaining([unused.id, recent.id, profile.id, posted.id, inNotice.id]),
    );

    expect(await runExclusive(db, imageSweepJob(storage))).toBe(true);

    expect(await ids()).toEqual(before.filter((id) => id !== unused.id));
    expect(await storage.size(unused.path)).toBeNull();
    expect(await storage.size(unused.thumb_path)).toBeNull();
    for (const kept of [recent, profile, posted, inNotice]) {
      expect(await storage.size(kept.path)).toBeGreaterThan(0);
      expect(await storage.size(kept.thumb_path)).toBeGreaterThan(0);
    }
  });
});
