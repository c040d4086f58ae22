import type { AdminUserCreateInput, AdminUserUpdateInput } from '@steelyard/contracts';
import { insertAdminAudit, listAdminAudits } from '../audits/audits.repository.ts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { sessionsChanged } from '../../lib/session-changes.ts';
import { ValidationError, forbidden, notFound } from '../../http/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findTakenIdentity, findUserById, insertUser, updateUser } from './users.repository.ts';
import { isListedArea } from '../catalog/catalog.repository.ts';
import {
  countUserDetail,
  deleteSessionsOfUser,
  findUserForAdmin,
  type AdminUserRow,
  NEW_MEMBER_NOTIFICATION_PREFERENCES,
} from './users.admin-repository.ts';

type Trx = Db;

async function lockLiveUser(trx: Trx, id: number): Promise<AdminUserRow> {
  const user = await findUserForAdmin(trx, id, { forUpdate: true });
  if (!user) throw notFound();
  if (user.withdrawn_at) throw forbidden('admin.user_withdrawn');
  return user;
}

async function assertFreeIdentity(
  trx: Trx,
  values: { email?: string; nickname?: string },
  exceptId?: number,
) {
  const taken = await findTakenIdentity(trx, values, exceptId);
  if (taken.email || taken.nickname)
    throw new ValidationError({
      ...(taken.email ? { email: ['user.email_taken' as const] } : {}),
      ...(taken.nickname ? { nickname: ['user.nickname_taken' as const] } : {}),
    });
}

async function assertArea(trx: Trx, country: string, city: string, county: string) {
  if (!(await isListedArea(trx, country, city, county)))
    throw ValidationError.field('county', 'user.area_required');
}

/**
 * The social sign-ins a member linked. Social stands above users (a social sign-up makes a user),
 * so the back office's composition hands this in (admin-routes.ts) instead of an import.
 */
export type LinkedProvidersOf = (db: Db, userId: number) => Promise<{ provider: string }[]>;

/** What the admin's member page shows: the member, linked providers, sessions and recent audits. */
export async function showUserForAdmin(db: Db, id: number, linkedProvidersOf: LinkedProvidersOf) {
  const user = await findUserById(db, id);
  if (!user) throw notFound();
  const [counts, links, audits] = await Promise.all([
    countUserDetail(db, id),
    linkedProvidersOf(db, id),
    listAdminAudits(db, 'user', id),
  ]);
  return { user, counts, providers: links.map((link) => link.provider), audits };
}

/** Edits a member's details; the fields changed are audited with their old and new values. */
export async function updateUserAsAdmin(
  db: Db,
  adminId: number,
  id: number,
  input: AdminUserUpdateInput,
  defaultCountry: string,
) {
  await db.transaction().execute(async (trx) => {
    const user = await lockLiveUser(trx, id);
    if (input.city !== undefined && input.county !== undefined)
      await assertArea(trx, user.country ?? defaultCountry, input.city, input.county);
    await assertFreeIdentity(trx, { email: input.email, nickname: input.nickname }, id);
    const values: Record<string, string | null> = {};
    const before: Record<string, unknown> = {};
    for (const [key, raw] of Object.entries(input)) {
      if (raw === undefined) continue;
      const value = raw === '' && (key === 'contact' || key === 'name') ? null : raw;
      if (user[key as keyof AdminUserRow] === value) continue;
      values[key] = value;
      before[key] = user[key as keyof AdminUserRow];
    }
    if (Object.keys(values).length === 0) return;
    if (values.city !== undefined && !user.country) values.country = defaultCountry;
    await updateUser(trx, id, { ...values });
    await insertAdminAudit(trx, {
      adminId,
      action: 'user.update',
      subjectType: 'user',
      subjectId: id,
      changes: { before, after: values },
    });
  });
  announce(db, publicProductsChanged);
}

/** Grants or removes the admin flag; an admin cannot remove their own. */
export async function setAdminFlag(db: Db, adminId: number, id: number, admin: boolean) {
  if (id === adminId && !admin) throw forbidden('admin.self_admin');
  await db.transaction().execute(async (trx) => {
    const user = await lockLiveUser(trx, id);
    if (user.is_admin === admin) return;
    await updateUser(trx, id, { is_admin: admin });
    await insertAdminAudit(trx, {
      adminId,
      action: admin ? 'user.grant_admin' : 'user.revoke_admin',
      subjectType: 'user',
      subjectId: id,
      changes: { before: { admin: user.is_admin }, after: { admin } },
    });
  });
  await sessionsChanged(db, { userId: id });
}

/**
 * Suspends or restores a member. Suspending ends every session at once; sign-in is then refused
 * with 'auth.suspended'. An admin cannot suspend themselves.
 */
export async function setSuspension(db: Db, adminId: number, id: number, suspended: boolean) {
  if (id === adminId && suspended) throw forbidden('admin.self_suspend');
  await db.transaction().execute(async (trx) => {
    const user = await lockLiveUser(trx, id);
    if (Boolean(user.suspended_at) === suspended) return;
    await updateUser(trx, id, { suspended_at: suspended ? new Date() : null });
    if (suspended) await deleteSessionsOfUser(trx, id);
    await insertAdminAudit(trx, {
      adminId,
      action: suspended ? 'user.suspend' : 'user.restore',
      subjectType: 'user',
      subjectId: id,
      changes: { before: { suspended_at: user.suspended_at }, after: { suspended } },
    });
  });
  announce(db, publicProductsChanged);
  await sessionsChanged(db, { userId: id });
}

/** Creates a member (who signs in with the given password); audited. */
export async function createUserAsAdmin(
  db: Db,
  adminId: number,
  input: AdminUserCreateInput,
  context: { country: string; language: string },
) {
  const passwordHash = await hashPassword(input.password);
  return db.transaction().execute(async (trx) => {
    await assertArea(trx, context.country, input.city, input.county);
    await assertFreeIdentity(trx, { email: input.email, nickname: input.nickname });
    const userId = await insertUser(trx, {
      email: input.email,
      password_hash: passwordHash,
      nickname: input.nickname,
      contact: input.contact ?? null,
      name: input.name ?? null,
      is_admin: input.admin ?? false,
      is_sample: input.sample ?? false,
      language: context.language,
      country: context.country,
      city: input.city,
      county: input.county,
      notification_preferences: NEW_MEMBER_NOTIFICATION_PREFERENCES,
    });
    await insertAdminAudit(trx, {
      adminId,
      action: 'user.create',
      subjectType: 'user',
      subjectId: userId,
      changes: {
        after: {
          email: input.email,
          nickname: input.nickname,
          city: input.city,
          county: input.county,
          admin: input.admin ?? false,
          sample: input.sample ?? false,
        },
      },
    });
    return userId;
  });
}

/** Marks or unmarks a member as a sample account (offered by sample login); audited. */
export async function setSampleFlag(db: Db, adminId: number, id: number, sample: boolean) {
  await db.transaction().execute(async (trx) => {
    const user = await lockLiveUser(trx, id);
    if (user.is_sample === sample) return;
    await updateUser(trx, id, { is_sample: sample });
    await insertAdminAudit(trx, {
      adminId,
      action: sample ? 'user.sample_mark' : 'user.sample_unmark',
      subjectType: 'user',
      subjectId: id,
      changes: { before: { sample: user.is_sample }, after: { sample } },
    });
  });
}
