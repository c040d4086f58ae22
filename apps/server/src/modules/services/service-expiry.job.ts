import { closeExpiredRequests } from './services.repository.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';

/** Closes drawing requests and production notices whose quoting period ended without an award, hourly. */
export const serviceExpiryJob: ScheduledJob = {
  name: 'service-expiry',
  everyMs: 60 * 60 * 1000,
  run: closeExpiredRequests,
};
