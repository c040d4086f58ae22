import type { FreelancerInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { ValidationError } from '../../http/errors.ts';
import {
  listAttachedImages,
  lockAttachableImages,
  replaceAttachedImages,
} from '../images/images.repository.ts';
import { upsertFreelancer } from './freelancers.repository.ts';

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
