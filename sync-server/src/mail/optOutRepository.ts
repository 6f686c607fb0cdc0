import type { Queryable } from '../db/types';
import { normaliseEmail } from './normaliseEmail';

/** Addresses that asked for no more non-essential mail (stored lower-cased and trimmed). */
export async function optOut(db: Queryable, email: string): Promise<void> {
  await db.query('INSERT INTO mail_opt_outs (email) VALUES ($1) ON CONFLICT (email) DO NOTHING', [normaliseEmail(email)]);
}

export async function hasOptedOut(db: Queryable, email: string): Promise<boolean> {
  const result = await db.query('SELECT 1 FROM mail_opt_outs WHERE email = $1', [normaliseEmail(email)]);
  return result.rowCount > 0;
}
