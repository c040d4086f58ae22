import type { FreelancerInput, FreelancerListQuery } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { encodeDistanceCursor } from '../../db/distance.ts';
import { idCursorOf, idCursorPaged } from '../../http/envelope.ts';
import { circleOfQuery, distanceCursorOf } from '../../http/near-query.ts';
import { ValidationError } from '../../http/errors.ts';
import type { FileStorage } from '../../lib/storage.ts';
import {
  listAttachedImages,
  lockAttachableImages,
  replaceAttachedImages,
} from '../images/images.repository.ts';
import { toFreelancerDto } from './freelancers.presenter.ts';
import { listFreelancers, upsertFreelancer } from './freelancers.repository.ts';

/**
 * Publishes or replaces the member's one profile with its portfolio photos (their own uploads,
 * unused elsewhere or already on this profile), in one transaction. The rate is in the member's
 * country's currency, else the request's country's. Returns the profile's id.
 */
export async function publishFreelancer(
  db: Db,
  userId: number,
  input: FreelancerInput,
  requestCountry: string,
) {
  return db.transaction().execute(async (trx) => {
    const id = await upsertFreelancer(trx, userId, input, requestCountry);
    const free = await lockAttachableImages(trx, userId, input.image_ids, {
      table: 'freelancer_images',
      ownerId: id,
    });
    if (free.length !== input.image_ids.length)
      throw ValidationError.field('image_ids', 'product.image_unavailable');
    await replaceAttachedImages(trx, 'freelancer_images', id, input.image_ids);
    return id;
  });
}

/** The portfolio photos of these freelancer profiles, in order, by profile. */
export function portfolioPhotosOf(db: Db, freelancerIds: number[]) {
  return listAttachedImages(db, 'freelancer_images', freelancerIds);
}

/**
 * A page of profiles newest first (nearest first with `near`), as `GET /api/freelancers` answers it for this viewer, with
 * their portfolio photos read in one query (the caller checks `mine` has a member); the list
 * page's first screen reads the same (`freelancers.first-screen.ts`).
 */
export async function listFreelancerPage(
  { db, storage }: { db: Db; storage: FileStorage },
  viewerId: number | null,
  query: FreelancerListQuery,
) {
  const near = circleOfQuery(query);
  const rows = await listFreelancers(db, {
    viewerId,
    mine: query.mine,
    skill: query.skill,
    city: query.city,
    near,
    after: near ? distanceCursorOf(query.cursor) : idCursorOf(query.cursor),
    limit: query.per_page + 1,
  });
  const images = await portfolioPhotosOf(
    db,
    rows.slice(0, query.per_page).map((row) => row.id),
  );
  return idCursorPaged(
    rows,
    query.per_page,
    (row) =>
      toFreelancerDto(
        row,
        images.filter((image) => image.owner_id === row.id),
        viewerId,
        storage,
      ),
    near ? encodeDistanceCursor : undefined,
  );
}
