/** Freelancer profiles (`/api/freelancers`): one per member, searched by skill and region. */
import { FREELANCER_SKILLS } from '../enums.ts';
import { FREELANCER_LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import {
  blankToUndefined,
  checkPinWhole,
  cursorField,
  flagOrFalse,
  imageIdsField,
  intField,
  nearFields,
  optionalInt,
  optionalText,
  perPageField,
  placeFields,
  textField,
} from './common.ts';

/** `POST /api/freelancers`: publishes or replaces the member's own profile. */
export const freelancerInputSchema = z
  .object({
    headline: textField(FREELANCER_LIMITS.headlineMax, { error: 'product.title_required' }).min(
      1,
      'product.title_required',
    ),
    skills: z.preprocess(
      (v) => (v === undefined || v === '' ? [] : Array.isArray(v) ? v : [v]),
      z
        .array(z.enum(FREELANCER_SKILLS))
        .min(1, 'freelancer.skills_required')
        .max(FREELANCER_SKILLS.length)
        .transform((skills) => [...new Set(skills)]),
    ),
    city: textField(50, { error: 'service.region_required' }).min(1, 'service.region_required'),
    county: optionalText(50),
    /** The freelancer's base on the map (optional): the list's distance search measures to it. */
    ...placeFields,
    travel_km: intField(0, FREELANCER_LIMITS.travelKmMax),
    experience_years: intField(0, FREELANCER_LIMITS.experienceYearsMax),
    hourly_rate: optionalInt(0, FREELANCER_LIMITS.rateMax),
    certifications: optionalText(FREELANCER_LIMITS.certificationsMax),
    bio: textField(FREELANCER_LIMITS.bioMax, { error: 'content.required' }).min(1, 'content.required'),
    /** Portfolio photos: uploaded images in order (see FREELANCER_LIMITS.photosMax). */
    image_ids: imageIdsField(FREELANCER_LIMITS.photosMax, 'freelancer.images_max'),
  })
  .superRefine(checkPinWhole);
export type FreelancerInput = z.infer<typeof freelancerInputSchema>;

/** `GET /api/freelancers`: keyset paging, newest profiles first, by skill and region, or one's own. */
export const freelancerListQuerySchema = z.object({
  /** 1: the member's own profile (shown to them even when the back office hid it). */
  mine: flagOrFalse,
  skill: z.preprocess(blankToUndefined, z.enum(FREELANCER_SKILLS).optional()),
  city: optionalText(50),
  ...nearFields,
  cursor: cursorField,
  per_page: perPageField(),
});
export type FreelancerListQuery = z.infer<typeof freelancerListQuerySchema>;
