import type { Db } from '../../db/database.ts';
import { cancelReviewsOf, countRecentSanctions, readTrustInputs, saveTrust } from './reviews.repository.ts';
import { trustScore } from './trust-score.ts';

/**
 * Recomputes a member's review counts and trust score. Call it inside the transaction that changed
 * what the score is made of (a review, a trade's status, a hidden review, a sanction).
 */
export async function refreshTrust(trx: Db, userId: number) {
  const [inputs, sanctions] = await Promise.all([
    readTrustInputs(trx, userId),
    countRecentSanctions(trx, userId),
  ]);
  if (!inputs) return;
  const score = trustScore({ ...inputs, ...sanctions });
  await saveTrust(trx, userId, {
    reviewCount: inputs.reviewCount,
    publicReviewCount: inputs.publicReviewCount,
    good: inputs.good,
    bad: inputs.bad,
    score,
  });
}

/**
 * A trade's status changed (in the caller's transaction). Leaving `completed`, or completing with
 * another party, cancels the reviews exchanged for it (spec §4); both sides' scores follow, as do
 * the new party's (their completed trades changed).
 */
export async function tradeChanged(
  trx: Db,
  before: { id: number; user_id: number; status: string; buyer_id: number | null },
  after: { status: string; buyer_id: number | null },
) {
  const wasTrade = before.status === 'completed' && before.buyer_id !== null;
  const isTrade = after.status === 'completed' && after.buyer_id !== null;
  if (wasTrade && (!isTrade || after.buyer_id !== before.buyer_id)) await cancelReviewsOf(trx, before.id);
  const members = new Set([before.user_id, before.buyer_id, after.buyer_id]);
  for (const id of members) if (id !== null) await refreshTrust(trx, id);
}
