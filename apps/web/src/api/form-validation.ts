import { isMessageKey } from '@contracts/messages/index.ts';
import { serverMessage } from '../i18n/i18n.ts';

/** What a shared zod schema offers here; typed structurally so the web needs no zod types. */
interface Schema {
  safeParse(value: unknown): {
    success: boolean;
    error?: { issues: { path: PropertyKey[]; message: string; maximum?: unknown; minimum?: unknown }[] };
  };
}

/**
 * Checks a form with the same zod schema the server validates with, and gives the first message
 * of each field in the server's own words (the shared message tables).
 */
export function firstErrorsOf(schema: Schema, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path.map(String).join('.') || '_';
    if (errors[field]) continue;
    const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
    const params: Record<string, number> = {};
    if (typeof issue.maximum === 'number') params.max = issue.maximum;
    if (typeof issue.minimum === 'number') params.min = issue.minimum;
    errors[field] = serverMessage(key, params);
  }
  return errors;
}
