import { randomUUID } from 'node:crypto';
import { UNLIMITED } from '../../../shared/domain/plans';
import type { UsageDoc } from '../../../shared/schemas/usage';
import type { Database, Queryable } from '../db/types';
import { type DocumentRow, lockOwner, type StoredDocument, toStored } from '../sync/documentStore';
import { writeServerDocument } from '../sync/serverWrites';

/**
 * A reservation older than this belongs to a request that died (a crashed server); it no longer holds a slot.
 * Live requests end by their deadline (GENERATION_TIMEOUT_MS), well within it.
 */
export const DEFAULT_RESERVATION_TTL_SECONDS = 10 * 60;

/**
 * `day`: the usage day the slot counts on, which can be later than the one asked for (see countingDay).
 * `inFlight`: slots held by the user's requests still running (not used: they count only when they succeed).
 */
export type Reservation = { ok: true; id: string; used: number; day: string } | { ok: false; used: number; inFlight: number; day: string };

function usageOf(stored: StoredDocument | undefined): UsageDoc | undefined {
  return stored && !stored.deleted ? (stored.data as UsageDoc) : undefined;
}

/**
 * The day a request counts on. The day comes from the request's time zone, so a user's day never goes
 * back: switching to a zone where it is still yesterday continues today's count instead of reopening
 * yesterday's. (Switching to a zone already in tomorrow only starts tomorrow's count early, once.)
 */
async function countingDay(tx: Queryable, owner: string, requested: string, ttlSeconds: number): Promise<string> {
  // One round trip: reservations past their time go (every owner's), and the day is read without them (the read
  // sees the table as it was before the delete, hence the same bound).
  const latest = await tx.query<{ day: string | null }>(
    `WITH expired AS (DELETE FROM generation_reservations WHERE created_at < now() - ($2::int * interval '1 second'))
     SELECT max(day) AS day FROM (
       SELECT id AS day FROM documents WHERE owner = $1 AND collection = 'usage'
       UNION ALL SELECT day FROM generation_reservations
         WHERE owner = $1 AND created_at >= now() - ($2::int * interval '1 second')
     ) AS days`,
    [owner, ttlSeconds],
  );
  const day = latest.rows[0]?.day;
  return day && day > requested ? day : requested;
}

/**
 * Takes one generation slot for the user's day: finished conversions plus slots in progress must stay under the
 * limit (UNLIMITED = no limit). Call under the owner's lock (lockOwner), so of many parallel requests at the
 * limit exactly the remaining number pass.
 */
export async function reserveSlotIn(
  tx: Queryable,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
): Promise<Reservation> {
  const day = await countingDay(tx, owner, requestedDay, ttlSeconds);
  // The day's usage document and the slots in flight, in one round trip.
  const counts = await tx.query<{ [K in keyof DocumentRow]: DocumentRow[K] | null } & { n: number | string }>(
    `SELECT d.id, d.data, d.deleted, d.seq,
       (SELECT count(*) FROM generation_reservations WHERE owner = $1 AND day = $2) AS n
     FROM (SELECT 1) AS one
     LEFT JOIN documents d ON d.owner = $1 AND d.collection = 'usage' AND d.id = $2`,
    [owner, day],
  );
  const row = counts.rows[0];
  const used = (row?.id != null ? usageOf(toStored(row as DocumentRow)) : undefined)?.conversions ?? 0;
  const inFlight = Number(row?.n ?? 0);
  if (limit !== UNLIMITED && used + inFlight >= limit) return { ok: false, used, inFlight, day };
  const id = randomUUID();
  await tx.query('INSERT INTO generation_reservations (id, owner, day) VALUES ($1, $2, $3)', [id, owner, day]);
  return { ok: true, id, used, day };
}

/** reserveSlotIn in its own transaction, under the owner's lock. */
export function reserveSlot(
  db: Database,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
): Promise<Reservation> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    return reserveSlotIn(tx, owner, requestedDay, limit, ttlSeconds);
  });
}

/** A successful generation: the slot becomes a counted conversion in the replicated usage document. */
export function commitSlot(db: Database, owner: string, day: string, reservationId: string, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    // One round trip: the reservation goes and the day's usage document is read (another table, as stored).
    const read = await tx.query<DocumentRow>(
      `WITH gone AS (DELETE FROM generation_reservations WHERE id = $3)
       SELECT id, data, deleted, seq FROM documents WHERE owner = $1 AND collection = 'usage' AND id = $2`,
      [owner, day, reservationId],
    );
    const stored = read.rows[0] ? toStored(read.rows[0]) : null;
    const existing = usageOf(stored ?? undefined);
    const stamp = now.toISOString();
    const conversions = (existing?.conversions ?? 0) + 1;
    await writeServerDocument(
      tx,
      owner,
      'usage',
      {
        id: day,
        date: day,
        conversions,
        createdAt: existing?.createdAt ?? stamp,
        updatedAt: stamp,
      },
      // Locked and read above: written without doing either again.
      { stored },
    );
    return conversions;
  });
}

/** A failed generation gives its slot back: failures are not counted. */
export async function releaseSlot(db: Database, reservationId: string): Promise<void> {
  await db.query('DELETE FROM generation_reservations WHERE id = $1', [reservationId]);
}
