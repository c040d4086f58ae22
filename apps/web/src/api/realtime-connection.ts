import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from './session.ts';
import { connectRealtime, type RealtimeConnection as Connection } from './socket.ts';

/** Runs `start` once the first screen has loaded and the browser is idle; returns a cancel. */
function afterFirstScreen(start: () => void): () => void {
  let cancelled = false;
  // Safari has no requestIdleCallback: a short timeout stands in.
  const hasIdle = typeof window.requestIdleCallback === 'function';
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = hasIdle
      ? window.requestIdleCallback(start, { timeout: 2000 })
      : Number(globalThis.setTimeout(start, 200));
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (hasIdle) window.cancelIdleCallback(idle);
    else globalThis.clearTimeout(idle);
  };
}

/**
 * The member's real-time connection (for the app shell): opened (after the first screen) while a
 * member is signed in, closed on sign-out or when another member signs in.
 */
export function useRealtimeConnection(): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let connection: Connection | undefined;
    const cancel = afterFirstScreen(() => {
      connection = connectRealtime(queryClient);
    });
    return () => {
      cancel();
      connection?.close();
    };
  }, [userId, queryClient]);
}
