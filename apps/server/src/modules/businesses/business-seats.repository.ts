import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/* The SQL of company seats (issue 30): who holds a seat of which business, and the invitations. */

/** The live seats of a business, oldest first, with each member's nickname. */
export function listLiveSeats(db: Db, businessId: number) {
  return db
    .selectFrom('business_seats')
    .innerJoin('users', 'users.id', 'business_seats.user_id')
    .select(['business_seats.id', 'business_seats.user_id', 'users.nickname', 'business_seats.created_at'])
    .where('business_seats.business_id', '=', businessId)
    .where('business_seats.removed_at', 'is', null)
    .orderBy('business_seats.id')
    .execute();
}

/** The invitations of a business still waiting (neither taken nor revoked nor expired), newest first. */
export function listWaitingInvitations(db: Db, businessId: number, now: Date) {
  return db
    .selectFrom('business_seat_invitations')
    .select(['id', 'email', 'created_at', 'expires_at'])
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the business's open invitation to this address, if any (expired ones too): a new one replaces it. */
export async function revokeInvitationTo(db: Db, businessId: number, email: string, now: Date) {
  await db
    .updateTable('business_seat_invitations')
    .set({ revoked_at: now })
    .where('business_id', '=', businessId)
    .where(sql<boolean>`lower(email) = ${email.toLowerCase()}`)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function insertInvitation(
  db: Db,
  values: { businessId: number; email: string; code: string; expiresAt: Date },
) {
  const row = await db
    .insertInto('business_seat_invitations')
    .values({
      business_id: values.businessId,
      email: values.email,
      code: values.code,
      expires_at: values.expiresAt,
    })
    .returning(['id', 'email', 'created_at', 'expires_at'])
    .executeTakeFirstOrThrow();
  return row;
}

/** Revokes one waiting invitation of the business; false when it has none such. */
export async function revokeInvitation(db: Db, businessId: number, id: number, now: Date) {
  const row = await db
    .updateTable('business_seat_invitations')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('business_id', '=', businessId)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The waiting invitation with this code, locked for redeeming; undefined when none (or expired). */
export function lockInvitationByCode(db: Db, code: string, now: Date) {
  return db
    .selectFrom('business_seat_invitations')
    .select(['id', 'business_id', 'email'])
    .where('code', '=', code)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .forUpdate()
    .executeTakeFirst();
}

export async function acceptInvitation(db: Db, id: number, userId: number, now: Date) {
  await db
    .updateTable('business_seat_invitations')
    .set({ accepted_at: now, accepted_by: userId })
    .where('id', '=', id)
    .execute();
}

/** Gives the member a seat; undefined when they already hold a live one (the unique index refused it). */
export async function insertSeat(db: Db, businessId: number, userId: number) {
  const row = await db
    .insertInto('business_seats')
    .values({ business_id: businessId, user_id: userId })
    .onConflict((oc) => oc.column('user_id').where('removed_at', 'is', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id;
}

/** The member's live seat with its business and the business's owner; undefined for none. */
export function findLiveSeatOf(db: Db, userId: number) {
  return db
    .selectFrom('business_seats')
    .innerJoin('businesses', 'businesses.id', 'business_seats.business_id')
    .innerJoin('users as owner', 'owner.id', 'businesses.user_id')
    .select([
      'business_seats.id',
      'business_seats.created_at',
      'businesses.id as business_id',
      'businesses.legal_name',
      'owner.id as owner_id',
      'owner.nickname as owner_nickname',
    ])
    .where('business_seats.user_id', '=', userId)
    .where('business_seats.removed_at', 'is', null)
    .executeTakeFirst();
}

/** Ends a live seat (of this business when given); the member whose seat it was, or undefined. */
export async function removeSeat(
  db: Db,
  where: { seatId: number; businessId: number } | { userId: number },
  now: Date,
) {
  let query = db.updateTable('business_seats').set({ removed_at: now }).where('removed_at', 'is', null);
  query =
    'userId' in where
      ? query.where('user_id', '=', where.userId)
      : query.where('id', '=', where.seatId).where('business_id', '=', where.businessId);
  const row = await query.returning('user_id').executeTakeFirst();
  return row?.user_id;
}

/** Live seats and waiting invitations of a business together: what the seat limit counts. */
export async function countSeatsTaken(db: Db, businessId: number, now: Date) {
  const row = await db
    .selectNoFrom([
      sql<number>`(select count(*)::int from business_seats s where s.business_id = ${businessId} and s.removed_at is null)
        + (select count(*)::int from business_seat_invitations i where i.business_id = ${businessId}
           and i.accepted_at is null and i.revoked_at is null and i.expires_at > ${now})`.as('taken'),
    ])
    .executeTakeFirstOrThrow();
  return row.taken;
}
