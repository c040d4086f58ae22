import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createInvalidationBus, type InvalidationBus } from './invalidation-bus.ts';
import { createRedis } from './redis.ts';

// The Redis suite (TEST_REDIS_URL): two buses stand for two instances of the app.
const redisUrl = process.env.TEST_REDIS_URL;
const log = { warn: () => undefined, info: () => undefined };

/** Resolves once Redis counts `count` subscribers on each channel (pub/sub keeps nothing for latecomers). */
async function subscribed(channels: Record<string, number>) {
  const redis = createRedis(redisUrl!, log);
  try {
    const counts = async () => {
      const reply = (await redis.pubsub('NUMSUB', ...Object.keys(channels))) as (string | number)[];
      return Object.fromEntries(Object.keys(channels).map((name, i) => [name, Number(reply[i * 2 + 1])]));
    };
    await expect.poll(counts, { timeout: 5000 }).toEqual(channels);
  } finally {
    redis.disconnect();
  }
}

describe.skipIf(!redisUrl)('invalidation bus over Redis', () => {
  const buses: InvalidationBus[] = [];
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('runs the listeners of every instance on the channel, and only for the topic published', async () => {
    const channel = `steelyard-test-${randomBytes(4).toString('hex')}:invalidate`;
    const other = `${channel}-other`;
    const [first, second, elsewhere, elsewhereSender] = [channel, channel, other, other].map((name) =>
      createInvalidationBus({ redisUrl, channel: name, log }),
    );
    buses.push(first!, second!, elsewhere!, elsewhereSender!);
    const heard: string[] = [];
    first!.subscribe('settings', () => heard.push('first'));
    second!.subscribe('settings', () => heard.push('second'));
    second!.subscribe('versions', () => heard.push('second:versions'));
    second!.subscribe('marker', () => heard.push('second:marker'));
    elsewhere!.subscribe('settings', () => heard.push('elsewhere'));
    elsewhere!.subscribe('marker', () => heard.push('elsewhere:marker'));
    await subscribed({ [channel]: 2, [other]: 2 });

    // Redis passes messages on in the order it took them: a wrong delivery of 'settings' would
    // reach a bus before the marker published after it.
    await first!.publish('settings');
    await first!.publish('marker');
    await elsewhereSender!.publish('marker');
    await expect
      .poll(() => heard, { timeout: 5000 })
      .toEqual(expect.arrayContaining(['second:marker', 'elsewhere:marker']));
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
    await subscribed({ [channel]: 2 });

    await first!.publish('pages', '12,34');
    await first!.publish('pages');
    await expect.poll(() => heard, { timeout: 5000 }).toEqual(['12,34', undefined]);
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
