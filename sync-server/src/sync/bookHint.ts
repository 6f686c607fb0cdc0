import { MAX_PULL_BATCH } from '../../../shared/sync/protocol';
import type { Queryable } from '../db/types';

/** Live recipes, at most one more than a pull takes (served by documents_live_recipes_created_at's partial index). */
const SQL = `SELECT count(*) AS n FROM (
    SELECT 1 FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted LIMIT ${MAX_PULL_BATCH + 1}
  ) live`;

/**
 * Whether the user's recipe book takes more than one pull (more live recipes than a pull's most): told to the app page's
 * first script by the session marker's value as a session starts (auth/refreshCookie.ts), so a new device starts its
 * first pulls' worker beside the session's refresh. The same test as the script's own on the refresh's answer
 * (firstPage.total > PULL_BATCH), which still decides: a hint that no longer holds only loads the worker for nothing.
 */
export async function bookTakesSeveralPulls(db: Queryable, owner: string): Promise<boolean> {
  const { rows } = await db.query<{ n: number | string }>(SQL, [owner], { prepared: 'book_takes_several_pulls' });
  return Number(rows[0]?.n ?? 0) > MAX_PULL_BATCH;
}
