import type { Queryable } from './types';

/** Answers when the database does (the health check); throws when it does not. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
