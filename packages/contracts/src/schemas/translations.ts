import { z } from '../zod-messages.ts';
import { idField } from './common.ts';

/** What can be translated: a post's title and description, or a chat message. */
export const TRANSLATABLE_TYPES = ['product', 'chat_message'] as const;
export type TranslatableType = (typeof TRANSLATABLE_TYPES)[number];

/** `POST /api/translations`: into the viewer's language (the request's Accept-Language). */
export const translationInputSchema = z.object({
  type: z.enum(TRANSLATABLE_TYPES),
  id: idField(),
});
export type TranslationInput = z.infer<typeof translationInputSchema>;
