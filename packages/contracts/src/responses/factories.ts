/** Factory listings and applications to use them, as members read them. */
import { FACTORY_APPLICATION_STATUSES, SERVICE_PROCESSES } from '../enums.ts';
import { z } from '../zod-messages.ts';
import { dateTime, int, placeDtoFields } from './envelope.ts';
import { imageDtoSchema } from './products.ts';

const member = z.object({ id: int, nickname: z.string() });

export const factoryDtoSchema = z
  .object({
    id: int,
    title: z.string(),
    description: z.string(),
    city: z.string(),
    county: z.string().nullable(),
    floor_area: int,
    capabilities: z.array(z.enum(SERVICE_PROCESSES)),
    equipment: z.array(
      z.object({
        name: z.string(),
        make: z.string().optional(),
        model: z.string().optional(),
        year: int.optional(),
      }),
    ),
    certifications: z.string().nullable(),
    /** The periods it is free for others, soonest first. */
    periods: z.array(z.object({ starts_on: z.string(), ends_on: z.string() })),
    /** Periods already given to applicants (accepted), so others see what is taken. */
    taken: z.array(z.object({ starts_on: z.string(), ends_on: z.string() })),
    images: z.array(imageDtoSchema),
    ...placeDtoFields,
    user: member,
    is_owner: z.boolean(),
    /** Hidden by the back office: only its owner (marked) and admins still see it. */
    is_hidden: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'Factory' });
export type FactoryDto = z.infer<typeof factoryDtoSchema>;

export const factoryApplicationDtoSchema = z
  .object({
    id: int,
    factory: z.object({ id: int, title: z.string(), owner: member }),
    applicant: member,
    starts_on: z.string(),
    ends_on: z.string(),
    message: z.string(),
    status: z.enum(FACTORY_APPLICATION_STATUSES),
    created_at: dateTime,
  })
  .meta({ id: 'FactoryApplication' });
export type FactoryApplicationDto = z.infer<typeof factoryApplicationDtoSchema>;
