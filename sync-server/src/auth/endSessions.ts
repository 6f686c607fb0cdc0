import type { Queryable } from '../db/types';

/**
 * Ends every session of a user: revokes their refresh tokens, except the session (token family)
 * of `exceptRefreshTokenId` when given, so "change password" keeps the device that made the change.
 * Minimal version; the hardening branch also bumps a per-user session version for access tokens.
 */
export async function endAllSessions(db: Queryable, userId: string, options: { exceptRefreshTokenId?: string } = {}): Promise<void> {
  if (options.exceptRefreshTokenId) {
    await db.query(
      `UPDATE refresh_tokens SET revoked_at = now()
       WHERE user_id = $1 AND revoked_at IS NULL
         AND family_id <> COALESCE((SELECT family_id FROM refresh_tokens WHERE id = $2 AND user_id = $1), '')`,
      [userId, options.exceptRefreshTokenId],
    );
    return;
  }
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}
