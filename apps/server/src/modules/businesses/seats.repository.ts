import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Company seats (issue 30): the live seats of a business, its open invitations, and the one
 * question every other module asks — which verified business does a member hold a live seat of,
 * now. Nothing here is cached: removal cuts access at the next request.
 */

/**
 * The live seats: not removed, of a verified business whose owner is neither withdrawn nor
 * suspended. The one rule of what a seat may do, read here and inside a post's page statement.
 */
export function liveSeats(db: Db) {
  return db
    .selectFrom('business_seats as seat')
    .innerJoin('businesses', 'businesses.id', 'seat.business_id')
    .innerJoin('users as owner', 'owner.id', 'seat.owner_id')
    .where('seat.removed_at', 'is', null)
    .where('businesses.status', '=', 'verified')
    .where('owner.withdrawn_at', 'is', null)
    .where('owner.suspended_at', 'is', null);
}

/** The business a member holds a live seat of, while that business is verified; undefined otherwise. */
export function findLiveSeatOf(db: Db, userId: number) {
  return liveSeats(db)
    .select([
      'seat.id',
      'seat.business_id',
      'seat.owner_id',
      'seat.created_at',
      'businesses.legal_name',
      'owner.nickname as owner_nickname',
    ])
    .where('seat.user_id', '=', userId)
    .executeTakeFirst();
}
export type LiveSeatRow = NonNullable<Awaited<ReturnType<typeof findLiveSeatOf>>>;

/** The members holding a live seat of the verified businesses of these owners (who hears their chats). */
export async function listLiveSeatUserIds(db: Db, ownerIds: number[]) {
  if (ownerIds.length === 0) return [];
  const rows = await db
    .selectFrom('business_seats as seat')
    .innerJoin('businesses', 'businesses.id', 'seat.business_id')
    .select(['seat.user_id', 'seat.owner_id'])
    .where('seat.owner_id', 'in', ownerIds)
    .where('seat.removed_at', 'is', null)
    .where('businesses.status', '=', 'verified')
    .execute();
  return rows;
}

/** A business's live seats with their members, oldest first. */
export function listSeats(db: Db, businessId: number) {
  return db
    .selectFrom('business_seats as seat')
    .innerJoin('users', 'users.id', 'seat.user_id')
    .select(['seat.id', 'seat.user_id', 'seat.created_at', 'users.nickname'])
    .where('seat.business_id', '=', businessId)
    .where('seat.removed_at', 'is', null)
    .orderBy('seat.created_at')
    .orderBy('seat.id')
    .execute();
}
export type SeatRow = Awaited<ReturnType<typeof listSeats>>[number];

/** A business's invitations neither redeemed nor revoked (the expired among them too), newest first. */
export function listOpenInvitations(db: Db, businessId: number) {
  return db
    .selectFrom('business_seat_invitations')
    .select(['id', 'email', 'code', 'created_at', 'expires_at'])
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
export type InvitationRow = Awaited<ReturnType<typeof listOpenInvitations>>[number];

/** Live seats and unexpired open invitations: what counts against the business's seats. */
export async function countSeatsTaken(db: Db, businessId: number, now: Date) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from business_seats
        where business_id = ${businessId} and removed_at is null)`.as('seats'),
      sql<number>`(select count(*)::int from business_seat_invitations
        where business_id = ${businessId} and accepted_at is null and revoked_at is null
          and expires_at > ${now})`.as('invitations'),
    ])
    .executeTakeFirstOrThrow();
  return { seats: Number(row.seats), invitations: Number(row.invitations) };
}

/** The open invitation of an email to a business (expired or not), locked. */
export function lockOpenInvitation(db: Db, businessId: number, email: string) {
  return db
    .selectFrom('business_seat_invitations')
    .select(['id', 'code', 'expires_at'])
    .where('business_id', '=', businessId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertInvitation(
  db: Db,
  values: { businessId: number; email: string; code: string; createdBy: number; expiresAt: Date },
) {
  return db
    .insertInto('business_seat_invitations')
    .values({
      business_id: values.businessId,
      email: values.email,
      code: values.code,
      created_by: values.createdBy,
      expires_at: values.expiresAt,
    })
    .returning(['id', 'email', 'code', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** An invitation sent again: its code kept, its expiry moved on. */
export async function renewInvitation(db: Db, id: number, expiresAt: Date) {
  return db
    .updateTable('business_seat_invitations')
    .set({ expires_at: expiresAt })
    .where('id', '=', id)
    .returning(['id', 'email', 'code', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Revokes an open invitation of the business; false when there is none by that id. */
export async function revokeInvitation(db: Db, businessId: number, id: number, at: Date) {
  const result = await db
    .updateTable('business_seat_invitations')
    .set({ revoked_at: at })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** An invitation by its code, with its business and owner, locked for the redemption. */
export function lockInvitationByCode(db: Db, code: string) {
  return db
    .selectFrom('business_seat_invitations as inv')
    .innerJoin('businesses', 'businesses.id', 'inv.business_id')
    .select([
      'inv.id',
      'inv.business_id',
      'inv.email',
      'inv.expires_at',
      'inv.accepted_at',
      'inv.accepted_by',
      'inv.revoked_at',
      'businesses.user_id as owner_id',
      'businesses.status as business_status',
    ])
    .where('inv.code', '=', code)
    .forUpdate('inv')
    .executeTakeFirst();
}

export async function acceptInvitation(db: Db, id: number, userId: number, at: Date) {
  await db
    .updateTable('business_seat_invitations')
    .set({ accepted_at: at, accepted_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Any other open invitation of this email to the business is spent with the seat taken. */
export async function revokeOtherInvitations(db: Db, businessId: number, email: string, at: Date) {
  await db
    .updateTable('business_seat_invitations')
    .set({ revoked_at: at })
    .where('business_id', '=', businessId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertSeat(db: Db, values: { businessId: number; ownerId: number; userId: number }) {
  return db
    .insertInto('business_seats')
    .values({ business_id: values.businessId, owner_id: values.ownerId, user_id: values.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Ends a live seat of the business (by the seat's id), locked; the seat's member, or undefined. */
export async function endSeat(
  db: Db,
  by: { businessId: number; seatId: number } | { userId: number },
  values: { removedBy: number; at: Date },
) {
  const row = await db
    .updateTable('business_seats')
    .set({ removed_at: values.at, removed_by: values.removedBy })
    .$if('seatId' in by, (q) =>
      q
        .where('id', '=', (by as { seatId: number }).seatId)
        .where('business_id', '=', (by as { businessId: number }).businessId),
    )
    .$if('userId' in by, (q) => q.where('user_id', '=', (by as { userId: number }).userId))
    .where('removed_at', 'is', null)
    .returning(['id', 'user_id', 'business_id'])
    .executeTakeFirst();
  return row;
}

/** A seat of the business by its id, live or ended. */
export function findSeat(db: Db, businessId: number, seatId: number) {
  return db
    .selectFrom('business_seats')
    .select(['id', 'removed_at'])
    .where('id', '=', seatId)
    .where('business_id', '=', businessId)
    .executeTakeFirst();
}
