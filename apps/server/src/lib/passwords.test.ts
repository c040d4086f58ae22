import { describe, expect, it } from 'vitest';
import { HASHING_LIMITS, hashPassword, PasswordHashingBusyError, verifyPassword } from './passwords.ts';

describe('password hashing queue', () => {
  it('hashes 2 at a time, lets 16 wait, and refuses more at once', async () => {
    const cost = 2 ** 12;
    const allowed = HASHING_LIMITS.concurrent + HASHING_LIMITS.waiting;
    const calls = Array.from({ length: allowed + 3 }, (_, i) =>
      hashPassword(`password-${i}`, cost).then(
        (hash) => ({ hash }),
        (error: unknown) => ({ error }),
      ),
    );
    const results = await Promise.all(calls);
    const refused = results.filter((r) => 'error' in r);
    expect(refused).toHaveLength(3);
    for (const r of refused) expect((r as { error: unknown }).error).toBeInstanceOf(PasswordHashingBusyError);

    // The queue drains: the slots are free again, and the hashes verify.
    const hash = (results[0] as { hash: string }).hash;
    expect(await verifyPassword('password-0', hash)).toBe(true);
    const again = await Promise.all(Array.from({ length: allowed }, () => hashPassword('x', cost)));
    expect(again).toHaveLength(allowed);
  });
});
