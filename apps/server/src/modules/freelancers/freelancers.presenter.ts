import type { FreelancerDto, FreelancerSkill } from '@steelyard/contracts';
import type { FreelancerRow } from './freelancers.repository.ts';

export const toFreelancerDto = (row: FreelancerRow, viewerId: number | null): FreelancerDto => ({
  id: row.id,
  user: { id: row.user_id, nickname: row.user_nickname },
  headline: row.headline,
  skills: row.skills as FreelancerSkill[],
  city: row.city,
  county: row.county,
  travel_km: row.travel_km,
  experience_years: row.experience_years,
  hourly_rate: row.hourly_rate,
  certifications: row.certifications,
  bio: row.bio,
  is_mine: row.user_id === viewerId,
  is_hidden: row.hidden_at !== null,
  updated_at: new Date(row.updated_at).toISOString(),
});
