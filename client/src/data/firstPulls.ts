import type { CollectionName } from '../../../shared/schemas/collections';
import type { Checkpoint } from '../../../shared/sync/protocol';
import { checkpointKey } from './checkpointKey';
import { MAX_BATCHES_AHEAD } from './pullLimits';
import type { FillTarget, WrittenReply } from './storage';
import type { PostJson } from './syncApi';

/** A fresh device's first pulls of one collection, under way before the store opens: FirstPulls, or WorkerPulls. */
export interface EarlyPulls {
  readonly collection: CollectionName;
  readonly batchSize: number;
  /** The reply fetched for this checkpoint and batch size, once (it may resolve undefined: none comes); undefined: fetch it now. */
  take(checkpoint: Checkpoint | null | undefined, batchSize: number): Promise<unknown> | undefined;
  stop(): void;
  /**
   * Every reply it hands over was checked against the protocol's PullResponse already (the worker's isPullReply, held to
   * the schema by tests/unit/fill-worker-check.test.ts): the page does not parse 500 documents with zod again.
   */
  readonly checked?: boolean;
  /** Pulls that can write their replies into the store before handing them over: where (see FreshStoreFill.writeAhead). */
  writeInto?(target: FillTarget | null): void;
  /** How the reply taken for this checkpoint was written; undefined: it was not. */
  writtenFor?(checkpoint: Checkpoint | null | undefined): WrittenReply | undefined;
  /**
   * Pulls that store their replies on their own (the early worker, into the store it created): resolves once they are
   * over and stored, or ended.
   */
  stored?(): Promise<void>;
}

export { MAX_BATCHES_AHEAD, PULL_BATCH } from './pullLimits';

type PulledPage = { documents?: unknown[]; checkpoint?: Checkpoint | null };

/**
 * A fresh device's first pulls of one collection, fetched one after another from the start while
 * the local store is still opening and writing: the replication takes each reply when it asks for
 * the same checkpoint, so the network never waits for the store. A reply is the server's state at
 * its checkpoint, as if the same request had been slow; what changes later comes after it.
 */
export class FirstPulls implements EarlyPulls {
  private readonly replies = new Map<string, Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly post: PostJson,
    readonly collection: CollectionName,
    readonly batchSize: number,
  ) {
    void this.run();
  }

  private async run(): Promise<void> {
    let checkpoint: Checkpoint | null = null;
    for (let i = 0; i < MAX_BATCHES_AHEAD && !this.stopped; i++) {
      const reply: Promise<PulledPage> = this.post<PulledPage>(`/api/sync/${this.collection}/pull`, {
        checkpoint,
        batchSize: this.batchSize,
      });
      this.replies.set(checkpointKey(checkpoint), reply);
      const body: PulledPage | null = await reply.catch(() => null);
      // A failed or short reply ends the chain: the replication fetches the rest itself.
      if (!body || !Array.isArray(body.documents) || body.documents.length < this.batchSize || !body.checkpoint) return;
      checkpoint = body.checkpoint;
    }
  }

  /** The reply fetched for this checkpoint and batch size, once; undefined: fetch it now. */
  take(checkpoint: Checkpoint | null | undefined, batchSize: number): Promise<unknown> | undefined {
    if (batchSize !== this.batchSize) return undefined;
    const key = checkpointKey(checkpoint);
    const reply = this.replies.get(key);
    this.replies.delete(key);
    return reply;
  }

  stop(): void {
    this.stopped = true;
    this.replies.clear();
  }
}

/** The browser's IndexedDB databases; undefined where it cannot list them. */
export async function listDatabases(): Promise<IDBDatabaseInfo[] | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return undefined;
  return indexedDB.databases().catch(() => undefined);
}

/**
 * Whether this browser holds no store of the user's yet (a fresh device, or one whose store was wiped).
 * `listed`: the databases listed earlier (while the session was being checked), else listed now.
 */
export async function isFreshDevice(databaseName: string, listed?: Promise<IDBDatabaseInfo[] | undefined>): Promise<boolean> {
  const existing = await (listed ?? listDatabases());
  if (!existing) return false;
  return !existing.some((db) => db.name?.startsWith(`rxdb-dexie-${databaseName}--`));
}
