import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { requireMember } from '../chats/chats.service.ts';
import { findRoomJob, insertRoomJob } from './freelancer-jobs.repository.ts';

/** The room's job for one of its members (undefined while nobody marked it finished). */
export async function showRoomJob(db: Db, roomId: number, userId: number) {
  await requireMember(db, roomId, userId);
  return findRoomJob(db, roomId, userId);
}

/**
 * Either member of a room about a freelancer profile marks the job finished; from then on the
 * client and the freelancer may review each other for it. Idempotent: a second mark answers the
 * job as it is. Only a room about a freelancer records one (409), never across a block (403).
 */
export async function finishRoomJob(db: Db, roomId: number, userId: number) {
  await db.transaction().execute(async (trx) => {
    const { room } = await requireMember(trx, roomId, userId, { forUpdate: true });
    if (room.freelancer_id === null) throw new AppError(409, 'freelancer_job.not_freelancer_room');
    if (await isBlockedBetween(trx, room.seller_id, room.buyer_id)) throw forbidden('chat.unavailable');
    // The room's seller side is the freelancer; the member who asked is the client.
    await insertRoomJob(trx, {
      roomId,
      freelancerId: room.freelancer_id,
      freelancerUserId: room.seller_id,
      clientId: room.buyer_id,
      finishedBy: userId,
    });
  });
  const job = await findRoomJob(db, roomId, userId);
  if (!job) throw notFound();
  return job;
}
