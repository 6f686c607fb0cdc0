import type { Queryable } from '../db/types';

/** Channel of the notice that sessions of a user ended (payload `{ owner }`): every server instance ends their open sync streams. */
export const SESSION_CHANNEL = 'session_ends';

/**
 * Tells every server instance, when the caller's transaction commits, that sessions of the user have
 * ended: each checks the sessions of the user's open sync streams and ends those no longer live.
 * Sent by everything that ends a session (endAllSessions, signing a device out, a copied refresh
 * token, account deletion).
 */
export async function announceSessionsEnded(db: Queryable, userId: string): Promise<void> {
  await db.query('SELECT pg_notify($1, $2)', [SESSION_CHANNEL, JSON.stringify({ owner: userId })]);
}
