/** The contact-tests module's answer. */
import { z } from '../zod-messages.ts';

/** `POST /api/admin/contactTests`: the test message as it was handed to the SMS sender. */
export const contactTestSentDtoSchema = z
  .object({ contact: z.string(), text: z.string() })
  .meta({ id: 'ContactTestSent' });
export type ContactTestSentDto = z.infer<typeof contactTestSentDtoSchema>;
