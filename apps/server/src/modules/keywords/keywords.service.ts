import { LIMITS, type KeywordAlertDto, type KeywordAlertInput } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { raiseAlarms, type Notifier } from '../alarms/alarms.service.ts';
import { productSearchGrams, wordSearchGrams } from '../../lib/search-grams.ts';
import {
  countKeywordAlerts,
  deleteKeywordAlert,
  findMatchableProduct,
  insertKeywordAlarms,
  insertKeywordAlert,
  listKeywordAlerts,
  lockMember,
  type KeywordSubject,
} from './keywords.repository.ts';

/**
 * The form keywords are compared in: NFKC (full- and half-width forms alike), lowercased, runs
 * of whitespace as one space. Matching is by substring, so it works for Korean and Japanese,
 * which do not separate words with spaces.
 */
export function normalizeKeyword(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/** What a product offers to keyword alerts: title, keywords and description, one per line. */
export function productMatchText(product: { title: string; keywords: string[]; description: string }) {
  return [product.title, ...product.keywords, product.description].map(normalizeKeyword).join('\n');
}

const toDto = (row: { id: number; keyword: string; created_at: Date | string }): KeywordAlertDto => ({
  id: row.id,
  keyword: row.keyword,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listMemberKeywords(db: Db, userId: number) {
  return (await listKeywordAlerts(db, userId)).map(toDto);
}

/** Registers a keyword: at most 50 per member, no duplicates (ignoring case and width). */
export async function addKeyword(db: Db, userId: number, input: KeywordAlertInput) {
  const normalized = normalizeKeyword(input.keyword);
  if (normalized === '') throw ValidationError.field('keyword', 'keyword.required');
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    const existing = await listKeywordAlerts(trx, userId);
    if (existing.some((k) => normalizeKeyword(k.keyword) === normalized))
      throw ValidationError.field('keyword', 'keyword.duplicate');
    if ((await countKeywordAlerts(trx, userId)) >= LIMITS.keywordAlertsPerMember)
      throw ValidationError.field('keyword', 'keyword.max');
    const row = await insertKeywordAlert(trx, {
      userId,
      keyword: input.keyword.replace(/\s+/gu, ' '),
      normalized,
      grams: wordSearchGrams(normalized),
    });
    if (!row) throw ValidationError.field('keyword', 'keyword.duplicate');
    return toDto(row);
  });
}

export async function removeKeyword(db: Db, userId: number, id: number) {
  if (!(await deleteKeywordAlert(db, userId, id))) throw notFound();
}

/** Raises the keyword alarms of one subject after its own transaction committed (`raiseAlarms`). */
async function alertSubscribers(
  notifier: Notifier,
  findSubject: (db: Db) => Promise<{ subject: KeywordSubject; matchText: string } | undefined>,
): Promise<number> {
  return raiseAlarms(notifier, 'keyword alerts', async (trx) => {
    const found = await findSubject(trx);
    return found ? insertKeywordAlarms(trx, found.subject, found.matchText) : [];
  });
}

/**
 * Tells the members whose keyword a new or edited product matches: one alarm each, once per
 * product, set-based (see `insertKeywordAlarms`). Called after the product's transaction commits.
 */
export function alertKeywordSubscribers(notifier: Notifier, productId: number): Promise<number> {
  return alertSubscribers(notifier, async (db) => {
    const product = await findMatchableProduct(db, productId);
    if (!product) return undefined;
    return { subject: { kind: 'product', ...product }, matchText: productMatchText(product) };
  });
}

/**
 * Tells the members whose keyword a new drawing request or production notice matches (its title
 * and description), by the same matcher and rules as products; the alarm opens `link`.
 */
export function alertKeywordSubscribersOfRequest(
  notifier: Notifier,
  request: { id: number; user_id: number; title: string; description: string; link: string },
): Promise<number> {
  return alertSubscribers(notifier, async () => {
    const text = { title: request.title, keywords: [], description: request.description };
    return {
      subject: { kind: 'service_request', ...request, grams: productSearchGrams(text) },
      matchText: productMatchText(text),
    };
  });
}
