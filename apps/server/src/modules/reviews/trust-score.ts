/**
 * The trust score (docs/decisions.md, 'Trust'): 36.5 for a new member, moved by what others said
 * of their trades, how many trades they completed, how long they have been here, a verified phone
 * number and sanctions. The review part is shrunk towards zero by five imaginary neutral reviews,
 * so one review moves the score by at most 3.4 points, and less the more reviews there are.
 */
export interface TrustInputs {
  /** Received reviews that count: not cancelled, not hidden. */
  reviewCount: number;
  /** Reviews with good tags only, minus reviews with bad tags only (mixed ones count zero). */
  reviewBalance: number;
  completedTrades: number;
  accountAgeDays: number;
  verifiedContact: boolean;
  /** Warnings and suspensions of the last 12 months. */
  warnings: number;
  suspensions: number;
}

export const TRUST_SCORE = {
  start: 36.5,
  min: 0,
  max: 99,
  /** The review part lies within ±reviewWeight; `reviewPrior` neutral reviews shrink it. */
  reviewWeight: 20,
  reviewPrior: 5,
  perTrade: 0.25,
  tradesCounted: 20,
  perYear: 1.5,
  yearsCounted: 2,
  verifiedContact: 1,
  perWarning: 3,
  perSuspension: 10,
} as const;

export function trustScore(inputs: TrustInputs): number {
  const t = TRUST_SCORE;
  const reviews = (t.reviewWeight * inputs.reviewBalance) / (inputs.reviewCount + t.reviewPrior);
  const trades = t.perTrade * Math.min(inputs.completedTrades, t.tradesCounted);
  const age = t.perYear * Math.min(Math.max(inputs.accountAgeDays, 0) / 365, t.yearsCounted);
  const contact = inputs.verifiedContact ? t.verifiedContact : 0;
  const sanctions = t.perWarning * inputs.warnings + t.perSuspension * inputs.suspensions;
  const score = t.start + reviews + trades + age + contact - sanctions;
  return Math.round(Math.min(t.max, Math.max(t.min, score)) * 10) / 10;
}
