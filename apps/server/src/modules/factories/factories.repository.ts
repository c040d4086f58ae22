import { sql } from 'kysely';
import type {
  FactoryApplicationStatus,
  FactoryInput,
  FactoryPatch,
  FactoryPeriod,
  ServiceProcess,
} from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { pageNearestOrNewest, type Circle, type DistanceCursor } from '../../db/distance.ts';
import { containsPattern, isRowId } from '../../lib/search-text.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

/* The SQL of factory listings and the applications to use them. Days are read as `YYYY-MM-DD` text. */

const factoryColumns = [
  'factories.id',
  'factories.user_id',
  'factories.title',
  'factories.description',
  'factories.city',
  'factories.county',
  'factories.floor_area',
  'factories.capabilities',
  'factories.equipment',
  'factories.certifications',
  'factories.hidden_at',
  'factories.place_name',
  'factories.lat',
  'factories.lon',
  'factories.created_at',
  'owner.nickname as user_nickname',
] as const;

const factoriesWithOwner = (db: Db) =>
  db.selectFrom('factories').innerJoin('users as owner', 'owner.id', 'factories.user_id');

/** Factories a viewer may see: not across a block, and hidden ones only by their owner. */
const withOwner = (db: Db, viewerId: number | null) =>
  factoriesWithOwner(db)
    .select(factoryColumns)
    .where((eb) =>
      eb.or([eb('factories.hidden_at', 'is', null), eb('factories.user_id', '=', viewerId ?? 0)]),
    )
    .where(whereNotBlockedBetween(viewerId, 'factories.user_id'));

/**
 * Factories newest first (keyset by id), by region and capability; the member's own with `mine`
 * (hidden ones there too, marked); hidden ones never in the public list.
 */
export function listFactories(
  db: Db,
  options: {
    viewerId: number | null;
    mine: boolean;
    city?: string;
    capability?: ServiceProcess;
    /** Only those whose pin lies within the circle, each with its `distance_km`, nearest first. */
    near?: Circle;
    /** The page starts after this row: an id below (newest first), or (distance, id) nearest first. */
    after?: number | DistanceCursor;
    limit: number;
  },
) {
  let query = withOwner(db, options.viewerId);
  if (options.mine) query = query.where('factories.user_id', '=', options.viewerId ?? 0);
  else query = query.where('factories.hidden_at', 'is', null);
  if (options.city) query = query.where('factories.city', '=', options.city);
  if (options.capability)
    query = query.where(sql<boolean>`factories.capabilities @> array[${options.capability}]::text[]`);
  return pageNearestOrNewest(query, 'factories', options).execute();
}
export type FactoryRow = Awaited<ReturnType<typeof listFactories>>[number];

export const findFactory = (db: Db, id: number, viewerId: number | null) =>
  withOwner(db, viewerId).where('factories.id', '=', id).executeTakeFirst();

/** One factory for the back office: hidden or not. */
export const findFactoryForAdmin = (db: Db, id: number) =>
  factoriesWithOwner(db).select(factoryColumns).where('factories.id', '=', id).executeTakeFirst();

/** The back office's list: newest first by page, by a word (title, owner's nickname, id) and visibility. */
export async function listFactoriesForAdmin(
  db: Db,
  options: { word?: string; hidden?: boolean; limit: number; offset: number },
) {
  let query = factoriesWithOwner(db);
  const { word } = options;
  if (word) {
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        eb('factories.title', 'ilike', pattern),
        eb('owner.nickname', 'ilike', pattern),
        ...(isRowId(word) ? [eb('factories.id', '=', Number(word))] : []),
      ]),
    );
  }
  if (options.hidden !== undefined)
    query = query.where('factories.hidden_at', options.hidden ? 'is not' : 'is', null);
  const [rows, total] = await Promise.all([
    query
      .select(factoryColumns)
      .orderBy('factories.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Hides or shows a factory; false when there is none. */
export async function setFactoryHidden(db: Db, id: number, hidden: boolean) {
  const row = await db
    .updateTable('factories')
    .set({ hidden_at: hidden ? sql`coalesce(hidden_at, now())` : null })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertFactory(db: Db, userId: number, input: FactoryInput) {
  const row = await db
    .insertInto('factories')
    .values({
      user_id: userId,
      title: input.title,
      description: input.description,
      city: input.city,
      county: input.county ?? null,
      floor_area: input.floor_area,
      capabilities: input.capabilities,
      equipment: JSON.stringify(input.equipment),
      certifications: input.certifications ?? null,
      place_name: input.place_name ?? null,
      lat: input.lat ?? null,
      lon: input.lon ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes the fields of an edit that were sent (an optional one sent blank is cleared); photos apart. */
export async function updateFactory(db: Db, id: number, patch: Omit<FactoryPatch, 'image_ids' | 'periods'>) {
  const { equipment, ...fields } = patch;
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? null]));
  if (equipment !== undefined) values.equipment = JSON.stringify(equipment);
  if (Object.keys(values).length === 0) return;
  await db.updateTable('factories').set(values).where('id', '=', id).execute();
}

/** The free periods of the factories, soonest first. */
export function listFreePeriods(db: Db, factoryIds: number[]) {
  if (factoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('factory_periods')
    .select([
      'factory_id',
      sql<string>`starts_on::text`.as('starts_on'),
      sql<string>`ends_on::text`.as('ends_on'),
    ])
    .where('factory_id', 'in', factoryIds)
    .orderBy('factory_id')
    .orderBy('starts_on')
    .execute();
}

/** Replaces a factory's free periods with these. */
export async function replaceFreePeriods(db: Db, factoryId: number, periods: FactoryPeriod[]) {
  await db.deleteFrom('factory_periods').where('factory_id', '=', factoryId).execute();
  if (periods.length === 0) return;
  await db
    .insertInto('factory_periods')
    .values(periods.map((p) => ({ factory_id: factoryId, starts_on: p.starts_on, ends_on: p.ends_on })))
    .execute();
}

/** Whether one free period of the factory holds the whole period (ends inclusive). */
export async function isInsideFreePeriod(db: Db, factoryId: number, period: FactoryPeriod) {
  const row = await db
    .selectFrom('factory_periods')
    .select('id')
    .where('factory_id', '=', factoryId)
    .where('starts_on', '<=', sql<Date>`${period.starts_on}::date`)
    .where('ends_on', '>=', sql<Date>`${period.ends_on}::date`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The periods already given to applicants, soonest first. */
export function listTakenPeriods(db: Db, factoryIds: number[]) {
  if (factoryIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('factory_applications')
    .select([
      'factory_id',
      sql<string>`starts_on::text`.as('starts_on'),
      sql<string>`ends_on::text`.as('ends_on'),
    ])
    .where('factory_id', 'in', factoryIds)
    .where('status', '=', 'accepted')
    .orderBy('starts_on')
    .execute();
}

/** Locks a factory for an application's check or answer (one at a time per factory). */
export function lockFactory(db: Db, id: number) {
  return db
    .selectFrom('factories')
    .select(['id', 'user_id', 'title'])
    .where('id', '=', id)
    .where('hidden_at', 'is', null)
    .forUpdate()
    .executeTakeFirst();
}

/** Whether an accepted application of the factory overlaps the period (ends inclusive). */
export async function overlapsAccepted(
  db: Db,
  factoryId: number,
  period: { starts_on: string; ends_on: string },
) {
  const row = await db
    .selectFrom('factory_applications')
    .select('id')
    .where('factory_id', '=', factoryId)
    .where('status', '=', 'accepted')
    .where('starts_on', '<=', sql<Date>`${period.ends_on}::date`)
    .where('ends_on', '>=', sql<Date>`${period.starts_on}::date`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The error of an insert the exclusion constraint refused: a pending application overlaps it. */
export function isPendingApplicationTaken(error: unknown): boolean {
  const { code, constraint } = error as { code?: string; constraint?: string };
  return code === '23P01' && constraint === 'factory_applications_one_pending';
}

export async function insertApplication(
  db: Db,
  values: { factoryId: number; applicantId: number; starts_on: string; ends_on: string; message: string },
) {
  const row = await db
    .insertInto('factory_applications')
    .values({
      factory_id: values.factoryId,
      applicant_id: values.applicantId,
      starts_on: values.starts_on,
      ends_on: values.ends_on,
      message: values.message,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

const applicationQuery = (db: Db) =>
  db
    .selectFrom('factory_applications')
    .innerJoin('factories', 'factories.id', 'factory_applications.factory_id')
    .innerJoin('users as owner', 'owner.id', 'factories.user_id')
    .innerJoin('users as applicant', 'applicant.id', 'factory_applications.applicant_id')
    .select([
      'factory_applications.id',
      'factory_applications.factory_id',
      'factories.title as factory_title',
      'factories.user_id as owner_id',
      'owner.nickname as owner_nickname',
      'factory_applications.applicant_id',
      'applicant.nickname as applicant_nickname',
      sql<string>`factory_applications.starts_on::text`.as('starts_on'),
      sql<string>`factory_applications.ends_on::text`.as('ends_on'),
      'factory_applications.message',
      'factory_applications.status',
      'factory_applications.created_at',
    ]);

/** A member's applications: those they sent, or those for their factories; newest first (keyset by id). */
export function listApplications(
  db: Db,
  userId: number,
  options: {
    role: 'sent' | 'received';
    status?: FactoryApplicationStatus;
    /** Keyset: applications older than this id. */
    beforeId?: number;
    limit: number;
  },
) {
  let query = applicationQuery(db).where(
    options.role === 'sent' ? 'factory_applications.applicant_id' : 'factories.user_id',
    '=',
    userId,
  );
  if (options.status) query = query.where('factory_applications.status', '=', options.status);
  if (options.beforeId) query = query.where('factory_applications.id', '<', options.beforeId);
  return query.orderBy('factory_applications.id', 'desc').limit(options.limit).execute();
}
export type ApplicationRow = Awaited<ReturnType<typeof listApplications>>[number];

export const findApplication = (db: Db, id: number) =>
  applicationQuery(db).where('factory_applications.id', '=', id).executeTakeFirst();

/** Deletes the applicant's own pending application; false when there is none. */
export async function deletePendingApplication(db: Db, id: number, applicantId: number) {
  const result = await db
    .deleteFrom('factory_applications')
    .where('id', '=', id)
    .where('applicant_id', '=', applicantId)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function saveApplicationStatus(db: Db, id: number, status: FactoryApplicationStatus) {
  await db
    .updateTable('factory_applications')
    .set({ status, answered_at: sql`now()` })
    .where('id', '=', id)
    .execute();
}
