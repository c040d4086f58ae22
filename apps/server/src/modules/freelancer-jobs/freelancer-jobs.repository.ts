import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Jobs with a freelancer: one per chat room about their profile, recorded when either member
 * marks it finished (docs/decisions.md, 'Reviews of a finished job').
 */

const jobColumns = [
  'freelancer_jobs.id',
  'freelancer_jobs.room_id',
  'freelancer_jobs.freelancer_id',
  'freelancer_jobs.freelancer_user_id',
  'freelancer_jobs.client_id',
  'freelancer_jobs.finished_at',
] as const;

/** The room's job with whether the viewer still has a review of it to write (one query). */
export function findRoomJob(db: Db, roomId: number, viewerId: number) {
  return db
    .selectFrom('freelancer_jobs')
    .select(jobColumns)
    .select((eb) =>
      eb
        .not(
          eb.exists(
            eb
              .selectFrom('reviews')
              .select('reviews.id')
              .whereRef('reviews.freelancer_job_id', '=', 'freelancer_jobs.id')
              .where('reviews.reviewer_id', '=', viewerId)
              .where('reviews.canceled_at', 'is', null),
          ),
        )
        .as('can_review'),
    )
    .where('freelancer_jobs.room_id', '=', roomId)
    .executeTakeFirst();
}
export type FreelancerJobRow = NonNullable<Awaited<ReturnType<typeof findRoomJob>>>;

/** Records the room's job as finished; a second mark (a retry, the other member) changes nothing. */
export async function insertRoomJob(
  db: Db,
  values: {
    roomId: number;
    freelancerId: number;
    freelancerUserId: number;
    clientId: number;
    finishedBy: number;
  },
) {
  await db
    .insertInto('freelancer_jobs')
    .values({
      room_id: values.roomId,
      freelancer_id: values.freelancerId,
      freelancer_user_id: values.freelancerUserId,
      client_id: values.clientId,
      finished_by: values.finishedBy,
      finished_at: sql`now()`,
    })
    .onConflict((oc) => oc.column('room_id').doNothing())
    .execute();
}

/** A job's two parties, locked for the review that reads them. */
export function lockJob(db: Db, id: number) {
  return db
    .selectFrom('freelancer_jobs')
    .select(jobColumns)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}
