import type { AlarmDto, ChatMessageDto } from '@steelyard/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSocket, disconnection, recordEvents, sessionCookieOf } from '../../test/realtime-client.ts';
import { startTwoInstances } from '../../test/two-instances.ts';

// The Redis suite: runs when TEST_REDIS_URL names a Redis server (npm test finds the local one).
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('real-time fan-out between two instances through Redis', () => {
  let cluster: Awaited<ReturnType<typeof startTwoInstances>>;
  beforeAll(async () => {
    cluster = await startTwoInstances(redisUrl!);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('delivers an event sent through one instance to the member connected to the other', async () => {
    const { first, second } = cluster;
    const alice = await cluster.memberConnectedTo(second);
    const bob = await cluster.memberConnectedTo(first);
    const aliceEvents = recordEvents(alice.socket);
    const bobEvents = recordEvents(bob.socket);

    const toAlice = aliceEvents.next('message-created');
    first.t.app.realtime.toUser(alice.user.id, 'message-created', {
      room_id: 3,
      message: { id: 41 } as ChatMessageDto,
    });
    expect(await toAlice).toEqual({ room_id: 3, message: { id: 41 } as ChatMessageDto });

    const toBob = bobEvents.next('alarm-created');
    second.t.app.realtime.toUser(bob.user.id, 'alarm-created', { alarm_id: 8, alarm: {} as AlarmDto });
    expect(await toBob).toEqual({ alarm_id: 8, alarm: {} as AlarmDto });

    // Nobody else: each got exactly their own event.
    expect(aliceEvents.received.map((r) => r.event)).toEqual(['message-created']);
    expect(bobEvents.received.map((r) => r.event)).toEqual(['alarm-created']);
  });

  it('reaches every device of a member, whichever instance each is connected to', async () => {
    const { first, second } = cluster;
    const phone = await cluster.memberConnectedTo(first);
    const laptop = await cluster.connect(await cluster.signIn(phone.user, second), second);
    const devices = [recordEvents(phone.socket), recordEvents(laptop)];
    const arrivals = devices.map((device) => device.next('alarm-created'));
    first.t.app.realtime.toUser(phone.user.id, 'alarm-created', { alarm_id: 12, alarm: {} as AlarmDto });
    expect(await Promise.all(arrivals)).toEqual([
      { alarm_id: 12, alarm: {} as AlarmDto },
      { alarm_id: 12, alarm: {} as AlarmDto },
    ]);
  });

  it('disconnects a session that logs out on one instance from the other', async () => {
    const { second } = cluster;
    const member = await cluster.memberConnectedTo(second);
    const gone = disconnection(member.socket);
    const cookie = sessionCookieOf(member.agent); // the ended session's (logging out clears the agent's)
    const response = await member.agent.post('/api/logout'); // through the first instance
    expect(response.statusCode).toBe(204);
    expect(await gone).toBe('io server disconnect');
    // Nor can the ended session connect again, to either instance.
    for (const instance of [cluster.first, cluster.second])
      await expect(connectSocket(instance.url, cookie)).rejects.toThrow('unauthorized');
  });
});
