import {
  type BulkWriteRow,
  createRevision,
  getChangedDocumentsSince,
  getCheckpointKey,
  getComposedPrimaryKeyOfDocumentData,
  getDefaultRxDocumentMeta,
  getWrittenDocumentsFromBulkWriteResponse,
  now,
  overwritable,
  type RxDocumentData,
  type RxStorageBulkWriteResponse,
  type RxStorageInstance,
  type RxStorageInstanceReplicationInput,
  type RxStorageReplicationMeta,
  stackCheckpoints,
  type WithDeleted,
} from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';
import type { RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import type { Checkpoint } from '../../../../shared/sync/protocol';
import { traceStep } from '../pathTrace';
import type { FillTarget, WrittenReply } from './fillWorkerCore';
import { canInsertFresh, insertIntoFreshStore } from './freshStoreInsert';
import { nextTask } from './nextTask';

/** `written`: the first pulls' worker already added the documents to the store, so (see FreshStoreFill.writeAhead). */
export type PulledBatch<T> = { documents: WithDeleted<T>[]; checkpoint: Checkpoint | null; written?: WrittenReply };

type Meta<T> = RxStorageReplicationMeta<T, Checkpoint>;

export interface FreshStoreFill<T> {
  /** The replication of the collection, created with autoStart: false; started by the caller afterwards. */
  replication: RxReplicationState<T, Checkpoint>;
  /** The checked reply for this checkpoint if it is already fetched (or being fetched); undefined ends the fill. */
  nextReply(checkpoint: Checkpoint | null): Promise<PulledBatch<T> | undefined> | undefined;
  /**
   * Where the replies may be written before nextReply hands them over (the first pulls' worker, WorkerPulls), told
   * once the store is known: null when only this fill may write to it (a wrapped storage, in development).
   */
  writeAhead?(target: FillTarget | null): void;
  batchSize: number;
  isStopped(): boolean;
  /** Resolves when the sync stops: a reply still on its way is not waited for. */
  stopped: Promise<void>;
}

/**
 * A fresh device's first pulls written into the store the way RxDB's downstream writes them
 * (replication-protocol/downstream.ts, 17.x), without its reads: the store is new, so there is no
 * fork state and no assumed master state to read. Every reply's documents into the collection first
 * (as RxDB's storage wrapper stores an insert: first revision, this write's time), then per reply, in
 * RxDB's order, one meta row per written document (the assumed master state the later push and
 * three-way merge use) and the downstream checkpoint. A stop in between leaves documents without
 * meta rows, as RxDB's own downstream can between its writes: the replication then reads them as
 * unsent local states equal to the server's, which the server takes as already stored. The replication then starts from that checkpoint as if it had
 * pulled these replies itself. A document already in the store (written meanwhile) is left to the
 * replication, as its downstream does with a local write; any other failure ends the fill and the
 * replication pulls on from the last checkpoint written. The upstream checkpoint is moved past the
 * filled documents only when nothing else was written to the collection (see the end of fillFrom).
 * Loaded and called by fillFreshStore (this module's index); `seen` lists every write to the collection
 * since the fill began, to tell the fill's own writes from anyone else's.
 */
export async function fillFrom<T>(fill: FreshStoreFill<T>, seen: readonly { context: string; checkpoint: unknown }[]): Promise<number> {
  const { replication } = fill;
  const collection = replication.collection;
  const database = collection.database;
  const fork = collection.storageInstance;
  const identifier = `rxdbreplication${replication.replicationIdentifier}`;
  // Both stores are new: documents and meta rows are added without RxDB's per-document existence reads.
  const rawFork = collection.internalStorageInstance;
  const fastFork = canInsertFresh(rawFork) ? (rawFork as unknown as RxStorageInstanceDexie<T>) : undefined;
  const firstRevision = `1-${database.token}`;
  if (fill.writeAhead) {
    // First of all: the worker may write the replies it holds while the replication's meta store opens.
    const state = fastFork && (await fastFork.internals);
    fill.writeAhead(state ? { database: state.dexieDb.name, booleanIndexes: state.booleanIndexes, revision: firstRevision } : null);
  }
  const metaInfo = await replication.metaInfoPromise;
  const meta: RxStorageInstance<Meta<T>, unknown, unknown> = await database.storage.createStorageInstance<Meta<T>>({
    databaseName: database.name,
    collectionName: metaInfo.collectionName,
    databaseInstanceToken: database.token,
    // No other tab reads this instance's change events: broadcasting each batch of meta rows would clone it once more for nothing.
    multiInstance: false,
    options: {},
    schema: metaInfo.schema,
    password: database.password,
    devMode: overwritable.isDevMode(),
  });
  try {
    const checkpointKey = await getCheckpointKey({
      identifier,
      forkInstance: fork,
      hashFunction: database.hashFunction,
    } as unknown as RxStorageInstanceReplicationInput<T>);
    const downstreamFlag = `replication-downstream-${checkpointKey}`;
    const checkpointIds = ['down', 'up'].map((itemId) => getComposedPrimaryKeyOfDocumentData(meta.schema, { isCheckpoint: '1', itemId }));
    // Whether the replication has run here before (another tab, say): then the fill writes no meta rows or checkpoints and
    // stops. Read while the first documents are written: opening the meta store can take long while a new device's
    // other stores are being created, and documents added where none are stored are the server's own either way.
    const freshMeta = meta.findDocumentsById(checkpointIds, false).then((found) => found.length === 0);
    let ranBefore = false;
    void freshMeta.then(
      (fresh) => (ranBefore = !fresh),
      () => (ranBefore = true),
    );
    let checkpointDoc: RxDocumentData<Meta<T>> | undefined;
    const fastMeta = canInsertFresh(meta) ? (meta as unknown as RxStorageInstanceDexie<Meta<T>>) : undefined;
    const primary = collection.schema.primaryPath as string;
    const writtenIds = new Set<string>();
    let refused = false;
    let checkpoint: Checkpoint | null = null;
    let stored = 0;
    // Each reply's meta rows and checkpoint, written in order once every document is in. The documents come first
    // because they are what the user waits for: meta rows hold a copy of each document, so written between batches
    // (while the next reply was on its way) they doubled what the store wrote before the last batch, and a batch that
    // arrived meanwhile waited for them. The replication starts only after all of these are written.
    const metaWrites: (() => Promise<void>)[] = [];
    const writeMeta = async (rows: BulkWriteRow<Meta<T>>[], next: Checkpoint | null) => {
      if (!(await freshMeta)) return;
      if (rows.length > 0) {
        const metaResult = fastMeta
          ? await insertIntoFreshStore(fastMeta, rows, 'replication-down-write-meta')
          : await meta.bulkWrite(rows, 'replication-down-write-meta');
        if (metaResult.error.length > 0) throw new Error(`the store refused a replication meta row (${metaResult.error[0]?.status})`);
      }
      if (next) checkpointDoc = await writeCheckpoint(meta, 'down', next, checkpointKey, checkpointDoc);
    };
    type ForkWrite = {
      forkWrite: Promise<RxStorageBulkWriteResponse<T>>;
      forkRows: BulkWriteRow<T>[];
      pulled: Map<string, WithDeleted<T>>;
      next: Checkpoint | null;
    };
    /** Waits for a batch's documents, then queues its meta rows and checkpoint. */
    const settleForkWrite = async ({ forkWrite, forkRows, pulled, next }: ForkWrite) => {
      const forkResult = await forkWrite;
      const failed = forkResult.error.find((error) => error.status !== 409);
      if (failed) throw new Error(`the store refused a pulled document (${failed.status})`);
      // A document already stored: written meanwhile by the user, or by this fill from an earlier reply (edited on the
      // server since, it came again, newer, further on in the sequence). Either way the replication must read it again:
      // the downstream checkpoint stays where it was from this batch on (meta rows are still written), so the replication
      // pulls from there and its downstream writes the newer state, or keeps a local write for its upstream to merge.
      if (forkResult.error.length > 0) refused = true;
      const checkpointAfter = refused ? null : next;
      const written = getWrittenDocumentsFromBulkWriteResponse(primary, forkRows, forkResult);
      for (const doc of written) writtenIds.add(String((doc as Record<string, unknown>)[primary]));
      stored += written.length;
      const metaRows: BulkWriteRow<Meta<T>>[] = written.map((doc) => {
        const itemId = String((doc as Record<string, unknown>)[primary]);
        const row = {
          id: '',
          isCheckpoint: '0',
          itemId,
          docData: pulled.get(itemId) as WithDeleted<T>,
          _attachments: {},
          _deleted: false,
          _rev: createRevision(checkpointKey),
          _meta: { lwt: now() },
        } as RxDocumentData<Meta<T>>;
        row.id = getComposedPrimaryKeyOfDocumentData(meta.schema, row);
        return { document: row };
      });
      metaWrites.push(() => writeMeta(metaRows, checkpointAfter));
    };
    // The batches before, settled in order: each batch's rows are added while the one before it commits (IndexedDB runs
    // the two transactions in order), so the store is never idle while the main thread prepares the next.
    let settling: Promise<void> = Promise.resolve();
    try {
      while (!fill.isStopped() && !ranBefore) {
        const reply = fill.nextReply(checkpoint);
        if (!reply) break;
        const batch = await Promise.race([reply, fill.stopped.then(() => undefined)]);
        // Replies fetched ahead while the store opened (FirstPulls) are here at once, and the page is still rendering its
        // first screen: a task boundary before each batch lets a render or a click in between, not after the whole fill.
        if (batch) await nextTask();
        if (!batch || fill.isStopped() || batch.documents.length === 0) break;
        traceStep('fill:adding');
        const { documents, checkpoint: next, written } = batch;

        const lwt = written?.lwt ?? now();
        // The worker's revision when it wrote them: an early worker, started before this store, writes its own.
        const revision = written?.revision ?? firstRevision;
        const pulled = new Map<string, WithDeleted<T>>();
        const forkRows: BulkWriteRow<T>[] = [];
        for (const doc of documents) {
          const master = { ...doc, _deleted: !!doc._deleted } as WithDeleted<T>;
          const id = String((master as Record<string, unknown>)[primary]);
          pulled.set(id, master);
          forkRows.push({
            document: {
              ...master,
              _attachments: {},
              // What RxDB's storage wrapper writes for an insert (it replaces a downstream write's own _meta and _rev).
              _meta: { lwt },
              _rev: revision,
            } as unknown as RxDocumentData<T>,
          });
        }
        const forkWrite = fastFork
          ? insertIntoFreshStore(fastFork, forkRows, downstreamFlag, written)
          : fork.bulkWrite(forkRows, downstreamFlag);
        forkWrite.catch(() => undefined);
        const before = settling;
        // Chained: a batch's meta rows and checkpoint are queued only after every batch before it was stored.
        settling = before.then(() => settleForkWrite({ forkWrite, forkRows, pulled, next }));
        // Its failure is thrown by the next batch's await or after the loop; until then it is not an unhandled rejection.
        settling.catch(() => undefined);
        await before;
        if (!next || documents.length < fill.batchSize) break;
        checkpoint = next;
      }
      await settling;
    } finally {
      await settling.catch(() => undefined);
      // Also when a reply failed: what was stored keeps its replication state.
      for (let write = metaWrites.shift(); write; write = metaWrites.shift()) await write();
      traceStep('fill:meta');
    }
    // The upstream skips what the downstream wrote (the server's own state) by moving its checkpoint past it: so does the
    // fill, but only when the collection holds nothing else. Otherwise the upstream reads everything and pushes what differs.
    if (!(await freshMeta)) return stored;
    const onlyFilled = !refused && seen.every((bulk) => bulk.context === downstreamFlag);
    if (onlyFilled && writtenIds.size > 0 && !fill.isStopped()) {
      const oldest = (await getChangedDocumentsSince(fork, 1)).documents[0] as Record<string, unknown> | undefined;
      if (oldest && writtenIds.has(String(oldest[primary]))) {
        await writeCheckpoint(meta, 'up', stackCheckpoints(seen.map((bulk) => bulk.checkpoint)), checkpointKey);
      }
    }
    return stored;
  } finally {
    await meta.close();
  }
}

/** RxDB's setCheckpoint(), for a checkpoint document only this fill writes (no other writer to stack with). */
async function writeCheckpoint<T>(
  meta: RxStorageInstance<Meta<T>, unknown, unknown>,
  direction: 'up' | 'down',
  checkpoint: unknown,
  checkpointKey: string,
  previous?: RxDocumentData<Meta<T>>,
): Promise<RxDocumentData<Meta<T>>> {
  const document = {
    id: '',
    isCheckpoint: '1',
    itemId: direction,
    _deleted: false,
    _attachments: {},
    checkpointData: previous ? stackCheckpoints([previous.checkpointData, checkpoint]) : checkpoint,
    _meta: { ...getDefaultRxDocumentMeta(), lwt: now() },
    _rev: createRevision(checkpointKey, previous),
  } as RxDocumentData<Meta<T>>;
  document.id = getComposedPrimaryKeyOfDocumentData(meta.schema, document);
  const rows = [{ previous, document }];
  const result = await meta.bulkWrite(rows, 'replication-set-checkpoint');
  const written = getWrittenDocumentsFromBulkWriteResponse('id', rows, result)[0];
  if (!written) throw new Error(`the replication checkpoint could not be written (${result.error[0]?.status})`);
  return written;
}
