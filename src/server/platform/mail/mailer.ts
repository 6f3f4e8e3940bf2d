import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where the recipient's answer goes (the restaurant, for an order sent to its supplier). */
  replyTo?: string;
}

/** One interface, two real adapters: an .eml outbox on disk (default) and SMTP. */
export interface Mailer {
  kind: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
}

/** nodemailer is loaded on the first message, not at start-up; the transport is built once. */
function lazyTransport<T>(create: () => Promise<T>): () => Promise<T> {
  let transport: Promise<T> | undefined;
  return () => (transport ??= create());
}

const loadNodemailer = async () => (await import('nodemailer')).default;

/** Writes each message as a standard .eml file in `dir`, readable by any mail client. */
export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = lazyTransport(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      return { messageId: info.messageId };
    },
  };
}

/** Sends through a real SMTP server given as `smtp://user:pass@host:port` (or smtps://). */
export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = lazyTransport(async () => (await loadNodemailer()).createTransport(url));
  return {
    kind: 'smtp',
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      return { messageId: info.messageId };
    },
  };
}

export function createMailer(config: { SMTP_URL?: string; MAIL_FROM: string; dataDir: string }): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : createOutboxMailer(path.join(config.dataDir, 'outbox'), config.MAIL_FROM);
}
