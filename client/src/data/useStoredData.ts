import { useMemo } from 'react';
import type { BackupFile } from '../../../shared/backup/backupFormat';
import type { RestorePlan, StoredData } from '../../../shared/backup/restorePlan';
import { useDataContext } from './DataContext';
import { requireDb } from './requireDb';

/** Backup and restore code loads when a backup or restore starts (Settings), not with the shell. */
const restoreActions = () => import('./restoreActions');

/** This device's data as a backup reads and a restore writes it; throws while the store is still opening. */
export function useStoredData(): {
  read(): Promise<StoredData>;
  backup(): Promise<BackupFile>;
  applyRestorePlan(plan: Pick<RestorePlan, 'adds' | 'changes'>): Promise<number>;
} {
  const { db } = useDataContext();
  return useMemo(
    () => ({
      read: async () => {
        const store = requireDb(db);
        return (await restoreActions()).readStoredData(store);
      },
      backup: async () => {
        const store = requireDb(db);
        return (await restoreActions()).backupFromStore(store);
      },
      applyRestorePlan: async (plan) => {
        const store = requireDb(db);
        return (await restoreActions()).applyRestorePlan(store, plan);
      },
    }),
    [db],
  );
}
