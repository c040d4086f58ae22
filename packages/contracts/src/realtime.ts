import type { AlarmDto } from './responses/alarms.ts';
import type { ChatMessageDto } from './responses/chats.ts';

/**
 * Real-time events (design §5): one Socket.IO connection per signed-in client, joined to the room
 * `user:{id}`. Names and payloads are shared by the server's emitter and the web's socket.
 */
export const REALTIME_EVENTS = ['alarm-created', 'message-created', 'product-changed'] as const;
export type RealtimeEventName = (typeof REALTIME_EVENTS)[number];

/** The payload of each server → client event. */
export interface RealtimeEventMap {
  /** The new alarm as `GET /api/alarms` lists it, in the member's language. */
  'alarm-created': { alarm_id: number; alarm: AlarmDto };
  /** Sent to both members after the message is stored; `message` is what the room appends. */
  'message-created': { room_id: number; message: ChatMessageDto };
  /**
   * Sent to every connected member when a post's trading status, visibility or life changed (an
   * accepted offer reserved it, the seller set its status, hid or deleted it): an open page of it
   * reads it again, as the viewer may see it. Only the id: nothing of the change itself.
   */
  'product-changed': { product_id: number };
}

/** Where the Socket.IO endpoint listens (same origin as the API). */
export const REALTIME_PATH = '/socket.io';

/**
 * A control event, not a domain event: the server asks its clients to catch up from the API
 * because events may have been lost (cross-instance fan-out was down). Carries no payload.
 */
export const REALTIME_RESYNC_EVENT = 'resync';

/** Why the server refused a connection (the `message` of the client's `connect_error`). */
export const REALTIME_REFUSALS = { unauthorized: 'unauthorized', unavailable: 'unavailable' } as const;
