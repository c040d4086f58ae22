import type { AlarmDto, ChatMessageDto } from '@steelyard/contracts';
import type { EventEmitter } from 'node:events';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Agent } from '../../test/agent.ts';
import { buildTestApp, type TestContext } from '../../test/build.ts';
import { createUser } from '../../test/factories.ts';
import {
  connectSocket,
  disconnection,
  listenOnLoopback,
  recordEvents,
  sessionCookieOf,
} from '../../test/realtime-client.ts';

describe('real-time gateway', () => {
  let t: TestContext;
  let baseUrl: string;
  const open: Socket[] = [];

  beforeAll(async () => {
    t = await buildTestApp();
    baseUrl = await listenOnLoopback(t.app);
  });
  afterEach(() => {
    for (const socket of open.splice(0)) socket.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  let logins = 0;
  async function signedIn(email: string) {
    const agent = new Agent(t.app);
    // One address per sign-in: the sign-in rate limit is per address.
    await agent.login(email, 'password', `10.0.0.${++logins}`);
    return agent;
  }
  async function connect(cookie: string, origin?: string) {
    const socket = await connectSocket(baseUrl, cookie, { origin });
    open.push(socket);
    return socket;
  }

  it('refuses a visitor, a visitor session, an unknown cookie and an expired session', async () => {
    await expect(connectSocket(baseUrl, '')).rejects.toThrow('unauthorized');

    const visitor = new Agent(t.app);
    await visitor.get('/api/csrf-cookie');
    expect(sessionCookieOf(visitor)).not.toBe('');
    await expect(connectSocket(baseUrl, sessionCookieOf(visitor))).rejects.toThrow('unauthorized');

    await expect(connectSocket(baseUrl, 'steelyard_session=not-a-session')).rejects.toThrow('unauthorized');

    const user = await createUser(t.db);
    const member = await signedIn(user.email);
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', user.id)
      .execute();
    await expect(connectSocket(baseUrl, sessionCookieOf(member))).rejects.toThrow('unauthorized');
  });

  it('refuses a page of another site carrying the member cookie', async () => {
    const user = await createUser(t.db);
    const member = await signedIn(user.email);
    await expect(
      connectSocket(baseUrl, sessionCookieOf(member), { origin: 'https://evil.example' }),
    ).rejects.toThrow();
    const sameSite = await connect(sessionCookieOf(member), baseUrl);
    expect(sameSite.connected).toBe(true);
  });

  it('delivers to every tab and device of the member, and to nobody else', async () => {
    const alice = await createUser(t.db);
    const bob = await createUser(t.db);
    const phone = await signedIn(alice.email);
    const laptop = await signedIn(alice.email);
    const [phoneTab1, phoneTab2, laptopTab] = await Promise.all([
      connect(sessionCookieOf(phone)),
      connect(sessionCookieOf(phone)),
      connect(sessionCookieOf(laptop)),
    ]);
    const bobTab = await connect(sessionCookieOf(await signedIn(bob.email)));
    const aliceTabs = [phoneTab1, phoneTab2, laptopTab].map(recordEvents);
    const bobEvents = recordEvents(bobTab);

    const arrivals = aliceTabs.map((tab) => tab.next('message-created'));
    t.app.realtime.toUser(alice.id, 'message-created', { room_id: 5, message: { id: 9 } as ChatMessageDto });
    expect(await Promise.all(arrivals)).toEqual(
      Array(3).fill({ room_id: 5, message: { id: 9 } as ChatMessageDto }),
    );

    // Bob's own event comes after Alice's on the same server: had he got hers, it would be first.
    const bobsOwn = bobEvents.next('alarm-created');
    t.app.realtime.toUser(bob.id, 'alarm-created', { alarm_id: 1, alarm: {} as AlarmDto });
    await bobsOwn;
    expect(bobEvents.received).toEqual([
      { event: 'alarm-created', payload: { alarm_id: 1, alarm: {} as AlarmDto } },
    ]);
    for (const tab of aliceTabs) expect(tab.received.map((r) => r.event)).toEqual(['message-created']);
  });

  it("delivers a post's change to every connected member", async () => {
    const [alice, bob] = [await createUser(t.db), await createUser(t.db)];
    const tabs = await Promise.all(
      [alice, bob].map(async (member) =>
        recordEvents(await connect(sessionCookieOf(await signedIn(member.email)))),
      ),
    );
    const arrivals = tabs.map((tab) => tab.next('product-changed'));
    t.app.realtime.toEveryone('product-changed', { product_id: 42 });
    expect(await Promise.all(arrivals)).toEqual([{ product_id: 42 }, { product_id: 42 }]);
  });

  it('ignores events sent by clients: a member cannot make anything reach another', async () => {
    const alice = await createUser(t.db);
    const bob = await createUser(t.db);
    const aliceTab = await connect(sessionCookieOf(await signedIn(alice.email)));
    const bobTab = await connect(sessionCookieOf(await signedIn(bob.email)));
    const bobEvents = recordEvents(bobTab);

    // The server has handled both of Alice's events once a listener added after the gateway's own
    // hears her last one: anything they made it send to Bob went out before the marker below.
    const atServer = t.app.realtimeGateway.io.of('/').sockets.get(aliceTab.id!)! as unknown as EventEmitter;
    const handled = new Promise((resolve) => atServer.once('alarm-created', resolve));
    aliceTab.emit('message-created', { room_id: 1, message: { id: 1 } as ChatMessageDto });
    aliceTab.emit('alarm-created', { alarm_id: 1, to: bob.id });
    await handled;
    const marker = bobEvents.next('alarm-created');
    t.app.realtime.toUser(bob.id, 'alarm-created', { alarm_id: 77, alarm: {} as AlarmDto });
    await marker;
    expect(bobEvents.received).toEqual([
      { event: 'alarm-created', payload: { alarm_id: 77, alarm: {} as AlarmDto } },
    ]);
    expect(aliceTab.connected).toBe(true);
  });

  it('disconnects the sockets of a session that logs out, and only those', async () => {
    const user = await createUser(t.db);
    const phone = await signedIn(user.email);
    const laptop = await signedIn(user.email);
    const phoneCookie = sessionCookieOf(phone); // logging out clears the agent's
    const phoneTab = await connect(phoneCookie);
    const laptopTab = await connect(sessionCookieOf(laptop));
    const phoneGone = disconnection(phoneTab);

    const response = await phone.post('/api/logout');
    expect(response.statusCode).toBe(204);
    expect(await phoneGone).toBe('io server disconnect');

    const laptopEvents = recordEvents(laptopTab);
    const arrival = laptopEvents.next('alarm-created');
    t.app.realtime.toUser(user.id, 'alarm-created', { alarm_id: 2, alarm: {} as AlarmDto });
    expect(await arrival).toEqual({ alarm_id: 2, alarm: {} as AlarmDto });
    expect(laptopTab.connected).toBe(true);
    // The ended session cannot connect again.
    await expect(connectSocket(baseUrl, phoneCookie)).rejects.toThrow('unauthorized');
  });

  it('disconnects sockets whose member was suspended or whose session expired', async () => {
    const suspended = await createUser(t.db);
    const expiring = await createUser(t.db);
    const staying = await createUser(t.db);
    const suspendedTab = await connect(sessionCookieOf(await signedIn(suspended.email)));
    const expiringTab = await connect(sessionCookieOf(await signedIn(expiring.email)));
    const stayingTab = await connect(sessionCookieOf(await signedIn(staying.email)));
    const gone = [disconnection(suspendedTab), disconnection(expiringTab)];

    await t.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', suspended.id)
      .execute();
    await t.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('user_id', '=', expiring.id)
      .execute();
    expect(await t.app.realtimeGateway.revalidateSessions()).toBe(2);
    expect(await Promise.all(gone)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(stayingTab.connected).toBe(true);
  });
});

describe('real-time gateway shutdown', () => {
  it('disconnects its clients when the app closes', async () => {
    const t = await buildTestApp();
    try {
      const baseUrl = await listenOnLoopback(t.app);
      const user = await createUser(t.db);
      const agent = new Agent(t.app);
      await agent.login(user.email);
      const socket = await connectSocket(baseUrl, sessionCookieOf(agent));
      const gone = disconnection(socket);
      await t.app.close();
      expect(await gone).toMatch(/disconnect|close/);
    } finally {
      await t.close();
    }
  });
});
