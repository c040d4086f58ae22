import { alarmRetentionJob } from './modules/alarms/alarm-retention.job.ts';
import { sanctionExpiryJob } from './modules/reports/sanction-expiry.job.ts';
import { sessionCleanupJob } from './jobs/session-cleanup.job.ts';
import type { ScheduledJob } from './jobs/scheduler.ts';
import { serviceExpiryJob } from './modules/services/service-expiry.job.ts';
import { withdrawnPurgeJob } from './modules/accounts/withdrawn-purge.job.ts';

/** Every scheduled job; each later capability adds its own (withdrawal purge, alarm retention). */
export const scheduledJobs: ScheduledJob[] = [
  sessionCleanupJob,
  alarmRetentionJob,
  withdrawnPurgeJob,
  sanctionExpiryJob,
  serviceExpiryJob,
];
