import type { ScheduledJob } from '../../jobs/scheduler.ts';
import { endOffersIn, tellMoves, type OfferDeps } from './offers.service.ts';

/**
 * Every minute: offers left unanswered for 48 hours expire, and any offer its post or its
 * members ended without the write's own hook having ended it (a sanction, a withdrawal, a crash
 * between commit and hook) ends, each with its card in the room. What a run wrote is told after
 * its commit when the instance can tell (`tell`: the app's real-time emitter and notifier).
 */
export function offerExpiryJob(tell?: Omit<OfferDeps, 'db'>): ScheduledJob {
  let written: Awaited<ReturnType<typeof endOffersIn>> = [];
  return {
    name: 'offer-expiry',
    everyMs: 60_000,
    async run(trx) {
      written = [];
      written = await endOffersIn(trx);
      return written.length;
    },
    async afterCommit(db) {
      const moves = written;
      written = [];
      if (tell && moves.length) await tellMoves({ ...tell, db }, moves);
    },
  };
}
