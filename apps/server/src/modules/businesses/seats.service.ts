import { randomInt } from 'node:crypto';
import { BUSINESS_LIMITS, translateMessage, type Language } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { AppError, forbidden, notFound, ValidationError } from '../../http/errors.ts';
import type { BackgroundWork } from '../../lib/background-work.ts';
import type { MailSender } from '../../lib/mail.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import { findUserById } from '../users/users.repository.ts';
import { findBusiness, lockBusiness } from './businesses.repository.ts';
import {
  acceptInvitation,
  countSeatsTaken,
  endSeat,
  findLiveSeatOf,
  findSeat,
  insertInvitation,
  insertSeat,
  listOpenInvitations,
  listSeats,
  lockInvitationByCode,
  lockOpenInvitation,
  renewInvitation,
  revokeInvitation,
  revokeOtherInvitations,
} from './seats.repository.ts';

/** Company seats (issue 30): the owner's invitations and removals, the invitee's redemption, leaving. */

const DAY_MS = 86_400_000;
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** A code of `seatCodeLength` letters and digits without look-alikes, from the system's CSPRNG. */
export function newSeatCode() {
  let code = '';
  for (let i = 0; i < BUSINESS_LIMITS.seatCodeLength; i++)
    code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What sending an invitation's email needs. */
export interface SeatMailing {
  mail: MailSender;
  background: BackgroundWork;
  publicUrl: string;
}

const seatsFull = () => new AppError(409, 'business.seats_full', {}, { max: BUSINESS_LIMITS.seatsMax });

/** The owner's business, locked, when it is verified; 403 otherwise (seats are for verified businesses). */
async function lockVerifiedBusiness(trx: Db, ownerId: number) {
  const business = await lockBusiness(trx, { userId: ownerId });
  if (!business || business.status !== 'verified') throw forbidden('business.seats_verified_only');
  return business;
}

/** The owner's seats and open invitations (empty for a member without a business). */
export async function listMySeats(db: Db, ownerId: number) {
  const business = await findBusiness(db, { userId: ownerId });
  if (!business) return { seats: [], invitations: [] };
  const [seats, invitations] = await Promise.all([
    listSeats(db, business.id),
    listOpenInvitations(db, business.id),
  ]);
  return { seats, invitations };
}

/**
 * Invites an email to a seat of the owner's verified business. Live seats and unexpired
 * invitations together stay within `seatsMax`. Inviting an email that has an open invitation
 * sends the same code again with a new expiry (a retried request mails the code it already
 * mailed). The email goes out after the commit, in the owner's language.
 */
export async function inviteSeat(
  deps: { db: Db } & SeatMailing,
  ownerId: number,
  email: string,
  language: Language,
): Promise<Awaited<ReturnType<typeof insertInvitation>>> {
  const { db } = deps;
  const owner = await findUserById(db, ownerId);
  if (!owner) throw notFound();
  if (owner.email?.toLowerCase() === email) throw ValidationError.field('email', 'business.seat_own_email');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + BUSINESS_LIMITS.seatInvitationDays * DAY_MS);
  let outcome;
  try {
    outcome = await db.transaction().execute(async (trx) => {
      const business = await lockVerifiedBusiness(trx, ownerId);
      const open = await lockOpenInvitation(trx, business.id, email);
      const taken = await countSeatsTaken(trx, business.id, now);
      // An unexpired open invitation already holds its place; an expired one takes one again.
      const holdsPlace = open !== undefined && open.expires_at > now;
      if (!holdsPlace && taken.seats + taken.invitations >= BUSINESS_LIMITS.seatsMax) throw seatsFull();
      const invitation = open
        ? await renewInvitation(trx, open.id, expiresAt)
        : await insertInvitation(trx, {
            businessId: business.id,
            email,
            code: newSeatCode(),
            createdBy: ownerId,
            expiresAt,
          });
      return { invitation, legalName: business.legal_name };
    });
  } catch (error) {
    // Two invitations of one email raced (the partial unique index kept one), or a code repeated:
    // again, which finds the open one or draws another code.
    if (isUniqueViolation(error)) return inviteSeat(deps, ownerId, email, language);
    throw error;
  }
  const { invitation, legalName } = outcome;
  const params = {
    business: legalName,
    owner: owner.nickname,
    code: invitation.code,
    days: BUSINESS_LIMITS.seatInvitationDays,
    link: new URL(`/businessSeats/redeem?code=${invitation.code}`, deps.publicUrl).toString(),
  };
  const message = {
    to: email,
    subject: translateMessage(language, 'mail.seat_invitation_subject', params),
    text: translateMessage(language, 'mail.seat_invitation_body', params),
  };
  deps.background.run('sending a seat invitation', () => deps.mail.send(message));
  return invitation;
}

/** Revokes an open invitation of the owner's business; 404 for anyone else's or a spent one. */
export async function revokeSeatInvitation(db: Db, ownerId: number, id: number) {
  await db.transaction().execute(async (trx) => {
    const business = await lockBusiness(trx, { userId: ownerId });
    if (!business || !(await revokeInvitation(trx, business.id, id, new Date()))) throw notFound();
  });
}

/**
 * The signed-in member takes the seat a code invites them to. The invitation must be open,
 * unexpired and addressed to the member's own email; the business still verified, not the
 * member's own, and with a seat free; the member holds no other live seat (the database's unique
 * index says so too). Redeeming a code the member already redeemed answers their seat again.
 */
export async function redeemSeat(db: Db, userId: number, code: string) {
  const member = await findUserById(db, userId);
  if (!member) throw notFound();
  try {
    await db.transaction().execute(async (trx) => {
      const invitation = await lockInvitationByCode(trx, code);
      const now = new Date();
      if (invitation?.accepted_by === userId) return;
      if (!invitation || invitation.accepted_at || invitation.revoked_at || invitation.expires_at <= now)
        throw ValidationError.field('code', 'business.seat_code_invalid');
      if (invitation.owner_id === userId) throw ValidationError.field('code', 'business.seat_own_business');
      if ((member.email ?? '').toLowerCase() !== invitation.email)
        throw ValidationError.field('code', 'business.seat_email_mismatch');
      const business = await lockBusiness(trx, { id: invitation.business_id });
      if (!business || business.status !== 'verified')
        throw ValidationError.field('code', 'business.seats_verified_only');
      if (await findLiveSeatOf(trx, userId)) throw ValidationError.field('code', 'business.seat_elsewhere');
      const taken = await countSeatsTaken(trx, business.id, now);
      if (taken.seats >= BUSINESS_LIMITS.seatsMax) throw seatsFull();
      await insertSeat(trx, { businessId: business.id, ownerId: business.user_id, userId });
      await acceptInvitation(trx, invitation.id, userId, now);
      await revokeOtherInvitations(trx, business.id, invitation.email, now);
    });
  } catch (error) {
    // A seat of an unverified business, or a race with another redemption, still holds.
    if (isUniqueViolation(error)) throw ValidationError.field('code', 'business.seat_elsewhere');
    throw error;
  }
  const seat = await findLiveSeatOf(db, userId);
  if (!seat) throw ValidationError.field('code', 'business.seat_code_invalid');
  return seat;
}

/** The verified business the member holds a live seat of, or null. */
export async function findMySeat(db: Db, userId: number) {
  return (await findLiveSeatOf(db, userId)) ?? null;
}

/**
 * Ends a seat at once. Every seat's access is read from the live row on each request and each
 * delivery, so the next request and the next chat event already leave them out; the sessions
 * the instances keep in memory are dropped too (`sessionsChanged`), on every instance.
 */
async function seatEnded(db: Db, userId: number) {
  await sessionsChanged(db, { userId });
}

/** The owner removes a seat of their business; 404 for a seat of another business. A removed one again: no change. */
export async function removeSeat(db: Db, ownerId: number, seatId: number) {
  const ended = await db.transaction().execute(async (trx) => {
    const business = await lockBusiness(trx, { userId: ownerId });
    if (!business) throw notFound();
    const row = await endSeat(
      trx,
      { businessId: business.id, seatId },
      { removedBy: ownerId, at: new Date() },
    );
    if (row) return row;
    if (!(await findSeat(trx, business.id, seatId))) throw notFound();
    return null;
  });
  if (ended) await seatEnded(db, ended.user_id);
}

/** The seat leaves the business; a member without a seat changes nothing. */
export async function leaveSeat(db: Db, userId: number) {
  const ended = await endSeat(db, { userId }, { removedBy: userId, at: new Date() });
  if (ended) await seatEnded(db, userId);
}
