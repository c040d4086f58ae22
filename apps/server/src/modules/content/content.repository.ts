import { sql } from 'kysely';
import type { Language } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { containsPattern } from '../../lib/search-text.ts';

/**
 * What a member reading in `language` sees: published rows for every language or for theirs
 * (each row's texts fall back to Korean in the presenter). Only these tables have the columns, so
 * the names are unambiguous beside a join with images.
 */
const readableIn = (language: Language) =>
  sql<boolean>`published and (language is null or language = ${language})`;

/**
 * Whether any language's text of a localized column matches an ILIKE pattern (its values, not
 * the JSON's keys: a search for 'en' must not match every row).
 */
export const anyLanguageMatches = (column: 'title' | 'content', pattern: string) =>
  sql<boolean>`concat_ws(' ', ${sql.ref(column)}->>'ko', ${sql.ref(column)}->>'en', ${sql.ref(column)}->>'de', ${sql.ref(column)}->>'ja') ilike ${pattern}`;

/** An ILIKE pattern for a word typed by someone: `%`, `_` and `\` taken literally. */

export async function listNotices(
  db: Db,
  options: { categoryId?: number; language: Language; pinnedOnly?: boolean; limit: number; offset: number },
) {
  let base = db.selectFrom('notices').where(readableIn(options.language));
  if (options.categoryId) base = base.where('category_id', '=', options.categoryId);
  if (options.pinnedOnly) base = base.where('pinned', '=', true);
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'category_id', 'title', 'content', 'pinned', 'created_at'])
      .orderBy('pinned', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findNotice(db: Db, id: number, language: Language) {
  return db
    .selectFrom('notices')
    .select(['id', 'category_id', 'title', 'content', 'pinned', 'created_at'])
    .where('id', '=', id)
    .where(readableIn(language))
    .executeTakeFirst();
}

/** FAQ entries, pinned first, then in their order; `word` searches the question and answer in every language. */
export async function listFaqs(
  db: Db,
  options: { categoryId?: number; word?: string; language: Language; limit: number; offset: number },
) {
  let base = db.selectFrom('faqs').where(readableIn(options.language));
  if (options.categoryId) base = base.where('category_id', '=', options.categoryId);
  if (options.word) {
    const pattern = containsPattern(options.word);
    base = base.where((eb) =>
      eb.or([anyLanguageMatches('title', pattern), anyLanguageMatches('content', pattern)]),
    );
  }
  const [rows, count] = await Promise.all([
    base
      .select(['id', 'category_id', 'title', 'content'])
      .orderBy('pinned', 'desc')
      .orderBy('position')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findFaq(db: Db, id: number, language: Language) {
  return db
    .selectFrom('faqs')
    .select(['id', 'category_id', 'title', 'content'])
    .where('id', '=', id)
    .where(readableIn(language))
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

/** Published events, upcoming ones included (their period says so): pinned first, then latest start first. */
export async function listEvents(db: Db, options: { language: Language; limit: number; offset: number }) {
  const base = db.selectFrom('events').where(readableIn(options.language));
  const [rows, count] = await Promise.all([
    base
      .leftJoin('images', 'images.id', 'events.image_id')
      .select(eventColumns)
      .orderBy('events.pinned', 'desc')
      .orderBy('events.starts_at', 'desc')
      .orderBy('events.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export function findEvent(db: Db, id: number, language: Language) {
  return db
    .selectFrom('events')
    .leftJoin('images', 'images.id', 'events.image_id')
    .select(eventColumns)
    .where('events.id', '=', id)
    .where(readableIn(language))
    .executeTakeFirst();
}
