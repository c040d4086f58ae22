import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCallback(password, salt, keylen, options, (error, key) => (error ? reject(error) : resolve(key))),
  );

// OWASP's scrypt floor: N=2^17, r=8, p=1 (128 MiB of memory per hash).
const PARAMS = { N: 2 ** 17, r: 8, p: 1, maxmem: 256 * 1024 * 1024 };
const KEY_LENGTH = 32;

/**
 * Password hashing per instance: 2 at a time (each takes 128 MiB and a core for a fraction of a
 * second), at most 16 waiting; more is refused at once, so a burst of sign-ins cannot starve the
 * other requests or the memory. The caller answers 503 with `Retry-After`.
 */
export const HASHING_LIMITS = { concurrent: 2, waiting: 16, retryAfterSeconds: 2 } as const;

export class PasswordHashingBusyError extends Error {
  constructor() {
    super('password hashing queue is full');
  }
}

let hashing = 0;
const waitingForHashing: Array<() => void> = [];

async function inHashingQueue<T>(work: () => Promise<T>): Promise<T> {
  if (hashing < HASHING_LIMITS.concurrent) hashing++;
  else if (waitingForHashing.length >= HASHING_LIMITS.waiting) throw new PasswordHashingBusyError();
  else await new Promise<void>((resolve) => waitingForHashing.push(resolve));
  try {
    return await work();
  } finally {
    // The slot passes to the next one waiting, or is freed.
    const next = waitingForHashing.shift();
    if (next) next();
    else hashing--;
  }
}

let defaultCost = PARAMS.N;
let dummyHash: Promise<string> | undefined;

/**
 * Sets N for new hashes and for the stand-in hash below, which must cost what members' hashes
 * cost. The server sets it from PASSWORD_HASH_COST at start; the test suites lower it.
 */
export function setPasswordHashCost(cost: number) {
  if (cost === defaultCost) return;
  defaultCost = cost;
  dummyHash = undefined;
}

/**
 * Hashes a password as `scrypt$N$r$p$salt$key` (base64url), so parameters can rise later; a
 * stored hash is verified with its own parameters.
 */
export async function hashPassword(password: string, cost: number = defaultCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await inHashingQueue(() =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...PARAMS, N: cost }),
  );
  return ['scrypt', cost, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await inHashingQueue(() =>
    scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: PARAMS.maxmem,
    }),
  );
  return timingSafeEqual(actual, expected);
}

/**
 * A hash to verify against when no account matches, so a wrong email costs as long as a wrong
 * password and timing does not tell which accounts exist.
 */
export function getDummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}
