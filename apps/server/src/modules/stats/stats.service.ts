import { SERVICE_STAT_KEYS, type AdminStatsDto, type ExportKind } from '@steelyard/contracts';
import type { Readable } from 'node:stream';
import { insertAdminAudit } from '../audits/audits.repository.ts';
import type { Db } from '../../db/database.ts';
import { csvStream } from '../../lib/csv.ts';
import {
  MEMBER_EXPORT_COLUMNS,
  PRODUCT_EXPORT_COLUMNS,
  countActivityPerDay,
  countMembersBy,
  countServiceActivityPerDay,
  countTotals,
  listDays,
  pageOfMembers,
  pageOfProducts,
  pageOfPromotionDays,
  sumPromotionDays,
} from './stats.repository.ts';

const rate = (clicks: number, views: number) =>
  views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0;

/** The dashboard: totals, activity and the services per day (every day, zeros included), members by country and language, ads per day. */
export async function showDashboard(db: Db, days: number): Promise<AdminStatsDto> {
  const [calendar, activity, services, byCountry, byLanguage, totals, promotionDays] = await Promise.all([
    listDays(db, days),
    countActivityPerDay(db, days),
    countServiceActivityPerDay(db, days),
    countMembersBy(db, 'country'),
    countMembersBy(db, 'language'),
    countTotals(db),
    sumPromotionDays(db, days),
  ]);
  const on = (series: { day: string; n: number }[], day: string) => series.find((s) => s.day === day)?.n ?? 0;
  return {
    totals,
    days: calendar.map((day) => ({
      day,
      signups: on(activity.signups, day),
      products: on(activity.products, day),
      chats: on(activity.chats, day),
      trades: on(activity.trades, day),
      offers: on(activity.offers, day),
      accepted_offers: on(activity.acceptedOffers, day),
    })),
    members_by_country: byCountry,
    members_by_language: byLanguage,
    promotion_days: calendar.map((day) => {
      const row = promotionDays.find((p) => p.day === day);
      const views = Number(row?.views ?? 0);
      const clicks = Number(row?.clicks ?? 0);
      return { day, views, clicks, click_rate: rate(clicks, views) };
    }),
    service_days: calendar.map((day) => ({
      day,
      ...(Object.fromEntries(SERVICE_STAT_KEYS.map((key) => [key, on(services[key], day)])) as Record<
        (typeof SERVICE_STAT_KEYS)[number],
        number
      >),
    })),
  };
}

const PAGE = 1000;

/** Notes who exported what (before the first byte is sent). */
export const recordExport = (db: Db, adminId: number, kind: ExportKind) =>
  insertAdminAudit(db, { adminId, action: `export.${kind}`, subjectType: 'export', subjectId: null });

/** A CSV export, streamed from the database a page at a time. */
export function exportCsv(db: Db, kind: ExportKind): Readable {
  switch (kind) {
    case 'members':
      return csvStream({
        header: [...MEMBER_EXPORT_COLUMNS],
        first: 0,
        nextPage: (after) => pageOfMembers(db, after, PAGE),
        cursorOf: (row) => row.id,
        cells: (row) => MEMBER_EXPORT_COLUMNS.map((column) => row[column]),
      });
    case 'products':
      return csvStream({
        header: [...PRODUCT_EXPORT_COLUMNS],
        first: 0,
        nextPage: (after) => pageOfProducts(db, after, PAGE),
        cursorOf: (row) => row.id,
        cells: (row) => PRODUCT_EXPORT_COLUMNS.map((column) => row[column]),
      });
    case 'promotionStats':
      return csvStream({
        header: ['promotion_id', 'type', 'day', 'views', 'clicks', 'click_rate'],
        first: { promotionId: 0, day: '0001-01-01' },
        nextPage: (after) => pageOfPromotionDays(db, after, PAGE),
        cursorOf: (row) => ({ promotionId: row.promotion_id, day: row.day }),
        cells: (row) => [
          row.promotion_id,
          row.type,
          row.day,
          row.views,
          row.clicks,
          rate(row.clicks, row.views),
        ],
      });
  }
}
