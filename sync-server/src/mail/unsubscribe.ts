import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../db/types';
import type { Mailer, MailMessage } from './mailer';
import { normaliseEmail } from './normaliseEmail';
import { hasOptedOut } from './optOutRepository';

export { hasOptedOut, optOut } from './optOutRepository';

/**
 * Unsubscribe links of non-essential mail (anything the user did not ask for: newsletters, tips).
 * The link names the address and carries an HMAC of it under the server's secret, so it works without
 * signing in and nobody can unsubscribe someone else. Account mails (verification, password reset) are
 * essential: they are sent without a link and regardless of an opt-out.
 */
const PURPOSE = 'unsubscribe:v1:';

function signature(email: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${PURPOSE}${normaliseEmail(email)}`)
    .digest('base64url');
}

/** `<base64url(address)>.<signature>` */
export function unsubscribeToken(email: string, secret: string): string {
  return `${Buffer.from(normaliseEmail(email)).toString('base64url')}.${signature(email, secret)}`;
}

/** The address a token names, or null when it is malformed or not signed by this server. */
export function verifyUnsubscribeToken(token: string, secret: string): string | null {
  if (token.length > 600) return null;
  const [encoded, given, extra] = token.split('.');
  if (!encoded || !given || extra !== undefined) return null;
  const email = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!email.includes('@') || normaliseEmail(email) !== email) return null;
  const expected = Buffer.from(signature(email, secret));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? email : null;
}

export function unsubscribeLink(publicUrl: string, email: string, secret: string): string {
  return `${publicUrl}/unsubscribe?token=${encodeURIComponent(unsubscribeToken(email, secret))}`;
}

/**
 * The one way to send a non-essential mail: skipped for an address that opted out, otherwise sent with
 * the signed link at the end of the text and List-Unsubscribe headers (one-click, RFC 8058).
 * Resolves to whether it was sent.
 */
export async function sendNonEssentialMail(
  deps: { db: Queryable; mailer: Mailer; publicUrl: string; secret: string },
  message: Omit<MailMessage, 'headers'>,
): Promise<boolean> {
  if (await hasOptedOut(deps.db, message.to)) return false;
  const link = unsubscribeLink(deps.publicUrl, message.to, deps.secret);
  const oneClick = `${deps.publicUrl}/api/mail/unsubscribe?token=${encodeURIComponent(unsubscribeToken(message.to, deps.secret))}`;
  await deps.mailer.send({
    ...message,
    text: `${message.text}\n\n--\nYou receive this because of your Dietary Recipe Kitchen account. Unsubscribe: ${link}\n`,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  });
  return true;
}
