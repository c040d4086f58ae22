import type { ChatMessageDto } from '@steelyard/contracts';
import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import type { Socket } from 'socket.io-client';
import { describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../test/api.ts';
import { queryKeys } from './query-keys.ts';
import { useRealtimeEvent } from './realtime.ts';
import { connectRealtime, type SocketFactory } from './socket.ts';

/** A stand-in for a socket.io-client socket: the test plays the server. */
class FakeSocket {
  handlers = new Map<string, Array<(...args: unknown[]) => void>>();
  disconnected = false;
  connectCalls = 0;
  closed = false;
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  /** The server (or the transport) fires an event. */
  fire(event: string, ...args: unknown[]) {
    if (event === 'disconnect') this.disconnected = true;
    if (event === 'connect') this.disconnected = false;
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
  connect() {
    this.connectCalls++;
    return this;
  }
  close() {
    this.closed = true;
    return this;
  }
}

function setUp(user: unknown = { id: 1 }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session.user(), user);
  const socket = new FakeSocket();
  const factory = vi.fn<SocketFactory>(() => socket as unknown as Socket);
  const connection = connectRealtime(queryClient, {
    loadFactory: async () => factory,
    retryDelayMs: () => 0,
  });
  return { queryClient, socket, factory, connection };
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

function LastMessage() {
  const [text, setText] = useState('none');
  useRealtimeEvent('message-created', (payload) =>
    setText(`room ${payload.room_id}, message ${payload.message.id}`),
  );
  return <p>{text}</p>;
}

describe('the real-time connection', () => {
  it('opens one WebSocket to /socket.io on the same origin with the cookie', async () => {
    const { factory } = setUp();
    await settle();
    expect(factory).toHaveBeenCalledTimes(1);
    expect(factory).toHaveBeenCalledWith(undefined, {
      path: '/socket.io',
      transports: ['websocket'],
      withCredentials: true,
    });
  });

  it('hands each event to the screens and refetches the profile on a message or an alarm', async () => {
    const { socket, queryClient } = setUp();
    await settle();
    render(<LastMessage />);
    const isProfileStale = () => queryClient.getQueryState(queryKeys.session.user())?.isInvalidated;
    expect(isProfileStale()).toBe(false);

    act(() => socket.fire('message-created', { room_id: 4, message: { id: 17 } as ChatMessageDto }));
    expect(screen.getByText('room 4, message 17')).toBeInTheDocument();
    expect(isProfileStale()).toBe(true);

    queryClient.setQueryData(queryKeys.session.user(), { id: 1 });
    expect(isProfileStale()).toBe(false);
    act(() => socket.fire('alarm-created', { alarm_id: 3 }));
    expect(isProfileStale()).toBe(true);
  });

  it('catches up from the API after a reconnect and when the server asks, not on the first connect', async () => {
    const { socket, queryClient } = setUp();
    await settle();
    queryClient.setQueryData(queryKeys.products.detail(9), { id: 9 });
    const isStale = () => queryClient.getQueryState(queryKeys.products.detail(9))?.isInvalidated;

    socket.fire('connect');
    expect(isStale()).toBe(false);
    socket.fire('disconnect', 'transport close');
    socket.fire('connect');
    expect(isStale()).toBe(true);

    queryClient.setQueryData(queryKeys.products.detail(9), { id: 9 });
    socket.fire('resync');
    expect(isStale()).toBe(true);
  });

  it('reconnects after the server drops it while the member is still signed in', async () => {
    const { calls } = mockApi({ 'GET /api/user': () => json(200, { data: { id: 1 } }) });
    const { socket } = setUp();
    await settle();
    socket.fire('connect');
    socket.fire('disconnect', 'io server disconnect'); // e.g. a server restarting
    await settle();
    await settle();
    expect(calls.map((call) => call.path)).toEqual(['/api/user']);
    expect(socket.connectCalls).toBe(1);
  });

  it('stays closed when the session has ended (the server refuses it and /api/user says visitor)', async () => {
    mockApi(); // 'who am I' answers 401: a visitor
    const { socket, queryClient } = setUp();
    await settle();
    socket.fire('connect_error', new Error('unauthorized'));
    await settle();
    await settle();
    expect(socket.connectCalls).toBe(0);
    expect(queryClient.getQueryData(queryKeys.session.user())).toBeNull();
  });

  it('closes the socket when the member signs out, even before the client chunk has loaded', async () => {
    const { socket, connection } = setUp();
    await settle();
    connection.close();
    expect(socket.closed).toBe(true);

    const late = setUp();
    late.connection.close();
    await settle();
    expect(late.factory).not.toHaveBeenCalled();
  });
});
