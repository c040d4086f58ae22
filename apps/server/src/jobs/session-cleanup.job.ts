import { deleteExpiredSessions } from '../http/session-store.ts';
import type { ScheduledJob } from './scheduler.ts';

/** Deletes sessions past their expiry (visitors' last a day), hourly. */
export const sessionCleanupJob: ScheduledJob = {
  name: 'session-cleanup',
  everyMs: 60 * 60 * 1000,
  run: deleteExpiredSessions,
};
