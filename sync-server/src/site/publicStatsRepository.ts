import type { Queryable } from '../db/types';

/** Every counted conversion of every user: the sum of the per-day usage documents (online and reported offline conversions). */
export async function totalConversions(db: Queryable): Promise<number> {
  const result = await db.query<{ total: number | string | null }>(
    `SELECT COALESCE(SUM((data->>'conversions')::bigint), 0) AS total
       FROM documents WHERE collection = 'usage' AND NOT deleted`,
  );
  return Number(result.rows[0]?.total ?? 0);
}
