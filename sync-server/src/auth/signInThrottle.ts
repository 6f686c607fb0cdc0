import type { Queryable } from '../db/types';
import { normalizeEmail } from './userRepository';

/** Failed sign-ins an account absorbs before each further attempt must wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with every failure past FREE_FAILURES, from 1 s up to this. */
export const MAX_WAIT_SECONDS = 15 * 60;

/** Seconds the next attempt must wait after `failures` failures (0: none). */
export function waitAfter(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_WAIT_SECONDS);
}

/** Seconds left before the account takes another guess from an unknown device (0: now). */
export async function secondsUntilNextAttempt(db: Queryable, email: string): Promise<number> {
  const { rows } = await db.query<{ failures: number; since: number | string }>(
    'SELECT failures, EXTRACT(EPOCH FROM now() - last_failure_at) AS since FROM sign_in_failures WHERE email = $1',
    [normalizeEmail(email)],
  );
  const row = rows[0];
  if (!row) return 0;
  return Math.max(0, Math.ceil(waitAfter(row.failures) - Number(row.since)));
}

export async function recordFailure(db: Queryable, email: string): Promise<void> {
  await db.query(
    `INSERT INTO sign_in_failures (email, failures) VALUES ($1, 1)
     ON CONFLICT (email) DO UPDATE SET failures = sign_in_failures.failures + 1, last_failure_at = now()`,
    [normalizeEmail(email)],
  );
}

export async function clearFailures(db: Queryable, email: string): Promise<void> {
  await db.query('DELETE FROM sign_in_failures WHERE email = $1', [normalizeEmail(email)]);
}
