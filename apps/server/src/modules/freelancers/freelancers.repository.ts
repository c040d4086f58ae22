import { sql } from 'kysely';
import type { FreelancerInput, FreelancerSkill } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { pageNearestOrNewest, type Circle, type DistanceCursor } from '../../db/distance.ts';
import { containsPattern, isRowId } from '../../lib/search-text.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

const columns = [
  'freelancers.id',
  'freelancers.user_id',
  'member.nickname as user_nickname',
  'freelancers.headline',
  'freelancers.skills',
  'freelancers.city',
  'freelancers.county',
  'freelancers.place_name',
  'freelancers.lat',
  'freelancers.lon',
  'freelancers.travel_km',
  'freelancers.experience_years',
  'freelancers.hourly_rate',
  'freelancers.country',
  'freelancers.certifications',
  'freelancers.bio',
  'freelancers.hidden_at',
  'freelancers.updated_at',
] as const;

const withMember = (db: Db) =>
  db.selectFrom('freelancers').innerJoin('users as member', 'member.id', 'freelancers.user_id');

/** Profiles a viewer may see: of live members not across a block; hidden ones only by their member. */
const visible = (db: Db, viewerId: number | null) =>
  withMember(db)
    .select(columns)
    .where((eb) =>
      eb.or([eb('freelancers.hidden_at', 'is', null), eb('freelancers.user_id', '=', viewerId ?? 0)]),
    )
    .where('member.withdrawn_at', 'is', null)
    .where(whereNotBlockedBetween(viewerId, 'freelancers.user_id'));

/**
 * Profiles newest first (keyset by id), or with `near` those whose base lies within the circle,
 * nearest first; by skill and region; blocked members never shown, hidden ones never in the
 * search. `mine`: the viewer's own profile, hidden or not.
 */
export function listFreelancers(
  db: Db,
  options: {
    viewerId: number | null;
    mine?: boolean;
    skill?: FreelancerSkill;
    city?: string;
    near?: Circle;
    /** The page starts after this row: an id below (newest first), or (distance, id) nearest first. */
    after?: number | DistanceCursor;
    limit: number;
  },
) {
  let query = visible(db, options.viewerId);
  if (options.mine) query = query.where('freelancers.user_id', '=', options.viewerId ?? 0);
  else query = query.where('freelancers.hidden_at', 'is', null);
  if (options.skill) query = query.where(sql<boolean>`freelancers.skills @> array[${options.skill}]::text[]`);
  if (options.city) query = query.where('freelancers.city', '=', options.city);
  return pageNearestOrNewest(query, 'freelancers', options).execute();
}
export type FreelancerRow = Awaited<ReturnType<typeof listFreelancers>>[number];

export const findFreelancer = (db: Db, id: number, viewerId: number | null) =>
  visible(db, viewerId).where('freelancers.id', '=', id).executeTakeFirst();

/** One profile for the back office: hidden or not. */
export const findFreelancerForAdmin = (db: Db, id: number) =>
  withMember(db).select(columns).where('freelancers.id', '=', id).executeTakeFirst();

/** The back office's list: newest first by page, by a word (headline, nickname, id) and visibility. */
export async function listFreelancersForAdmin(
  db: Db,
  options: { word?: string; hidden?: boolean; limit: number; offset: number },
) {
  let query = withMember(db);
  const { word } = options;
  if (word) {
    const pattern = containsPattern(word);
    query = query.where((eb) =>
      eb.or([
        eb('freelancers.headline', 'ilike', pattern),
        eb('member.nickname', 'ilike', pattern),
        ...(isRowId(word) ? [eb('freelancers.id', '=', Number(word))] : []),
      ]),
    );
  }
  if (options.hidden !== undefined)
    query = query.where('freelancers.hidden_at', options.hidden ? 'is not' : 'is', null);
  const [rows, total] = await Promise.all([
    query
      .select(columns)
      .orderBy('freelancers.id', 'desc')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

/** Hides or shows a profile; false when there is none. */
export async function setFreelancerHidden(db: Db, id: number, hidden: boolean) {
  const row = await db
    .updateTable('freelancers')
    .set({ hidden_at: hidden ? sql`coalesce(hidden_at, now())` : null })
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Publishes or replaces the member's one profile. The rate is in the member's currency: their
 * country, else `fallbackCountry` (the client's), set again with each publication.
 */
export async function upsertFreelancer(
  db: Db,
  userId: number,
  input: FreelancerInput,
  fallbackCountry: string,
) {
  const values = {
    country: sql<string>`coalesce((select u.country from users u where u.id = ${userId}), ${fallbackCountry})`,
    headline: input.headline,
    skills: input.skills,
    city: input.city,
    county: input.county ?? null,
    place_name: input.place_name ?? null,
    lat: input.lat ?? null,
    lon: input.lon ?? null,
    travel_km: input.travel_km,
    experience_years: input.experience_years,
    hourly_rate: input.hourly_rate ?? null,
    certifications: input.certifications ?? null,
    bio: input.bio,
  };
  const row = await db
    .insertInto('freelancers')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
