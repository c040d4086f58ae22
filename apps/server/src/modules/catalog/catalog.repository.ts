import { sql } from 'kysely';
import type { CategoryKind, Language } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { readCachePer } from '../../lib/read-cache.ts';

export function listCategories(db: Db, kind: CategoryKind) {
  return db
    .selectFrom('categories')
    .select(['id', 'kind', 'slug', 'titles'])
    .where('kind', '=', kind)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function listManners(db: Db, type?: 0 | 1) {
  let query = db.selectFrom('manners').select(['id', 'type', 'titles']);
  if (type !== undefined) query = query.where('type', '=', type);
  return query.orderBy('type', 'desc').orderBy('position').orderBy('id').execute();
}

/** The settings in force, read fresh (the back office shows what is stored, never a kept copy). */
export function readSettings(db: Db) {
  return db
    .selectFrom('settings')
    .select(['min_price_for_show', 'bump_limit'])
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Settings are read by every list and detail and change a few times a year: each database handle
 * keeps them for a minute, and `forgetSettings` (which the invalidation bus runs on every instance
 * when they change) drops them at once. Inside a transaction (`trx`) they are read fresh.
 */
const settingsReads = readCachePer<Db, Awaited<ReturnType<typeof readSettings>>>({
  name: 'settings',
  ttlMs: 60_000,
  max: 1,
});

export function findSettings(db: Db) {
  return settingsReads(db).get('settings', () => readSettings(db));
}

export function forgetSettings(db: Db) {
  settingsReads(db).dropAll();
}

export function findVersions(db: Db) {
  return db.selectFrom('versions').select(['ios', 'android']).orderBy('id').limit(1).executeTakeFirst();
}

/**
 * Whether `city` (province/state) is on the country's list and `county` (city/district) one of its
 * own; `county` null asks about the city alone. True when the country has no list.
 */
export async function isListedArea(db: Db, country: string, city: string, county: string | null) {
  const row = await db
    .selectFrom('cities')
    .leftJoin('counties', (join) =>
      join.onRef('counties.city_id', '=', 'cities.id').on('counties.name', '=', county ?? ''),
    )
    .select([
      sql<number>`count(*)`.as('cities'),
      sql<number>`count(*) filter (where cities.name = ${city} and (${county}::text is null or counties.id is not null))`.as(
        'matches',
      ),
    ])
    .where('cities.country', '=', country)
    .executeTakeFirstOrThrow();
  return Number(row.cities) === 0 || Number(row.matches) > 0;
}

/** Cities of a country with their counties, in two queries (no N+1). */
export async function listCitiesWithCounties(db: Db, country: string) {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'country', 'name'])
    .where('country', '=', country)
    .orderBy('position')
    .orderBy('id')
    .execute();
  if (cities.length === 0) return [];
  const counties = await db
    .selectFrom('counties')
    .select(['id', 'city_id', 'name'])
    .where(
      'city_id',
      'in',
      cities.map((c) => c.id),
    )
    .orderBy('position')
    .orderBy('id')
    .execute();
  return cities.map((city) => ({
    ...city,
    counties: counties.filter((c) => c.city_id === city.id).map(({ id, name }) => ({ id, name })),
  }));
}

/** The places that have a name in `language` beside their own: cities, and counties with their city's name. */
export async function listPlaceNames(db: Db, language: Language) {
  const label = (table: 'cities' | 'counties') => sql<string>`${sql.ref(`${table}.names`)}->>${language}`;
  const [cities, counties] = await Promise.all([
    db
      .selectFrom('cities')
      .select(['cities.name', label('cities').as('label')])
      .where(label('cities'), 'is not', null)
      .execute(),
    db
      .selectFrom('counties')
      .innerJoin('cities', 'cities.id', 'counties.city_id')
      .select(['cities.name as city', 'counties.name', label('counties').as('label')])
      .where(label('counties'), 'is not', null)
      .execute(),
  ]);
  return { cities, counties };
}

/** The settings and versions rows, locked for the admin's change (created when missing). */
export async function lockSettingsAndVersions(db: Db) {
  const settings = await db
    .selectFrom('settings')
    .select(['id', 'min_price_for_show', 'bump_limit'])
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  const versions = await db
    .selectFrom('versions')
    .select(['id', 'ios', 'android'])
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  return { settings, versions };
}

export async function saveSettings(
  db: Db,
  id: number | undefined,
  values: { min_price_for_show: number; bump_limit: number },
) {
  if (id === undefined) await db.insertInto('settings').values(values).execute();
  else
    await db
      .updateTable('settings')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
}

export async function saveVersions(db: Db, id: number | undefined, values: { ios: string; android: string }) {
  if (id === undefined) await db.insertInto('versions').values(values).execute();
  else
    await db
      .updateTable('versions')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
}
