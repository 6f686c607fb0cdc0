import type { Database } from '../db/types';
import { lockOwner } from '../sync/documentStore';
import { PROVIDER_CALL_WINDOW_MS } from './generationLimits';

export type BudgetAnswer = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Takes one call from the user's AI budget: at most `perHour` calls in any 60 minutes, whether they succeed,
 * fail or hang. Atomic under the owner's lock, so parallel requests at the bound cannot all pass. When none is
 * left, says when the oldest call of the window leaves it.
 */
export function takeProviderCall(db: Database, owner: string, perHour: number, now: Date): Promise<BudgetAnswer> {
  const since = new Date(now.getTime() - PROVIDER_CALL_WINDOW_MS);
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    await tx.query('DELETE FROM ai_provider_calls WHERE owner = $1 AND called_at <= $2', [owner, since.toISOString()]);
    const recent = await tx.query<{ n: number | string; oldest: Date | string | null }>(
      'SELECT count(*) AS n, min(called_at) AS oldest FROM ai_provider_calls WHERE owner = $1',
      [owner],
    );
    const used = Number(recent.rows[0]?.n ?? 0);
    if (used >= perHour) {
      const oldest = recent.rows[0]?.oldest;
      const freedAt = (oldest ? new Date(oldest).getTime() : now.getTime()) + PROVIDER_CALL_WINDOW_MS;
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
    }
    await tx.query('INSERT INTO ai_provider_calls (owner, called_at) VALUES ($1, $2)', [owner, now.toISOString()]);
    return { ok: true };
  });
}
