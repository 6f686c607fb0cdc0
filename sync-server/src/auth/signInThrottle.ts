import type { Queryable } from '../db/types';
import { addSignInFailure, deleteSignInFailures, readSignInFailures } from './signInFailureRepository';
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
  const row = await readSignInFailures(db, normalizeEmail(email));
  if (!row) return 0;
  return Math.max(0, Math.ceil(waitAfter(row.failures) - row.secondsSince));
}

export function recordFailure(db: Queryable, email: string): Promise<void> {
  return addSignInFailure(db, normalizeEmail(email));
}

export function clearFailures(db: Queryable, email: string): Promise<void> {
  return deleteSignInFailures(db, normalizeEmail(email));
}
