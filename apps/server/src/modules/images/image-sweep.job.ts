import type { ScheduledJob } from '../../jobs/scheduler.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { sweepUnusedImages } from './images.service.ts';

/** Hourly: removes uploaded images nothing has used for two days, rows and files (`sweepUnusedImages`). */
export const imageSweepJob = (storage: FileStorage): ScheduledJob => ({
  name: 'image-sweep',
  everyMs: 60 * 60 * 1000,
  run: (db) => sweepUnusedImages(db, storage),
});
