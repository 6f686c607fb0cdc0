import { usersToWipe } from '../auth/deviceMarks';
import { queueStoreWork } from './storeWork';
import type { KitchenDatabase } from './types';

// The removal of a user's data (deviceData.ts, with the planner's and the pictures' keys it clears) is
// loaded when data is removed or its drafts counted, not with every start. The service worker
// precaches it with every other chunk.
const loadDeviceData = () => import('./deviceData');

/** Removes the data of every user marked for removal (an interrupted removal, an account deleted elsewhere). */
export function runPendingWipes(): Promise<void> {
  return queueStoreWork(async () => {
    const users = usersToWipe();
    if (users.length === 0) return;
    const { removeDeviceData } = await loadDeviceData();
    for (const userId of users) await removeDeviceData(userId);
  });
}

/**
 * deviceData's removeDeviceData, loaded on demand. Should its code not come, an open store is still
 * closed; the removal stays marked and finishes at the next start.
 */
export async function removeDeviceData(userId: string, db?: KitchenDatabase): Promise<void> {
  const deviceData = await loadDeviceData().catch(async (error: unknown) => {
    if (db && !db.closed) await db.close();
    throw error;
  });
  await deviceData.removeDeviceData(userId, db);
}

/** deviceData's countUnsavedDrafts, loaded on demand. */
export async function countUnsavedDrafts(userId: string, db: KitchenDatabase | null): Promise<number> {
  return (await loadDeviceData()).countUnsavedDrafts(userId, db);
}
