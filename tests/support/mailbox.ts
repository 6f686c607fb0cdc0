import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface StoredMail {
  file: string;
  raw: string;
  to: string;
  subject: string;
  /** The auth-action link in the body. */
  link: string;
  mode: string;
  oobCode: string;
}

/** Reads the .eml files the server writes to DATA_DIR/mail when SMTP_URL is not set. */
export async function readMailbox(dataDir: string): Promise<StoredMail[]> {
  const dir = path.join(dataDir, 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => parseMail(path.join(dir, name), await readFile(path.join(dir, name), 'utf8'))),
  );
  return mails;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw);
  return match?.[1]?.trim() ?? '';
}

function parseMail(file: string, raw: string): StoredMail {
  // Quoted-printable soft line breaks ("=\n") may split a long link.
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/\S+\/auth\/action\?\S+/.exec(body)?.[0] ?? '';
  const url = link ? new URL(link) : undefined;
  return {
    file,
    raw,
    to: header(raw, 'To'),
    subject: header(raw, 'Subject'),
    link,
    mode: url?.searchParams.get('mode') ?? '',
    oobCode: url?.searchParams.get('oobCode') ?? '',
  };
}

/** The newest mail to an address with the given link mode; throws when there is none. */
export async function latestMail(dataDir: string, to: string, mode: 'verifyEmail' | 'resetPassword'): Promise<StoredMail> {
  const mails = (await readMailbox(dataDir)).filter((mail) => mail.to.includes(to) && mail.mode === mode);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No ${mode} mail to ${to} in ${dataDir}/mail`);
  return mail;
}
