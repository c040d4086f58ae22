import type { FreelancerDto, FreelancerSkill } from '@steelyard/contracts';
import { toPlaceDto } from '../../db/distance.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toImageDto } from '../images/images.presenter.ts';
import type { FreelancerRow } from './freelancers.repository.ts';

type ImageRow = { id: number; path: string; thumb_path: string };

/** A profile with its portfolio photos, as a viewer sees it (`is_mine`, and `is_hidden` for the owner). */
export const toFreelancerDto = (
  row: Omit<FreelancerRow, 'distance_km'> & { distance_km?: number | null },
  images: ImageRow[],
  viewerId: number | null,
  storage: FileStorage,
): FreelancerDto => ({
  id: row.id,
  user: { id: row.user_id, nickname: row.user_nickname },
  headline: row.headline,
  skills: row.skills as FreelancerSkill[],
  city: row.city,
  county: row.county,
  ...toPlaceDto(row),
  travel_km: row.travel_km,
  experience_years: row.experience_years,
  hourly_rate: row.hourly_rate,
  country: row.country,
  certifications: row.certifications,
  bio: row.bio,
  images: images.map((image) => toImageDto(image, storage)),
  is_mine: row.user_id === viewerId,
  is_hidden: row.hidden_at !== null,
  updated_at: new Date(row.updated_at).toISOString(),
});
