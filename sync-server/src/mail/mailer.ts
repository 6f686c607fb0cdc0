import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The action link inside the mail; logged when mail goes to files, so a local user can follow it. */
  link: string;
  /** Extra headers, e.g. List-Unsubscribe on non-essential mail (mail/unsubscribe.ts). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the mail is handed to SMTP or written to disk; rejects when that fails. */
  send(message: MailMessage): Promise<void>;
}

const DEFAULT_FROM = 'Recipe Kitchen <no-reply@localhost>';

export function mailDir(dataDir: string): string {
  return path.join(dataDir, 'mail');
}

/** SMTP when SMTP_URL is set; otherwise each mail becomes DATA_DIR/mail/<timestamp>-<to>.eml. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: FastifyBaseLogger): Mailer {
  const from = config.mailFrom ?? DEFAULT_FROM;
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, headers: message.headers });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config.dataDir);
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: message.headers,
      });
      const safeTo = message.to.replace(/[^a-zA-Z0-9@._-]/g, '_');
      // The counter keeps two mails of the same millisecond apart (and in order).
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence).padStart(6, '0')}`;
      const file = path.join(dir, `${stamp}-${safeTo}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, info.message);
      log.info({ to: message.to, subject: message.subject, file, link: message.link }, `mail written to file; link: ${message.link}`);
    },
  };
}
