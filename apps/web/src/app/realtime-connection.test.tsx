import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../api/query-keys.ts';
import { RealtimeConnection } from './realtime-connection.tsx';

const close = vi.fn();
const connectRealtime = vi.fn(() => ({ close }));
vi.mock('../api/socket.ts', () => ({ connectRealtime: () => connectRealtime() }));

/**
 * Moves the browser's (faked) clock on: React Query tells its observers on a timer, then the
 * connection waits for the idle moment after the first screen (200 ms here: jsdom has no
 * requestIdleCallback; 2 s at the latest with one).
 */
async function idle() {
  await act(() => vi.advanceTimersByTimeAsync(0));
  await act(() => vi.advanceTimersByTimeAsync(2_000));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<RealtimeConnection>', () => {
  it('connects only while a member is signed in, after the first screen, and closes on sign-out', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.session.user(), null);
    render(
      <QueryClientProvider client={queryClient}>
        <RealtimeConnection />
      </QueryClientProvider>,
    );
    await idle();
    expect(connectRealtime).not.toHaveBeenCalled(); // a visitor never loads the socket

    act(() => queryClient.setQueryData(queryKeys.session.user(), { id: 7 }));
    await idle();
    expect(connectRealtime).toHaveBeenCalledTimes(1);

    act(() => queryClient.setQueryData(queryKeys.session.user(), { id: 8 })); // another member
    await idle();
    expect(close).toHaveBeenCalledTimes(1);
    expect(connectRealtime).toHaveBeenCalledTimes(2);

    act(() => queryClient.setQueryData(queryKeys.session.user(), null)); // signed out
    await idle();
    expect(close).toHaveBeenCalledTimes(2);
    expect(connectRealtime).toHaveBeenCalledTimes(2);
  });
});
