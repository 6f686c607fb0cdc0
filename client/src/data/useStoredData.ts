import { useMemo } from 'react';
import type { BackupFile } from '../../../shared/backup/backupFormat';
import type { RestorePlan, StoredData } from '../../../shared/backup/restorePlan';
import { useDataContext } from './DataContext';
import { requireDb } from './requireDb';
import { applyRestorePlan, backupFromStore, readStoredData } from './restoreActions';

/** This device's data as a backup reads and a restore writes it; throws while the store is still opening. */
export function useStoredData(): {
  read(): Promise<StoredData>;
  backup(): Promise<BackupFile>;
  applyRestorePlan(plan: Pick<RestorePlan, 'adds' | 'changes'>): Promise<number>;
} {
  const { db } = useDataContext();
  return useMemo(
    () => ({
      read: () => readStoredData(requireDb(db)),
      backup: () => backupFromStore(requireDb(db)),
      applyRestorePlan: (plan) => applyRestorePlan(requireDb(db), plan),
    }),
    [db],
  );
}
