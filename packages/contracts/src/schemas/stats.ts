import { z } from '../zod-messages.ts';
import { blankToUndefined, intField } from './common.ts';

/** `GET /api/admin/stats?days=`: the dashboard's last days (30 by default, at most a year). */
export const adminStatsQuerySchema = z.object({
  days: z.preprocess(blankToUndefined, intField(1, 366).default(30)),
});

/** The CSV exports of `GET /api/admin/exports/{kind}`. */
export const EXPORT_KINDS = ['members', 'products', 'promotionStats'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const exportParamSchema = z.object({ kind: z.enum(EXPORT_KINDS) });
