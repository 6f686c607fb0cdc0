import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { debounceTime, merge, type Observable, type Subscription } from 'rxjs';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type DocOf } from '../../../shared/schemas/collections';
import { type Checkpoint, MAX_PUSH_ROWS, pullResponseSchema } from '../../../shared/sync/protocol';
import { createEarlyPush, type EarlyPush } from './earlyPush';
import { type FirstPulls, PULL_BATCH } from './firstPulls';
import { onLocalWrite } from './localWrites';
import { SYNC_ERRORS } from './messages';
import { createPushHandler } from './pushHandler';
import { retryRejectedChanges } from './rejectedRetry';
import { type RejectedChanges, rejectedChangesOf } from './rejectedRows';
import { SavedSyncTimes } from './savedSyncStatus';
import { countPendingChanges, fillFreshStore, type PulledBatch } from './storage';
import { createSyncApi, SyncHttpError } from './syncApi';
import { type PostChecked, parseServerReply } from './syncReplies';
import { SyncStatusStore } from './syncStatusStore';
import { SyncStream } from './syncStream';
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
  firstPulls?: FirstPulls;
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

const DEFAULT_BACKOFF = { minMs: 1_000, maxMs: 30_000 };

export { PULL_BATCH };

/** Starts live replication of every collection over one stream; stop() cancels it all. */
export function startSync(options: SyncOptions): SyncController {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  const status = options.status ?? new SyncStatusStore();
  const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
  let reachable = true;
  const updateOnline = () => status.update({ online: browserOnline() && reachable });
  let stopped = false;
  let sessionEnded = false;

  const rawPost = createSyncApi({
    baseUrl: options.baseUrl,
    auth: options.auth,
    fetch: options.fetch,
    onReachable: (ok) => {
      reachable = ok;
      updateOnline();
    },
  });
  // RxDB turns handler errors into plain JSON: note them here, while they still have their class.
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    try {
      return await rawPost<T>(path, body);
    } catch (error) {
      noteError(error);
      throw error;
    }
  };
  /** A request whose reply must match the protocol's schema (a reply that does not is an error, never data). */
  const postChecked: PostChecked = async (path, body, schema) => {
    const reply = await post<unknown>(path, body);
    try {
      return parseServerReply(schema, reply);
    } catch (error) {
      noteError(error);
      throw error;
    }
  };
  const checkReply = (reply: unknown) => {
    try {
      return parseServerReply(pullResponseSchema, reply);
    } catch (error) {
      noteError(error);
      throw error;
    }
  };
  const stream = new SyncStream({ post, baseUrl: options.baseUrl, eventSource: options.eventSource, backoff });

  function noteError(error: unknown): void {
    if (error instanceof SyncHttpError && !sessionEnded) status.update({ error: { code: error.code, message: error.message } });
  }

  function endSession(): void {
    if (sessionEnded) return;
    sessionEnded = true;
    status.update({ error: SYNC_ERRORS.sessionEnded, syncing: false });
    void controller.stop();
  }

  const rejected = rejectedChangesOf(options.db);
  const syncTimes = new SavedSyncTimes(options.db, status);
  void syncTimes.restore();
  const noteSuccess = (name: CollectionName) => {
    syncTimes.noteSuccess(name, new Date().toISOString());
    if (status.getSnapshot().error?.code !== SYNC_ERRORS.sessionEnded.code) status.update({ error: null });
  };

  function replicate<C extends CollectionName>(name: C, collection: RxCollection<DocOf<C>>): RxReplicationState<DocOf<C>, Checkpoint> {
    type Doc = WithDeleted<DocOf<C>>;
    const firstPulls = options.firstPulls?.collection === name ? options.firstPulls : undefined;
    const fillKey = `${name}:first-sync`;
    const pushes = COLLECTIONS[name].owner === 'user';
    const early: EarlyPush | undefined = pushes
      ? createEarlyPush({
          name,
          post: postChecked,
          rejected,
          canSend: (): boolean =>
            !stopped &&
            !sessionEnded &&
            browserOnline() &&
            reachable &&
            state.wasStarted &&
            !state.isStopped() &&
            !state.isPaused() &&
            !active.get(fillKey),
        })
      : undefined;
    if (early) unsubscribeLocalWrites.push(onLocalWrite(collection as unknown as RxCollection, early.offer));
    const state = replicateRxCollection<DocOf<C>, Checkpoint>({
      collection,
      replicationIdentifier: `kitchen-sync-v1-${name}-${options.baseUrl || 'origin'}`,
      live: true,
      // A fresh device's first pulls are written in bulk first (see fillFreshStore); the replication starts after.
      autoStart: !firstPulls,
      retryTime: backoff.minMs,
      waitForLeadership: false,
      pull: {
        batchSize: PULL_BATCH,
        stream$: stream.streamFor(name) as Observable<RxReplicationPullStreamItem<DocOf<C>, Checkpoint>>,
        handler: async (checkpoint, batchSize) => {
          const body = { checkpoint: checkpoint ?? null, batchSize };
          const fetched = options.firstPulls?.collection === name ? options.firstPulls.take(checkpoint, batchSize) : undefined;
          const prefetched = fetched ? await fetched.catch(() => undefined) : undefined;
          const res =
            prefetched === undefined ? await postChecked(`/api/sync/${name}/pull`, body, pullResponseSchema) : checkReply(prefetched);
          noteSuccess(name);
          return { documents: res.documents as unknown as Doc[], checkpoint: res.checkpoint ?? checkpoint };
        },
      },
      ...(pushes
        ? {
            push: {
              batchSize: Math.min(50, MAX_PUSH_ROWS),
              handler: createPushHandler(name, postChecked, rejected, () => noteSuccess(name), early),
            },
          }
        : {}),
    });
    if (firstPulls) {
      active.set(fillKey, true);
      status.update({ syncing: true, downloading: true });
      filling.push(
        fillFreshStore<DocOf<C>>({
          replication: state,
          batchSize: firstPulls.batchSize,
          isStopped: () => stopped,
          stopped: stopSignal,
          nextReply: (checkpoint) =>
            firstPulls.take(checkpoint, firstPulls.batchSize)?.then((reply) => {
              const res = checkReply(reply);
              noteSuccess(name);
              return { documents: res.documents as unknown as Doc[], checkpoint: res.checkpoint } as PulledBatch<DocOf<C>>;
            }),
        })
          .catch(() => undefined)
          .then(() => {
            active.set(fillKey, false);
            if (stopped) return;
            status.update({ syncing: [...active.values()].some(Boolean), downloading: false });
            return state.start();
          })
          .catch(() => undefined),
      );
    }
    // Retry with backoff: RxDB waits `retryTime` after a failed request, so grow it on errors, reset it on success.
    state.error$.subscribe(() => {
      state.retryTime = Math.min((state.retryTime ?? backoff.minMs) * 2, backoff.maxMs);
    });
    state.received$.subscribe(() => {
      state.retryTime = backoff.minMs;
    });
    state.sent$.subscribe(() => {
      state.retryTime = backoff.minMs;
    });
    return state;
  }

  const unsubscribeLocalWrites: (() => void)[] = [];
  /** Whether each replication (and a fresh device's first fill) is at work: the status's `syncing`. */
  const active = new Map<string, boolean>();
  /** A fresh device's first fills under way: stop() waits for them, so nothing writes to a store being closed or removed. */
  const filling: Promise<unknown>[] = [];
  let signalStop = () => {};
  const stopSignal = new Promise<void>((resolve) => {
    signalStop = resolve;
  });
  const replications: Partial<{ [C in CollectionName]: RxReplicationState<DocOf<C>, Checkpoint> }> = {};
  const assign = <C extends CollectionName>(name: C) => {
    const state = replicate(name, options.db.collections[name] as RxCollection<DocOf<C>>);
    (replications as Partial<Record<C, RxReplicationState<DocOf<C>, Checkpoint>>>)[name] = state;
    return state as unknown as RxReplicationState<unknown, Checkpoint>;
  };
  const opened = options.db.collections as Partial<KitchenDatabase['collections']>;
  const started = COLLECTION_NAMES.filter((name) => opened[name] !== undefined).map(assign);
  const all = () => started;

  const refreshPending = async () => {
    const pushing = all().filter((r) => r.push);
    const counts = await Promise.all(pushing.map((r) => countPendingChanges(r)));
    const pendingChanges = counts.reduce((a, b) => a + b, 0);
    if (!stopped) {
      const collections = { ...status.getSnapshot().collections };
      for (const [i, r] of pushing.entries()) {
        const name = r.collection.name as CollectionName;
        collections[name] = { lastSyncedAt: collections[name]?.lastSyncedAt ?? null, pendingChanges: counts[i] ?? 0 };
      }
      status.update({ pendingChanges, collections });
    }
    return pendingChanges;
  };

  const subs: Subscription[] = [];
  for (const r of all()) {
    subs.push(
      r.active$.subscribe((isActive) => {
        active.set(r.collection.name, isActive);
        status.update({ syncing: [...active.values()].some(Boolean) });
      }),
    );
  }
  // Recount pending changes after local writes and after replication activity settles.
  subs.push(
    merge(...all().flatMap((r) => [r.collection.$, r.active$, r.sent$]))
      .pipe(debounceTime(150))
      .subscribe(() => void refreshPending().catch(() => undefined)),
  );
  void refreshPending().catch(() => undefined);
  subs.push(retryRejectedChanges(options.db, rejected));

  const onOnline = () => {
    reachable = true;
    updateOnline();
    stream.reconnectNow();
    for (const r of all()) r.reSync();
  };
  const onOffline = () => updateOnline();
  const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
  if (hasWindow) {
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
  }
  updateOnline();
  const unsubscribeSession = options.auth.onSessionEnded((reason) => {
    if (reason === 'revoked' || reason === 'deleted') endSession();
    else void controller.stop();
  });
  stream.start();

  const controller: SyncController = {
    status,
    rejected,
    replications,
    reSync: () => {
      for (const r of all()) r.reSync();
    },
    awaitInSync: async () => {
      await Promise.all(all().map((r) => r.awaitInSync()));
    },
    refreshPending,
    notifyOnline: onOnline,
    firstFillsDone: Promise.all(filling).then(() => undefined),
    stop: async () => {
      if (stopped) return;
      stopped = true;
      unsubscribeSession();
      for (const unsubscribe of unsubscribeLocalWrites) unsubscribe();
      if (hasWindow) {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      }
      for (const s of subs) s.unsubscribe();
      options.firstPulls?.stop();
      signalStop();
      await Promise.all(filling);
      stream.stop();
      await Promise.all(all().map((r) => r.cancel()));
      await syncTimes.save();
      await rejected.flushed();
      status.update({ syncing: false, downloading: false });
    },
  };
  return controller;
}
