import { createContext, useContext } from 'react';
import type { SyncController } from './replication';
import type { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';

export interface DataContextValue {
  userId: string;
  /** null while the database opens. */
  db: KitchenDatabase | null;
  /** The database once open (a fresh device shows its book before): actions taken meanwhile wait for it. */
  opened: Promise<KitchenDatabase>;
  sync: SyncController | null;
  status: SyncStatusStore;
}

export const DataContext = createContext<DataContextValue | null>(null);

export function useDataContext(): DataContextValue {
  const value = useContext(DataContext);
  if (!value) throw new Error('Data hooks must be used inside <DataProvider>.');
  return value;
}
