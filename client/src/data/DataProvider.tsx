import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { DataContext, type DataContextValue } from './DataContext';
import { earlyStatusFor, type OpenedStore, releaseStore, takeStore } from './storeOpening';
import { SyncStatusStore } from './syncStatusStore';

/**
 * Opens the signed-in user's database (or takes the one opened early for them), replicates every
 * collection, and closes both on unmount (or removes the database, when its removal was asked for
 * meanwhile: sign-out with removal, account deleted). Data whose removal did not finish before is removed first.
 */
export function DataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [status] = useState(() => earlyStatusFor(userId) ?? new SyncStatusStore());
  const [opened, setOpened] = useState<OpenedStore | null>(null);

  useEffect(() => {
    let cancelled = false;
    const store = takeStore(userId, status);
    store.opening
      .then((value) => {
        if (!cancelled) setOpened(value);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      setOpened(null);
      void releaseStore(store);
    };
  }, [userId, status]);

  const value = useMemo<DataContextValue>(
    () => ({ userId, db: opened?.db ?? null, sync: opened?.sync ?? null, status }),
    [userId, opened, status],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}
