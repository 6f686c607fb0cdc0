import type { Queryable } from '../db/types';
import { revokeFamiliesExcept } from './refreshTokenStore';
import { announceSessionsEnded } from './sessionEndNotice';
import { bumpSessionVersion } from './sessionStateRepository';

export interface EndSessionsOptions {
  /** Keep the session (refresh-token family) this refresh token (`refresh_tokens.id`) belongs to. */
  exceptRefreshTokenId?: string;
}

/**
 * Ends every session of a user at once, on every server instance: access tokens stop working on
 * their next request (their session version is behind), refresh tokens are revoked, and open sync
 * streams end. The kept session's access token is refused too, but its refresh token gets a new one.
 * Call it in the same transaction as the change that ends the sessions (password change or reset,
 * sign-out everywhere, account takeover or deletion).
 */
export async function endAllSessions(db: Queryable, userId: string, options: EndSessionsOptions = {}): Promise<void> {
  await bumpSessionVersion(db, userId);
  await revokeFamiliesExcept(db, userId, options.exceptRefreshTokenId);
  await announceSessionsEnded(db, userId);
}
