import type { Queryable } from '../db/types';
import type { AccountStatus } from './userRepository';

export type { AccountStatus };

export interface SessionState {
  /** The user's current session version (0 until a first endAllSessions). */
  version: number;
  /** true when the refresh-token family behind the access token was revoked (signed out, reuse detected). */
  familyRevoked: boolean;
  /** null when no account row exists (deleted, or tokens minted for a user the database never saw). */
  accountStatus: AccountStatus | null;
}

interface SessionStateRow {
  version: number | string;
  family_revoked: boolean;
  account_status: AccountStatus | null;
}

/** One round trip per authenticated request: everything that can end a session early. */
export async function readSessionState(db: Queryable, userId: string, familyId: string | undefined): Promise<SessionState> {
  const { rows } = await db.query<SessionStateRow>(
    `SELECT COALESCE((SELECT version FROM session_versions WHERE user_id = $1), 0) AS version,
            (SELECT account_status FROM users WHERE id = $1) AS account_status,
            EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = $2::text AND revoked_at IS NOT NULL) AS family_revoked`,
    [userId, familyId ?? null],
  );
  const row = rows[0];
  return {
    version: Number(row?.version ?? 0),
    familyRevoked: row?.family_revoked === true,
    accountStatus: row?.account_status ?? null,
  };
}

export async function readSessionVersion(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ version: number | string }>('SELECT version FROM session_versions WHERE user_id = $1', [userId]);
  return Number(rows[0]?.version ?? 0);
}

/** Moves the user's session version on; every access token issued before is refused from now on. */
export async function bumpSessionVersion(db: Queryable, userId: string): Promise<void> {
  await db.query(
    `INSERT INTO session_versions (user_id, version) VALUES ($1, 1)
     ON CONFLICT (user_id) DO UPDATE SET version = session_versions.version + 1, updated_at = now()`,
    [userId],
  );
}
