import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import type { Queryable } from '../db/types';
import { hashSecretToken } from './secretToken';

/**
 * Before a user's rows are erased: keeps the hashes of the refresh tokens that could still be used and
 * their families, so each signed-in device learns at its next contact that the account was deleted.
 * Entries older than a refresh token's lifetime can prove nothing any more and go.
 */
export async function rememberErasedSessions(tx: Queryable, userId: string): Promise<void> {
  await tx.query('DELETE FROM erased_sessions WHERE erased_at < now() - make_interval(days => $1)', [ACCOUNT_TTL.refreshTokenDays]);
  await tx.query(
    `INSERT INTO erased_sessions (token_hash, family_id)
     SELECT token_hash, family_id FROM refresh_tokens
     WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > now()
     ON CONFLICT (token_hash) DO NOTHING`,
    [userId],
  );
}

/** true when this refresh token belonged to a session of an account deleted since. */
export async function isErasedRefreshToken(db: Queryable, token: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM erased_sessions WHERE token_hash = $1', [hashSecretToken(token)]);
  return rows.length > 0;
}

/** true when this session (refresh-token family) belonged to an account deleted since. */
export async function isErasedFamily(db: Queryable, familyId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM erased_sessions WHERE family_id = $1 LIMIT 1', [familyId]);
  return rows.length > 0;
}
