import type { Queryable } from '../db/types';

/** Whether the user agreed to this version of the AI-data terms before (recorded server-side). */
export async function hasRecordedAiConsent(db: Queryable, owner: string, version: string): Promise<boolean> {
  const recorded = await db.query('SELECT 1 FROM ai_consents WHERE owner = $1 AND version = $2', [owner, version]);
  return recorded.rowCount > 0;
}

/** Records the user's agreement to this version (one row per user: the latest agreement). */
export async function recordAiConsent(db: Queryable, owner: string, version: string): Promise<void> {
  await db.query(
    'INSERT INTO ai_consents (owner, version) VALUES ($1, $2) ON CONFLICT (owner) DO UPDATE SET version = EXCLUDED.version, consented_at = now()',
    [owner, version],
  );
}

/** The user's recorded agreements, for the data export. */
export async function listAiConsents(db: Queryable, owner: string): Promise<{ version: string; consented_at: Date | string }[]> {
  const { rows } = await db.query<{ version: string; consented_at: Date | string }>(
    'SELECT version, consented_at FROM ai_consents WHERE owner = $1',
    [owner],
  );
  return rows;
}
