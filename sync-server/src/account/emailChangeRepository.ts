import type { Queryable } from '../db/types';

/** The user's pending e-mail change (one at a time): a new request replaces the previous one. */
export async function replaceEmailChange(
  tx: Queryable,
  userId: string,
  tokenHash: string,
  newEmail: string,
  validHours: number,
): Promise<void> {
  await tx.query('DELETE FROM email_changes WHERE user_id = $1', [userId]);
  await tx.query(
    `INSERT INTO email_changes (token_hash, user_id, new_email, expires_at) VALUES ($1, $2, $3, now() + make_interval(hours => $4))`,
    [tokenHash, userId, newEmail, validHours],
  );
}

/** Takes a pending change by its token (once, before it expires): whose it is and the new address. */
export async function useEmailChange(tx: Queryable, tokenHash: string): Promise<{ user_id: string; new_email: string } | undefined> {
  const { rows } = await tx.query<{ user_id: string; new_email: string }>(
    `UPDATE email_changes SET used_at = now()
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id, new_email`,
    [tokenHash],
  );
  return rows[0];
}
