import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { DataContext, type DataContextValue } from './DataContext';
import { earlyStatusFor, type OpenedStore, releaseStore, takeStore } from './storeOpening';
import { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';

/** A promise with its resolve, for a value that comes later. */
function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Opens the signed-in user's database (or takes the one opened early for them), replicates every
 * collection, and closes both on unmount (or removes the database, when its removal was asked for
 * meanwhile: sign-out with removal, account deleted). Data whose removal did not finish before is removed first.
 */
export function DataProvider({ userId, children }: { userId: string; children: ReactNode }) {
  const [status, setStatus] = useState(() => earlyStatusFor(userId) ?? new SyncStatusStore());
  const [opened, setOpened] = useState<OpenedStore | null>(null);
  const [whenOpened] = useState(() => deferred<KitchenDatabase>());
  // The status the effect hands a new opening; not a dependency: taking a store with its own status must not reopen it.
  const statusForOpening = useRef(status);

  useEffect(() => {
    let cancelled = false;
    const store = takeStore(userId, statusForOpening.current);
    // A store opened early, after this provider's first render, reports into its own status.
    statusForOpening.current = store.status;
    setStatus(store.status);
    store.opening
      .then((value) => {
        if (cancelled) return;
        setOpened(value);
        whenOpened.resolve(value.db);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      setOpened(null);
      void releaseStore(store);
    };
  }, [userId, whenOpened]);

  const value = useMemo<DataContextValue>(
    () => ({ userId, db: opened?.db ?? null, opened: whenOpened.promise, sync: opened?.sync ?? null, status }),
    [userId, opened, whenOpened, status],
  );
  return <DataContext.Provider value={value}>{children}</DataContext.Provider>;
}
