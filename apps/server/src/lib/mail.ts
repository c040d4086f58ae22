import nodemailer from 'nodemailer';
import type { MessageLog } from './sms.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Email goes through this interface: SMTP in production, the server log by default. */
export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface SmtpOptions {
  host: string;
  port: number;
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Only tests turn certificate checks off (a self-signed loopback server). */
  rejectUnauthorized?: boolean;
}

/** SMTP through nodemailer (pooled connections; STARTTLS when the server offers it). */
export function createSmtpMailSender(options: SmtpOptions): MailSender {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    pool: true,
    auth: options.user ? { user: options.user, pass: options.password ?? '' } : undefined,
    tls: { rejectUnauthorized: options.rejectUnauthorized ?? true },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
    close: () => transport.close(),
  };
}

/** The local default: the email (and so the code) goes to the server log. */
export function createLogMailSender(log: MessageLog): MailSender {
  return {
    async send({ to, subject, text }) {
      log.info({ to, subject, text }, 'email (local sender: set SMTP_HOST to send for real)');
    },
  };
}
