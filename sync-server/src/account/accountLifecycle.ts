import { ACCOUNT_LIFECYCLE_TEXTS, EMAIL_CHANGE_HOURS, FRESH_SIGN_IN_MINUTES } from '../../../shared/domain/accountLifecycleTexts';
import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import type { AuthDeps } from '../auth/authService';
import { endAllSessions } from '../auth/endSessions';
import { rememberErasedSessions } from '../auth/erasedSessionRepository';
import { hashPassword, verifyPassword } from '../auth/password';
import { refreshTokenIdOf, sessionStartedWithin } from '../auth/refreshTokenStore';
import { hashSecretToken, newSecretToken } from '../auth/secretToken';
import { announceSessionsEnded } from '../auth/sessionEndNotice';
import { findUserByEmail, findUserById, normalizeEmail, setPasswordHash, setVerifiedEmail, type UserRecord } from '../auth/userRepository';
import { cancelSubscriptionsOnDelete } from '../billing/cancelOnDelete';
import type { Queryable } from '../db/types';
import { HttpError } from '../errors';
import type { MailMessage } from '../mail/mailer';
import { confirmNewEmailMail, emailChangedMail, emailChangeRequestedMail, passwordChangedMail } from './accountMails';
import { replaceEmailChange, useEmailChange } from './emailChangeRepository';
import { eraseUserRows } from './eraseAccountRepository';

async function sendMail(deps: AuthDeps, message: MailMessage): Promise<void> {
  try {
    await deps.mailer.send(message);
  } catch (err) {
    deps.log.error({ err, to: message.to, subject: message.subject }, 'mail could not be sent');
  }
}

async function requireUser(db: Queryable, userId: string): Promise<UserRecord> {
  const user = await findUserById(db, userId);
  if (!user) throw new HttpError(401, ERROR_CODES.unauthorized, ACCOUNT_MESSAGES.sessionExpired);
  return user;
}

async function requirePassword(user: UserRecord, password: string | undefined): Promise<void> {
  if (!user.passwordHash) throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_LIFECYCLE_TEXTS.noPasswordAccount, 'password');
  if (!password || !(await verifyPassword(password, user.passwordHash))) {
    throw new HttpError(403, ERROR_CODES.forbidden, ACCOUNT_LIFECYCLE_TEXTS.currentPasswordWrong, 'password');
  }
}

/** New password after the current one is proven; every other session of the user ends. */
export async function changePassword(
  deps: AuthDeps,
  userId: string,
  input: { currentPassword: string; newPassword: string },
  currentRefreshToken: string | undefined,
): Promise<void> {
  const user = await requireUser(deps.db, userId);
  await requirePassword(user, input.currentPassword);
  if (input.newPassword === input.currentPassword)
    throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_LIFECYCLE_TEXTS.passwordSame, 'newPassword');
  const hash = await hashPassword(input.newPassword);
  const keep = await refreshTokenIdOf(deps.db, userId, currentRefreshToken);
  await deps.db.transaction(async (tx) => {
    await setPasswordHash(tx, userId, hash);
    await endAllSessions(tx, userId, keep ? { exceptRefreshTokenId: keep } : {});
  });
  await sendMail(deps, passwordChangedMail(user.email, deps.publicUrl));
}

/** Mails a confirmation link to the new address and a notice to the old one; nothing changes until the link is opened. */
export async function requestEmailChange(
  deps: AuthDeps,
  userId: string,
  input: { newEmail: string; password?: string | undefined },
): Promise<void> {
  const user = await requireUser(deps.db, userId);
  if (user.passwordHash) await requirePassword(user, input.password);
  const newEmail = normalizeEmail(input.newEmail);
  if (newEmail === user.email) throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_LIFECYCLE_TEXTS.emailSame, 'newEmail');
  if (await findUserByEmail(deps.db, newEmail))
    throw new HttpError(409, ERROR_CODES.conflict, ACCOUNT_LIFECYCLE_TEXTS.emailInUse, 'newEmail');
  const token = newSecretToken();
  await deps.db.transaction(async (tx) => {
    await replaceEmailChange(tx, userId, hashSecretToken(token), newEmail, EMAIL_CHANGE_HOURS);
  });
  await sendMail(deps, confirmNewEmailMail(newEmail, deps.publicUrl, token));
  await sendMail(deps, emailChangeRequestedMail(user.email, newEmail, deps.publicUrl));
}

/** Opening the link proves the new address: it becomes the account's (verified) e-mail, and the old address is told. */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<UserRecord> {
  const result = await deps.db.transaction(async (tx) => {
    const row = await useEmailChange(tx, hashSecretToken(token));
    if (!row) return null;
    const before = await findUserById(tx, row.user_id);
    if (!before) return null;
    if (await findUserByEmail(tx, row.new_email)) throw new HttpError(409, ERROR_CODES.conflict, ACCOUNT_LIFECYCLE_TEXTS.emailInUse);
    await setVerifiedEmail(tx, row.user_id, row.new_email);
    const after = await findUserById(tx, row.user_id);
    return after ? { before, after } : null;
  });
  if (!result) throw new HttpError(400, ERROR_CODES.badRequest, ACCOUNT_LIFECYCLE_TEXTS.emailChangeInvalid, 'token');
  await sendMail(deps, emailChangedMail(result.before.email, result.after.email, deps.publicUrl));
  return result.after;
}

/** A Google account proves itself by a sign-in made in the last few minutes (its session started then). */
async function signedInRecently(db: Queryable, userId: string, currentRefreshToken: string | undefined): Promise<boolean> {
  return currentRefreshToken ? sessionStartedWithin(db, userId, currentRefreshToken, FRESH_SIGN_IN_MINUTES) : false;
}

/**
 * Deletes the account: password (or a fresh Google sign-in) first, then the Stripe subscription is
 * cancelled when billing is on, then every row of the user goes in one transaction.
 */
export async function deleteAccount(
  deps: AuthDeps,
  userId: string,
  input: { password?: string | undefined },
  currentRefreshToken: string | undefined,
  env: Record<string, string | undefined> = process.env,
): Promise<Record<string, number>> {
  const user = await requireUser(deps.db, userId);
  if (user.passwordHash) {
    if (!input.password) throw new HttpError(403, ERROR_CODES.forbidden, ACCOUNT_LIFECYCLE_TEXTS.deleteNeedsPassword, 'password');
    await requirePassword(user, input.password);
  } else if (!(await signedInRecently(deps.db, userId, currentRefreshToken))) {
    throw new HttpError(403, ERROR_CODES.forbidden, ACCOUNT_LIFECYCLE_TEXTS.deleteNeedsFreshGoogle);
  }
  await cancelSubscriptionsOnDelete(user.stripeCustomerId, env);
  const deleted = await deps.db.transaction(async (tx) => {
    await rememberErasedSessions(tx, userId);
    const erased = await eraseUserRows(tx, userId);
    // On commit every server instance ends the account's open sync streams.
    await announceSessionsEnded(tx, userId);
    return erased;
  });
  deps.log.info({ tables: deleted }, 'account deleted');
  return deleted;
}
