import { randomUUID } from 'node:crypto';
import { ACCOUNT_TTL } from '../../../shared/domain/accountRules';
import type { DeviceSummary } from '../../../shared/domain/deviceSummary';
import type { Database, Queryable } from '../db/types';
import { hashSecretToken, newSecretToken } from './secretToken';
import { announceSessionsEnded } from './sessionEndNotice';

const REFRESH_TTL_MS = ACCOUNT_TTL.refreshTokenDays * 24 * 60 * 60 * 1000;

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

interface TokenRow {
  id: string;
  user_id: string;
  family_id: string;
  used_at: Date | string | null;
  revoked_at: Date | string | null;
  expired: boolean;
  in_grace: boolean;
}

export type RotationResult =
  | { ok: true; userId: string; next: IssuedRefreshToken }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

const NO_DEVICE: DeviceSummary = { browser: null, os: null };

async function insertToken(db: Queryable, userId: string, familyId: string, device: DeviceSummary): Promise<IssuedRefreshToken> {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + REFRESH_TTL_MS);
  await db.query(
    `INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, device_browser, device_os)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [randomUUID(), userId, familyId, hashSecretToken(token), expiresAt.toISOString(), device.browser, device.os],
  );
  return { token, familyId, expiresAt };
}

/**
 * A new session: a new family with its first token, noting what the device is (browser and system).
 * Expired tokens of the user go (they can prove nothing any more).
 */
export async function startRefreshFamily(db: Queryable, userId: string, device: DeviceSummary = NO_DEVICE): Promise<IssuedRefreshToken> {
  await db.query('DELETE FROM refresh_tokens WHERE user_id = $1 AND expires_at < now()', [userId]);
  return insertToken(db, userId, randomUUID(), device);
}

/**
 * Exchanges a refresh token for the next one in its family. A token presented again within
 * ACCOUNT_TTL.refreshReuseGraceSeconds of its first use (two tabs refreshing at once, a response lost
 * on flaky Wi-Fi) gets another token of the same family. Presented later, it was copied: the whole
 * family (including the newest token) is revoked.
 */
export function rotateRefreshToken(db: Database, token: string, device: DeviceSummary = NO_DEVICE): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<TokenRow>(
      `SELECT id, user_id, family_id, used_at, expires_at <= now() AS expired,
              CASE WHEN EXISTS (SELECT 1 FROM refresh_tokens f WHERE f.family_id = refresh_tokens.family_id AND f.revoked_at IS NOT NULL)
                   THEN now() END AS revoked_at,
              used_at IS NOT NULL AND used_at > now() - make_interval(secs => $2) AS in_grace
       FROM refresh_tokens WHERE token_hash = $1 FOR UPDATE`,
      [hashSecretToken(token), ACCOUNT_TTL.refreshReuseGraceSeconds],
    );
    const row = rows[0];
    if (!row) return { ok: false, reason: 'unknown' };
    if (row.revoked_at !== null) return { ok: false, reason: 'revoked' };
    if (row.used_at !== null && !row.in_grace) {
      await revokeFamily(tx, row.family_id);
      return { ok: false, reason: 'reused' };
    }
    if (row.expired) return { ok: false, reason: 'expired' };
    // Within the grace window used_at stays at the first use, so the window does not slide.
    if (row.used_at === null) await tx.query('UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.id]);
    const next = await insertToken(tx, row.user_id, row.family_id, device);
    return { ok: true, userId: row.user_id, next };
  });
}

/** Revokes a session (refresh-token family); its user's open sync streams of it end (announceSessionsEnded). */
export async function revokeFamily(db: Queryable, familyId: string): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND revoked_at IS NULL RETURNING user_id',
    [familyId],
  );
  await announceFor(db, rows);
}

/** Signs out the session a token belongs to (whether or not it is still current); its open sync streams end. */
export async function revokeFamilyOfToken(db: Queryable, token: string): Promise<void> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE revoked_at IS NULL AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $1)
     RETURNING user_id`,
    [hashSecretToken(token)],
  );
  await announceFor(db, rows);
}

async function announceFor(db: Queryable, rows: { user_id: string }[]): Promise<void> {
  for (const userId of new Set(rows.map((row) => row.user_id))) await announceSessionsEnded(db, userId);
}

/** Signs one of the user's sessions out (Settings → Signed-in devices); false when the user has no such live session. */
export async function revokeUserFamily(db: Queryable, userId: string, familyId: string): Promise<boolean> {
  const { rows } = await db.query<{ user_id: string }>(
    'UPDATE refresh_tokens SET revoked_at = now() WHERE family_id = $1 AND user_id = $2 AND revoked_at IS NULL RETURNING user_id',
    [familyId, userId],
  );
  await announceFor(db, rows);
  return rows.length > 0;
}

export async function revokeAllForUser(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE refresh_tokens SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL', [userId]);
}

export interface LiveFamilyRow {
  family_id: string;
  started_at: Date | string;
  last_active_at: Date | string;
  current: boolean;
  /** As the device said at its latest sign-in or refresh (null before it was recorded). */
  device_browser: string | null;
  device_os: string | null;
}

/** The user's sessions (refresh-token families with a usable token), newest activity first; `current`: the family of this cookie's token. */
export async function listLiveFamilies(db: Queryable, userId: string, currentRefreshToken: string | undefined): Promise<LiveFamilyRow[]> {
  const { rows } = await db.query<LiveFamilyRow>(
    `SELECT family_id, min(created_at) AS started_at, max(COALESCE(used_at, created_at)) AS last_active_at,
            bool_or(token_hash = $2) AS current,
            (array_agg(device_browser ORDER BY created_at DESC) FILTER (WHERE device_browser IS NOT NULL OR device_os IS NOT NULL))[1] AS device_browser,
            (array_agg(device_os ORDER BY created_at DESC) FILTER (WHERE device_browser IS NOT NULL OR device_os IS NOT NULL))[1] AS device_os
     FROM refresh_tokens WHERE user_id = $1
     GROUP BY family_id
     HAVING bool_or(revoked_at IS NULL AND used_at IS NULL AND expires_at > now())
     ORDER BY max(COALESCE(used_at, created_at)) DESC`,
    [userId, currentRefreshToken ? hashSecretToken(currentRefreshToken) : ''],
  );
  return rows;
}

/** The id of the refresh-token row a cookie holds, if it is the user's. */
export async function refreshTokenIdOf(db: Queryable, userId: string, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined;
  const { rows } = await db.query<{ id: string }>('SELECT id FROM refresh_tokens WHERE token_hash = $1 AND user_id = $2', [
    hashSecretToken(token),
    userId,
  ]);
  return rows[0]?.id;
}

/** Whether the session this cookie belongs to started less than `minutes` ago (a fresh sign-in). */
export async function sessionStartedWithin(db: Queryable, userId: string, token: string, minutes: number): Promise<boolean> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `SELECT min(created_at) > now() - make_interval(mins => $3) AS fresh FROM refresh_tokens
     WHERE user_id = $1 AND family_id = (SELECT family_id FROM refresh_tokens WHERE token_hash = $2 AND user_id = $1)`,
    [userId, hashSecretToken(token), minutes],
  );
  return rows[0]?.fresh === true;
}

/** Revokes every session of the user but the one of this refresh-token row (or all, without one). */
export async function revokeFamiliesExcept(db: Queryable, userId: string, keepRefreshTokenId: string | undefined): Promise<void> {
  await db.query(
    `UPDATE refresh_tokens SET revoked_at = now()
     WHERE user_id = $1 AND revoked_at IS NULL
       AND family_id IS DISTINCT FROM (SELECT family_id FROM refresh_tokens WHERE id = $2::text AND user_id = $1)`,
    [userId, keepRefreshTokenId ?? null],
  );
}
