import type { AlarmDto } from './dto.ts';

/**
 * Real-time events (design §5): one Socket.IO connection per signed-in client, joined to the room
 * `user:{id}`. Names and payloads are shared by the server's emitter and the web's socket.
 */
export const REALTIME_EVENTS = ['alarm-created', 'message-created'] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** The payload of each server → client event. */
export interface RealtimeEventMap {
  /** The new alarm as `GET /api/alarms` lists it, in the member's language. */
  'alarm-created': { alarm_id: number; alarm: AlarmDto };
  'message-created': { room_id: number; message_id: number };
}
