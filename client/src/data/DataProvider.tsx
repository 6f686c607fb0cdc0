import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { isWipePending } from '../auth/deviceMarks';
import { forceRefresh, getAccessToken, onSessionEnded } from '../auth/session';
import { releaseServiceWorkerWork } from '../pwa/serviceWorkerHold';
import { browserStorage } from './browserStorage';
import { DataContext, type DataContextValue } from './DataContext';
import { createDatabase } from './database';
import { removeDeviceData, runPendingWipes } from './deviceDataOnDemand';
import { takeFirstPulls } from './earlyFirstPulls';
import { type SyncController, startSync } from './replication';
import { queueStoreWork } from './storeWork';
import { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';

/**
 * Opens the signed-in user's database, replicates every collection, and closes both on unmount (or
 * removes the database, when its removal was asked for meanwhile: sign-out with removal, account
 * deleted). Data whose removal did not finish before is removed first.
 */
export function DataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [status] = useState(() => new SyncStatusStore());
  const [opened, setOpened] = useState<{ db: KitchenDatabase; sync: SyncController } | null>(null);

  useEffect(() => {
    let cancelled = false;
    const opening = runPendingWipes().then(async () => {
      const auth = { getAccessToken, forceRefresh, onSessionEnded };
      // A fresh device pulls its recipes while the store opens (the largest collection, the one the book waits for).
      const firstPulls = await takeFirstPulls(userId);
      const db = await createDatabase({ userId, storage: await browserStorage() }).catch((error: unknown) => {
        firstPulls?.stop();
        throw error;
      });
      const sync = startSync({
        db,
        baseUrl: '',
        auth,
        eventSource: (url) => new EventSource(url),
        status,
        firstPulls,
      });
      // The service worker's downloads waited for the recipes (see holdServiceWorkerWork).
      void sync.firstFillsDone.then(releaseServiceWorkerWork);
      return { db, sync };
    });
    opening
      .then((value) => {
        if (!cancelled) setOpened(value);
      })
      .catch((error: unknown) => {
        releaseServiceWorkerWork();
        status.update({ error: { code: 'database_unavailable', message: `The local store could not open: ${String(error)}` } });
      });
    return () => {
      cancelled = true;
      setOpened(null);
      void queueStoreWork(async () => {
        const { db, sync } = await opening;
        await sync.stop();
        if (isWipePending(userId)) await removeDeviceData(userId, db);
        else await db.close();
      }).catch(() => undefined);
    };
  }, [userId, status]);

  const value = useMemo<DataContextValue>(
    () => ({ userId, db: opened?.db ?? null, sync: opened?.sync ?? null, status }),
    [userId, opened, status],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}
