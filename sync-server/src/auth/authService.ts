import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { passwordStrength } from '../../../shared/domain/passwordStrength';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { writeEntitlements } from '../account/entitlements';
import type { Database, Queryable } from '../db/types';
import { HttpError } from '../errors';
import { passwordResetMail, verificationMail } from '../mail/authMails';
import type { Mailer, MailMessage } from '../mail/mailer';
import { notifyWelcome } from '../notifications/notificationService';
import { endAllSessions } from './endSessions';
import { consumeOneTimeToken, createOneTimeToken, invalidateOneTimeTokens, userVerifiedByToken } from './oneTimeTokenStore';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  setPasswordHash,
  type UserRecord,
  unlinkGoogleSubject,
} from './userRepository';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/** A mail that cannot be sent must not undo the account change; the user can ask for it again. */
async function sendMail(deps: AuthDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
  }
}

/** Refuses common passwords and ones built from the address (OWASP ASVS 2.1.7); the field error the form shows. */
export function assertStrongPassword(password: string, email: string): void {
  if (!passwordStrength(password, email).acceptable) {
    throw new HttpError(400, ERROR_CODES.validation, ACCOUNT_MESSAGES.passwordTooWeak, 'password');
  }
}

export async function signUp(
  deps: AuthDeps,
  input: { email: string; password: string; displayName?: string | undefined },
): Promise<UserRecord> {
  assertStrongPassword(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  const created = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      emailVerified: false,
      provider: 'password',
      displayName: input.displayName || input.email.split('@')[0],
    });
    if (!user) return null;
    await writeEntitlements(tx, user);
    const token = await createOneTimeToken(tx, user.id, 'verify_email');
    return { user, token };
  });
  if (!created) throw new HttpError(409, ERROR_CODES.conflict, ACCOUNT_MESSAGES.emailTaken, 'email');
  await sendMail(deps, verificationMail(created.user.email, deps.publicUrl, created.token));
  return created.user;
}

/** Same answer and about the same time for an unknown email and a wrong password. */
export async function signIn(deps: AuthDeps, input: { email: string; password: string }): Promise<UserRecord> {
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
  if (!user?.passwordHash || !ok) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.wrongCredentials);
  return user;
}

/**
 * The mailbox owner just proved the address. A Google identity linked while the address was
 * unproven may belong to someone else: it is unlinked and every session ends.
 */
async function proveAddress(tx: Queryable, userId: string): Promise<UserRecord | null> {
  const before = await findUserById(tx, userId);
  if (!before) return null;
  if (!before.emailVerified && before.googleSub !== null) {
    await unlinkGoogleSubject(tx, userId);
    await endAllSessions(tx, userId);
  }
  return markEmailVerified(tx, userId);
}

/**
 * Verifies the address. A link opened again after it worked (a second click, another device) is not
 * an error for the user: `alreadyVerified` says so instead of "invalid or expired".
 */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<{ user: UserRecord; alreadyVerified: boolean }> {
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, token, 'verify_email');
    const verified = userId ? await proveAddress(tx, userId) : null;
    if (verified) await notifyWelcome(tx, verified.id);
    return verified;
  });
  if (user) return { user, alreadyVerified: false };
  const verifiedUserId = await userVerifiedByToken(deps.db, token);
  const verified = verifiedUserId ? await findUserById(deps.db, verifiedUserId) : null;
  if (verified) return { user: verified, alreadyVerified: true };
  throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_MESSAGES.tokenInvalid, 'token');
}

/** Mails a fresh verification link to an unverified account; says nothing about whether one exists. */
export async function resendVerification(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user || user.emailVerified) return;
  const token = await deps.db.transaction(async (tx) => {
    await invalidateOneTimeTokens(tx, user.id, 'verify_email');
    return createOneTimeToken(tx, user.id, 'verify_email');
  });
  await sendMail(deps, verificationMail(user.email, deps.publicUrl, token));
}

export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = await deps.db.transaction(async (tx) => {
    await invalidateOneTimeTokens(tx, user.id, 'reset_password');
    return createOneTimeToken(tx, user.id, 'reset_password');
  });
  await sendMail(deps, passwordResetMail(user.email, deps.publicUrl, token));
}

/** Sets the new password and ends every session of the user. Following the mail link also proves the address. */
export async function resetPassword(deps: AuthDeps, input: { token: string; password: string }): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  const user = await deps.db.transaction(async (tx) => {
    const userId = await consumeOneTimeToken(tx, input.token, 'reset_password');
    if (!userId) return null;
    // Throwing rolls the token's use back, so the user can try a stronger password with the same link.
    assertStrongPassword(input.password, (await findUserById(tx, userId))?.email ?? '');
    await setPasswordHash(tx, userId, passwordHash);
    await endAllSessions(tx, userId);
    return proveAddress(tx, userId);
  });
  if (!user) throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_MESSAGES.tokenInvalid, 'token');
  return user;
}

export async function requireExistingUser(deps: Pick<AuthDeps, 'db'>, id: string): Promise<UserRecord> {
  const user = await findUserById(deps.db, id);
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
  return user;
}
