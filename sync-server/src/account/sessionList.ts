import type { SessionInfo } from '../../../shared/schemas/accountApi';
import { hashSecretToken } from '../auth/secretToken';
import type { Queryable } from '../db/types';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The user's signed-in sessions (one per refresh-token family still usable), newest first; `current` = the asking device. */
export async function listSessions(db: Queryable, userId: string, currentRefreshToken: string | undefined): Promise<SessionInfo[]> {
  const { rows } = await db.query<{ family_id: string; started_at: Date | string; last_active_at: Date | string; current: boolean }>(
    `SELECT family_id, min(created_at) AS started_at, max(COALESCE(used_at, created_at)) AS last_active_at,
            bool_or(token_hash = $2) AS current
     FROM refresh_tokens WHERE user_id = $1
     GROUP BY family_id
     HAVING bool_or(revoked_at IS NULL AND used_at IS NULL AND expires_at > now())
     ORDER BY max(COALESCE(used_at, created_at)) DESC`,
    [userId, currentRefreshToken ? hashSecretToken(currentRefreshToken) : ''],
  );
  return rows.map((r) => ({
    id: r.family_id,
    startedAt: iso(r.started_at),
    lastActiveAt: iso(r.last_active_at),
    current: r.current === true,
  }));
}
