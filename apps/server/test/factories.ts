import { sql } from 'kysely';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationKind } from '@steelyard/contracts';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/database.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { productSearchGrams } from '../src/lib/search-grams.ts';
import { Agent } from './agent.ts';

let sequence = 0;
const next = () => `${process.pid}${++sequence}`;
// Factories hash with a low scrypt cost: verification reads the cost from the hash.
const cheapHash = hashPassword('password', 2 ** 10);

export async function createUser(
  db: Db,
  values: Partial<{
    email: string;
    nickname: string;
    isAdmin: boolean;
    language: string;
    pushToken: string;
    suspended: boolean;
  }> = {},
) {
  const n = next();
  return db
    .insertInto('users')
    .values({
      email: values.email ?? `user${n}@example.test`,
      nickname: values.nickname ?? `user${n}`,
      password_hash: await cheapHash,
      is_admin: values.isAdmin ?? false,
      language: values.language ?? 'ko',
      push_token: values.pushToken ?? null,
      country: 'KR',
      city: '서울특별시',
      county: '강남구',
      suspended_at: values.suspended ? new Date() : null,
      notification_preferences: JSON.stringify(DEFAULT_NOTIFICATION_PREFERENCES),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The id of the seeded machine template `slug` (`lathe`, `press`, …). */
export async function specTemplateId(db: Db, slug: string) {
  const row = await db
    .selectFrom('spec_templates')
    .select('id')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function productCategoryId(db: Db, slug = 'machinery') {
  const row = await db
    .selectFrom('categories')
    .select('id')
    .where('kind', '=', 'product')
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function createImage(db: Db, userId: number | null = null) {
  const n = next();
  return db
    .insertInto('images')
    .values({
      user_id: userId,
      path: `images/test/${n}.webp`,
      thumb_path: `images/test/${n}_thumb.webp`,
      width: 800,
      height: 600,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function createProduct(
  db: Db,
  userId: number,
  values: Partial<{
    title: string;
    type: string;
    price: number | null;
    hidden: boolean;
    deleted: boolean;
    createdAt: Date;
    withImage: boolean;
    description: string;
    keywords: string[];
    country: string;
    likeCount: number;
    status: string;
    category: string;
    /** The other party named when the trade completed. */
    buyerId: number;
    /** Price offers taken (price negotiable), and the seller's minimum offer. */
    negotiable: boolean;
    minOffer: number;
    /** The post's pin. */
    lat: number;
    lon: number;
  }> = {},
) {
  const title = values.title ?? `Product ${next()}`;
  const description = values.description ?? 'A used machine in good order.';
  const keywords = values.keywords ?? [];
  const product = await db
    .insertInto('products')
    .values({
      user_id: userId,
      category_id: await productCategoryId(db, values.category),
      type: values.type ?? 'sale',
      status: values.status ?? 'open',
      buyer_id: values.buyerId ?? null,
      title,
      price: values.price === undefined ? 500_000 : values.price,
      price_negotiable: values.negotiable ?? false,
      min_offer: values.minOffer ?? null,
      description,
      keywords,
      search_grams: productSearchGrams({ title, description, keywords }),
      like_count: values.likeCount ?? 0,
      country: values.country ?? 'KR',
      city: '서울특별시',
      county: '강남구',
      lat: values.lat ?? null,
      lon: values.lon ?? null,
      is_hidden: values.hidden ?? false,
      deleted_at: values.deleted ? new Date() : null,
      created_at: values.createdAt ?? (sql<Date>`now()` as unknown as Date),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (values.withImage) {
    const image = await createImage(db, userId);
    await db
      .insertInto('product_images')
      .values({ product_id: product.id, image_id: image.id, position: 0 })
      .execute();
  }
  return product;
}

/** One member blocks another (the accounts capability adds the routes). */
export async function block(db: Db, blockerId: number, blockedId: number) {
  await db.insertInto('blocks').values({ blocker_id: blockerId, blocked_id: blockedId }).execute();
}

/** A small valid JPEG, as a phone would upload. */
export async function jpegBytes(width = 64, height = 48): Promise<Buffer> {
  const sharp = (await import('sharp')).default;
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

let addressSequence = 0;
/** A distinct client address per call (sign-in is limited per address). */
export function nextAddress(): string {
  addressSequence++;
  return `10.${(addressSequence >> 16) & 255}.${(addressSequence >> 8) & 255}.${addressSequence & 255}`;
}

/**
 * A chat room about a product between its seller and a buyer, with `messages` from the buyer
 * (a room with messages makes the buyer someone who "chatted about the product").
 */
export async function createChat(db: Db, productId: number, buyerId: number, messages = 1) {
  const product = await db
    .selectFrom('products')
    .select('user_id')
    .where('id', '=', productId)
    .executeTakeFirstOrThrow();
  const room = await db
    .insertInto('chat_rooms')
    .values({ product_id: productId, seller_id: product.user_id, buyer_id: buyerId, message_count: messages })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('chat_members')
    .values([
      { room_id: room.id, user_id: product.user_id },
      { room_id: room.id, user_id: buyerId },
    ])
    .execute();
  let lastId: number | null = null;
  for (let i = 0; i < messages; i++) {
    const row = await db
      .insertInto('chat_messages')
      .values({ room_id: room.id, sender_id: buyerId, body: `Hello ${i + 1}` })
      .returning('id')
      .executeTakeFirstOrThrow();
    lastId = row.id;
  }
  if (lastId !== null)
    await db.updateTable('chat_rooms').set({ last_message_id: lastId }).where('id', '=', room.id).execute();
  return room;
}

/** Sets a member's notification preferences: the defaults, changed by `prefs`. */
export async function setNotificationPreferences(
  db: Db,
  userId: number,
  prefs: Partial<Record<NotificationKind, boolean>>,
) {
  await db
    .updateTable('users')
    .set({ notification_preferences: JSON.stringify({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...prefs }) })
    .where('id', '=', userId)
    .execute();
}

/** A new member signed in through the API, with a browser-like agent speaking `language`. */
export async function signedInMember(
  app: App,
  db: Db,
  values: Parameters<typeof createUser>[1] = {},
  language = 'en',
) {
  const user = await createUser(db, values);
  const agent = new Agent(app, { 'accept-language': language });
  await agent.login(user.email, 'password', nextAddress());
  return { user, agent };
}

/** A registered business of the member (issue 30): verified, with the badge, unless told otherwise. */
export async function createBusiness(db: Db, userId: number, status: 'verified' | 'pending' = 'verified') {
  const business = await db
    .insertInto('businesses')
    .values({
      user_id: userId,
      country: 'KR',
      legal_name: `Lathe Works ${userId}`,
      registration_number: '1248100998',
      representative: 'Kim',
      address: 'Seoul',
      proof_key: `private/business-proofs/test/${userId}.pdf`,
      proof_format: 'pdf',
      proof_name: 'proof.pdf',
      proof_size: 1,
      status,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (status === 'verified')
    await db.updateTable('users').set({ business_verified: true }).where('id', '=', userId).execute();
  return business.id;
}

/** A live seat of the owner's business held by the member, as a redeemed invitation leaves it. */
export async function createSeat(db: Db, seat: { businessId: number; ownerId: number; userId: number }) {
  const row = await db
    .insertInto('business_seats')
    .values({ business_id: seat.businessId, owner_id: seat.ownerId, user_id: seat.userId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const localized = (text: string) => JSON.stringify({ ko: text, en: text, de: text, ja: text });

/** A notice, an FAQ and an event (running now), as the back office would publish them. */
export async function createContent(db: Db) {
  const notice = await db
    .insertInto('notices')
    .values({ category_id: null, title: localized('Notice'), content: localized('Body'), published: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const faq = await db
    .insertInto('faqs')
    .values({
      category_id: null,
      title: localized('Q'),
      content: localized('A'),
      position: 0,
      published: true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const image = await createImage(db);
  const event = await db
    .insertInto('events')
    .values({
      title: localized('Event'),
      content: localized('Body'),
      image_id: image.id,
      published: true,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const promotion = await db
    .insertInto('promotions')
    .values({
      type: 'POP',
      url: '/products',
      type_url: 1,
      image_id: image.id,
      position: 0,
      starts_at: new Date(Date.now() - 86_400_000),
      ends_at: new Date(Date.now() + 86_400_000),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { noticeId: notice.id, faqId: faq.id, eventId: event.id, promotionId: promotion.id };
}

/** An unread keyword alarm for a member about a product. */
export async function createAlarm(db: Db, userId: number, productId: number | null = null) {
  return db
    .insertInto('alarms')
    .values({
      user_id: userId,
      kind: 'keyword',
      target_id: productId,
      params: JSON.stringify({ keyword: 'lathe' }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** A 1:1 inquiry of a member, waiting for its answer. */
export async function createQna(db: Db, userId: number, title = 'Shipping?') {
  return db
    .insertInto('qnas')
    .values({ user_id: userId, title, content: 'Do you ship abroad?' })
    .returning('id')
    .executeTakeFirstOrThrow();
}
