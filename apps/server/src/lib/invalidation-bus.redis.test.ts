import { randomBytes } from 'node:crypto';
import net, { type AddressInfo } from 'node:net';
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
  it('gives up on a Redis that stopped answering instead of holding the writer (a sign-out waits on it)', async () => {
    // A proxy in front of Redis that, once frozen, passes nothing on: a hung server, not a closed one.
    const target = new URL(redisUrl!);
    let frozen = false;
    const sockets: net.Socket[] = [];
    const proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port || 6379), target.hostname);
      sockets.push(client, upstream);
      client.on('data', (chunk) => frozen || upstream.write(chunk));
      upstream.on('data', (chunk) => frozen || client.write(chunk));
      client.on('error', () => upstream.destroy());
      upstream.on('error', () => client.destroy());
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = proxy.address() as AddressInfo;
      const url = new URL(redisUrl!);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      const channel = `steelyard-test-${randomBytes(4).toString('hex')}:invalidate`;
      const bus = createInvalidationBus({ redisUrl: url.toString(), channel, log });
      buses.push(bus);
      let runs = 0;
      bus.subscribe('sessions', () => runs++);
      await subscribed({ [channel]: 1 });
      await bus.publish('sessions');
      // Its own message comes back through Redis too.
      await expect.poll(() => runs, { timeout: 5000 }).toBe(2);
      frozen = true;
      // Without a command timeout this await never returns and the test runs out of time.
      await bus.publish('sessions');
      expect(runs).toBe(3);
    } finally {
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => proxy.close(resolve));
    }
  }, 10_000);
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
