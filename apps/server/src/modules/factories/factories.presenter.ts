import type {
  FactoryApplicationDto,
  FactoryApplicationStatus,
  FactoryDto,
  ServiceProcess,
} from '@steelyard/contracts';
import { toPlaceDto } from '../../db/distance.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { toImageDto } from '../images/images.presenter.ts';
import type { ApplicationRow, FactoryRow } from './factories.repository.ts';

type ImageRow = { id: number; path: string; thumb_path: string };
type Period = { starts_on: string; ends_on: string };

const iso = (value: Date) => new Date(value).toISOString();

export const toFactoryDto = (
  row: Omit<FactoryRow, 'distance_km'> & { distance_km?: number | null },
  { periods, taken, images }: { periods: Period[]; taken: Period[]; images: ImageRow[] },
  viewerId: number | null,
  storage: FileStorage,
): FactoryDto => ({
  id: row.id,
  title: row.title,
  description: row.description,
  city: row.city,
  county: row.county,
  floor_area: row.floor_area,
  capabilities: row.capabilities as ServiceProcess[],
  equipment: row.equipment,
  certifications: row.certifications,
  periods: periods.map(({ starts_on, ends_on }) => ({ starts_on, ends_on })),
  taken: taken.map(({ starts_on, ends_on }) => ({ starts_on, ends_on })),
  images: images.map((image) => toImageDto(image, storage)),
  ...toPlaceDto(row),
  user: { id: row.user_id, nickname: row.user_nickname },
  is_owner: row.user_id === viewerId,
  is_hidden: row.hidden_at !== null,
  created_at: iso(row.created_at),
});

export const toFactoryApplicationDto = (row: ApplicationRow): FactoryApplicationDto => ({
  id: row.id,
  factory: {
    id: row.factory_id,
    title: row.factory_title,
    owner: { id: row.owner_id, nickname: row.owner_nickname },
  },
  applicant: { id: row.applicant_id, nickname: row.applicant_nickname },
  starts_on: row.starts_on,
  ends_on: row.ends_on,
  message: row.message,
  status: row.status as FactoryApplicationStatus,
  created_at: iso(row.created_at),
});
