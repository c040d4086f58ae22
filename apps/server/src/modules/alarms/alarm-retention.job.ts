import { deleteExpiredAlarms } from './alarms.repository.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';

/** Deletes alarms older than 90 days (LIMITS.alarmRetentionDays), hourly. */
export const alarmRetentionJob: ScheduledJob = {
  name: 'alarm-retention',
  everyMs: 60 * 60 * 1000,
  run: deleteExpiredAlarms,
};
