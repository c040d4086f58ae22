import type { Language, RemoveRequestInput, ReportCreateInput, ReportDto } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { forbidden, notFound, ValidationError } from '../../http/errors.ts';
import { isBlockedBetween } from '../blocks/blocks.repository.ts';
import { findLiveProfile } from '../profile/profile.repository.ts';
import { canViewProduct } from '../products/products.policy.ts';
import { findProduct } from '../products/products.repository.ts';
import {
  findMessageForMember,
  hasOpenReport,
  insertReport,
  listNeighbourMessages,
} from './reports.repository.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What was reported, as it was at report time, and whose it is. */
async function snapshotOf(trx: Db, userId: number, input: ReportCreateInput) {
  switch (input.reportable_type) {
    case 'product': {
      const product = await findProduct(trx, input.reportable_id);
      if (!product || !canViewProduct(product, userId)) throw notFound();
      if (product.user_id === userId) throw forbidden('report.own');
      if (await isBlockedBetween(trx, userId, product.user_id)) throw notFound();
      return {
        targetUserId: product.user_id,
        snapshot: {
          title: product.title,
          description: product.description,
          type: product.type,
          status: product.status,
          price: product.price,
          keywords: product.keywords,
          is_hidden: product.is_hidden,
          nickname: product.user_nickname,
          created_at: iso(product.created_at),
        },
      };
    }
    case 'user': {
      if (input.reportable_id === userId) throw forbidden('report.own');
      const member = await findLiveProfile(trx, input.reportable_id);
      if (!member) throw notFound();
      return {
        targetUserId: member.id,
        snapshot: {
          nickname: member.nickname,
          city: member.city,
          county: member.county,
          created_at: iso(member.created_at),
        },
      };
    }
    case 'chat': {
      const message = await findMessageForMember(trx, input.reportable_id, userId);
      if (!message || message.kind !== 'user' || message.sender_id === null) throw notFound();
      if (message.sender_id === userId) throw forbidden('report.own');
      const neighbours = await listNeighbourMessages(trx, message.room_id, message.id);
      const line = (m: {
        id: number;
        sender_id: number | null;
        body: string;
        kind: string;
        created_at: Date | string;
      }) => ({
        id: m.id,
        sender_id: m.sender_id,
        kind: m.kind,
        body: m.body,
        created_at: iso(m.created_at),
      });
      return {
        targetUserId: message.sender_id,
        snapshot: {
          room_id: message.room_id,
          product_id: message.product_id,
          message: { ...line(message), has_image: message.image_id !== null },
          before: neighbours.before.map((m) => ({ ...line(m), nickname: m.nickname })),
          after: neighbours.after.map((m) => ({ ...line(m), nickname: m.nickname })),
        },
      };
    }
  }
}

/** A second open report of the same thing racing the first: the unique index refuses it. */
async function mapDuplicate<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'reports_open_unique')
      throw ValidationError.field('reportable_id', 'report.duplicate');
    throw error;
  }
}

/**
 * Reports a post, a member or a chat message (spec §3, §5): only what the reporter can see (a
 * message of a room they are in), never their own, one open report per reporter and target. The
 * content is kept as it is now, so the desk sees it even once it is edited or deleted.
 */
export async function createReport(db: Db, userId: number, input: ReportCreateInput): Promise<ReportDto> {
  return mapDuplicate(() =>
    db.transaction().execute(async (trx) => {
      const { targetUserId, snapshot } = await snapshotOf(trx, userId, input);
      if (await hasOpenReport(trx, userId, input.reportable_type, input.reportable_id))
        throw ValidationError.field('reportable_id', 'report.duplicate');
      const row = await insertReport(trx, {
        kind: input.reportable_type,
        reporterId: userId,
        reportableId: input.reportable_id,
        targetUserId,
        reason: input.reason,
        text: input.text ?? null,
        snapshot,
      });
      return { id: row.id, status: 'open', created_at: iso(row.created_at) };
    }),
  );
}

/**
 * A removal request from anyone (a visitor too): it lands in the desk as its own kind; the
 * requester is answered by email, in the language they asked in, once it is handled.
 */
export async function createRemoveRequest(
  db: Db,
  userId: number | null,
  input: RemoveRequestInput,
  language: Language,
): Promise<ReportDto> {
  const row = await insertReport(db, {
    kind: 'remove_request',
    reporterId: userId,
    reportableId: null,
    targetUserId: null,
    reason: null,
    text: input.reason,
    snapshot: { name: input.name, email: input.email, url: input.url, language },
  });
  return { id: row.id, status: 'open', created_at: iso(row.created_at) };
}
