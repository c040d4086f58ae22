import type { ReportKind, ReportStatus } from '@steelyard/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/** Reports, removal requests and sanctions: every query of the reports module. */

export async function insertReport(
  db: Db,
  values: {
    kind: ReportKind;
    reporterId: number | null;
    reportableId: number | null;
    targetUserId: number | null;
    reason: string | null;
    text: string | null;
    snapshot: Record<string, unknown>;
  },
) {
  return db
    .insertInto('reports')
    .values({
      kind: values.kind,
      reporter_id: values.reporterId,
      reportable_id: values.reportableId,
      target_user_id: values.targetUserId,
      reason: values.reason,
      text: values.text,
      snapshot: JSON.stringify(values.snapshot),
    })
    .returning(['id', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
}

export async function hasOpenReport(db: Db, reporterId: number, kind: ReportKind, reportableId: number) {
  const row = await db
    .selectFrom('reports')
    .select('id')
    .where('reporter_id', '=', reporterId)
    .where('kind', '=', kind)
    .where('reportable_id', '=', reportableId)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return row !== undefined;
}

/** A chat message with its room, for a member of that room who has not left it. */
export function findMessageForMember(db: Db, messageId: number, userId: number) {
  return db
    .selectFrom('chat_messages')
    .innerJoin('chat_rooms', 'chat_rooms.id', 'chat_messages.room_id')
    .innerJoin('chat_members', (join) =>
      join.onRef('chat_members.room_id', '=', 'chat_rooms.id').on('chat_members.user_id', '=', userId),
    )
    .select([
      'chat_messages.id',
      'chat_messages.room_id',
      'chat_messages.sender_id',
      'chat_messages.kind',
      'chat_messages.body',
      'chat_messages.image_id',
      'chat_messages.created_at',
      'chat_rooms.product_id',
    ])
    .where('chat_messages.id', '=', messageId)
    .where('chat_members.left_at', 'is', null)
    .executeTakeFirst();
}

/** Up to `count` messages either side of one, oldest first, with their senders' nicknames. */
export async function listNeighbourMessages(db: Db, roomId: number, messageId: number, count = 3) {
  const side = (direction: '<' | '>') =>
    db
      .selectFrom('chat_messages')
      .leftJoin('users', 'users.id', 'chat_messages.sender_id')
      .select([
        'chat_messages.id',
        'chat_messages.sender_id',
        'users.nickname',
        'chat_messages.kind',
        'chat_messages.body',
        'chat_messages.created_at',
      ])
      .where('chat_messages.room_id', '=', roomId)
      .where('chat_messages.id', direction, messageId)
      .orderBy('chat_messages.id', direction === '<' ? 'desc' : 'asc')
      .limit(count)
      .execute();
  const [before, after] = await Promise.all([side('<'), side('>')]);
  return { before: before.reverse(), after };
}

const adminColumns = (db: Db) =>
  db
    .selectFrom('reports')
    .leftJoin('users as reporter', 'reporter.id', 'reports.reporter_id')
    .leftJoin('images as reporter_avatar', 'reporter_avatar.id', 'reporter.profile_image_id')
    .leftJoin('users as target', 'target.id', 'reports.target_user_id')
    .leftJoin('images as target_avatar', 'target_avatar.id', 'target.profile_image_id')
    .selectAll('reports')
    .select([
      'reporter.nickname as reporter_nickname',
      'reporter.city as reporter_city',
      'reporter.county as reporter_county',
      'reporter_avatar.thumb_path as reporter_thumb_path',
      'target.nickname as target_nickname',
      'target.city as target_city',
      'target.county as target_county',
      'target_avatar.thumb_path as target_thumb_path',
    ]);
export type AdminReportRow = Awaited<ReturnType<ReturnType<typeof adminColumns>['execute']>>[number];

/** The desk's queue: by status and kind, oldest first (first come, first handled). */
export async function listReportsForAdmin(
  db: Db,
  options: { status: ReportStatus; kind?: ReportKind; limit: number; offset: number },
) {
  let base = adminColumns(db).where('reports.status', '=', options.status);
  if (options.kind) base = base.where('reports.kind', '=', options.kind);
  const order = options.status === 'open' ? 'asc' : 'desc';
  const [rows, total] = await Promise.all([
    base
      .orderBy('reports.created_at', order)
      .orderBy('reports.id', order)
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    base
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export function findReportForAdmin(db: Db, id: number, options: { forUpdate?: boolean } = {}) {
  let query = adminColumns(db).where('reports.id', '=', id);
  if (options.forUpdate) query = query.forUpdate('reports');
  return query.executeTakeFirst();
}

/** How many reports about a member there are, by status. */
export async function countReportsAbout(db: Db, userId: number) {
  const rows = await db
    .selectFrom('reports')
    .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('target_user_id', '=', userId)
    .groupBy('status')
    .execute();
  const counts = { open: 0, handled: 0, dismissed: 0 };
  for (const row of rows) counts[row.status as ReportStatus] = Number(row.n);
  return counts;
}

export function listSanctionsOf(db: Db, userId: number) {
  return db
    .selectFrom('sanctions')
    .select(['id', 'kind', 'until', 'report_id', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
}

export async function closeReport(
  db: Db,
  id: number,
  values: { status: 'handled' | 'dismissed'; action: string; adminId: number },
) {
  await db
    .updateTable('reports')
    .set({ status: values.status, action: values.action, handled_by: values.adminId, handled_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}

export async function insertSanction(
  db: Db,
  values: {
    userId: number;
    kind: 'warning' | 'suspension' | 'withdrawal';
    until: Date | null;
    reportId: number;
    adminId: number;
  },
) {
  await db
    .insertInto('sanctions')
    .values({
      user_id: values.userId,
      kind: values.kind,
      until: values.until,
      report_id: values.reportId,
      admin_id: values.adminId,
    })
    .execute();
}

/** A chat message removed by the desk: no text, no photo; the row stays as the evidence's place. */
export async function removeMessage(db: Db, messageId: number) {
  await db
    .updateTable('chat_messages')
    .set({ kind: 'removed', body: '', image_id: null })
    .where('id', '=', messageId)
    .execute();
}

/** Lifts the suspensions whose period ended (the sanction-expiry job). */
export async function liftEndedSuspensions(db: Db) {
  const result = await db
    .updateTable('users')
    .set({ suspended_at: null, suspended_until: null })
    .where('suspended_until', 'is not', null)
    .where('suspended_until', '<=', sql<Date>`now()`)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
