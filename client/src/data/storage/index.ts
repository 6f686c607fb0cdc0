/**
 * The storage module: the one place that reaches into RxDB's private internals (RxDB 17): storage
 * instances below the collection, the Dexie storage's IndexedDB layout, the replication's meta rows
 * and checkpoints. The speed-ups of a first sync and of the recipe book's reads need them; the rest of
 * the client uses RxDB's public API only (tests/unit/shared-boundaries.test.ts holds it to that).
 * An RxDB upgrade is checked here and by this module's tests: tests/integration/client-first-sync-fill,
 * client-fresh-store-insert, client-dexie-index-reads, and client-replication-two-devices (pending counts).
 */

export type { FillTarget, FillWorkerMessage, FillWorkerRequest, WrittenReply } from './fillWorkerCore';
export { type DateOrder, readFirstPageByDate } from './firstPageByDate';

import type { FreshStoreFill } from './firstSyncFill';

export type { FreshStoreFill, PulledBatch } from './firstSyncFill';
export { countPendingChanges } from './pendingChanges';
export { readStoredDocuments } from './storedSnapshot';

/**
 * A fresh device's first fill (firstSyncFill.ts: fillFrom), loaded when a fill starts, so a device with nothing to fill
 * (a new account's empty book) never loads it. Every write to the collection from the call on is watched (subscribed
 * before anything is awaited: nothing can come between), to tell the fill's own writes from anyone else's.
 */
export function fillFreshStore<T>(fill: FreshStoreFill<T>): Promise<number> {
  const seen: { context: string; checkpoint: unknown }[] = [];
  const watch = fill.replication.collection.storageInstance
    .changeStream()
    .subscribe((bulk) => seen.push({ context: bulk.context, checkpoint: bulk.checkpoint }));
  return import('./firstSyncFill').then((module) => module.fillFrom(fill, seen)).finally(() => watch.unsubscribe());
}

/** Starts loading the fill's code (a fresh device with recipes to pull, while its store opens). */
export const preloadFreshStoreFill = (): void => void import('./firstSyncFill').catch(() => undefined);
