import { sql } from 'kysely';
import type { FreelancerInput, FreelancerSkill } from '@steelyard/contracts';
import type { Db } from '../../db/database.ts';
import { whereNotBlockedBetween } from '../blocks/blocks.policy.ts';

const columns = [
  'freelancers.id',
  'freelancers.user_id',
  'member.nickname as user_nickname',
  'freelancers.headline',
  'freelancers.skills',
  'freelancers.city',
  'freelancers.county',
  'freelancers.travel_km',
  'freelancers.experience_years',
  'freelancers.hourly_rate',
  'freelancers.certifications',
  'freelancers.bio',
  'freelancers.updated_at',
] as const;

const visible = (db: Db, viewerId: number | null) =>
  db
    .selectFrom('freelancers')
    .innerJoin('users as member', 'member.id', 'freelancers.user_id')
    .select(columns)
    .where('freelancers.hidden_at', 'is', null)
    .where('member.withdrawn_at', 'is', null)
    .where(whereNotBlockedBetween(viewerId, 'freelancers.user_id'));

/** Profiles newest first (keyset by id), by skill and region; blocked members never shown. */
export function listFreelancers(
  db: Db,
  options: {
    viewerId: number | null;
    skill?: FreelancerSkill;
    city?: string;
    beforeId?: number;
    limit: number;
  },
) {
  let query = visible(db, options.viewerId);
  if (options.skill) query = query.where(sql<boolean>`freelancers.skills @> array[${options.skill}]::text[]`);
  if (options.city) query = query.where('freelancers.city', '=', options.city);
  if (options.beforeId) query = query.where('freelancers.id', '<', options.beforeId);
  return query.orderBy('freelancers.id', 'desc').limit(options.limit).execute();
}
export type FreelancerRow = Awaited<ReturnType<typeof listFreelancers>>[number];

export const findFreelancer = (db: Db, id: number, viewerId: number | null) =>
  visible(db, viewerId).where('freelancers.id', '=', id).executeTakeFirst();

/** Publishes or replaces the member's one profile. */
export async function upsertFreelancer(db: Db, userId: number, input: FreelancerInput) {
  const values = {
    headline: input.headline,
    skills: input.skills,
    city: input.city,
    county: input.county ?? null,
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
