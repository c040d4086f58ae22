/** A translation of a post or a chat message into the viewer's language. */
import { LANGUAGES } from '../languages.ts';
import { z } from '../zod-messages.ts';

export const translationDtoSchema = z
  .object({
    /** The language the translator detected the text to be in (ISO 639-1). */
    source_language: z.string(),
    target_language: z.enum(LANGUAGES),
    /** A post's fields, translated; null for a chat message. */
    title: z.string().nullable(),
    description: z.string().nullable(),
    /** A chat message's text, translated; null for a post. */
    body: z.string().nullable(),
  })
  .meta({ id: 'Translation' });
export type TranslationDto = z.infer<typeof translationDtoSchema>;
