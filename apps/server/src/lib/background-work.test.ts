import { describe, expect, it } from 'vitest';
import { createBackgroundWork } from './background-work.ts';

describe('background work', () => {
  it('runs after the caller goes on, and idle() waits for it, also for work it started', async () => {
    const done: string[] = [];
    const work = createBackgroundWork(() => {});
    work.run('first', async () => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      done.push('first');
      work.run('second', async () => void done.push('second'));
    });
    expect(done).toEqual([]);
    await work.idle();
    expect(done).toEqual(['first', 'second']);
  });

  it('hands a failure to onError with what failed, and idle() still settles', async () => {
    const failures: [string, string][] = [];
    const work = createBackgroundWork((error, what) => failures.push([what, (error as Error).message]));
    work.run('sms', async () => {
      throw new Error('provider down');
    });
    await work.idle();
    expect(failures).toEqual([['sms', 'provider down']]);
  });
});
