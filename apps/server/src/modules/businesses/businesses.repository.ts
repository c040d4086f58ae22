import type { BusinessStatus } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';

/** What the member wrote: the fields of the registration form. */
export interface BusinessFields {
  country: string;
  legal_name: string;
  registration_number: string;
  representative: string;
  address: string;
}
/** The proof document as stored (a private key). */
export interface BusinessProof {
  proof_key: string;
  proof_format: string;
  proof_name: string;
  proof_size: number;
}

const columns = [
  'businesses.id',
  'businesses.user_id',
  'businesses.country',
  'businesses.legal_name',
  'businesses.registration_number',
  'businesses.representative',
  'businesses.address',
  'businesses.proof_key',
  'businesses.proof_format',
  'businesses.proof_name',
  'businesses.proof_size',
  'businesses.status',
  'businesses.refusal_reason',
  'businesses.submitted_at',
  'businesses.reviewed_at',
] as const;

/** One business with its member and who reviewed it, by its id or its member's. */
export function findBusiness(db: Db, by: { id: number } | { userId: number }) {
  return db
    .selectFrom('businesses')
    .innerJoin('users as member', 'member.id', 'businesses.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'businesses.reviewed_by')
    .select([...columns, 'member.nickname as user_nickname', 'reviewer.nickname as reviewed_by'])
    .$if('id' in by, (q) => q.where('businesses.id', '=', (by as { id: number }).id))
    .$if('userId' in by, (q) => q.where('businesses.user_id', '=', (by as { userId: number }).userId))
    .executeTakeFirst();
}
export type BusinessRow = NonNullable<Awaited<ReturnType<typeof findBusiness>>>;

/** Locks a business for a change, by its id or its member's; undefined when there is none. */
export function lockBusiness(db: Db, by: { id: number } | { userId: number }) {
  return db
    .selectFrom('businesses')
    .select(columns)
    .$if('id' in by, (q) => q.where('businesses.id', '=', (by as { id: number }).id))
    .$if('userId' in by, (q) => q.where('businesses.user_id', '=', (by as { userId: number }).userId))
    .forUpdate()
    .executeTakeFirst();
}
export type LockedBusiness = NonNullable<Awaited<ReturnType<typeof lockBusiness>>>;

export async function insertBusiness(db: Db, userId: number, values: BusinessFields & BusinessProof) {
  const row = await db
    .insertInto('businesses')
    .values({ user_id: userId, ...values })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The member's edit. `resubmit` sends it back to the queue: pending again, the last review and
 * its reason dropped, submitted now.
 */
export async function updateBusiness(
  db: Db,
  id: number,
  values: BusinessFields & Partial<BusinessProof>,
  options: { resubmit: boolean; at: Date },
) {
  await db
    .updateTable('businesses')
    .set({
      ...values,
      updated_at: options.at,
      ...(options.resubmit
        ? {
            status: 'pending',
            refusal_reason: null,
            reviewed_at: null,
            reviewed_by: null,
            submitted_at: options.at,
          }
        : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** The back office's answer: verified, or refused with the reason. */
export async function reviewBusiness(
  db: Db,
  id: number,
  values: { status: Exclude<BusinessStatus, 'pending'>; reason: string | null; adminId: number; at: Date },
) {
  await db
    .updateTable('businesses')
    .set({
      status: values.status,
      refusal_reason: values.reason,
      reviewed_at: values.at,
      reviewed_by: values.adminId,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute();
}

/** The badge every card, page and room shows, kept beside the business's status. */
export async function setBusinessVerified(db: Db, userId: number, verified: boolean) {
  await db.updateTable('users').set({ business_verified: verified }).where('id', '=', userId).execute();
}

/** The back office's queue: businesses in one state, oldest submission first. */
export async function listBusinessesForAdmin(
  db: Db,
  options: { status: BusinessStatus; limit: number; offset: number },
) {
  const base = db
    .selectFrom('businesses')
    .innerJoin('users as member', 'member.id', 'businesses.user_id')
    .leftJoin('users as reviewer', 'reviewer.id', 'businesses.reviewed_by')
    .where('businesses.status', '=', options.status);
  const [rows, count] = await Promise.all([
    base
      .select([...columns, 'member.nickname as user_nickname', 'reviewer.nickname as reviewed_by'])
      .orderBy('businesses.submitted_at')
      .orderBy('businesses.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
