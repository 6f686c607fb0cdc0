import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { type RxReplicationState, replicateRxCollection } from 'rxdb/plugins/replication';
import { debounceTime, merge, type Observable } from 'rxjs';
import { COLLECTION_NAMES, COLLECTIONS, type CollectionName, type DocOf } from '../../../shared/schemas/collections';
import { type Checkpoint, MAX_PUSH_ROWS, type PullResponse, pullResponseSchema } from '../../../shared/sync/protocol';
import { createEarlyPush, type EarlyPush } from './earlyPush';
import { PULL_BATCH } from './firstPulls';
import { onLocalWrite } from './localWrites';
import { SYNC_ERRORS } from './messages';
import { createPushHandler } from './pushHandler';
import { retryRejectedChanges } from './rejectedRetry';
import { type RejectedChanges, rejectedChangesOf } from './rejectedRows';
import type { SyncController, SyncOptions } from './replication';
import { SavedSyncTimes } from './savedSyncStatus';
import { countPendingChanges, fillFreshStore, type PulledBatch } from './storage';
import { announceStreamedChanges } from './streamedChanges';
import { createSyncApi, SyncHttpError } from './syncApi';
import { type PostChecked, parseServerReply } from './syncReplies';
import { SyncStatusStore } from './syncStatusStore';
import { SyncStream } from './syncStream';
import type { KitchenDatabase } from './types';

const DEFAULT_BACKOFF = { minMs: 1_000, maxMs: 30_000 };

/** One running sync of a store: its state, its named steps (see startSync) and the controller's methods. */
export class SyncRun implements SyncController {
  readonly status: SyncStatusStore;
  readonly rejected: RejectedChanges;
  readonly replications: SyncController['replications'] = {};
  firstFillsDone: Promise<void> = Promise.resolve();

  private readonly options: SyncOptions;
  private readonly backoff: { minMs: number; maxMs: number };
  private readonly stream: SyncStream;
  private readonly syncTimes: SavedSyncTimes;
  private readonly post: <T>(path: string, body: unknown) => Promise<T>;
  private reachable = true;
  private stopped = false;
  private sessionEnded = false;
  private started: RxReplicationState<unknown, Checkpoint>[] = [];
  /** Whether each replication (and a fresh device's first fill) is at work: the status's `syncing`. */
  private readonly active = new Map<string, boolean>();
  /** A fresh device's first fills under way: stop() waits for them, so nothing writes to a store being closed or removed. */
  private readonly filling: Promise<unknown>[] = [];
  private readonly stopSignal: Promise<void>;
  private signalStop = () => {};
  /** What stop() undoes, in order: listeners, subscriptions. */
  private readonly cleanups: (() => void)[] = [];

  constructor(options: SyncOptions) {
    this.options = options;
    this.backoff = options.backoff ?? DEFAULT_BACKOFF;
    this.status = options.status ?? new SyncStatusStore();
    this.stopSignal = new Promise<void>((resolve) => {
      this.signalStop = resolve;
    });
    const rawPost = createSyncApi({
      baseUrl: options.baseUrl,
      auth: options.auth,
      fetch: options.fetch,
      onReachable: (ok) => {
        this.reachable = ok;
        this.updateOnline();
      },
    });
    // RxDB turns handler errors into plain JSON: note them here, while they still have their class.
    this.post = async <T>(path: string, body: unknown): Promise<T> => {
      try {
        return await rawPost<T>(path, body);
      } catch (error) {
        this.noteError(error);
        throw error;
      }
    };
    this.stream = new SyncStream({
      post: this.post,
      baseUrl: options.baseUrl,
      eventSource: options.eventSource,
      backoff: this.backoff,
      onChange: (collection, documents) => announceStreamedChanges(options.db, collection, documents),
    });
    this.rejected = rejectedChangesOf(options.db);
    this.syncTimes = new SavedSyncTimes(options.db, this.status);
  }

  // ── Steps ──────────────────────────────────────────────────────────────────

  restoreSyncTimes(): void {
    void this.syncTimes.restore();
  }

  /** One replication per open collection of the store. */
  replicateCollections(): void {
    const opened = this.options.db.collections as Partial<KitchenDatabase['collections']>;
    const assign = <C extends CollectionName>(name: C) => {
      const state = this.replicate(name, this.options.db.collections[name] as RxCollection<DocOf<C>>);
      (this.replications as Partial<Record<C, RxReplicationState<DocOf<C>, Checkpoint>>>)[name] = state;
      return state as unknown as RxReplicationState<unknown, Checkpoint>;
    };
    this.started = COLLECTION_NAMES.filter((name) => opened[name] !== undefined).map(assign);
    this.firstFillsDone = Promise.all(this.filling).then(() => undefined);
  }

  /** The status's `syncing`: whether any replication is at work. */
  showActivity(): void {
    for (const r of this.started) {
      const sub = r.active$.subscribe((isActive) => {
        this.active.set(r.collection.name, isActive);
        this.status.update({ syncing: [...this.active.values()].some(Boolean) });
      });
      this.cleanups.push(() => sub.unsubscribe());
    }
  }

  /** Recounts pending changes now, after local writes and after replication activity settles. */
  countPending(): void {
    const sub = merge(...this.started.flatMap((r) => [r.collection.$, r.active$, r.sent$]))
      .pipe(debounceTime(150))
      .subscribe(() => void this.refreshPending().catch(() => undefined));
    this.cleanups.push(() => sub.unsubscribe());
    void this.refreshPending().catch(() => undefined);
  }

  retryRefusedChanges(): void {
    const sub = retryRejectedChanges(this.options.db, this.rejected);
    this.cleanups.push(() => sub.unsubscribe());
  }

  /** Online and offline events: back online, reconnect and pull at once. */
  followNetwork(): void {
    const hasWindow = typeof window !== 'undefined' && typeof window.addEventListener === 'function';
    if (hasWindow) {
      const onOnline = () => this.notifyOnline();
      const onOffline = () => this.updateOnline();
      window.addEventListener('online', onOnline);
      window.addEventListener('offline', onOffline);
      this.cleanups.push(() => {
        window.removeEventListener('online', onOnline);
        window.removeEventListener('offline', onOffline);
      });
    }
    this.updateOnline();
  }

  /** A session revoked or an account deleted ends the sync with that error; a sign-out just stops it. */
  followSession(): void {
    const unsubscribe = this.options.auth.onSessionEnded((reason) => {
      if (reason === 'revoked' || reason === 'deleted') this.endSession();
      else void this.stop();
    });
    // First of all at stop: no session event may start a second stop.
    this.cleanups.unshift(unsubscribe);
  }

  openStream(): void {
    this.stream.start();
  }

  // ── The controller ─────────────────────────────────────────────────────────

  reSync = (): void => {
    for (const r of this.started) r.reSync();
  };

  awaitInSync = async (): Promise<void> => {
    await Promise.all(this.started.map((r) => r.awaitInSync()));
  };

  notifyOnline = (): void => {
    this.reachable = true;
    this.updateOnline();
    this.stream.reconnectNow();
    for (const r of this.started) r.reSync();
  };

  refreshPending = async (): Promise<number> => {
    const pushing = this.started.filter((r) => r.push);
    const counts = await Promise.all(pushing.map((r) => countPendingChanges(r)));
    const pendingChanges = counts.reduce((a, b) => a + b, 0);
    if (!this.stopped) {
      const collections = { ...this.status.getSnapshot().collections };
      for (const [i, r] of pushing.entries()) {
        const name = r.collection.name as CollectionName;
        collections[name] = { lastSyncedAt: collections[name]?.lastSyncedAt ?? null, pendingChanges: counts[i] ?? 0 };
      }
      this.status.update({ pendingChanges, collections });
    }
    return pendingChanges;
  };

  stop = async (): Promise<void> => {
    if (this.stopped) return;
    this.stopped = true;
    for (const cleanup of this.cleanups) cleanup();
    this.options.firstPulls?.stop();
    this.signalStop();
    await Promise.all(this.filling);
    this.stream.stop();
    await Promise.all(this.started.map((r) => r.cancel()));
    await this.syncTimes.save();
    await this.rejected.flushed();
    this.status.update({ syncing: false, downloading: false });
  };

  // ── Helpers ────────────────────────────────────────────────────────────────

  private browserOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  private updateOnline(): void {
    this.status.update({ online: this.browserOnline() && this.reachable });
  }

  private noteError(error: unknown): void {
    if (error instanceof SyncHttpError && !this.sessionEnded) this.status.update({ error: { code: error.code, message: error.message } });
  }

  private noteSuccess(name: CollectionName): void {
    this.syncTimes.noteSuccess(name, new Date().toISOString());
    if (this.status.getSnapshot().error?.code !== SYNC_ERRORS.sessionEnded.code) this.status.update({ error: null });
  }

  private endSession(): void {
    if (this.sessionEnded) return;
    this.sessionEnded = true;
    this.status.update({ error: SYNC_ERRORS.sessionEnded, syncing: false });
    void this.stop();
  }

  /** A pull reply that must match the protocol's schema (a reply that does not is an error, never data). */
  private checkReply(reply: unknown) {
    try {
      return parseServerReply(pullResponseSchema, reply);
    } catch (error) {
      this.noteError(error);
      throw error;
    }
  }

  private readonly postChecked: PostChecked = async (path, body, schema) => {
    const reply = await this.post<unknown>(path, body);
    try {
      return parseServerReply(schema, reply);
    } catch (error) {
      this.noteError(error);
      throw error;
    }
  };

  /** One collection's live replication: pull by checkpoint, push (user collections) with the early push, backoff on errors. */
  private replicate<C extends CollectionName>(name: C, collection: RxCollection<DocOf<C>>): RxReplicationState<DocOf<C>, Checkpoint> {
    type Doc = WithDeleted<DocOf<C>>;
    const { options, backoff } = this;
    const firstPulls = options.firstPulls?.collection === name ? options.firstPulls : undefined;
    const fillKey = `${name}:first-sync`;
    const pushes = COLLECTIONS[name].owner === 'user';
    const early: EarlyPush | undefined = pushes
      ? createEarlyPush({
          name,
          post: this.postChecked,
          rejected: this.rejected,
          canSend: (): boolean =>
            !this.stopped &&
            !this.sessionEnded &&
            this.browserOnline() &&
            this.reachable &&
            state.wasStarted &&
            !state.isStopped() &&
            !state.isPaused() &&
            !this.active.get(fillKey),
        })
      : undefined;
    if (early) this.cleanups.push(onLocalWrite(collection as unknown as RxCollection, early.offer));
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
        stream$: this.stream.streamFor(name) as Observable<RxReplicationPullStreamItem<DocOf<C>, Checkpoint>>,
        handler: async (checkpoint, batchSize) => {
          const body = { checkpoint: checkpoint ?? null, batchSize };
          const fetched = options.firstPulls?.collection === name ? options.firstPulls.take(checkpoint, batchSize) : undefined;
          const prefetched = fetched ? await fetched.catch(() => undefined) : undefined;
          const res =
            prefetched === undefined
              ? await this.postChecked(`/api/sync/${name}/pull`, body, pullResponseSchema)
              : this.checkReply(prefetched);
          this.noteSuccess(name);
          return { documents: res.documents as unknown as Doc[], checkpoint: res.checkpoint ?? checkpoint };
        },
      },
      ...(pushes
        ? {
            push: {
              batchSize: Math.min(50, MAX_PUSH_ROWS),
              handler: createPushHandler(name, this.postChecked, this.rejected, () => this.noteSuccess(name), early),
            },
          }
        : {}),
    });
    if (firstPulls) {
      this.active.set(fillKey, true);
      this.status.update({ syncing: true, downloading: true });
      this.filling.push(
        fillFreshStore<DocOf<C>>({
          replication: state,
          batchSize: firstPulls.batchSize,
          isStopped: () => this.stopped,
          stopped: this.stopSignal,
          nextReply: (checkpoint) =>
            firstPulls.take(checkpoint, firstPulls.batchSize)?.then((reply) => {
              if (reply === undefined) return undefined;
              const res = firstPulls.checked ? (reply as PullResponse) : this.checkReply(reply);
              this.noteSuccess(name);
              const written = firstPulls.writtenFor?.(checkpoint);
              return { documents: res.documents as unknown as Doc[], checkpoint: res.checkpoint, written } as PulledBatch<DocOf<C>>;
            }),
          writeAhead: firstPulls.writeInto?.bind(firstPulls),
        })
          .catch(() => undefined)
          .then(() => {
            // Whatever the fill did not take, the replication fetches itself.
            firstPulls.stop();
            this.active.set(fillKey, false);
            if (this.stopped) return;
            this.status.update({ syncing: [...this.active.values()].some(Boolean), downloading: false });
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
}
