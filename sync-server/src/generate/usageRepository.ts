import { randomUUID } from 'node:crypto';
import { UNLIMITED } from '../../../shared/domain/plans';
import { COLLECTIONS } from '../../../shared/schemas/collections';
import type { Database, Queryable, Statement } from '../db/types';
import { CHANGE_CHANNEL, lockOwner, readDocument } from '../sync/documentStore';
import { writeServerDocument } from '../sync/serverWrites';
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

/** The slot under a lock the caller holds (a transaction of its own); the function is in migration 175. */
const TAKE_SLOT_IN_SQL = 'SELECT * FROM take_generation_slot_in($1, $2, $3, $4, $5, $6, $7, $8, $9)';
/**
 * The slot in a transaction of its own: the owner's lock, the slot, the AI call, and a commit that does not wait for
 * its WAL to reach the disk (a flush is most of a commit's time). What it writes is a reservation, which ends with
 * its request (and a crashed server's passes its time anyway), and the AI call of the hour's budget: a database
 * crash within the WAL writer's delay (~0.2 s) can lose them, which frees a slot of a request that died with it and
 * forgets at most the calls of that moment. Everything stays atomic and visible as before.
 */
const TAKE_SLOT_SQL = 'SELECT * FROM take_generation_slot($1, $2, $3, $4, $5, $6, $7, $8, $9)';

/** The slot statement of one request, and how its row answers. */
function slotStatement(
  sql: string,
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
      sql,
      params: [
        owner,
        requestedDay,
        limit === UNLIMITED ? null : limit,
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
  const { statement, answer } = slotStatement(TAKE_SLOT_IN_SQL, owner, requestedDay, limit, ttlSeconds, budget);
  const { rows } = await tx.query<SlotRow>(statement.sql, statement.params, { prepared: 'take_generation_slot_in' });
  return answer(rows[0]);
}

/** takeSlotIn in its own transaction under the owner's lock: one prepared statement, one round trip. */
export async function takeSlot(
  db: Database,
  owner: string,
  requestedDay: string,
  limit: number,
  ttlSeconds: number = DEFAULT_RESERVATION_TTL_SECONDS,
  budget?: CallBudget,
): Promise<SlotAnswer> {
  const { statement, answer } = slotStatement(TAKE_SLOT_SQL, owner, requestedDay, limit, ttlSeconds, budget);
  const { rows } = await db.query<SlotRow>(statement.sql, statement.params, { prepared: 'take_generation_slot' });
  return answer(rows[0]);
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

const COMMIT_SLOT_SQL = 'SELECT commit_generation_slot($1, $2, $3, $4, $5) AS data';

/**
 * A successful generation: the slot becomes a counted conversion in the replicated usage document. One round trip,
 * one prepared statement (migration 175): under the owner's lock, the reservation goes back, the day's count plus one
 * is written with a fresh sequence and the change notice sent (delivered on commit), as writeServerDocument would.
 * The commit does not wait for the disk: a database crash within the WAL writer's delay (~0.2 s) can forget this
 * count (the user gets that conversion free), and the generation's answer does not wait on a flush. The fields given
 * here are checked against the usage schema before anything is written; the count and createdAt come from the stored
 * document (checked when it was written), and the document written is checked again after.
 */
export async function commitSlot(db: Database, owner: string, day: string, reservationId: string, now: Date): Promise<number> {
  const stamp = now.toISOString();
  COLLECTIONS.usage.schema.parse({ id: day, date: day, conversions: 1, createdAt: stamp, updatedAt: stamp });
  const { rows } = await db.query<{ data: unknown }>(COMMIT_SLOT_SQL, [owner, day, reservationId, stamp, CHANGE_CHANNEL], {
    prepared: 'commit_generation_slot',
  });
  return COLLECTIONS.usage.schema.parse(rows[0]?.data).conversions;
}

/** A failed generation gives its slot back: failures are not counted. */
export async function releaseSlot(db: Database, reservationId: string): Promise<void> {
  await db.query('DELETE FROM generation_reservations WHERE id = $1', [reservationId]);
}

/**
 * A conversion counted (commitSlot) whose card then failed its check: the count goes back (failures are not counted),
 * written as the server writes any document, so the devices see it. Rare: the count is written while the card is
 * checked, to save the round trip on every success.
 */
export async function uncommitSlot(db: Database, owner: string, day: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const stored = await readDocument(tx, owner, 'usage', day);
    if (!stored || stored.deleted) return;
    const usage = COLLECTIONS.usage.schema.parse(stored.data);
    if (usage.conversions < 1) return;
    await writeServerDocument(
      tx,
      owner,
      'usage',
      { ...usage, conversions: usage.conversions - 1, updatedAt: now.toISOString() },
      { stored },
    );
  });
}
