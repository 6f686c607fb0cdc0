import type { Database, Queryable } from '../db/types';
import { lockOwner } from '../sync/documentStore';
import { PROVIDER_CALL_WINDOW_MS } from './generationLimits';

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Whether the user has a call to the AI provider left: at most `perHour` in any 60 minutes, whether they
 * succeeded, failed or hung. When none is left, says when the oldest call of the window leaves it. Call under
 * the owner's lock (lockOwner) and record the call in the same transaction, so parallel requests at the bound
 * cannot all pass.
 */
export async function providerBudgetIn(tx: Queryable, owner: string, perHour: number, now: Date): Promise<BudgetAnswer> {
  const since = new Date(now.getTime() - PROVIDER_CALL_WINDOW_MS);
  // One round trip: the calls out of the window go, and the rest are counted (the count reads the table as it was
  // before the delete, hence the same bound).
  const recent = await tx.query<{ n: number | string; oldest: Date | string | null }>(
    `WITH gone AS (DELETE FROM ai_provider_calls WHERE owner = $1 AND called_at <= $2)
     SELECT count(*) AS n, min(called_at) AS oldest FROM ai_provider_calls WHERE owner = $1 AND called_at > $2`,
    [owner, since.toISOString()],
  );
  const used = Number(recent.rows[0]?.n ?? 0);
  if (used < perHour) return { ok: true };
  const oldest = recent.rows[0]?.oldest;
  const freedAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + PROVIDER_CALL_WINDOW_MS;
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

/** Records one call to the AI provider (under the owner's lock, after providerBudgetIn said ok). */
export async function recordProviderCall(tx: Queryable, owner: string, now: Date): Promise<void> {
  await tx.query('INSERT INTO ai_provider_calls (owner, called_at) VALUES ($1, $2)', [owner, now.toISOString()]);
}

/** Takes one more call from the user's AI budget on its own (a fallback request within a generation). */
export function takeProviderCall(db: Database, owner: string, perHour: number, now: Date): Promise<BudgetAnswer> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const answer = await providerBudgetIn(tx, owner, perHour, now);
    if (answer.ok) await recordProviderCall(tx, owner, now);
    return answer;
  });
}
