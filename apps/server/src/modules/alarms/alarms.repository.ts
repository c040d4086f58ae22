import { LIMITS, type AlarmKind, type AnnouncementAudience } from '@steelyard/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';

const createdKey = sql<string>`to_char(alarms.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** The columns an alarm is presented from (an announcement's text comes from its row). */
function alarmsWithText(db: Db) {
  return db
    .selectFrom('alarms')
    .leftJoin('alarm_announcements', 'alarm_announcements.id', 'alarms.announcement_id')
    .select([
      'alarms.id',
      'alarms.user_id',
      'alarms.kind',
      'alarms.target_id',
      'alarms.params',
      'alarms.read_at',
      'alarms.created_at',
      'alarm_announcements.title as announcement_title',
      'alarm_announcements.body as announcement_body',
      createdKey.as('created_key'),
    ]);
}
export type AlarmRow = Awaited<ReturnType<ReturnType<typeof alarmsWithText>['executeTakeFirstOrThrow']>>;

/** Where a keyset page starts: after this alarm, newest first. */
export interface AlarmCursor {
  createdKey: string;
  id: number;
}

export function encodeAlarmCursor(row: AlarmRow): string {
  return Buffer.from(JSON.stringify({ t: row.created_key, i: row.id })).toString('base64url');
}

export function decodeAlarmCursor(cursor: string): AlarmCursor | null {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (!Number.isInteger(value.i)) return null;
    if (typeof value.t !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(value.t)) return null;
    return { createdKey: value.t, id: value.i as number };
  } catch {
    return null;
  }
}

/** A member's alarms, newest first: by page (with a total) or after a cursor. */
export async function listAlarms(
  db: Db,
  options: {
    userId: number;
    limit: number;
    offset?: number;
    cursor?: AlarmCursor | null;
    withTotal: boolean;
  },
) {
  let query = alarmsWithText(db).where('alarms.user_id', '=', options.userId);
  if (options.cursor)
    query = query.where(
      sql<SqlBool>`(alarms.created_at, alarms.id) < (${options.cursor.createdKey}::timestamptz, ${options.cursor.id})`,
    );
  query = query.orderBy('alarms.created_at', 'desc').orderBy('alarms.id', 'desc').limit(options.limit);
  if (options.offset) query = query.offset(options.offset);
  const [rows, total] = await Promise.all([
    query.execute(),
    options.withTotal ? countAlarms(db, options.userId) : Promise.resolve(0),
  ]);
  return { rows, total };
}

async function countAlarms(db: Db, userId: number) {
  const row = await db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The header badge: unread alarms (served by the partial index). */
export async function countUnreadAlarms(db: Db, userId: number) {
  const row = await db
    .selectFrom('alarms')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findAlarm(db: Db, id: number) {
  return alarmsWithText(db).where('alarms.id', '=', id).executeTakeFirst();
}

/** Marks one of the member's alarms read (idempotent); false when it is not theirs. */
export async function markAlarmRead(db: Db, userId: number, id: number) {
  const row = await db
    .updateTable('alarms')
    .set({ read_at: sql`coalesce(read_at, now())` })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markAllAlarmsRead(db: Db, userId: number) {
  const result = await db
    .updateTable('alarms')
    .set({ read_at: sql`now()` })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function deleteAlarm(db: Db, userId: number, id: number) {
  const result = await db
    .deleteFrom('alarms')
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What notifying a member needs to know about them; undefined for a withdrawn or suspended one. */
export function findRecipient(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'language', 'country', 'push_token', 'notification_preferences'])
    .where('id', '=', userId)
    .where('withdrawn_at', 'is', null)
    .where('suspended_at', 'is', null)
    .executeTakeFirst();
}
export type Recipient = NonNullable<Awaited<ReturnType<typeof findRecipient>>>;

export async function insertAlarm(
  trx: Db,
  values: {
    userId: number;
    kind: AlarmKind;
    actorId: number | null;
    targetId: number | null;
    params: Record<string, string>;
  },
) {
  const { id } = await trx
    .insertInto('alarms')
    .values({
      user_id: values.userId,
      kind: values.kind,
      actor_id: values.actorId,
      target_id: values.targetId,
      params: JSON.stringify(values.params),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Keeps each member's newest `alarmsKept` alarms and deletes the rest, for the members `owners`
 * selects (an id list or a subquery of `users.id`). The members' rows are locked first, in id
 * order: two transactions adding alarms for one member trim one after the other, and the second
 * sees the first's alarm, so nobody keeps more than the cap.
 */
export async function trimAlarms(trx: Db, owners: number[] | Expression<unknown>) {
  if (Array.isArray(owners) && owners.length === 0) return;
  const isOwner = (column: string) =>
    Array.isArray(owners)
      ? sql`${sql.ref(column)} = any(${owners}::int[])`
      : sql`${sql.ref(column)} in (${owners})`;
  await sql`select id from users where ${isOwner('users.id')} order by id for no key update`.execute(trx);
  await sql`delete from alarms where id in (
      select id from (
        select id, row_number() over (partition by user_id order by created_at desc, id desc) as position
        from alarms where ${isOwner('alarms.user_id')}
      ) ranked where position > ${LIMITS.alarmsKept}
    )`.execute(trx);
}

/** The retention job: alarms older than `alarmRetentionDays` go. */
export async function deleteExpiredAlarms(db: Db) {
  const result = await db
    .deleteFrom('alarms')
    .where('created_at', '<', sql<Date>`now() - make_interval(days => ${LIMITS.alarmRetentionDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/* Admin announcements. */

/** The live members an announcement reaches, as a subquery of their ids. */
export function audienceIds(db: Db, audience: AnnouncementAudience, value: string | null) {
  let query = db
    .selectFrom('users')
    .select('users.id')
    .where('users.withdrawn_at', 'is', null)
    .where('users.suspended_at', 'is', null);
  if (audience === 'country') query = query.where('users.country', '=', value);
  if (audience === 'language') query = query.where('users.language', '=', value);
  return query;
}

export async function insertAnnouncement(
  trx: Db,
  values: {
    adminId: number;
    title: string;
    body: string;
    audience: AnnouncementAudience;
    value: string | null;
  },
) {
  const { id } = await trx
    .insertInto('alarm_announcements')
    .values({
      admin_id: values.adminId,
      title: values.title,
      body: values.body,
      audience: values.audience,
      audience_value: values.value,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** One alarm per member of the audience, in one statement; returns how many. */
export async function insertAnnouncementAlarms(
  trx: Db,
  announcementId: number,
  adminId: number,
  audience: ReturnType<typeof audienceIds>,
) {
  const result = await trx
    .insertInto('alarms')
    .columns(['user_id', 'kind', 'actor_id', 'announcement_id'])
    .expression(
      audience.select([
        sql.lit('announcement').as('kind'),
        sql<number>`${adminId}::int`.as('actor_id'),
        sql<number>`${announcementId}::int`.as('announcement_id'),
      ]),
    )
    .executeTakeFirst();
  const count = Number(result.numInsertedOrUpdatedRows ?? 0);
  await trx
    .updateTable('alarm_announcements')
    .set({ recipient_count: count })
    .where('id', '=', announcementId)
    .execute();
  return count;
}

/** Alarms with what delivering them needs: the member's language, country, device and preferences. */
function alarmDeliveries(db: Db) {
  return alarmsWithText(db)
    .innerJoin('users', 'users.id', 'alarms.user_id')
    .select(['users.language', 'users.country', 'users.push_token', 'users.notification_preferences']);
}
export type AlarmDelivery = Awaited<
  ReturnType<ReturnType<typeof alarmDeliveries>['executeTakeFirstOrThrow']>
>;

export function listAlarmDeliveries(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return alarmDeliveries(db)
    .where(sql<SqlBool>`alarms.id = any(${ids}::int[])`)
    .orderBy('alarms.id')
    .execute();
}

/** A batch of an announcement's alarms after `afterId`. */
export function listAnnouncementDeliveries(db: Db, announcementId: number, afterId: number, limit: number) {
  return alarmDeliveries(db)
    .where('alarms.announcement_id', '=', announcementId)
    .where('alarms.id', '>', afterId)
    .orderBy('alarms.id')
    .limit(limit)
    .execute();
}

export async function listAnnouncements(db: Db, options: { limit: number; offset: number }) {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('alarm_announcements')
      .leftJoin('users', 'users.id', 'alarm_announcements.admin_id')
      .selectAll('alarm_announcements')
      .select('users.nickname as admin_nickname')
      .orderBy('alarm_announcements.created_at', 'desc')
      .orderBy('alarm_announcements.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('alarm_announcements')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n) };
}
export type AnnouncementRow = Awaited<ReturnType<typeof listAnnouncements>>['rows'][number];
