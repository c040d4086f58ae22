/** What the app's start asks the server (spec §7), when the server already knows it. */
import { z } from '../zod-messages.ts';
import { categoryDtoSchema, settingsDtoSchema, versionsDtoSchema } from './catalog.ts';

/**
 * The boot calls' answers in one language (`firstScreenBoot`): the server country
 * (`GET /api/ips/country`), settings, versions, and the product, notice and FAQ categories, each as
 * its route answers it; and `user: null` for a visitor (`GET /api/user` answers 401). A member is
 * not in it: with the member known, their screens' own calls would start while React is still
 * matching the server's markup, and an answer arriving then breaks the hydration (measured: the
 * translate switch under a product's text); the app asks who they are once the page has hydrated.
 * Only the member's own screens, whose every call the page answers, carry them apart
 * (`FIRST_SCREEN_CURRENT_USER`).
 */
export const bootAnswersDtoSchema = z.object({
  user: z.null().optional(),
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
