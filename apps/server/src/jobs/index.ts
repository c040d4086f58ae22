import { alarmRetentionJob } from './alarm-retention.job.ts';
import { sanctionExpiryJob } from './sanction-expiry.job.ts';
import { sessionCleanupJob } from './session-cleanup.job.ts';
import type { ScheduledJob } from './scheduler.ts';
import { serviceExpiryJob } from './service-expiry.job.ts';
import { withdrawnPurgeJob } from './withdrawn-purge.job.ts';

/** Every scheduled job; each later capability adds its own (withdrawal purge, alarm retention). */
export const scheduledJobs: ScheduledJob[] = [
  sessionCleanupJob,
  alarmRetentionJob,
  withdrawnPurgeJob,
  sanctionExpiryJob,
  serviceExpiryJob,
];
