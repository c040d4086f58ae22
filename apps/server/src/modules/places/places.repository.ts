import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/*
 * Place names members and posts use that match no known city or county: the activity area a
 * member chose (users.city/county; free text where a country has no list), the device's reported
 * place (users.location_city/location_county) and a post's region (products.city/county).
 */

/**
 * The services' posts with a region, as one table for the lists below: drawing requests and
 * production notices and freelancer profiles carry their country; a factory is in its owner's.
 */
const SERVICE_POSTS = sql`service_posts as (
      select country, city, county, 'request:' || id as post_key from service_requests
      union all
      select country, city, county, 'freelancer:' || id from freelancers
      union all
      select u.country, f.city, f.county, 'factory:' || f.id from factories f
        join users u on u.id = f.user_id where u.country is not null
    )`;

interface UnmatchedRow {
  country: string;
  city: string | null;
  name: string;
  member_count: string | number;
  post_count: string | number;
  total: string | number;
}

const toPlace = (row: UnmatchedRow) => ({
  country: row.country,
  city: row.city,
  name: row.name,
  member_count: Number(row.member_count),
  post_count: Number(row.post_count),
});

/** City names no `cities` row of their country has, with distinct members and posts, most used first. */
export async function listUnmatchedCities(db: Db, page: { limit: number; offset: number }) {
  const result = await sql<UnmatchedRow>`
    with ${SERVICE_POSTS}, uses as (
      select country, city as name, id as user_id, null::text as post_key from users
        where city is not null and country is not null and withdrawn_at is null
      union all
      select country, location_city, id, null from users
        where location_city is not null and country is not null and withdrawn_at is null
      union all
      select country, city, null, 'product:' || id from products
        where city is not null and country is not null and deleted_at is null
      union all
      select country, city, null, post_key from service_posts
    )
    select country, null as city, name, count(distinct user_id) as member_count,
      count(distinct post_key) as post_count, count(*) over () as total
    from uses
    where name <> '' and not exists (select 1 from cities c where c.country = uses.country and c.name = uses.name)
    group by country, name
    order by count(distinct user_id) + count(distinct post_key) desc, country, name
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows: result.rows.map(toPlace), total: Number(result.rows[0]?.total ?? 0) };
}

/** County names no `counties` row of their (known) city has, with distinct members and posts. */
export async function listUnmatchedCounties(db: Db, page: { limit: number; offset: number }) {
  const result = await sql<UnmatchedRow>`
    with ${SERVICE_POSTS}, uses as (
      select country, city, county as name, id as user_id, null::text as post_key from users
        where county is not null and city is not null and country is not null and withdrawn_at is null
      union all
      select country, location_city, location_county, id, null from users
        where location_county is not null and location_city is not null and country is not null
          and withdrawn_at is null
      union all
      select country, city, county, null, 'product:' || id from products
        where county is not null and city is not null and country is not null and deleted_at is null
      union all
      select country, city, county, null, post_key from service_posts where county is not null
    )
    select uses.country, uses.city, uses.name, count(distinct user_id) as member_count,
      count(distinct post_key) as post_count, count(*) over () as total
    from uses
    join cities c on c.country = uses.country and c.name = uses.city
    where uses.name <> ''
      and not exists (select 1 from counties k where k.city_id = c.id and k.name = uses.name)
    group by uses.country, uses.city, uses.name
    order by count(distinct user_id) + count(distinct post_key) desc, uses.country, uses.city, uses.name
    limit ${page.limit} offset ${page.offset}`.execute(db);
  return { rows: result.rows.map(toPlace), total: Number(result.rows[0]?.total ?? 0) };
}

export function findCity(db: Db, id: number) {
  return db.selectFrom('cities').select(['id', 'country', 'name']).where('id', '=', id).executeTakeFirst();
}

export function findCityByName(db: Db, country: string, name: string) {
  return db
    .selectFrom('cities')
    .select(['id', 'country', 'name'])
    .where('country', '=', country)
    .where('name', '=', name)
    .executeTakeFirst();
}

export function findCounty(db: Db, id: number) {
  return db
    .selectFrom('counties')
    .innerJoin('cities', 'cities.id', 'counties.city_id')
    .select(['counties.id', 'counties.name', 'cities.country', 'cities.name as city'])
    .where('counties.id', '=', id)
    .executeTakeFirst();
}

export function findCountyByName(db: Db, cityId: number, name: string) {
  return db
    .selectFrom('counties')
    .select('id')
    .where('city_id', '=', cityId)
    .where('name', '=', name)
    .executeTakeFirst();
}

export async function insertCity(db: Db, country: string, name: string) {
  const row = await db
    .insertInto('cities')
    .values({ country, name, position: 10_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCounty(db: Db, cityId: number, name: string) {
  const row = await db
    .insertInto('counties')
    .values({ city_id: cityId, name, position: 10_000 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Renames a city in every member's area and device place and every post of the country; counts what moved. */
export async function moveCity(db: Db, country: string, from: string, to: string) {
  const members = await db
    .updateTable('users')
    .set({ city: to })
    .where('country', '=', country)
    .where('city', '=', from)
    .returning('id')
    .execute();
  const devices = await db
    .updateTable('users')
    .set({ location_city: to })
    .where('country', '=', country)
    .where('location_city', '=', from)
    .returning('id')
    .execute();
  const posts = await db
    .updateTable('products')
    .set({ city: to })
    .where('country', '=', country)
    .where('city', '=', from)
    .executeTakeFirst();
  const services = await moveServicePosts(db, country, { city: from }, { city: to });
  return {
    members: new Set([...members, ...devices].map((row) => row.id)).size,
    posts: Number(posts.numUpdatedRows) + services,
  };
}

/** Moves a county (under its city) to a known city and county, everywhere it is used. */
export async function moveCounty(
  db: Db,
  country: string,
  from: { city: string; county: string },
  to: { city: string; county: string },
) {
  const members = await db
    .updateTable('users')
    .set({ city: to.city, county: to.county })
    .where('country', '=', country)
    .where('city', '=', from.city)
    .where('county', '=', from.county)
    .returning('id')
    .execute();
  const devices = await db
    .updateTable('users')
    .set({ location_city: to.city, location_county: to.county })
    .where('country', '=', country)
    .where('location_city', '=', from.city)
    .where('location_county', '=', from.county)
    .returning('id')
    .execute();
  const posts = await db
    .updateTable('products')
    .set({ city: to.city, county: to.county })
    .where('country', '=', country)
    .where('city', '=', from.city)
    .where('county', '=', from.county)
    .executeTakeFirst();
  const services = await moveServicePosts(db, country, from, to);
  return {
    members: new Set([...members, ...devices].map((row) => row.id)).size,
    posts: Number(posts.numUpdatedRows) + services,
  };
}

/**
 * Moves the services' posts of a country from one place to another (a city, or a county under
 * its city); a factory is in its owner's country. Returns how many moved.
 */
async function moveServicePosts(
  db: Db,
  country: string,
  from: { city: string; county?: string },
  to: { city: string; county?: string },
): Promise<number> {
  let moved = 0;
  for (const table of ['service_requests', 'freelancers', 'factories'] as const) {
    let query = db
      .updateTable(table)
      .set(to.county === undefined ? { city: to.city } : { city: to.city, county: to.county })
      .where('city', '=', from.city);
    if (from.county !== undefined) query = query.where('county', '=', from.county);
    query =
      table === 'factories'
        ? query.where('user_id', 'in', db.selectFrom('users').select('id').where('country', '=', country))
        : query.where(sql.ref(`${table}.country`), '=', country);
    moved += Number((await query.executeTakeFirst()).numUpdatedRows);
  }
  return moved;
}
