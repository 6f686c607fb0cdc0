import { useCallback } from 'react';
import { markWipePending } from '../auth/deviceMarks';
import { useDataContext } from './DataContext';
import { countUnsavedDrafts, removeDeviceData } from './deviceDataOnDemand';
import { queueStoreWork } from './storeWork';

/**
 * Erases this device's copy of the user's data (sign-out with removal, account deleted): replication
 * stops first so nothing is pushed back, then the database, its storage and the user's keys outside
 * it are removed. Marked first, so a removal cut short (tab closed, storage blocked) finishes at the
 * next start.
 */
export function useWipeLocalStore(): () => Promise<void> {
  const { userId, db, sync } = useDataContext();
  return useCallback(async () => {
    markWipePending(userId);
    await sync?.stop();
    await queueStoreWork(() => removeDeviceData(userId, db ?? undefined));
  }, [userId, db, sync]);
}

/** Counts the unsaved drafts that removing this device's data would take with it. */
export function useCountUnsavedDrafts(): () => Promise<number> {
  const { userId, db } = useDataContext();
  return useCallback(() => countUnsavedDrafts(userId, db), [userId, db]);
}
