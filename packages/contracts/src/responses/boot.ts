/** What the app's start asks the server (spec §7), when the server already knows it. */
import { z } from '../zod-messages.ts';
import { categoryDtoSchema, settingsDtoSchema, versionsDtoSchema } from './catalog.ts';
import { userDtoSchema } from './users.ts';

/**
 * The boot calls' answers in one language (`firstScreenBoot`): who is signed in (`GET /api/user`,
 * null for a visitor), the server country (`GET /api/ips/country`), settings, versions, and the
 * product, notice and FAQ categories, each as its route answers it.
 */
export const bootAnswersDtoSchema = z.object({
  user: userDtoSchema.nullable(),
  country: z.string(),
  settings: settingsDtoSchema,
  versions: versionsDtoSchema,
  categories: z.object({
    product: z.array(categoryDtoSchema),
    notice: z.array(categoryDtoSchema),
    faq: z.array(categoryDtoSchema),
  }),
});
export type BootAnswersDto = z.infer<typeof bootAnswersDtoSchema>;
