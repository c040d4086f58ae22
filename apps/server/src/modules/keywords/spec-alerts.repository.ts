import { BROWSE_COUNTRIES } from '@steelyard/contracts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.ts';
import { notBlockedBetweenColumns } from '../blocks/blocks.policy.ts';

/** Spec alerts (issue 28): saved list filters, and the alarms of the posts that match them. */

const COLUMNS = ['id', 'name', 'filters', 'digest', 'created_at'] as const;

export function listSpecAlerts(db: Db, userId: number) {
  return db
    .selectFrom('spec_alerts')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function countSpecAlerts(trx: Db, userId: number) {
  const row = await trx
    .selectFrom('spec_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface SpecAlertValues {
  name: string;
  filters: Record<string, unknown>;
  digest: boolean;
  wordGrams: string[];
  wordPattern: string | null;
  manufacturerPattern: string | null;
}

export function insertSpecAlert(trx: Db, userId: number, values: SpecAlertValues) {
  return trx
    .insertInto('spec_alerts')
    .values({
      user_id: userId,
      name: values.name,
      filters: JSON.stringify(values.filters),
      digest: values.digest,
      word_grams: values.wordGrams,
      word_pattern: values.wordPattern,
      manufacturer_pattern: values.manufacturerPattern,
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

/** Renames one of the member's alerts or changes its digest choice; undefined when it is not theirs. */
export function updateSpecAlert(
  db: Db,
  userId: number,
  id: number,
  values: { name?: string; digest?: boolean },
) {
  return db
    .updateTable('spec_alerts')
    .set(values)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export async function deleteSpecAlert(db: Db, userId: number, id: number) {
  const result = await db
    .deleteFrom('spec_alerts')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

const NAMED_COUNTRIES = BROWSE_COUNTRIES.filter((c) => c !== 'OTHER');

/** The alert's saved value of a filter, as text (null when the alert does not filter on it). */
const saved = (key: string) => sql`spec_alerts.filters ->> ${key}`;

/** Equal to the saved value, or the alert does not filter on it. */
const sameAs = (key: string, column: RawBuilder<unknown>) =>
  sql`(${saved(key)} is null or ${column}::text = ${saved(key)})`;

/** Within the saved range (either end open); a post without the figure is outside any range. */
const within = (key: string, column: RawBuilder<unknown>) =>
  sql`(${saved(`${key}_from`)} is null or ${column} >= (${saved(`${key}_from`)})::numeric)
    and (${saved(`${key}_to`)} is null or ${column} <= (${saved(`${key}_to`)})::numeric)`;

/**
 * Whether a spec alert's filters let `post` through, by the list's own rules
 * (`applyFilters` in products.browse-repository.ts): equal values, ranges with open ends, the
 * word by bigrams then ILIKE on title, description and keywords, the maker by ILIKE, 'OTHER' as
 * any country the list does not name, loading as a forklift, crane or dock on site.
 */
const alertLetsPostThrough = sql`
  ${sameAs('category_id', sql`post.category_id`)}
  and ${sameAs('type', sql`post.type`)}
  and ${sameAs('city', sql`post.city`)}
  and ${sameAs('county', sql`post.county`)}
  and ${sameAs('condition_grade', sql`post.condition_grade`)}
  and ${sameAs('kind', sql`post.kind`)}
  and ${sameAs('working', sql`post.working_state`)}
  and (${saved('country')} is null
       or (${saved('country')} = 'OTHER' and not (post.country = any(${NAMED_COUNTRIES}::text[])))
       or post.country = ${saved('country')})
  and (${saved('seller')} is null or post.business_verified = (${saved('seller')} = 'business'))
  and (${saved('loading')} is null or post.loading_methods && '{forklift,crane,loading_dock}'::text[])
  and (spec_alerts.manufacturer_pattern is null or post.manufacturer ilike spec_alerts.manufacturer_pattern)
  and (spec_alerts.word_pattern is null or (
        spec_alerts.word_grams <@ post.search_grams
        and (post.title ilike spec_alerts.word_pattern
             or post.description ilike spec_alerts.word_pattern
             or array_to_string(post.keywords, ' ') ilike spec_alerts.word_pattern)))
  and (${saved('min_price')} is null or post.price >= (${saved('min_price')})::numeric)
  and (${saved('max_price')} is null or post.price <= (${saved('max_price')})::numeric)
  and ${within('year', sql`post.year_made`)}
  and ${within('hours', sql`post.spec_hours`)}
  and ${within('power', sql`post.spec_power_kw`)}
  and ${within('weight', sql`post.spec_weight_kg`)}
  and (${saved('kind')} is null or (${within('main', sql`post.spec_main`)}))`;

/**
 * Raises the spec alarms of one post in one statement: every member with an alert whose filters
 * let the live, visible post through (`alertLetsPostThrough`), never its author, a member who
 * switched keyword alarms off, a withdrawn or suspended one, or across a block; each member once
 * per post however many alerts match and however often it is edited (`spec_alert_hits`). A member
 * whose matching alerts all wait for the digest gets a pending hit and no alarm now; otherwise the
 * alarm names their first matching alert that alerts at once. Returns the new alarms' ids and owners.
 */
export async function insertSpecAlarms(trx: Db, productId: number) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    with post as (
      select products.*, spec_templates.slug as kind, sellers.business_verified
      from products
      join users sellers on sellers.id = products.user_id
      left join spec_templates on spec_templates.id = products.spec_template_id
      where products.id = ${productId} and products.deleted_at is null and products.is_hidden = false
    ), candidates as (
      select spec_alerts.user_id, bool_and(spec_alerts.digest) as digest,
             (array_agg(spec_alerts.name order by spec_alerts.digest, spec_alerts.id))[1] as name
      from spec_alerts
      cross join post
      join users on users.id = spec_alerts.user_id
      where spec_alerts.user_id <> post.user_id
        and users.withdrawn_at is null
        and users.suspended_at is null
        and coalesce((users.notification_preferences ->> 'keyword')::boolean, true)
        and ${notBlockedBetweenColumns('post.user_id', 'spec_alerts.user_id')}
        and ${alertLetsPostThrough}
      group by spec_alerts.user_id
    ), hits as (
      insert into spec_alert_hits (product_id, user_id, digest_pending)
      select ${productId}::int, user_id, digest from candidates
      on conflict do nothing
      returning user_id, digest_pending
    )
    insert into alarms (user_id, kind, actor_id, target_id, params)
    select candidates.user_id, 'spec_alert', post.user_id, post.id,
           jsonb_build_object('name', candidates.name, 'title', post.title)
    from hits
    join candidates on candidates.user_id = hits.user_id
    cross join post
    where not hits.digest_pending
    returning id, user_id`.execute(trx);
  return rows;
}

/**
 * The daily digest in one statement: each member's pending hits are taken (no longer pending),
 * and a member still wanting keyword alarms, live, gets one alarm with how many posts matched and
 * the newest three titles; posts since deleted or hidden, and posts across a block made since,
 * are not counted. Returns the new alarms' ids and owners.
 */
export async function insertDigestAlarms(trx: Db) {
  const { rows } = await sql<{ id: number; user_id: number }>`
    with taken as (
      update spec_alert_hits set digest_pending = false
      where digest_pending
      returning user_id, product_id
    ), per_member as (
      select taken.user_id, count(*) as matches,
             (array_agg(products.title order by products.id desc))[1:3] as titles
      from taken
      join products on products.id = taken.product_id
      join users on users.id = taken.user_id
      where products.deleted_at is null and products.is_hidden = false
        and users.withdrawn_at is null
        and users.suspended_at is null
        and coalesce((users.notification_preferences ->> 'keyword')::boolean, true)
        and ${notBlockedBetweenColumns('products.user_id', 'taken.user_id')}
      group by taken.user_id
    )
    insert into alarms (user_id, kind, params)
    select user_id, 'spec_alert',
           jsonb_build_object('count', matches::text, 'title', array_to_string(titles, ' · '))
    from per_member
    returning id, user_id`.execute(trx);
  return rows;
}
