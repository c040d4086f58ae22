import { alarmRetentionJob } from './modules/alarms/alarm-retention.job.ts';
import { sanctionExpiryJob } from './modules/reports/sanction-expiry.job.ts';
import { sessionCleanupJob } from './jobs/session-cleanup.job.ts';
import type { ScheduledJob } from './jobs/scheduler.ts';
import { serviceExpiryJob } from './modules/services/service-expiry.job.ts';
import { withdrawnPurgeJob } from './modules/accounts/withdrawn-purge.job.ts';
import { imageSweepJob } from './modules/images/image-sweep.job.ts';
import type { FileStorage } from './lib/storage.ts';
import { offerExpiryJob } from './modules/offers/offer-expiry.job.ts';
import type { OfferDeps } from './modules/offers/offers.service.ts';
import { specAlertDigestJob } from './modules/keywords/spec-alert-digest.job.ts';

/** Every scheduled job; each later capability adds its own (withdrawal purge, alarm retention). */
export const scheduledJobs = (
  storage: FileStorage,
  tell?: Omit<OfferDeps, 'db' | 'storage'>,
): ScheduledJob[] => [
  sessionCleanupJob,
  alarmRetentionJob,
  withdrawnPurgeJob,
  sanctionExpiryJob,
  serviceExpiryJob,
  imageSweepJob(storage),
  offerExpiryJob(tell && { ...tell, storage }),
  specAlertDigestJob(tell?.notifier),
];
