import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';
import type { Checkpoint } from '../../../shared/sync/protocol';
import { type EarlyPulls, PULL_BATCH } from './firstPulls';
import type { RejectedChanges } from './rejectedRows';
import { SyncRun } from './syncRun';
import type { SyncStatusStore } from './syncStatusStore';
import type { EventSourceFactory, KitchenDatabase, SyncAuth } from './types';

export interface SyncOptions {
  db: KitchenDatabase;
  /** Origin of the sync server, '' for the page's own origin. */
  baseUrl: string;
  auth: SyncAuth;
  eventSource: EventSourceFactory;
  fetch?: typeof fetch;
  /** Retry and reconnect delays: double from min to max after each failure. */
  backoff?: { minMs: number; maxMs: number };
  status?: SyncStatusStore;
  /** A fresh device's first recipe pulls, already under way (see FirstPulls). */
  firstPulls?: EarlyPulls;
}

export interface SyncController {
  status: SyncStatusStore;
  /** Changes the server refused (kept on the device, shown with their reason). */
  rejected: RejectedChanges;
  /** One replication per collection of the database. */
  replications: Partial<{ [C in CollectionName]: RxReplicationState<DocOf<C>, Checkpoint> }>;
  /** Pulls every collection again now (e.g. back online). */
  reSync(): void;
  /** Resolves when every collection has nothing left to push or pull. */
  awaitInSync(): Promise<void>;
  /** The network is back: reconnect the stream and pull now instead of waiting for the next retry. */
  notifyOnline(): void;
  /** Recounts the pending changes now and returns the count. */
  refreshPending(): Promise<number>;
  stop(): Promise<void>;
  /** Resolves when a fresh device's first fills are done (or stopped); at once where there are none. */
  firstFillsDone: Promise<void>;
}

export { PULL_BATCH };

/**
 * Starts live replication of every collection over one stream; stop() cancels it all. The steps, in
 * the order they must run: the collections' replications (a fresh device's first fill among them),
 * what the status shows of them, the refused changes' retries, the network's comings and goings, the
 * session's end, then the stream that brings other devices' changes.
 */
export function startSync(options: SyncOptions): SyncController {
  const run = new SyncRun(options);
  run.restoreSyncTimes();
  run.replicateCollections();
  run.showActivity();
  run.countPending();
  run.retryRefusedChanges();
  run.followNetwork();
  run.followSession();
  run.openStream();
  return run;
}
