/**
 * Push notifications to a member's device (`users.push_token`, registered by the native app).
 * Senders never throw into the action that caused a push: callers fire and forget through
 * `sendPushesSafely`, which logs failures.
 */
export interface PushMessage {
  /** The device's push token. */
  token: string;
  title: string;
  body: string;
  /** What the app opens on a tap. */
  data: { alarm_id: number; link: string | null };
}

export interface PushSender {
  send(messages: PushMessage[]): Promise<void>;
}

interface PushLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

/** The most messages one request carries (Expo's push API accepts 100 per request). */
export const PUSH_BATCH_SIZE = 100;

/**
 * A push service speaking the Expo push API's shape: `POST url` with a JSON array of
 * `{to, title, body, data, sound}` and `Authorization: Bearer <key>`, 100 messages a request.
 * A non-2xx answer or a timeout is an error.
 */
export function createHttpPushSender(options: { url: string; key?: string; timeoutMs?: number }): PushSender {
  return {
    async send(messages) {
      for (let i = 0; i < messages.length; i += PUSH_BATCH_SIZE) {
        const batch = messages.slice(i, i + PUSH_BATCH_SIZE);
        const response = await fetch(options.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'application/json',
            ...(options.key ? { authorization: `Bearer ${options.key}` } : {}),
          },
          body: JSON.stringify(
            batch.map((m) => ({ to: m.token, title: m.title, body: m.body, data: m.data, sound: 'default' })),
          ),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`push service answered ${response.status}`);
      }
    },
  };
}

/** The local default: pushes are written to the log (no push service configured). */
export function createLogPushSender(log: PushLog): PushSender {
  return {
    async send(messages) {
      for (const m of messages)
        log.info({ push: { token: m.token, title: m.title, data: m.data } }, 'push (log only)');
    },
  };
}

/** Sends and logs a failure instead of throwing: a push never fails the action behind it. */
export async function sendPushesSafely(sender: PushSender, messages: PushMessage[], log: PushLog) {
  if (messages.length === 0) return;
  try {
    await sender.send(messages);
  } catch (error) {
    log.warn({ err: error, count: messages.length }, 'push failed');
  }
}
