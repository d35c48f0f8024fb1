// Delivers rendered mail for the outbox worker: through SMTP when SMTP_URL is set, else as .eml
// files under MAIL_DIR so password resets work on a laptop (open the file in any mail client).
// Files are written under a temporary name and renamed, so a reader never sees half a message.
import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To header, when replies should not go to the sender. */
  replyTo?: string;
}

export interface SentMail {
  messageId: string;
  /** The .eml file written when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'files';
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl?: string;
  mailDir: string;
  from: string;
  log: Logger;
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl
    ? smtpMailer(options.smtpUrl, options.from)
    : fileMailer(options.mailDir, options.from);
}

function smtpMailer(url: string, from: string): Mailer {
  // A send must end well within the outbox lease (MAIL_CLAIM_LEASE_SECONDS), or another process
  // would claim the mail meanwhile; nodemailer's own defaults wait up to ten minutes. Options in
  // the URL's query still win.
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      return { messageId: info.messageId };
    },
    close: () => transport.close(),
  };
}

function fileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'files',
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const name = `${stamp}-${randomBytes(4).toString('hex')}.eml`;
      const file = join(dir, name);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
      return { messageId: info.messageId, file };
    },
    close: () => transport.close(),
  };
}
