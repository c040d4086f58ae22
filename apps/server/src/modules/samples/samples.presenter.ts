import type { SampleAccountDto } from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import type { SampleAccountRow } from './samples.repository.ts';

export function toSampleAccountDto(row: SampleAccountRow, storage: FileStorage): SampleAccountDto {
  return {
    id: row.id,
    nickname: row.nickname,
    profile_image_url: row.profile_thumb_path ? storage.url(row.profile_thumb_path) : null,
    city: row.city,
    county: row.county,
  };
}
