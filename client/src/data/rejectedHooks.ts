import { useMemo, useSyncExternalStore } from 'react';
import type { CollectionName } from '../../../shared/schemas/collections';
import { useDataContext } from './DataContext';
import { discardRejectedChange, retryRejectedChange } from './rejectedRetry';
import type { RejectedChange } from './rejectedRows';

const NONE: RejectedChange[] = [];
const noSubscription = () => () => undefined;

/** Changes the server refused, kept on this device with their reason, and what the user can do with them. */
export function useRejectedChanges(): {
  changes: RejectedChange[];
  retry(change: RejectedChange): Promise<void>;
  discard(change: RejectedChange): Promise<void>;
} {
  const { db, sync } = useDataContext();
  const registry = sync?.rejected ?? null;
  const changes = useSyncExternalStore(registry?.subscribe ?? noSubscription, registry?.all ?? (() => NONE), registry?.all ?? (() => NONE));
  const actions = useMemo(
    () => ({
      retry: async (change: RejectedChange) => {
        if (db) await retryRejectedChange(db, change);
      },
      discard: async (change: RejectedChange) => {
        if (db) await discardRejectedChange(db, change);
      },
    }),
    [db],
  );
  return { changes, ...actions };
}

/** The refusal of one document, if the server refused its last change (e.g. a recipe over the plan's limit). */
export function useRejectedChange(collection: CollectionName, id: string): RejectedChange | undefined {
  const { changes } = useRejectedChanges();
  return changes.find((c) => c.collection === collection && c.id === id);
}
