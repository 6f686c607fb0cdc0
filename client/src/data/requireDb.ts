import type { KitchenDatabase } from './types';

/** The open database, or the message a user sees when they act before it has opened. */
export function requireDb(db: KitchenDatabase | null): KitchenDatabase {
  if (!db) throw new Error('Your recipes are still loading — try again in a moment.');
  return db;
}
