import { sql, type Insertable, type Updateable } from 'kysely';
import type { ContentKind, Localized } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import type { Events, Notices } from '../../db/schema.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { anyLanguageMatches } from './content.repository.ts';

/*
 * The back office's SQL for notices, FAQ entries and events. The three tables share their
 * columns (id, title, content, language, published, pinned, created_at, updated_at; notices and
 * FAQs add category_id, events their period and banner), so the shared reads and writes name the
 * table by kind: `kind as 'notices'` types them by the notices table, whose shared columns the
 * others have alike.
 */
const shared = (kind: ContentKind) => kind as 'notices';

const SHARED_COLUMNS = [
  'id',
  'title',
  'content',
  'language',
  'published',
  'pinned',
  'created_at',
  'updated_at',
] as const;

/** The kind-specific columns, as nulls where a kind has none, so every row has one shape. */
function kindColumns(kind: ContentKind) {
  const isEvent = kind === 'events';
  return [
    (isEvent ? sql<number | null>`null` : sql.ref<number | null>('category_id')).as('category_id'),
    (isEvent ? sql.ref<Date>('starts_at') : sql<Date | null>`null`).as('starts_at'),
    (isEvent ? sql.ref<Date>('ends_at') : sql<Date | null>`null`).as('ends_at'),
    (isEvent ? sql.ref<number | null>('image_id') : sql<number | null>`null`).as('image_id'),
  ];
}

/** Every row of a kind, published or not: pinned first, then newest first. */
export async function listContentForAdmin(
  db: Db,
  kind: ContentKind,
  options: { search?: string; published?: boolean; limit: number; offset: number },
) {
  let base = db.selectFrom(shared(kind));
  if (options.published !== undefined) base = base.where('published', '=', options.published);
  if (options.search) {
    base = base.where(anyLanguageMatches('title', containsPattern(options.search)));
  }
  const [rows, count] = await Promise.all([
    base
      .select([...SHARED_COLUMNS, ...kindColumns(kind)])
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
export type AdminContentRow = Awaited<ReturnType<typeof listContentForAdmin>>['rows'][number];

export function findContentForAdmin(db: Db, kind: ContentKind, id: number) {
  return db
    .selectFrom(shared(kind))
    .select([...SHARED_COLUMNS, ...kindColumns(kind)])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Locks one row for a change; undefined when there is none. */
export function lockContent(db: Db, kind: ContentKind, id: number) {
  return db
    .selectFrom(shared(kind))
    .select([...SHARED_COLUMNS, ...kindColumns(kind)])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The fields every kind writes. */
export interface SharedContentValues {
  title: Localized;
  content: Localized;
  language: string | null;
  published: boolean;
  pinned: boolean;
}
type ArticleValues = SharedContentValues & { category_id: number | null };
type EventValues = SharedContentValues & { starts_at: Date; ends_at: Date; image_id: number | null };

const jsonTexts = (values: SharedContentValues) => ({
  ...values,
  title: JSON.stringify(values.title),
  content: JSON.stringify(values.content),
});

/** A notice or an FAQ entry (the two share every column but the FAQ's position). */
export async function insertArticle(db: Db, kind: 'notices' | 'faqs', values: ArticleValues) {
  const row = await db
    .insertInto(kind as 'notices')
    .values(jsonTexts(values) as Insertable<Notices>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateArticle(db: Db, kind: 'notices' | 'faqs', id: number, values: ArticleValues) {
  await db
    .updateTable(kind as 'notices')
    .set({ ...(jsonTexts(values) as Updateable<Notices>), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function insertEvent(db: Db, values: EventValues) {
  const row = await db
    .insertInto('events')
    .values(jsonTexts(values) as Insertable<Events>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEvent(db: Db, id: number, values: EventValues) {
  await db
    .updateTable('events')
    .set({ ...(jsonTexts(values) as Updateable<Events>), updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function setContentFlag(
  db: Db,
  kind: ContentKind,
  id: number,
  flag: { published: boolean } | { pinned: boolean },
) {
  await db
    .updateTable(shared(kind))
    .set({ ...flag, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

export async function deleteContentRow(db: Db, kind: ContentKind, id: number) {
  await db.deleteFrom(shared(kind)).where('id', '=', id).execute();
}

export function findImageById(db: Db, id: number) {
  return db.selectFrom('images').select(['id', 'path', 'thumb_path']).where('id', '=', id).executeTakeFirst();
}

export function isCategoryOfKind(db: Db, id: number, kind: 'notice' | 'faq') {
  return db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', id)
    .where('kind', '=', kind)
    .executeTakeFirst()
    .then(Boolean);
}
