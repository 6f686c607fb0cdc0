import type { Queryable } from '../db/types';

/** Failed sign-ins of an account (by normalised address) and the seconds since the last one; undefined: none. */
export async function readSignInFailures(db: Queryable, email: string): Promise<{ failures: number; secondsSince: number } | undefined> {
  const { rows } = await db.query<{ failures: number; since: number | string }>(
    'SELECT failures, EXTRACT(EPOCH FROM now() - last_failure_at) AS since FROM sign_in_failures WHERE email = $1',
    [email],
  );
  const row = rows[0];
  return row ? { failures: row.failures, secondsSince: Number(row.since) } : undefined;
}

export async function addSignInFailure(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_failures (email, failures) VALUES ($1, 1)
     ON CONFLICT (email) DO UPDATE SET failures = sign_in_failures.failures + 1, last_failure_at = now()`,
    [email],
  );
}

export async function deleteSignInFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email = $1', [email]);
}
