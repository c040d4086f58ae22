import { randomInt } from 'node:crypto';
import { BUSINESS_LIMITS, translateMessage, type Language } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound, ValidationError } from '../../http/errors.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import type { Senders } from '../../lib/messaging.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import {
  acceptInvitation,
  countSeatsTaken,
  findLiveSeatOf,
  insertInvitation,
  insertSeat,
  listLiveSeats,
  listWaitingInvitations,
  lockInvitationByCode,
  removeSeat,
  revokeInvitation,
  revokeInvitationTo,
} from './business-seats.repository.ts';
import { findUserById } from '../users/users.repository.ts';
import { findBusiness, lockBusiness } from './businesses.repository.ts';

/*
 * Company seats (issue 30): a verified business invites members by email; the code in the email
 * gives the member a seat; the owner removes seats, a seat may leave. A change of seat is said
 * through `sessionsChanged`, so what a seat may reach is read again on every instance at once.
 */

/** Letters and digits no one misreads (no 0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const newCode = () =>
  Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const emailOf = async (db: Db, userId: number) => (await findUserById(db, userId))?.email ?? null;

const conflict = (key: 'business.seat_taken' | 'business.seat_already') => new AppError(409, key);

/** The owner's business, or the 404 of none. */
async function ownersBusiness(db: Db, ownerId: number) {
  const business = await findBusiness(db, { userId: ownerId });
  if (!business) throw notFound();
  return business;
}

/** The owner's seats and the invitations waiting (none for a member without a business). */
export async function listSeatsOfOwner(db: Db, ownerId: number, now: Date) {
  const business = await findBusiness(db, { userId: ownerId });
  if (!business) return { seats: [], invitations: [] };
  const [seats, invitations] = await Promise.all([
    listLiveSeats(db, business.id),
    listWaitingInvitations(db, business.id, now),
  ]);
  return { seats, invitations };
}

export interface SeatMail {
  senders: Senders;
  background: BackgroundWork;
  language: Language;
}

/**
 * Invites the member with this email to a seat: only a verified business, within the limit
 * (seats and waiting invitations together); an invitation to the same address replaces the
 * waiting one (a new code). The code goes by email after the commit.
 */
export async function inviteSeat(db: Db, mail: SeatMail, ownerId: number, email: string, now: Date) {
  const owner = { id: ownerId, email: await emailOf(db, ownerId) };
  const { invitation, business } = await db.transaction().execute(async (trx) => {
    const business = await lockBusiness(trx, { userId: owner.id });
    if (business?.status !== 'verified') throw forbidden('business.seat_not_verified');
    if (owner.email && owner.email.toLowerCase() === email.toLowerCase())
      throw ValidationError.field('email', 'business.seat_own');
    await revokeInvitationTo(trx, business.id, email, now);
    if ((await countSeatsTaken(trx, business.id, now)) >= BUSINESS_LIMITS.seatsMax)
      throw new ValidationError({
        email: [{ key: 'business.seats_full', params: { max: BUSINESS_LIMITS.seatsMax } }],
      });
    const expiresAt = new Date(now.getTime() + BUSINESS_LIMITS.seatInvitationDays * 86_400_000);
    const code = newCode();
    const invitation = await insertInvitation(trx, { businessId: business.id, email, code, expiresAt });
    return { invitation: { ...invitation, code }, business };
  });
  const params = {
    business: business.legal_name,
    code: invitation.code,
    days: BUSINESS_LIMITS.seatInvitationDays,
  };
  const message = {
    to: email,
    subject: translateMessage(mail.language, 'business.seat_invite_subject', params),
    text: translateMessage(mail.language, 'business.seat_invite_body', params),
  };
  mail.background.run('sending a seat invitation', () => mail.senders.mail.send(message));
  return invitation;
}

/** Revokes a waiting invitation of the owner's business (404 for any other). */
export async function revokeSeatInvitation(db: Db, ownerId: number, id: number, now: Date) {
  const business = await ownersBusiness(db, ownerId);
  if (!(await revokeInvitation(db, business.id, id, now))) throw notFound();
}

/** Removes a seat of the owner's business (404 for any other); the seat loses access at once. */
export async function removeBusinessSeat(db: Db, ownerId: number, seatId: number, now: Date) {
  const business = await ownersBusiness(db, ownerId);
  const userId = await removeSeat(db, { seatId, businessId: business.id }, now);
  if (userId === undefined) throw notFound();
  await sessionsChanged(db, { userId });
}

/**
 * Takes a seat with an invitation's code. The code must be waiting and sent to the member's own
 * email (any other answer is the same 'wrong or expired', so a code tells a stranger nothing);
 * a member holds one seat at a time, and never of their own business.
 */
export async function redeemSeat(db: Db, memberId: number, code: string, now: Date) {
  const member = { id: memberId, email: await emailOf(db, memberId) };
  await db.transaction().execute(async (trx) => {
    const invitation = await lockInvitationByCode(trx, code, now);
    if (!invitation || !member.email || invitation.email.toLowerCase() !== member.email.toLowerCase())
      throw ValidationError.field('code', 'business.seat_code_invalid');
    const business = await lockBusiness(trx, { id: invitation.business_id });
    if (!business || business.status !== 'verified') throw forbidden('business.seat_not_verified');
    if (business.user_id === member.id) throw ValidationError.field('code', 'business.seat_own');
    const held = await findLiveSeatOf(trx, member.id);
    if (held)
      throw conflict(held.business_id === business.id ? 'business.seat_already' : 'business.seat_taken');
    if ((await insertSeat(trx, business.id, member.id)) === undefined) throw conflict('business.seat_taken');
    await acceptInvitation(trx, invitation.id, member.id, now);
  });
  await sessionsChanged(db, { userId: member.id });
}

/** Leaves the member's seat (404 when they hold none). */
export async function leaveSeat(db: Db, userId: number, now: Date) {
  if ((await removeSeat(db, { userId }, now)) === undefined) throw notFound();
  await sessionsChanged(db, { userId });
}

/** The member's seat: the business and its owner (null for none). */
export const findMySeat = findLiveSeatOf;
