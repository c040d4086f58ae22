import type { BlockDto } from '@steelyard/contracts';
import type { FileStorage } from '../../lib/storage.ts';
import { toPublicUserDto } from '../users/users.presenter.ts';
import type { BlockRow } from './blocks.repository.ts';

export function toBlockDto(row: BlockRow, storage: FileStorage): BlockDto {
  return { user: toPublicUserDto(row, storage), created_at: new Date(row.created_at).toISOString() };
}
