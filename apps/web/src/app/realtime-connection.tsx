import { useRealtimeConnection } from '../api/realtime-connection.ts';

/** The signed-in member's real-time connection, kept by the app shell (see `useRealtimeConnection`). */
export function RealtimeConnection() {
  useRealtimeConnection();
  return null;
}
