import { writeEntitlements } from '../account/entitlements';
import type { Database } from '../db/types';
import { notifyWelcome } from '../notifications/notificationService';
import { endAllSessions } from './endSessions';
import type { GoogleIdentity } from './googleOidc';
import { clearPasswordHash, findUserByEmail, findUserByGoogleSub, insertUser, linkGoogleSubject, type UserRecord } from './userRepository';

export class GoogleLinkRefused extends Error {}

/**
 * The user behind a Google sign-in: by Google subject, else (only when Google vouches for the
 * address, so nobody takes over or pre-registers an account with an address they do not own) the
 * account with that email, else a new Google account. Linking to an account whose email was never verified drops its password
 * and ends its sessions: whoever registered the address first (perhaps not its owner) is locked out.
 */
export function findOrCreateGoogleUser(db: Database, identity: GoogleIdentity): Promise<UserRecord> {
  return db.transaction(async (tx) => {
    const known = await findUserByGoogleSub(tx, identity.sub);
    if (known) return known;
    // An address the provider does not vouch for proves nothing: no account is made or linked from it.
    if (!identity.emailVerified) throw new GoogleLinkRefused('the provider does not vouch for the email');
    const sameEmail = await findUserByEmail(tx, identity.email);
    if (sameEmail) {
      if (sameEmail.googleSub !== null) throw new GoogleLinkRefused('email belongs to another account');
      if (!sameEmail.emailVerified) {
        await clearPasswordHash(tx, sameEmail.id);
        await endAllSessions(tx, sameEmail.id);
      }
      const linked = await linkGoogleSubject(tx, sameEmail.id, identity.sub, true);
      if (!linked) throw new GoogleLinkRefused('account vanished');
      return linked;
    }
    const created = await insertUser(tx, {
      email: identity.email,
      passwordHash: null,
      emailVerified: true,
      provider: 'google',
      googleSub: identity.sub,
      displayName: identity.name || identity.email.split('@')[0],
    });
    if (!created) throw new GoogleLinkRefused('account created concurrently');
    await writeEntitlements(tx, created);
    await notifyWelcome(tx, created.id);
    return created;
  });
}
