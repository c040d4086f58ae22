import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  normalizeContact,
  type AccountCodeRequest,
  type Language,
  type NewAddress,
  type NotificationPreferencesDto,
  type NotificationPreferencesInput,
  type UpdateAccountInput,
  type UpdateProfileInput,
} from '@steelyard/contracts';
import { announce, publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import type { NotificationPreferences } from '../../db/json-columns.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { codeSent, deliverCode, type CodeSending } from '../accounts/accounts.service.ts';
import { consumeCode, issueCode } from '../accounts/one-time-codes.repository.ts';
import { contactIdentity, emailIdentity } from '../rejoin-bans/rejoin-bans.identities.ts';
import { assertNotRejoinBanned } from '../rejoin-bans/rejoin-bans.service.ts';
import { canSeeProfile } from '../blocks/blocks.policy.ts';
import { findBlockStanding } from '../blocks/blocks.repository.ts';
import { findSettings } from '../catalog/catalog.repository.ts';
import { countUserLikes, findFollow } from '../likes/likes.repository.ts';
import { countVisibleProductsOf } from '../products/products.repository.ts';
import { lockAttachableImages } from '../images/images.repository.ts';
import { updateUser } from '../users/users.repository.ts';
import {
  deleteOtherSessions,
  findAccount,
  findArea,
  findLiveProfile,
  findNotificationPreferences,
  isTakenByOther,
  lockAccount,
  lockValue,
  type AccountRow,
} from './profile.repository.ts';

/**
 * The member's profile row and how the viewer stands with them; 404 when the member is gone or
 * blocked the viewer (their reviews and manners are refused the same way).
 */
export async function requireVisibleMember(db: Db, memberId: number, viewerId: number | null) {
  const [row, standing] = await Promise.all([
    findLiveProfile(db, memberId),
    viewerId && viewerId !== memberId
      ? findBlockStanding(db, viewerId, memberId)
      : Promise.resolve('none' as const),
  ]);
  if (!row || !canSeeProfile(standing)) throw notFound();
  return { row, standing };
}

/**
 * A member's public profile for a viewer. 404 when the member is gone or blocked the viewer; a
 * member the viewer blocked shows only who they are (`isBlocked`), so the viewer can unblock.
 */
export async function showProfile(db: Db, memberId: number, viewerId: number | null) {
  const { row, standing } = await requireVisibleMember(db, memberId, viewerId);
  const isBlocked = standing === 'by_me';
  const none = {
    row,
    isBlocked,
    isMe: false,
    productCount: 0,
    likeCount: 0,
    liked: false,
    followAlerts: false,
  };
  if (isBlocked) return none;
  const minPrice = (await findSettings(db))?.min_price_for_show ?? 0;
  const [productCount, likeCount, follow] = await Promise.all([
    countVisibleProductsOf(db, memberId, minPrice),
    countUserLikes(db, memberId),
    viewerId && viewerId !== memberId ? findFollow(db, viewerId, memberId) : Promise.resolve(undefined),
  ]);
  return {
    ...none,
    isMe: viewerId === memberId,
    productCount,
    likeCount,
    liked: follow !== undefined,
    followAlerts: follow?.alerts ?? false,
  };
}
export type ProfileParts = Awaited<ReturnType<typeof showProfile>>;

/** Two requests racing for one nickname or email: the unique index refuses the second. */
async function mapUniqueRace<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'users_nickname_unique')
      throw ValidationError.field('nickname', 'user.nickname_taken');
    if (code === '23505' && constraint === 'users_email_unique')
      throw ValidationError.field('email', 'user.email_taken');
    throw error;
  }
}

/** Saves the member's nickname, activity area and photo, in one transaction. */
export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfileInput,
  requestCountry: string,
) {
  await mapUniqueRace(() =>
    db.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, userId);
      if (!account) throw notFound();
      const errors: ConstructorParameters<typeof ValidationError>[0] = {};
      if (await isTakenByOther(trx, 'nickname', input.nickname, userId))
        errors.nickname = ['user.nickname_taken'];
      const area = await findArea(trx, input.city, input.county, account.country ?? requestCountry);
      if (!area) errors.county = ['user.area_invalid'];
      let imageId: number | null | undefined;
      if (input.image_id !== undefined) {
        // A photo the member uploaded that no product uses.
        [imageId = null] = await lockAttachableImages(trx, userId, [input.image_id]);
        if (imageId === null) errors.image_id = ['product.image_unavailable'];
      } else if (input.remove_image) imageId = null;
      if (Object.keys(errors).length > 0 || !area) throw new ValidationError(errors);
      await updateUser(trx, userId, {
        nickname: input.nickname,
        country: area.country,
        city: area.city,
        county: area.county,
        ...(imageId !== undefined ? { profile_image_id: imageId } : {}),
      });
    }),
  );
  announce(db, publicProductsChanged);
}

/** 422 on `current_password` unless it is right; an account without a password has none to confirm. */
async function confirmCurrentPassword(account: AccountRow, currentPassword: string | undefined) {
  if (!account.password_hash) return;
  if (!currentPassword) throw ValidationError.field('current_password', 'user.current_password_required');
  if (!(await verifyPassword(currentPassword, account.password_hash)))
    throw ValidationError.field('current_password', 'user.current_password_wrong');
}

/** 422 on the field when the new email or number is the member's already or another account's. */
async function assertAddressAvailable(db: Db, account: AccountRow, address: NewAddress) {
  const current =
    address.field === 'email'
      ? account.email.toLowerCase()
      : account.contact && normalizeContact(account.contact);
  if (current === address.value)
    throw ValidationError.field(address.field, `user.${address.field}_unchanged`);
  if (await isTakenByOther(db, address.field, address.value, account.id))
    throw ValidationError.field(address.field, `user.${address.field}_taken`);
  // A withdrawn address stays barred for the rejoin ban, whether it comes back by a sign-up or here.
  await assertNotRejoinBanned(db, [addressIdentity(address)]);
}

/** 'email:…' / 'contact:…': what the sends of a new address's codes are counted under. */
export const addressIdentity = (address: NewAddress) =>
  address.field === 'email' ? emailIdentity(address.value) : contactIdentity(address.value);

/**
 * The code for a new address is the member's own: issued and looked up under the member's id as
 * well as the address, so nobody else can use it, and another member asking for the same address
 * does not replace it.
 */
const changeCodeFor = (userId: number, address: NewAddress) => ({
  purpose: address.field === 'email' ? ('email_change' as const) : ('contact_change' as const),
  target: `user:${userId}:${addressIdentity(address)}`,
});

/** The new email or number a change asks for (an empty contact removes the number instead). */
function newAddressIn(input: UpdateAccountInput): NewAddress | undefined {
  if (input.email !== undefined) return { field: 'email', value: input.email };
  if (input.contact) return { field: 'contact', value: input.contact };
  return undefined;
}

/**
 * A new email or number, step 1: after the current password and the uniqueness checks, a
 * six-digit code to the new address in the member's language.
 */
export async function sendAccountChangeCode(
  sending: CodeSending,
  userId: number,
  input: AccountCodeRequest,
  language: Language,
) {
  const { db } = sending;
  const account = await findAccount(db, userId);
  if (!account) throw notFound();
  await confirmCurrentPassword(account, input.current_password);
  await assertAddressAvailable(db, account, input.address);
  const { code } = await issueCode(db, { ...changeCodeFor(userId, input.address), userId });
  const { field, value } = input.address;
  deliverCode(
    sending,
    field === 'email'
      ? { channel: 'email', to: value, subject: 'mail.email_change_subject', body: 'mail.email_change_body' }
      : { channel: 'sms', to: value, text: 'sms.contact_change_code' },
    code,
    language,
  );
  return codeSent();
}

/**
 * Changes the member's email, contact or password, confirmed with the current password (an
 * account made through a social sign-in without a password has none to confirm). A new email or
 * number also needs the code sent to it (step 2; used once). A new password ends every other
 * session of the member.
 */
export async function updateAccount(
  db: Db,
  userId: number,
  input: UpdateAccountInput,
  currentSessionId: string | null,
) {
  // The current password first: a wrong one reaches no new hash (issue 24). Both run outside the
  // transaction, which then only checks that the password did not change meanwhile.
  const before = await findAccount(db, userId);
  if (!before) throw notFound();
  await confirmCurrentPassword(before, input.current_password);
  if (input.password && before.password_hash && (await verifyPassword(input.password, before.password_hash)))
    throw ValidationError.field('password', 'user.password_same');
  const newHash = input.password ? await hashPassword(input.password) : undefined;
  const address = newAddressIn(input);
  const outcome = await mapUniqueRace(() =>
    db.transaction().execute(async (trx) => {
      const account = await lockAccount(trx, userId);
      if (!account) throw notFound();
      if (account.password_hash !== before.password_hash)
        throw ValidationError.field('current_password', 'user.current_password_wrong');
      const values: { email?: string; contact?: string | null; password_hash?: string } = {};
      if (address) {
        if (address.field === 'contact') await lockValue(trx, contactIdentity(address.value));
        await assertAddressAvailable(trx, account, address);
        // The schema requires a code with a new address. A wrong one still counts as a try, so
        // it is answered after this transaction commits (with nothing changed).
        const used = await consumeCode(trx, { ...changeCodeFor(userId, address), code: input.code ?? '' });
        if (!used) return 'wrong_code';
        values[address.field] = address.value;
      }
      if (input.contact === '') values.contact = null;
      if (newHash) values.password_hash = newHash;
      if (Object.keys(values).length > 0) await updateUser(trx, userId, values);
      if (newHash) await deleteOtherSessions(trx, userId, currentSessionId);
      return 'saved';
    }),
  );
  if (outcome === 'wrong_code') throw ValidationError.field('code', 'code.invalid');
}

/** The stored switches over the defaults (a switch added later starts at its default). */
export function toNotificationPreferences(
  stored: Partial<NotificationPreferences> | null,
): NotificationPreferencesDto {
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored };
}

export async function readNotifications(db: Db, userId: number): Promise<NotificationPreferencesDto> {
  const row = await findNotificationPreferences(db, userId);
  if (!row) throw notFound();
  return toNotificationPreferences(row.notification_preferences);
}

/** Saves every notification switch at once (a retry stores the same). */
export async function updateNotifications(db: Db, userId: number, input: NotificationPreferencesInput) {
  const preferences: NotificationPreferences = {
    chat: input.chat,
    keyword: input.keyword,
    price_drop: input.price_drop,
    followed_post: input.followed_post,
    review: input.review,
    service: input.service,
    marketing: input.marketing,
    night_quiet: input.night_quiet,
  };
  await updateUser(db, userId, { notification_preferences: JSON.stringify(preferences) });
  return preferences;
}
