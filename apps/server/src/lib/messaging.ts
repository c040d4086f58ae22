import type { AppConfig } from '../config.ts';
import { createLogMailSender, createSmtpMailSender, type MailSender } from './mail.ts';
import { createHttpSmsSender, createLogSmsSender, type MessageLog, type SmsSender } from './sms.ts';

export interface SentMessage {
  channel: 'sms' | 'email';
  to: string;
  subject?: string;
  text: string;
  sent_at: string;
}

/**
 * Test-only (MESSAGE_SINK, refused in production by config): keeps the last messages in memory
 * so an end-to-end test can read a one-time code the way a person reads their phone.
 */
export interface MessageSink {
  list(to?: string): SentMessage[];
}

export interface Senders {
  sms: SmsSender;
  mail: MailSender;
  sink?: MessageSink;
}

/** The configured senders: a real provider when configured, the server log otherwise. */
export function createSenders(config: AppConfig, log: MessageLog): Senders {
  const sms = config.sms ? createHttpSmsSender(config.sms) : createLogSmsSender(log);
  const mail = config.smtp
    ? createSmtpMailSender({ ...config.smtp, from: config.mailFrom })
    : createLogMailSender(log);
  if (!config.messageSink) return { sms, mail };

  const sent: SentMessage[] = [];
  const keep = (message: Omit<SentMessage, 'sent_at'>) => {
    sent.push({ ...message, sent_at: new Date().toISOString() });
    if (sent.length > 200) sent.shift();
  };
  return {
    sms: {
      async send(message) {
        keep({ channel: 'sms', ...message });
        await sms.send(message);
      },
    },
    mail: {
      async send(message) {
        keep({ channel: 'email', ...message });
        await mail.send(message);
      },
      close: mail.close,
    },
    sink: { list: (to) => sent.filter((m) => !to || m.to === to).reverse() },
  };
}
