import type { ScheduledJob } from '../../jobs/scheduler.ts';
import { deliverWrittenAlarms, type Notifier } from '../alarms/alarms.service.ts';
import { writeSpecDigests } from './spec-alerts.service.ts';

/**
 * Once a day: each member with spec alerts on the digest gets one alarm counting the day's
 * matches (`writeSpecDigests`), delivered live and pushed after the run's commit when the
 * instance can tell (`notifier`).
 */
export function specAlertDigestJob(notifier?: Notifier): ScheduledJob {
  let written: { id: number; user_id: number }[] = [];
  return {
    name: 'spec-alert-digest',
    everyMs: 24 * 60 * 60_000,
    async run(trx) {
      written = [];
      written = await writeSpecDigests(trx);
      return written.length;
    },
    async afterCommit() {
      const alarms = written;
      written = [];
      if (notifier) await deliverWrittenAlarms(notifier, alarms);
    },
  };
}
