import { LIMITS } from '@steelyard/contracts';
import { publicProductsChanged } from '../../db/changes.ts';
import type { Db } from '../../db/database.ts';
import { purgeWithdrawnUsers } from './accounts.repository.ts';
import { deleteStaleCodes } from './one-time-codes.repository.ts';
import { deleteExpiredRejoinBans } from '../rejoin-bans/rejoin-bans.repository.ts';
import type { ScheduledJob } from '../../jobs/scheduler.ts';

/** The moment before which a withdrawal's retention has run out (6 months, spec §9). */
export function retentionCutoff(now = new Date()): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - LIMITS.withdrawnDataRetentionMonths);
  return cutoff;
}

/**
 * Hourly, under the job's advisory lock: anonymises withdrawn accounts past retention, and drops
 * rejoin bans that have run out and one-time codes a day past expiry.
 */
export const withdrawnPurgeJob: ScheduledJob = {
  name: 'withdrawn-purge',
  everyMs: 60 * 60 * 1000,
  // A purged buyer's nickname changes on the completed post's page.
  announces: publicProductsChanged,
  async run(db: Db) {
    const purged = await purgeWithdrawnUsers(db, retentionCutoff());
    await deleteExpiredRejoinBans(db);
    await deleteStaleCodes(db);
    return purged;
  },
};
