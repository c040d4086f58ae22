import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

export function listKeywordAlerts(db: Db, userId: number) {
  return db
    .selectFrom('keyword_alerts')
    .select(['id', 'keyword', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Locks the member's row so two adds cannot both pass the count check. */
export async function lockMember(trx: Db, userId: number) {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export async function countKeywordAlerts(trx: Db, userId: number) {
  const row = await trx
    .selectFrom('keyword_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Adds a keyword; undefined when the member already has it (same normalized text). */
export function insertKeywordAlert(
  trx: Db,
  values: { userId: number; keyword: string; normalized: string; grams: string[] },
) {
  return trx
    .insertInto('keyword_alerts')
    .values({
      user_id: values.userId,
      keyword: values.keyword,
      normalized: values.normalized,
      grams: values.grams,
    })
    .onConflict((oc) => oc.columns(['user_id', 'normalized']).doNothing())
    .returning(['id', 'keyword', 'created_at'])
    .executeTakeFirst();
}

export async function deleteKeywordAlert(db: Db, userId: number, id: number) {
  const result = await db
    .deleteFrom('keyword_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** A live, visible product with what matching needs. */
export function findMatchableProduct(db: Db, id: number) {
  return db
    .selectFrom('products')
    .select(['id', 'user_id', 'title', 'keywords', 'description', 'search_grams as grams'])
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .where('is_hidden', '=', false)
    .executeTakeFirst();
}

/** What keyword alerts are matched against: a product, or a drawing request or production notice. */
export interface KeywordSubject {
  kind: 'product' | 'service_request';
  id: number;
  user_id: number;
  title: string;
  /** The distinct bigrams of its text (`productSearchGrams`). */
  grams: string[];
  /** The page an alarm opens, when it is not the product's (`alarmLink`). */
  link?: string;
}

/** Where each kind of subject records who was alerted (once per member and subject). */
const HITS = {
  product: { table: 'keyword_alert_hits', column: 'product_id' },
  service_request: { table: 'service_keyword_alert_hits', column: 'request_id' },
} as const;

/**
 * Raises the keyword alarms of one subject in one statement: the alerts whose bigrams the
 * subject has (GIN index on `keyword_alerts.grams`) and whose text it contains, one per member
 * (their first keyword in text order), never for the author, a member who switched keyword
 * alarms off, a withdrawn or suspended one, or across a block; each member once per subject
 * (its hits table). Returns the new alarms' ids and owners.
 */
export async function insertKeywordAlarms(trx: Db, subject: KeywordSubject, matchText: string) {
  const notBlocked = whereNotBlockedBetween(subject.user_id, 'keyword_alerts.user_id')();
  const hits = HITS[subject.kind];
  const { rows } = await sql<{ id: number; user_id: number }>`
    with candidates as (
      select keyword_alerts.user_id, min(keyword_alerts.keyword) as keyword
      from keyword_alerts
      join users on users.id = keyword_alerts.user_id
      where keyword_alerts.grams <@ ${subject.grams}::text[]
        and strpos(${matchText}::text, keyword_alerts.normalized) > 0
        and keyword_alerts.user_id <> ${subject.user_id}
        and users.withdrawn_at is null
        and users.suspended_at is null
        and coalesce((users.notification_preferences ->> 'keyword')::boolean, true)
        and ${notBlocked}
      group by keyword_alerts.user_id
    ), hits as (
      insert into ${sql.table(hits.table)} (${sql.ref(hits.column)}, user_id)
      select ${subject.id}::int, user_id from candidates
      on conflict do nothing
      returning user_id
    )
    insert into alarms (user_id, kind, actor_id, target_id, params)
    select candidates.user_id, 'keyword', ${subject.user_id}::int, ${subject.id}::int,
           jsonb_strip_nulls(jsonb_build_object('keyword', candidates.keyword, 'title', ${subject.title}::text,
                                                'link', ${subject.link ?? null}::text))
    from hits join candidates on candidates.user_id = hits.user_id
    returning id, user_id`.execute(trx);
  return rows;
}
