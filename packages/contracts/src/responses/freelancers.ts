/** Freelancer profiles as members read them. */
import { FREELANCER_SKILLS } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int, placeDtoFields } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

export const freelancerDtoSchema = z
  .object({
    id: int,
    user: z.object({ id: int, nickname: z.string() }),
    headline: z.string(),
    skills: z.array(z.enum(FREELANCER_SKILLS)),
    city: z.string(),
    county: z.string().nullable(),
    ...placeDtoFields,
    travel_km: int,
    experience_years: int,
    hourly_rate: int.nullable(),
    /** The country whose currency the hourly rate is in (see currencyOfCountry). */
    country: z.string(),
    certifications: z.string().nullable(),
    bio: z.string(),
    /** Portfolio photos. */
    images: z.array(imageDtoSchema),
    is_mine: z.boolean(),
    /** Hidden by the back office: only its member (marked) and admins still see it. */
    is_hidden: z.boolean(),
    updated_at: dateTime,
  })
  .meta({ id: 'Freelancer' });
export type FreelancerDto = z.infer<typeof freelancerDtoSchema>;

/**
 * The job recorded in a chat room about a freelancer profile (`/api/chats/{id}/freelancer-job`):
 * when either member marked it finished, and whether the viewer may still review the other member
 * for it (`POST /api/reviews` with `freelancer_job_id`).
 */
export const freelancerJobDtoSchema = z
  .object({
    id: int,
    room_id: int,
    freelancer_id: int,
    finished_at: dateTime,
    can_review: z.boolean(),
  })
  .meta({ id: 'FreelancerJob' });
export type FreelancerJobDto = z.infer<typeof freelancerJobDtoSchema>;
