import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useCurrentUser } from './session.ts';
import { connectRealtime, type RealtimeConnection as Connection } from './socket.ts';
import { whenIdleAfterLoad } from '../state/when-idle.ts';

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
    const cancel = whenIdleAfterLoad(() => {
      connection = connectRealtime(queryClient);
    });
    return () => {
      cancel();
      connection?.close();
    };
  }, [userId, queryClient]);
}
