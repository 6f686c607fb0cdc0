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
  /** true when there is no account row and the family belonged to an account deleted since (erased_sessions). */
  familyErased: boolean;
}

/** The columns sessionStateColumns adds to a row. */
export interface SessionStateRow {
  session_version: number | string;
  family_revoked: boolean;
  account_status: AccountStatus | null;
  family_erased: boolean;
}

/**
 * SQL select-list items reading everything that can end a session early, for the user id and family
 * id given as SQL expressions (parameters): a request folds them into its own query, so checking the
 * session costs no round trip of its own. The erased-session lookup runs only without an account row.
 */
export function sessionStateColumns(userId: string, familyId: string): string {
  return `COALESCE((SELECT version FROM session_versions WHERE user_id = ${userId}), 0) AS session_version,
    (SELECT account_status FROM users WHERE id = ${userId}) AS account_status,
    EXISTS (SELECT 1 FROM refresh_tokens WHERE family_id = ${familyId}::text AND revoked_at IS NOT NULL) AS family_revoked,
    CASE WHEN EXISTS (SELECT 1 FROM users WHERE id = ${userId}) THEN false
         ELSE EXISTS (SELECT 1 FROM erased_sessions WHERE family_id = ${familyId}::text) END AS family_erased`;
}

export function sessionStateOf(row: SessionStateRow | undefined): SessionState {
  return {
    version: Number(row?.session_version ?? 0),
    familyRevoked: row?.family_revoked === true,
    accountStatus: row?.account_status ?? null,
    familyErased: row?.family_erased === true,
  };
}

/** One round trip: everything that can end a session early. */
export async function readSessionState(db: Queryable, userId: string, familyId: string | undefined): Promise<SessionState> {
  const { rows } = await db.query<SessionStateRow>(`SELECT ${sessionStateColumns('$1', '$2')}`, [userId, familyId ?? null], {
    prepared: 'session_state',
  });
  return sessionStateOf(rows[0]);
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
