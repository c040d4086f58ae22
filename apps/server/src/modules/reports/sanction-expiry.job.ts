import { publicProductsChanged } from '../../db/changes.ts';
import { liftEndedSuspensions } from './reports.repository.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';

/** Ends the suspensions the moderation desk gave for a period, once it is over; every 5 minutes. */
export const sanctionExpiryJob: ScheduledJob = {
  name: 'sanction-expiry',
  everyMs: 5 * 60 * 1000,
  run: liftEndedSuspensions,
  // A suspended seller's posts are listed again.
  announces: publicProductsChanged,
};
