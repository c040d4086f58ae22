import { LIMITS } from '../limits.ts';
import { z } from '../zod-messages.ts';
import { emailField, textField } from './common.ts';

export const loginSchema = z.object({
  email: emailField,
  password: textField(LIMITS.passwordMax, { trim: false }).min(1),
});
export type LoginInput = z.infer<typeof loginSchema>;
