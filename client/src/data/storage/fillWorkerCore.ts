/**
 * The worker side of a fresh device's first pulls (see data/workerPulls.ts): it fetches one collection's
 * pulls one after another from the start, checks each reply, and, once the page says where, adds
 * each reply's documents to the store itself, in the Dexie storage's row layout (as
 * freshStoreInsert.ts does on the page): the fetches, the JSON and the 500 add() calls of each reply
 * never wait for the page's main thread, which is busy starting the app. The page is told of each
 * reply in order (its JSON text, and how it was written) and does the rest: RxDB's change events,
 * the replication's meta rows and checkpoints. No RxDB code here: the worker loads nothing else.
 */

import { checkpointKey } from '../checkpointKey';

type Checkpoint = { seq: number; id: string };
type WireDoc = Record<string, unknown> & { id: string; _deleted: boolean };
type PullReply = { documents: WireDoc[]; checkpoint: Checkpoint | null };

/** Where the replies go: the Dexie database of the collection, and its row layout. */
export interface FillTarget {
  /** The IndexedDB database of the collection's documents (its table `docs`, keyed by `id`). */
  database: string;
  /** Boolean fields the storage indexes, stored as '1' / '0'. */
  booleanIndexes: string[];
  /** The revision of a document's first write. */
  revision: string;
}

export type FillWorkerRequest =
  | {
      type: 'pull';
      /** The collection's pull URL and the request's headers (with the access token). */
      url: string;
      headers: Record<string, string>;
      batchSize: number;
      /** At most this many replies are fetched. */
      maxReplies: number;
    }
  /** Where to write (null: write nothing, hand every reply over as it is). */
  | { type: 'target'; target: FillTarget | null }
  | { type: 'stop' };

/** How a reply was written by the worker: its documents' `_meta.lwt`, and the ids already stored (nothing written for them). */
export interface WrittenReply {
  lwt: number;
  existing: string[];
}

export type FillWorkerMessage =
  /** `key`: the checkpoint the reply was asked for (checkpointKey); `written`: absent when the page must write it. */
  | { type: 'reply'; key: string; text: string; written?: WrittenReply }
  | { type: 'failed'; key: string; message: string }
  /** No reply comes after those handed over. */
  | { type: 'end' };

export const DOCS_TABLE = 'docs';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The protocol's PullResponse (shared/sync/protocol.ts, pullResponseSchema) checked without zod, which
 * the worker does not load: tests/unit/fill-worker-check.test.ts holds the two to the same answers.
 */
export function isPullReply(value: unknown): value is PullReply {
  if (!isRecord(value) || Object.keys(value).some((key) => key !== 'documents' && key !== 'checkpoint')) return false;
  const { documents, checkpoint } = value;
  if (!Array.isArray(documents)) return false;
  for (const doc of documents)
    if (!isRecord(doc) || typeof doc.id !== 'string' || doc.id.length === 0 || typeof doc._deleted !== 'boolean') return false;
  if (checkpoint === null) return true;
  return (
    isRecord(checkpoint) &&
    Object.keys(checkpoint).every((key) => key === 'seq' || key === 'id') &&
    Number.isSafeInteger(checkpoint.seq) &&
    (checkpoint.seq as number) >= 0 &&
    typeof checkpoint.id === 'string' &&
    checkpoint.id.length <= 128
  );
}

/** Whether any key, at any depth, holds a pipe: the Dexie storage renames those, which only the page's code does. */
function hasPipeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPipeKey);
  if (!isRecord(value)) return false;
  for (const key in value) if (key.includes('|') || hasPipeKey(value[key])) return true;
  return false;
}

export interface FillWorkerScope {
  postMessage(message: FillWorkerMessage): void;
  onmessage: ((event: { data: FillWorkerRequest }) => void) | null;
}

export interface FillWorkerEnv {
  fetch: typeof fetch;
  indexedDB: IDBFactory;
}

/** Opens an existing database; one that is not there (removed meanwhile) is not created. */
function openExisting(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be opened`));
    request.onblocked = () => reject(new Error(`${name} is blocked`));
  });
}

/**
 * The worker: answers the page's messages on `scope`. Replies are handed over in the order they were
 * fetched; a reply that failed (network, status, shape) ends the chain, and so does a short one.
 */
export function startFillWorker(scope: FillWorkerScope, env: FillWorkerEnv): void {
  let stopped = false;
  let setTarget: (target: FillTarget | null) => void = () => undefined;
  const target = new Promise<FillTarget | null>((resolve) => {
    setTarget = resolve;
  });
  /**
   * Every message waits for the page's 'target' (or 'stop'): the page may start the pulls before its side is listening
   * (see earlyFirstPulls.ts), and it tells the target only once it listens. Messages keep their order.
   */
  const post = (message: FillWorkerMessage) => void target.then(() => scope.postMessage(message));
  let database: Promise<IDBDatabase | null> | undefined;
  /** Once a reply was handed over unwritten (or a write failed), the page writes every later one. */
  let writing = true;
  let lastLwt = 0;
  /** The previous reply's hand-over: replies are handed over in order. */
  let handed: Promise<void> = Promise.resolve();

  const open = (to: FillTarget): Promise<IDBDatabase | null> => {
    database ??= openExisting(env.indexedDB, to.database).then(
      (db) => {
        // The page removes or upgrades the store: let it.
        db.onversionchange = () => {
          writing = false;
          db.close();
        };
        if (stopped) db.close();
        return db;
      },
      () => null,
    );
    return database;
  };

  /** Adds the rows in one transaction; resolves with the ids already stored once it committed. */
  const write = (db: IDBDatabase, to: FillTarget, documents: readonly WireDoc[], lwt: number): Promise<string[]> => {
    const existing: string[] = [];
    const transaction = db.transaction(DOCS_TABLE, 'readwrite');
    const store = transaction.objectStore(DOCS_TABLE);
    for (const doc of documents) {
      const row: Record<string, unknown> = { ...doc, _attachments: {}, _meta: { lwt }, _rev: to.revision };
      for (const field of to.booleanIndexes) row[field] = row[field] ? '1' : '0';
      const request = store.add(row);
      request.onerror = (event) => {
        if (request.error?.name !== 'ConstraintError') return;
        // Already stored: reported to the page as RxDB reports a conflict; nothing of it is written.
        event.preventDefault();
        event.stopPropagation();
        existing.push(doc.id);
      };
    }
    return new Promise((resolve, reject) => {
      transaction.oncomplete = () => resolve(existing);
      transaction.onabort = () => reject(transaction.error ?? new Error('the store refused the write'));
    });
  };

  /** Writes the reply (when it may) as soon as the store is known, and hands it over after the replies before it. */
  const handOver = (key: string, text: string, reply: PullReply, batchSize: number): void => {
    const written = (async (): Promise<WrittenReply | undefined> => {
      const to = await target;
      const db = to && writing && !stopped ? await open(to) : null;
      if (!to || !db || !writing || stopped) return undefined;
      // Only full replies: the page tells RxDB of a written reply after it committed, and a query that read the store
      // meanwhile must not apply its change events on top (RxDB keeps the last 100: a query that missed more reads again).
      if (
        reply.documents.length < batchSize ||
        to.booleanIndexes.some((field) => field.includes('.')) ||
        reply.documents.some(hasPipeKey)
      ) {
        writing = false;
        return undefined;
      }
      lastLwt = Math.max(Date.now() + 0.01, lastLwt + 0.01);
      const lwt = lastLwt;
      return { lwt, existing: await write(db, to, reply.documents, lwt) };
    })();
    const before = handed;
    handed = (async () => {
      await before;
      try {
        const how = await written;
        if (!stopped) post(how ? { type: 'reply', key, text, written: how } : { type: 'reply', key, text });
      } catch (error) {
        writing = false;
        stopped = true;
        post({ type: 'failed', key, message: String(error) });
      }
    })();
  };

  const pull = async (request: Extract<FillWorkerRequest, { type: 'pull' }>): Promise<void> => {
    let checkpoint: Checkpoint | null = null;
    for (let i = 0; i < request.maxReplies && !stopped; i++) {
      const key = checkpointKey(checkpoint);
      let text: string;
      let reply: unknown;
      try {
        const res = await env.fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify({ checkpoint, batchSize: request.batchSize }),
        });
        if (!res.ok) throw new Error(`the pull was answered ${res.status}`);
        text = await res.text();
        reply = JSON.parse(text);
        if (!isPullReply(reply)) throw new Error('the pull reply is not a PullResponse');
      } catch (error) {
        // After the replies before it: the page learns of the end in order.
        const before = handed;
        handed = before.then(() => {
          if (!stopped) post({ type: 'failed', key, message: String(error) });
        });
        return;
      }
      if (stopped) return;
      handOver(key, text, reply, request.batchSize);
      if (reply.documents.length < request.batchSize || !reply.checkpoint) return;
      checkpoint = reply.checkpoint;
    }
  };

  scope.onmessage = ({ data }) => {
    if (data.type === 'pull')
      void pull(data).finally(() => {
        handed = handed.then(() => post({ type: 'end' }));
      });
    else if (data.type === 'target') setTarget(data.target);
    else {
      stopped = true;
      setTarget(null);
      void database?.then((db) => db?.close());
    }
  };
}
