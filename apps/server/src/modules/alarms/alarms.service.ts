import {
  isLanguage,
  type AlarmDto,
  type AlarmKind,
  type AlarmListQuery,
  type AnnouncementInput,
  type Language,
} from '@steelyard/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { sendPushesSafely, type PushMessage, type PushSender } from '../../lib/push.ts';
import type { RealtimeEmitter } from '../../realtime/emitter.ts';
import { allowsAlarm, allowsPush } from './alarms.policy.ts';
import { toAlarmDto } from './alarms.presenter.ts';
import {
  audienceIds,
  decodeAlarmCursor,
  deleteAlarm,
  encodeAlarmCursor,
  findAlarm,
  findRecipient,
  insertAlarm,
  insertAnnouncement,
  insertAnnouncementAlarms,
  listAlarmDeliveries,
  listAlarms,
  listAnnouncementDeliveries,
  markAlarmRead,
  markAllAlarmsRead,
  trimAlarms,
  type AlarmDelivery,
} from './alarms.repository.ts';

/** What raising an alarm needs: the database, the real-time emitter and the push sender. */
export interface Notifier {
  db: Db;
  realtime: RealtimeEmitter;
  push: PushSender;
  log: FastifyBaseLogger;
  now(): Date;
  /** Keeps background work (pushes) so shutdown and tests can wait for it. */
  track(work: Promise<unknown>): void;
  /** Resolves when the background work started so far has finished. */
  idle(): Promise<void>;
}

export function createNotifier(deps: {
  db: Db;
  realtime: RealtimeEmitter;
  push: PushSender;
  log: FastifyBaseLogger;
  now?: () => Date;
}): Notifier {
  const pending = new Set<Promise<unknown>>();
  return {
    ...deps,
    now: deps.now ?? (() => new Date()),
    track(work) {
      const settled = work.catch((error: unknown) =>
        deps.log.error({ err: error }, 'notification work failed'),
      );
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
  };
}

/** Text parameters per kind (kept as they were when the alarm was raised). */
export interface AlarmParams {
  /** chat, review: the other member's nickname. */
  nickname?: string;
  /** chat: the message; review: the review's text; business: the refusal's reason. Cut to 100 characters. */
  preview?: string;
  /** keyword: the matched keyword. */
  keyword?: string;
  /** keyword: the product's title; inquiry: the inquiry's title; business: its legal name. */
  title?: string;
  /** report: the desk's outcome (handled, dismissed) or the sanction (warn, suspend, hide_post, delete_message); business: verified, refused, or invoice_requested (a buyer's tax invoice request). */
  outcome?: string;
  /** report: the end of a suspension (a date). */
  until?: string;
  /** review: '1' when the review holds bad tags only, which stay anonymous (spec §6). */
  anonymous?: string;
  /** service: what happened to a request or quote, or a factory application (`application`, `accepted`, `refused`). */
  event?: 'quote' | 'awarded' | 'declined' | 'application' | 'accepted' | 'refused';
  /** chat: the move of a price offer the alarm tells (its text then replaces the preview). */
  offer?: 'made' | 'countered' | 'accepted' | 'declined' | 'reserved';
  /** chat with `offer`: the amount on the table and its currency. */
  amount?: string;
  currency?: string;
  /** service, and keyword for a request: the request's page (drawings and notices live under different paths). */
  link?: string;
}

export interface NotifyInput {
  userId: number;
  kind: Exclude<AlarmKind, 'announcement'>;
  /** The member who caused it (the sender, the reviewer); null for the system. */
  actorId?: number | null;
  /** What a tap opens: the chat room, product, review or inquiry id. */
  targetId?: number | null;
  params?: AlarmParams;
}

const PREVIEW_MAX = 100;
const cut = (text: string) => {
  const chars = [...text.replace(/\s+/gu, ' ').trim()];
  return chars.length > PREVIEW_MAX ? `${chars.slice(0, PREVIEW_MAX - 1).join('')}…` : chars.join('');
};
const languageOf = (value: string): Language => (isLanguage(value) ? value : 'ko');

/**
 * Notifies one member: honours their notification preferences (a kind switched off raises
 * nothing and answers null), stores the alarm and trims their list to the newest 50 in one
 * transaction, then — after the commit — sends `alarm-created` to their connections and a push
 * to their device (night quiet holds back the push only). Call it after the caller's own data is
 * committed. A push failure is logged, never thrown.
 */
export async function notifyMember(notifier: Notifier, input: NotifyInput): Promise<AlarmDto | null> {
  const recipient = await findRecipient(notifier.db, input.userId);
  if (!recipient || !allowsAlarm(input.kind, recipient.notification_preferences)) return null;
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(input.params ?? {}))
    if (typeof value === 'string') params[key] = key === 'preview' ? cut(value) : value;
  const id = await notifier.db.transaction().execute(async (trx) => {
    const alarmId = await insertAlarm(trx, {
      userId: input.userId,
      kind: input.kind,
      actorId: input.actorId ?? null,
      targetId: input.targetId ?? null,
      params,
    });
    await trimAlarms(trx, [input.userId]);
    return alarmId;
  });
  const [delivery] = await listAlarmDeliveries(notifier.db, [id]);
  if (!delivery) return null; // deleted in between
  return deliverAlarms(notifier, [delivery])[0] ?? null;
}

/**
 * After the commit: `alarm-created` to each member's connections (in their language) and one
 * batch of pushes, sent in the background. Returns the DTOs sent.
 */
export function deliverAlarms(notifier: Notifier, deliveries: AlarmDelivery[]): AlarmDto[] {
  const now = notifier.now();
  const pushes: PushMessage[] = [];
  const sent = deliveries.map((row) => {
    const alarm = toAlarmDto(row, languageOf(row.language));
    notifier.realtime.toUser(row.user_id, 'alarm-created', { alarm_id: alarm.id, alarm });
    if (row.push_token && allowsPush(alarm.kind, row, now))
      pushes.push({
        token: row.push_token,
        title: alarm.title,
        body: alarm.body,
        data: { alarm_id: alarm.id, link: alarm.link },
      });
    return alarm;
  });
  if (pushes.length) notifier.track(sendPushesSafely(notifier.push, pushes, notifier.log));
  return sent;
}

/**
 * Raises many alarms at once after the write that causes them committed: `insert` writes them in
 * one set-based statement (its own transaction, with the members' alarm lists trimmed), then each
 * is delivered. A failure is logged and never fails the write that caused it. Returns how many.
 */
export async function raiseAlarms(
  notifier: Notifier,
  what: string,
  insert: (trx: Db) => Promise<{ id: number; user_id: number }[]>,
): Promise<number> {
  try {
    const created = await notifier.db.transaction().execute((trx) => writeAlarms(trx, insert));
    return await deliverWrittenAlarms(notifier, created);
  } catch (error) {
    notifier.log.error({ err: error }, `${what} failed`);
    return 0;
  }
}

/** Writes alarms set-based in the caller's transaction and trims their owners' alarm lists. */
export async function writeAlarms(
  trx: Db,
  insert: (trx: Db) => Promise<{ id: number; user_id: number }[]>,
): Promise<{ id: number; user_id: number }[]> {
  const rows = await insert(trx);
  await trimAlarms(
    trx,
    rows.map((r) => r.user_id),
  );
  return rows;
}

/** After their transaction committed: delivers alarms `writeAlarms` wrote. Returns how many. */
export async function deliverWrittenAlarms(notifier: Notifier, created: { id: number }[]): Promise<number> {
  if (created.length === 0) return 0;
  deliverAlarms(
    notifier,
    await listAlarmDeliveries(
      notifier.db,
      created.map((r) => r.id),
    ),
  );
  return created.length;
}

/** A page of the member's alarms in the request's language (see `alarmListQuerySchema`). */
export async function listMemberAlarms(db: Db, userId: number, query: AlarmListQuery, language: Language) {
  const keyset = query.cursor !== undefined;
  const cursor = query.cursor ? decodeAlarmCursor(query.cursor) : null;
  if (query.cursor && !cursor) throw ValidationError.field('cursor', 'validation.invalid');
  const { rows, total } = await listAlarms(db, {
    userId,
    limit: query.per_page,
    offset: keyset ? undefined : (query.page - 1) * query.per_page,
    cursor,
    withTotal: !keyset,
  });
  const last = rows.at(-1);
  const nextCursor = last && rows.length === query.per_page ? encodeAlarmCursor(last) : null;
  return { alarms: rows.map((row) => toAlarmDto(row, language)), total, nextCursor, keyset };
}

/** Marks one of the member's alarms read and returns it; 404 when it is not theirs. */
export async function readAlarm(db: Db, userId: number, id: number, language: Language) {
  if (!(await markAlarmRead(db, userId, id))) throw notFound();
  const row = await findAlarm(db, id);
  if (!row) throw notFound();
  return toAlarmDto(row, language);
}

export async function readAllAlarms(db: Db, userId: number) {
  return { updated: await markAllAlarmsRead(db, userId) };
}

export async function removeAlarm(db: Db, userId: number, id: number) {
  if (!(await deleteAlarm(db, userId, id))) throw notFound();
}

const DELIVERY_BATCH = 500;

/**
 * Sends an admin announcement: the announcement, one alarm per member of the audience (one
 * set-based insert), the 50-cap trim of those members and the audit row, in one transaction.
 * Real-time events and pushes then go out in batches in the background.
 */
export async function announce(notifier: Notifier, adminId: number, input: AnnouncementInput) {
  const value = input.audience === 'all' ? null : (input.audience_value ?? null);
  const { id, count } = await notifier.db.transaction().execute(async (trx) => {
    const announcementId = await insertAnnouncement(trx, {
      adminId,
      title: input.title,
      body: input.body,
      audience: input.audience,
      value,
    });
    const audience = audienceIds(trx, input.audience, value);
    const recipients = await insertAnnouncementAlarms(trx, announcementId, adminId, audience);
    await trimAlarms(trx, audienceIds(trx, input.audience, value));
    await insertAdminAudit(trx, {
      adminId,
      action: 'alarm.announce',
      subjectType: 'alarm_announcement',
      subjectId: announcementId,
      changes: { title: input.title, audience: input.audience, audience_value: value, recipients },
    });
    return { id: announcementId, count: recipients };
  });
  notifier.track(deliverAnnouncement(notifier, id));
  return { id, recipient_count: count };
}

/** Walks the announcement's alarms in id order, a batch at a time. */
async function deliverAnnouncement(notifier: Notifier, announcementId: number) {
  let afterId = 0;
  for (;;) {
    const batch = await listAnnouncementDeliveries(notifier.db, announcementId, afterId, DELIVERY_BATCH);
    if (batch.length === 0) return;
    deliverAlarms(notifier, batch);
    afterId = batch.at(-1)!.id;
    if (batch.length < DELIVERY_BATCH) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}
