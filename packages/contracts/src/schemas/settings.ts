import { z } from '../zod-messages.ts';
import { LIMITS } from '../limits.ts';
import { intField, textField } from './common.ts';

/** An app version as the stores number it: 1 to 4 dot-separated numbers (1.2.10). */
const versionField = textField(20)
  .min(1, { message: 'validation.required', abort: true })
  .regex(/^\d{1,5}(\.\d{1,5}){0,3}$/, 'settings.version_invalid');

/**
 * `PATCH /api/admin/settings`: the minimum price a post needs to be shown (spec §9) and the newest
 * app versions (`/api/versions`: an older app goes to /needUpdate), and how many times a post may be
 * bumped in its life (left out: unchanged). Effective at once everywhere.
 */
export const adminSettingsSchema = z.object({
  min_price_for_show: intField(0, 1_000_000_000),
  ios: versionField,
  android: versionField,
  bump_limit: intField(0, LIMITS.bumpLimitMax).optional(),
});
export type AdminSettingsInput = z.infer<typeof adminSettingsSchema>;
