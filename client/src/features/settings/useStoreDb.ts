import { useDataContext } from '../../data/DataContext';
import type { KitchenDatabase } from '../../data/types';

/** The open store, or an error a user can act on while it is still opening. */
export function useStoreDb(): () => KitchenDatabase {
  const { db } = useDataContext();
  return () => {
    if (!db) throw new Error('Your recipes are still loading — try again in a moment.');
    return db;
  };
}
