import { describe, expect, it } from 'vitest';
import { trustScore, type TrustInputs } from './trust-score.ts';

const newcomer: TrustInputs = {
  reviewCount: 0,
  reviewBalance: 0,
  completedTrades: 0,
  accountAgeDays: 0,
  verifiedContact: false,
  warnings: 0,
  suspensions: 0,
};

describe('trust score', () => {
  it('starts at 36.5', () => {
    expect(trustScore(newcomer)).toBe(36.5);
  });

  it('moves at most 3.4 points for one review, whatever came before', () => {
    for (let n = 0; n <= 60; n++)
      for (let balance = -n; balance <= n; balance++) {
        const before = trustScore({ ...newcomer, reviewCount: n, reviewBalance: balance });
        for (const delta of [1, -1, 0]) {
          const after = trustScore({ ...newcomer, reviewCount: n + 1, reviewBalance: balance + delta });
          expect(Math.abs(after - before)).toBeLessThanOrEqual(3.4);
        }
      }
  });

  it('rewards trades, age and a verified phone within bounds, and sanctions take away', () => {
    const veteran = { ...newcomer, completedTrades: 100, accountAgeDays: 5000, verifiedContact: true };
    expect(trustScore(veteran)).toBe(36.5 + 5 + 3 + 1);
    expect(trustScore({ ...veteran, warnings: 1 })).toBe(42.5);
    expect(trustScore({ ...veteran, suspensions: 1 })).toBe(35.5);
  });

  it('stays within 0 and 99', () => {
    expect(trustScore({ ...newcomer, suspensions: 10 })).toBe(0);
    expect(
      trustScore({ ...newcomer, reviewCount: 10_000, reviewBalance: 10_000, completedTrades: 99 }),
    ).toBeLessThanOrEqual(99);
  });
});
