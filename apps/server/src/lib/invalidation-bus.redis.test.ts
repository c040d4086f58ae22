import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInvalidationBus, type InvalidationBus } from './invalidation-bus.ts';

// The Redis suite (TEST_REDIS_URL): two buses stand for two instances of the app.
const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => undefined, info: () => undefined };

describe.skipIf(!redisUrl)('invalidation bus over Redis', () => {
  const buses: InvalidationBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('runs the listeners of every instance on the channel, and only for the topic published', async () => {
    const channel = `steelyard-test-${randomBytes(4).toString('hex')}:invalidate`;
    const [first, second, elsewhere] = [channel, channel, `${channel}-other`].map((name) =>
      createInvalidationBus({ redisUrl, channel: name, log }),
    );
    buses.push(first!, second!, elsewhere!);
    const heard: string[] = [];
    first!.subscribe('settings', () => heard.push('first'));
    second!.subscribe('settings', () => heard.push('second'));
    second!.subscribe('versions', () => heard.push('second:versions'));
    elsewhere!.subscribe('settings', () => heard.push('elsewhere'));
    // Let the subscribers reach Redis before publishing (pub/sub keeps nothing for latecomers).
    await new Promise((resolve) => setTimeout(resolve, 300));

    first!.publish('settings');
    const deadline = Date.now() + 5000;
    while (!heard.includes('second') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toContain('first');
    expect(heard).toContain('second');
    expect(heard).not.toContain('second:versions');
    expect(heard).not.toContain('elsewhere');
  });

  it('carries what changed to the other instances', async () => {
    const channel = `steelyard-test-${randomBytes(4).toString('hex')}:invalidate`;
    const [first, second] = [channel, channel].map((name) =>
      createInvalidationBus({ redisUrl, channel: name, log }),
    );
    buses.push(first!, second!);
    const heard: (string | undefined)[] = [];
    second!.subscribe('pages', (detail) => heard.push(detail));
    await new Promise((resolve) => setTimeout(resolve, 300));

    first!.publish('pages', '12,34');
    first!.publish('pages');
    const deadline = Date.now() + 5000;
    while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual(['12,34', undefined]);
  });
});

describe('invalidation bus without Redis', () => {
  it('runs this instance’s listeners at once', () => {
    const bus = createInvalidationBus({ channel: 'x', log });
    let runs = 0;
    bus.subscribe('settings', () => runs++);
    bus.publish('settings');
    bus.publish('other');
    expect(runs).toBe(1);
  });

  it('hands the listeners what changed', () => {
    const bus = createInvalidationBus({ channel: 'x', log });
    const heard: (string | undefined)[] = [];
    bus.subscribe('pages', (detail) => heard.push(detail));
    bus.publish('pages', '7');
    bus.publish('pages');
    expect(heard).toEqual(['7', undefined]);
  });
});
