import type { CollectionName } from '../../../shared/schemas/collections';
import type { WireDoc } from '../../../shared/sync/protocol';
import type { KitchenDatabase } from './types';

type Listener = (documents: readonly WireDoc[]) => void;

const listeners = new WeakMap<KitchenDatabase, Map<CollectionName, Set<Listener>>>();

/**
 * Other devices' changes as the stream brings them, before the replication has stored them: a view
 * may show them at once, but the store stays the truth (it may keep a local edit instead, or merge),
 * so whatever shows them must follow the store's own change events as well.
 */
export function onStreamedChanges(db: KitchenDatabase, collection: CollectionName, listener: Listener): () => void {
  let byCollection = listeners.get(db);
  if (!byCollection) {
    byCollection = new Map();
    listeners.set(db, byCollection);
  }
  let set = byCollection.get(collection);
  if (!set) {
    set = new Set();
    byCollection.set(collection, set);
  }
  set.add(listener);
  const ofCollection = set;
  return () => {
    ofCollection.delete(listener);
  };
}

/** Called by the sync for each change event of the stream, before the replication is handed it. */
export function announceStreamedChanges(db: KitchenDatabase, collection: string, documents: readonly WireDoc[]): void {
  const set = listeners.get(db)?.get(collection as CollectionName);
  if (!set) return;
  for (const listener of set) {
    try {
      listener(documents);
    } catch {
      // A view that cannot show it early shows it when the store has it.
    }
  }
}
