import { randomUUID } from 'node:crypto';
import { UNLIMITED } from '../../../shared/domain/plans';
import { COLLECTIONS } from '../../../shared/schemas/collections';
import type { Database, Queryable, Statement } from '../db/types';
import { CHANGE_CHANNEL, lockOwner, lockOwnerStatement } from '../sync/documentStore';
import { PROVIDER_CALL_WINDOW_MS } from './generationLimits';

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

/** The AI budget to take a call from with the slot: at most `perHour` calls in any 60 minutes (failed ones included). */
export interface CallBudget {
  perHour: number;
  now: Date;
}

/** A slot, or (with a budget) no call left: seconds until the oldest call of the window leaves it. */
export type SlotAnswer = { exhausted: number } | { slot: Reservation };

/**
 * Takes one generation slot for the user's day, and with a budget one AI call, in one round trip. Finished
 * conversions plus slots in progress must stay under the limit (UNLIMITED = no limit); with a budget, the calls of
 * the last hour must stay under it too, and the call is recorded only with the slot. Call under the owner's lock
 * (lockOwner), so of many parallel requests at the limit exactly the remaining number pass.
 *
 * The day a request counts on comes from the request's time zone, so a user's day never goes back: switching to a
 * zone where it is still yesterday continues today's count instead of reopening yesterday's. (Switching to a zone
 * already in tomorrow only starts tomorrow's count early, once.) Reservations past their time go (every owner's),
 * calls out of the window go (the owner's); the counts read the tables as they were before those deletes, hence the
 * same bounds.
 */
interface SlotRow {
  day: string;
  used: string | number | null;
  in_flight: string | number;
  calls: string | number;
  oldest: Date | string | null;
  budget_ok: boolean;
  ok: boolean;
}

const TAKE_SLOT_SQL = `WITH calls_gone AS (
       DELETE FROM ai_provider_calls WHERE $6::boolean AND owner = $1 AND called_at <= $7::timestamptz
     ), calls AS (
       SELECT count(*) AS n, min(called_at) AS oldest FROM ai_provider_calls
       WHERE $6::boolean AND owner = $1 AND called_at > $7::timestamptz
     ), expired AS (
       DELETE FROM generation_reservations WHERE created_at < now() - ($4::int * interval '1 second')
     ), latest AS (
       SELECT max(day) AS day FROM (
         SELECT id AS day FROM documents WHERE owner = $1 AND collection = 'usage'
         UNION ALL SELECT day FROM generation_reservations
           WHERE owner = $1 AND created_at >= now() - ($4::int * interval '1 second')
       ) AS days
     ), chosen AS (
       SELECT CASE WHEN latest.day COLLATE "C" > $2::text COLLATE "C" THEN latest.day ELSE $2::text END AS day FROM latest
     ), counted AS (
       SELECT chosen.day,
         (SELECT (d.data->>'conversions')::numeric FROM documents d
           WHERE d.owner = $1 AND d.collection = 'usage' AND d.id = chosen.day AND NOT d.deleted) AS used,
         (SELECT count(*) FROM generation_reservations r
           WHERE r.owner = $1 AND r.day = chosen.day AND r.created_at >= now() - ($4::int * interval '1 second')) AS in_flight
       FROM chosen
     ), decided AS (
       SELECT counted.*, calls.n AS calls, calls.oldest,
         NOT ($6::boolean AND calls.n >= $8::int) AS budget_ok,
         NOT ($6::boolean AND calls.n >= $8::int)
           AND ($3::int = ${UNLIMITED} OR COALESCE(counted.used, 0) + counted.in_flight < $3::int) AS ok
       FROM counted, calls
     ), reserved AS (
       INSERT INTO generation_reservations (id, owner, day) SELECT $5::text, $1, day FROM decided WHERE ok
     ), recorded AS (
       INSERT INTO ai_provider_calls (owner, called_at) SELECT $1, $9::timestamptz FROM decided WHERE ok AND $6::boolean
     )
     SELECT day, used, in_flight, calls, oldest, budget_ok, ok FROM decided`;

/** The slot statement of one request, and how its row answers. */
function slotStatement(
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number,
  budget: CallBudget | undefined,
): { statement: Statement; answer(row: SlotRow | undefined): SlotAnswer } {
  const now = budget?.now ?? new Date();
  const since = new Date(now.getTime() - PROVIDER_CALL_WINDOW_MS);
  const id = randomUUID();
  return {
    statement: {
      sql: TAKE_SLOT_SQL,
      params: [
        owner,
        requestedDay,
        limit,
        ttlSeconds,
        id,
        budget !== undefined,
        since.toISOString(),
        budget?.perHour ?? 0,
        now.toISOString(),
      ],
    },
    answer(row) {
      if (!row) throw new Error('the slot statement returned no row');
      if (!row.budget_ok) {
        const freedAt = (row.oldest ? new Date(row.oldest).getTime() : now.getTime()) + PROVIDER_CALL_WINDOW_MS;
        return { exhausted: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
      }
      const used = Number(row.used ?? 0);
      if (!row.ok) return { slot: { ok: false, used, inFlight: Number(row.in_flight), day: row.day } };
      return { slot: { ok: true, id, used, day: row.day } };
    },
  };
}

export async function takeSlotIn(
  tx: Queryable,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
  budget?: CallBudget,
): Promise<SlotAnswer> {
  const { statement, answer } = slotStatement(owner, requestedDay, limit, ttlSeconds, budget);
  const { rows } = await tx.query<SlotRow>(statement.sql, statement.params, { prepared: 'take_generation_slot' });
  return answer(rows[0]);
}

/**
 * The slot's transaction commits without waiting for its WAL to reach the disk (a flush is most of a commit's time).
 * What it writes is a reservation, which ends with its request (and a crashed server's passes its time anyway), and
 * the AI call of the hour's budget: a database crash within the WAL writer's delay (~0.2 s) can lose them, which
 * frees a slot of a request that died with it and forgets at most the calls of that moment. Everything stays
 * atomic and visible as before; the conversion count (commitSlot) waits for the disk, as every other write does.
 */
const COMMIT_WITHOUT_WAITING_FOR_DISK: Statement = { sql: 'SET LOCAL synchronous_commit TO OFF' };

/** takeSlotIn in its own transaction: BEGIN, the owner's lock, the slot statement and COMMIT in one round trip. */
export function takeSlot(
  db: Database,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
  budget?: CallBudget,
): Promise<SlotAnswer> {
  const { statement, answer } = slotStatement(owner, requestedDay, limit, ttlSeconds, budget);
  return db.transaction(async (tx) => {
    const [, , taken] = await tx.batch([COMMIT_WITHOUT_WAITING_FOR_DISK, lockOwnerStatement(owner), statement], { commit: true });
    return answer(taken?.rows[0] as SlotRow | undefined);
  });
}

/** Takes one generation slot for the user's day (takeSlotIn without an AI budget). Call under the owner's lock. */
export async function reserveSlotIn(
  tx: Queryable,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
): Promise<Reservation> {
  const answer = await takeSlotIn(tx, owner, requestedDay, limit, ttlSeconds);
  if (!('slot' in answer)) throw new Error('a slot without a budget cannot run out of calls');
  return answer.slot;
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

const COMMIT_SLOT_SQL = `WITH gone AS (
         DELETE FROM generation_reservations WHERE id = $3
       ), old AS (
         SELECT data FROM documents WHERE owner = $1 AND collection = 'usage' AND id = $2 AND NOT deleted
       ), next AS (
         SELECT jsonb_build_object(
           'id', $2::text,
           'date', $2::text,
           'conversions', COALESCE((SELECT (data->>'conversions')::numeric FROM old), 0) + 1,
           'createdAt', COALESCE((SELECT data->>'createdAt' FROM old), $4::text),
           'updatedAt', $4::text
         ) AS data
       ), written AS (
         INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at)
         SELECT $1, 'usage', $2, next.data, false, nextval('documents_seq'), now() FROM next
         ON CONFLICT (owner, collection, id)
         DO UPDATE SET data = EXCLUDED.data, deleted = EXCLUDED.deleted, seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at
         RETURNING data, seq
       )
       SELECT data, pg_notify($5, json_build_object('owner', $1::text, 'collection', 'usage', 'seq', seq)::text) FROM written`;

/**
 * A successful generation: the slot becomes a counted conversion in the replicated usage document. One round trip:
 * BEGIN, the owner's lock, one statement that gives the reservation back, writes the day's count plus one with a
 * fresh sequence and sends the change notice (delivered on commit), as writeServerDocument would, and COMMIT. The
 * fields given here are checked against the usage schema before anything is written; the count and createdAt come
 * from the stored document (checked when it was written), and the document written is checked again after.
 */
export async function commitSlot(db: Database, owner: string, day: string, reservationId: string, now: Date): Promise<number> {
  const stamp = now.toISOString();
  COLLECTIONS.usage.schema.parse({ id: day, date: day, conversions: 1, createdAt: stamp, updatedAt: stamp });
  const written = await db.transaction(async (tx) => {
    const statement = { sql: COMMIT_SLOT_SQL, params: [owner, day, reservationId, stamp, CHANGE_CHANNEL] };
    const [, result] = await tx.batch([lockOwnerStatement(owner), statement], { commit: true });
    return result?.rows[0]?.data;
  });
  return COLLECTIONS.usage.schema.parse(written).conversions;
}

/** A failed generation gives its slot back: failures are not counted. */
export async function releaseSlot(db: Database, reservationId: string): Promise<void> {
  await db.query('DELETE FROM generation_reservations WHERE id = $1', [reservationId]);
}
