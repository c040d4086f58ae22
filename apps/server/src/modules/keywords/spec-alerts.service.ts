import {
  LIMITS,
  productListFiltersSchema,
  type ProductListFilters,
  type SpecAlertDto,
  type SpecAlertInput,
  type SpecAlertUpdate,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { notFound, ValidationError } from '../../http/errors.ts';
import { containsPattern } from '../../lib/search-text.ts';
import { wordSearchGrams } from '../../lib/search-grams.ts';
import { raiseAlarms, writeAlarms, type Notifier } from '../alarms/alarms.service.ts';
import { lockMember } from './keywords.repository.ts';
import {
  countSpecAlerts,
  deleteSpecAlert,
  insertDigestAlarms,
  insertSpecAlarms,
  insertSpecAlert,
  listSpecAlerts,
  updateSpecAlert,
} from './spec-alerts.repository.ts';

/** The saved filters as the list's query string, in the schema's order. */
function filterQuery(filters: Record<string, string | number>): string {
  const keys = Object.keys(productListFiltersSchema.shape).filter((key) => filters[key] !== undefined);
  return new URLSearchParams(keys.map((key) => [key, String(filters[key])])).toString();
}

type SpecAlertRow = Awaited<ReturnType<typeof listSpecAlerts>>[number];

const toDto = (row: SpecAlertRow): SpecAlertDto => ({
  id: row.id,
  name: row.name,
  filters: filterQuery(row.filters as Record<string, string | number>),
  digest: row.digest,
  created_at: new Date(row.created_at).toISOString(),
});

export async function listMemberSpecAlerts(db: Db, userId: number) {
  return (await listSpecAlerts(db, userId)).map(toDto);
}

/** Only the filters that are set, as the list's query carries them. */
function setFilters(filters: ProductListFilters): Record<string, unknown> {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** Saves the list's filters as an alert: at most 20 per member (the member's row is locked to count). */
export async function addSpecAlert(db: Db, userId: number, input: SpecAlertInput) {
  const { word, manufacturer } = input.filters;
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, userId);
    if ((await countSpecAlerts(trx, userId)) >= LIMITS.specAlertsPerMember)
      throw ValidationError.field('name', 'spec_alert.max');
    return toDto(
      await insertSpecAlert(trx, userId, {
        name: input.name,
        filters: setFilters(input.filters),
        digest: input.digest,
        wordGrams: word ? wordSearchGrams(word) : [],
        wordPattern: word ? containsPattern(word) : null,
        manufacturerPattern: manufacturer ? containsPattern(manufacturer) : null,
      }),
    );
  });
}

/** Renames one of the member's alerts or switches its digest; 404 when it is not theirs. */
export async function changeSpecAlert(db: Db, userId: number, id: number, input: SpecAlertUpdate) {
  const row = await updateSpecAlert(db, userId, id, input);
  if (!row) throw notFound();
  return toDto(row);
}

export async function removeSpecAlert(db: Db, userId: number, id: number) {
  if (!(await deleteSpecAlert(db, userId, id))) throw notFound();
}

/**
 * Tells the members whose spec alert a new or edited post matches: one alarm each, once per post,
 * set-based (see `insertSpecAlarms`); digest-only members wait for the day's digest. Called after
 * the post's transaction commits.
 */
export function alertSpecSubscribers(notifier: Notifier, productId: number): Promise<number> {
  return raiseAlarms(notifier, 'spec alerts', (trx) => insertSpecAlarms(trx, productId));
}

/** The day's digest, in the job's transaction (see `insertDigestAlarms`); delivered after commit. */
export function writeSpecDigests(trx: Db) {
  return writeAlarms(trx, insertDigestAlarms);
}
