import type { Queryable } from '../db/types';

/** Forgets the uses of tickets that have expired (they can no longer be presented anyway). */
export async function pruneExpiredTicketUses(db: Queryable): Promise<void> {
  await db.query('DELETE FROM stream_ticket_uses WHERE expires_at < now()');
}

/** Marks a ticket as used; false when it was used before (a ticket opens one stream, once). */
export async function claimTicketUse(db: Queryable, jti: string, expiresAtSeconds: number): Promise<boolean> {
  const claimed = await db.query<{ jti: string }>(
    'INSERT INTO stream_ticket_uses (jti, expires_at) VALUES ($1, to_timestamp($2)) ON CONFLICT (jti) DO NOTHING RETURNING jti',
    [jti, expiresAtSeconds],
  );
  return claimed.rows.length > 0;
}
