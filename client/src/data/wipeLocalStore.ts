import { useCallback } from 'react';
import { forgetDeviceImages } from '../features/recipe-images/forgetDeviceImages';
import { useDataContext } from './DataContext';

/**
 * Erases this device's copy of the user's data (after the account was deleted): replication stops
 * first so nothing is pushed back, then the database and its storage are removed.
 */
export function useWipeLocalStore(): () => Promise<void> {
  const { db, sync, userId } = useDataContext();
  return useCallback(async () => {
    await sync?.stop();
    await db?.remove();
    await forgetDeviceImages(userId);
  }, [db, sync, userId]);
}
