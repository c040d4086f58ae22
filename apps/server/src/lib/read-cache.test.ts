import { describe, expect, it } from 'vitest';
import { createReadCache, readCachePer } from './read-cache.ts';

/** A read that answers when told to, counting how often it ran. */
function controlledRead<V>(value: V) {
  let runs = 0;
  let answer: (() => void) | null = null;
  const read = () => {
    runs += 1;
    return new Promise<V>((resolve) => (answer = () => resolve(value)));
  };
  return { read, runs: () => runs, answer: () => answer!() };
}

describe('the read cache', () => {
  it('gives an expired answer at once within its stale time while one read replaces it', async () => {
    let clock = 0;
    const kept = createReadCache<string>({
      name: 'test',
      ttlMs: 1000,
      staleMs: 1000,
      max: 10,
      now: () => clock,
    });
    expect(await kept.get('a', async () => 'first')).toBe('first');
    clock = 1500;
    const refresh = controlledRead('second');
    // Expired: the old answer, at once, and one read in the background for all who ask.
    expect(await kept.get('a', refresh.read)).toBe('first');
    expect(await kept.get('a', refresh.read)).toBe('first');
    expect(refresh.runs()).toBe(1);
    refresh.answer();
    await expect.poll(() => kept.get('a', async () => 'third')).toBe('second');
    // Past the stale time too: a request waits for its read.
    clock = 5000;
    expect(await kept.get('a', async () => 'fourth')).toBe('fourth');
    // A dropped answer is never given stale.
    clock = 6500;
    kept.drop('a');
    expect(await kept.get('a', async () => 'after the write')).toBe('after the write');
  });

  it('reads once for the requests asking at once and keeps the answer for the next', async () => {
    const kept = createReadCache<string>({ name: 'test', ttlMs: 60_000, max: 10 });
    const first = controlledRead('page');
    const asked = [kept.get('a', first.read), kept.get('a', first.read)];
    first.answer();
    expect(await Promise.all(asked)).toEqual(['page', 'page']);
    expect(await kept.get('a', first.read)).toBe('page');
    expect(first.runs()).toBe(1);
  });

  it('reads again after a drop of the key or of all, and keeps other keys through a key’s drop', async () => {
    const kept = createReadCache<string>({ name: 'test', ttlMs: 60_000, max: 10 });
    let runs = 0;
    const read = async () => `read ${++runs}`;
    expect(await kept.get('a', read)).toBe('read 1');
    expect(await kept.get('b', read)).toBe('read 2');
    kept.drop('a');
    expect(await kept.get('a', read)).toBe('read 3');
    expect(await kept.get('b', read)).toBe('read 2');
    kept.dropAll();
    expect(await kept.get('b', read)).toBe('read 4');
  });

  it('does not keep a read that a drop overtook, but answers those who waited for it', async () => {
    const kept = createReadCache<string>({ name: 'test', ttlMs: 60_000, max: 10 });
    for (const drop of [() => kept.drop('a'), () => kept.dropAll()]) {
      const old = controlledRead('before the write');
      const waiting = kept.get('a', old.read);
      drop();
      old.answer();
      expect(await waiting).toBe('before the write');
      expect(await kept.get('a', async () => 'after the write')).toBe('after the write');
      kept.dropAll();
    }
  });

  it('applies a change to the kept answer without reading again, and keeps no read it overtook', async () => {
    const kept = createReadCache<number>({ name: 'test', ttlMs: 60_000, max: 10 });
    expect(await kept.get('a', async () => 1)).toBe(1);
    kept.update('a', (count) => count + 1);
    expect(await kept.get('a', async () => 99)).toBe(2);

    const old = controlledRead(5);
    const waiting = kept.get('b', old.read);
    kept.update('b', (count) => count + 1);
    old.answer();
    expect(await waiting).toBe(5);
    expect(await kept.get('b', async () => 6)).toBe(6);
  });

  it('applies a change to every kept answer, and keeps no read it overtook', async () => {
    const kept = createReadCache<number>({ name: 'test', ttlMs: 60_000, max: 10 });
    expect(await kept.get('a', async () => 1)).toBe(1);
    expect(await kept.get('b', async () => 10)).toBe(10);
    const old = controlledRead(5);
    const waiting = kept.get('c', old.read);
    kept.updateAll((count) => count + 1);
    old.answer();
    expect(await waiting).toBe(5);
    expect(await kept.get('a', async () => 99)).toBe(2);
    expect(await kept.get('b', async () => 99)).toBe(11);
    expect(await kept.get('c', async () => 6)).toBe(6);
  });

  it('keeps a missing answer (null) but never a failed read', async () => {
    const kept = createReadCache<string | null>({ name: 'test', ttlMs: 60_000, max: 10 });
    await expect(kept.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await kept.get('a', async () => null)).toBeNull();
    expect(await kept.get('a', async () => 'found')).toBeNull();
  });

  it('keeps one set of answers per owner (a database handle), dropped apart', async () => {
    const per = readCachePer<object, string>({ name: 'test', ttlMs: 60_000, max: 10 });
    const [first, second] = [{}, {}];
    expect(per(first)).toBe(per(first));
    expect(await per(first).get('a', async () => 'first')).toBe('first');
    expect(await per(second).get('a', async () => 'second')).toBe('second');
    per(first).dropAll();
    expect(await per(first).get('a', async () => 'again')).toBe('again');
    expect(await per(second).get('a', async () => 'not read')).toBe('second');
  });
});
