import { sql, type Kysely } from 'kysely';

/* Frozen in time: never import app code here. Runs on PostgreSQL 15 and PGlite (18). */

/**
 * Bumps (issue 29): a seller moves a post back to the top of the newest list. The newest order
 * is the time a post was listed, `coalesce(bumped_at, created_at)` (a post never bumped keeps its
 * posting time, and nothing that inserts a post has to set it), then the id. The newest-first
 * indexes of the list and its filters are rebuilt on that expression under the same names, so the
 * keyset pages read them as before. `bump_count` counts a post's bumps against the back office's
 * limit, `settings.bump_limit`.
 */
const VISIBLE = sql`deleted_at is null and is_hidden = false`;
const LISTED = sql`(coalesce(bumped_at, created_at)) desc, id desc`;
const CREATED = sql`created_at desc, id desc`;

/** The newest-first indexes: name, leading columns, extra predicate. */
const NEWEST_INDEXES = [
  ['products_visible_latest_idx', null, null],
  ['products_visible_category_idx', 'category_id', null],
  ['products_visible_type_idx', 'type', null],
  ['products_visible_kind_idx', 'spec_template_id', sql`spec_template_id is not null`],
  ['products_visible_working_idx', 'working_state', sql`working_state is not null`],
  ['products_visible_loading_idx', null, sql`loading_methods && '{forklift,crane,loading_dock}'::text[]`],
] as const;

async function buildNewestIndexes(db: Kysely<any>, order: typeof LISTED) {
  for (const [name, lead, extra] of NEWEST_INDEXES) {
    await sql`drop index ${sql.id(name)}`.execute(db);
    const columns = lead ? sql`${sql.id(lead)}, ${order}` : order;
    const where = extra ? sql`${VISIBLE} and ${extra}` : VISIBLE;
    await sql`create index ${sql.id(name)} on products (${columns}) where ${where}`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table products add column bumped_at timestamptz,
    add column bump_count integer not null default 0`.execute(db);
  await sql`alter table settings add column bump_limit integer not null default 5`.execute(db);
  await buildNewestIndexes(db, LISTED);
}

export async function down(db: Kysely<any>): Promise<void> {
  await buildNewestIndexes(db, CREATED);
  await sql`alter table settings drop column bump_limit`.execute(db);
  await sql`alter table products drop column bumped_at, drop column bump_count`.execute(db);
}
