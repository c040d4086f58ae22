import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export async function listNotices(db: Db, options: { categoryId?: number; limit: number; offset: number }) {
  let base = db.selectFrom('notices');
  if (options.categoryId) base = base.where('category_id', '=', options.categoryId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'category_id', 'title', 'content', 'created_at'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findNotice(db: Db, id: number) {
  return db
    .selectFrom('notices')
    .select(['id', 'category_id', 'title', 'content', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listFaqs(db: Db, options: { categoryId?: number; limit: number; offset: number }) {
  let base = db.selectFrom('faqs');
  if (options.categoryId) base = base.where('category_id', '=', options.categoryId);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'category_id', 'question', 'answer'])
      .orderBy('position')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findFaq(db: Db, id: number) {
  return db
    .selectFrom('faqs')
    .select(['id', 'category_id', 'question', 'answer'])
    .where('id', '=', id)
    .executeTakeFirst();
}

const eventColumns = [
  'events.id',
  'events.title',
  'events.content',
  'events.starts_at',
  'events.ends_at',
  'images.path as image_path',
] as const;

/** Events that have started, newest first; finished ones stay listed, as a record. */
export async function listEvents(db: Db, options: { limit: number; offset: number }) {
  const base = db.selectFrom('events').where('events.starts_at', '<=', sql<Date>`now()`);
  const [rows, count] = await Promise.all([
    base
      .leftJoin('images', 'images.id', 'events.image_id')
      .select(eventColumns)
      .orderBy('events.starts_at', 'desc')
      .orderBy('events.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findEvent(db: Db, id: number) {
  return db
    .selectFrom('events')
    .leftJoin('images', 'images.id', 'events.image_id')
    .select(eventColumns)
    .where('events.id', '=', id)
    .where('events.starts_at', '<=', sql<Date>`now()`)
    .executeTakeFirst();
}
