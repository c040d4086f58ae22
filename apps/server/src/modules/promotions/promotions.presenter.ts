import type {
  AdminPromotionDto,
  PromotionDayStatDto,
  PromotionDto,
  PromotionState,
  PromotionType,
} from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import type { AdminPromotionRow } from './promotions.repository.ts';

const clickRate = (clicks: number, views: number) =>
  views > 0 ? Math.round((clicks / views) * 10_000) / 10_000 : 0;

export function toPromotionDto(
  row: { id: number; type: string; state: number; url: string | null; type_url: number; image_path: string },
  storage: FileStorage,
): PromotionDto {
  return {
    id: row.id,
    type: row.type as PromotionType,
    state: row.state as PromotionState,
    url: row.url,
    type_url: row.type_url === 2 ? 2 : 1,
    img: { url: storage.url(row.image_path) },
  };
}

export function toAdminPromotionDto(row: AdminPromotionRow, storage: FileStorage): AdminPromotionDto {
  return {
    ...toPromotionDto(row, storage),
    image_id: row.image_id,
    position: row.position,
    paused: row.paused,
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    countries: row.countries,
    languages: row.languages,
    view_count: row.view_count,
    click_count: row.click_count,
    click_rate: clickRate(row.click_count, row.view_count),
    created_at: row.created_at.toISOString(),
  };
}

export function toPromotionDayStatDto(row: {
  day: string;
  views: number;
  clicks: number;
}): PromotionDayStatDto {
  return { ...row, click_rate: clickRate(row.clicks, row.views) };
}
