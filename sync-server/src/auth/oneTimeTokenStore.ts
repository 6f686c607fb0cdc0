import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import type { Queryable } from '../db/types';
import { hashSecretToken, newSecretToken } from './secretToken';

export type OneTimePurpose = 'verify_email' | 'reset_password';

const TTL_MS: Record<OneTimePurpose, number> = {
  verify_email: ACCOUNT_TTL.verifyEmailHours * 60 * 60 * 1000,
  reset_password: ACCOUNT_TTL.resetPasswordHours * 60 * 60 * 1000,
};

/** Creates a single-use mail token; returns the token itself (only its hash is stored). */
export async function createOneTimeToken(db: Queryable, userId: string, purpose: OneTimePurpose): Promise<string> {
  await db.query('DELETE FROM one_time_tokens WHERE user_id = $1 AND expires_at < now()', [userId]);
  const token = newSecretToken();
  await db.query('INSERT INTO one_time_tokens (token_hash, user_id, purpose, expires_at) VALUES ($1, $2, $3, $4)', [
    hashSecretToken(token),
    userId,
    purpose,
    new Date(Date.now() + TTL_MS[purpose]).toISOString(),
  ]);
  return token;
}

/** Marks the token used and returns its user id; null when unknown, used, expired or for another purpose. */
export async function consumeOneTimeToken(db: Queryable, token: string, purpose: OneTimePurpose): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE one_time_tokens SET used_at = now()
     WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
     RETURNING user_id`,
    [hashSecretToken(token), purpose],
  );
  return rows[0]?.user_id ?? null;
}

/** A newer link replaces the older ones of the same purpose. */
export async function invalidateOneTimeTokens(db: Queryable, userId: string, purpose: OneTimePurpose): Promise<void> {
  await db.query('UPDATE one_time_tokens SET used_at = now() WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL', [userId, purpose]);
}

/** The user a verification token belongs to, when that user's address is verified by now (the link was used already). */
export async function userVerifiedByToken(db: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `SELECT t.user_id FROM one_time_tokens t JOIN users u ON u.id = t.user_id
     WHERE t.token_hash = $1 AND t.purpose = 'verify_email' AND u.email_verified`,
    [hashSecretToken(token)],
  );
  return rows[0]?.user_id;
}
