/** Text messages (one-time codes) go through this interface; the app never calls a provider directly. */
export interface SmsSender {
  send(message: { to: string; text: string }): Promise<void>;
}

export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  sender: string;
  timeoutMs?: number;
}

/**
 * A provider's HTTP API: `POST {url}` with a bearer key and `{from, to, text}` as JSON (the shape
 * most SMS gateways take; an adapter for another shape is a few lines here). Any answer other
 * than 2xx is an error, so the caller can log it.
 */
export function createHttpSmsSender(options: HttpSmsOptions): SmsSender {
  return {
    async send({ to, text }) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.apiKey}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify({ from: options.sender, to, text }),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
      if (!response.ok) {
        const detail = (await response.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS provider answered ${response.status}: ${detail}`);
      }
    },
  };
}

export interface MessageLog {
  info(object: Record<string, unknown>, message: string): void;
}

/** The local default: the message (and so the code) goes to the server log. */
export function createLogSmsSender(log: MessageLog): SmsSender {
  return {
    async send({ to, text }) {
      log.info({ to, text }, 'SMS (local sender: set SMS_PROVIDER_URL to send for real)');
    },
  };
}
