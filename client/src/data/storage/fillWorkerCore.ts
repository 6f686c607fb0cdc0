/**
 * The worker side of a fresh device's first pulls (see data/workerPulls.ts): it fetches one collection's
 * pulls one after another from the start, checks each reply, and, once the page says where, adds
 * each reply's documents to the store itself, in the Dexie storage's row layout (as
 * freshStoreInsert.ts does on the page): the fetches, the JSON and the 500 add() calls of each reply
 * never wait for the page's main thread, which is busy starting the app. The page is told of each
 * reply in order (its JSON text, and how it was written) and does the rest: RxDB's change events,
 * the replication's meta rows and checkpoints. No RxDB code here: the worker loads nothing else.
 *
 * Started by the page's first script (an early worker, client/build/earlyRefreshPlugin.ts), it is handed
 * the session's refresh as it answers: for a verified user whose book takes several pulls and whose store
 * is not on this device, it creates the store (freshStoreLayout.ts) and pulls and writes at once, before
 * the app's code is here; the page's code adopts it later ('adopt') and learns whose recipes it pulls.
 */

import { PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '../../../../shared/sync/protocolVersion';
import { checkpointKey } from '../checkpointKey';
import { databaseNameFor } from '../databaseName';
import { MAX_BATCHES_AHEAD, PULL_BATCH } from '../pullLimits';
import { createDexieStores, DEXIE_IDB_VERSION, RECIPES_BOOLEAN_INDEXES, recipesDexieName } from './freshStoreLayout';

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
  /** From the page's first script: the text of the session's refresh (null: it failed), to start early on. */
  | { type: 'refreshed'; text: string | null }
  /**
   * From the page's first script, when the session marker says the book takes several pulls: the worker sends the
   * session's refresh itself (the page holds the refresh lock every tab's refresh takes meanwhile), answers it to the page
   * ('refreshAnswer') and starts early on it at once, without waiting for the page's main thread, busy with the app's
   * code as the answer comes.
   */
  | { type: 'refresh'; url: string; timeoutMs: number }
  /** The page's code listens: the worker answers 'early' once it knows whether it started on its own. */
  | { type: 'adopt' }
  /** The page waits for the pulls: the worker answers 'stored' once they are over and every write it made committed. */
  | { type: 'whenStored' }
  /** Where to write (null: write nothing, hand every reply over as it is). */
  | { type: 'target'; target: FillTarget | null }
  | { type: 'stop' };

/**
 * How a reply was written by the worker: its documents' `_meta.lwt` and `_rev`, and the ids already stored (nothing
 * written for them).
 */
export interface WrittenReply {
  lwt: number;
  revision: string;
  existing: string[];
}

/** When the worker had the reply and when its write committed (ms since the epoch): the sync bench's breakdown. */
export interface ReplyTimes {
  fetched: number;
  /** When its write started (its add() calls made), and when the store had opened. */
  writing?: number;
  opened?: number;
  committed?: number;
}

const epochNow = (): number => performance.timeOrigin + performance.now();

export type FillWorkerMessage =
  /** The answer to 'adopt': the user whose recipes the worker pulls (and writes into their new store); null: none. */
  | { type: 'early'; userId: string | null }
  /** The worker took the page's 'refresh': from now on its refresh may be on its way (the page must not send one). */
  | { type: 'refreshSending' }
  /**
   * The answer of the refresh the worker sent (`failed`: none came, as a failed fetch), and when it was sent and
   * answered (ms since the epoch).
   */
  | {
      type: 'refreshAnswer';
      status: number;
      ok: boolean;
      text: string;
      failed?: boolean;
      sent: number;
      answered: number;
      /** When the worker's code ran, when the page's 'refresh' reached it, the request started and its first byte came (the bench's breakdown). */
      steps?: { ran: number; asked: number; requested?: number; firstByte?: number };
    }
  /** The answer to 'whenStored': the pulls are over, and what the worker wrote is committed. */
  | { type: 'stored' }
  /** `key`: the checkpoint the reply was asked for (checkpointKey); `written`: absent when the page must write it. */
  | { type: 'reply'; key: string; text: string; written?: WrittenReply; times: ReplyTimes }
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

/**
 * Whether the reply's text holds a pipe at all, as itself or escaped: only then may a key hold one (JSON writes every key
 * in the text), and its documents are walked (hasPipeKey). A book without one is not walked: 5,000 documents, every key.
 */
const PIPE_IN_TEXT = /\||\\u007[cC]/;

/** Whether any key, at any depth, holds a pipe: the Dexie storage renames those, which only the page's code does. */
function hasPipeKey(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPipeKey);
  if (!isRecord(value)) return false;
  for (const key in value) if (key.includes('|') || hasPipeKey(value[key])) return true;
  return false;
}

/** Whether any key of the reply's documents (parsed from `text`) holds a pipe. */
export function replyHasPipeKey(text: string, documents: readonly unknown[]): boolean {
  return PIPE_IN_TEXT.test(text) && documents.some(hasPipeKey);
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

/** Opens the database, creating the recipes store's layout if it is not there (as Dexie would: version 1 of its schema). */
function openCreating(factory: IDBFactory, name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name, DEXIE_IDB_VERSION);
    request.onupgradeneeded = (event) => {
      // Another version of it (another app version made it meanwhile): not this worker's to change.
      if (event.oldVersion !== 0) request.transaction?.abort();
      else createDexieStores(request.result);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error(`${name} could not be opened`));
    request.onblocked = () => reject(new Error(`${name} is blocked`));
  });
}

/** The refresh's own resource timing in the worker (since the epoch), when there is one. */
function refreshSteps(ran: number, asked: number, url: string): { ran: number; asked: number; requested?: number; firstByte?: number } {
  const entry = (globalThis.performance?.getEntriesByName?.(url) as PerformanceResourceTiming[] | undefined)?.at(-1);
  if (!entry?.requestStart) return { ran, asked };
  return { ran, asked, requested: performance.timeOrigin + entry.requestStart, firstByte: performance.timeOrigin + entry.responseStart };
}

/** What an early start needs of the refresh's answer: a verified user, their token, and a book of more than one pull. */
function earlySession(text: string): { userId: string; token: string } | undefined {
  let reply: unknown;
  try {
    reply = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(reply) || typeof reply.accessToken !== 'string' || !reply.accessToken || !isRecord(reply.user)) return undefined;
  const { id, emailVerified } = reply.user;
  const total = isRecord(reply.firstPage) ? reply.firstPage.total : undefined;
  if (typeof id !== 'string' || !id || emailVerified !== true || typeof total !== 'number' || total <= PULL_BATCH) return undefined;
  return { userId: id, token: reply.accessToken };
}

/** A revision's hash part, as RxDB makes a database token: the documents the worker writes are its first revision. */
function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  return Array.from(bytes, (b) => (b % 36).toString(36)).join('');
}

const sameStore = (a: FillTarget, b: FillTarget | null): boolean =>
  b !== null && a.database === b.database && a.booleanIndexes.join() === b.booleanIndexes.join();

/**
 * The worker: answers the page's messages on `scope`. Replies are handed over in the order they were
 * fetched; a reply that failed (network, status, shape) ends the chain, and so does a short one.
 */
export function startFillWorker(scope: FillWorkerScope, env: FillWorkerEnv): void {
  const ran = epochNow();
  let stopped = false;
  /**
   * The databases on this device, listed as the worker starts: the page's first script starts it beside the session's
   * refresh, so the list is there when the refresh answers (listed then, it held the first pull back: bench, 30-150 ms).
   */
  const listedAtStart = env.indexedDB.databases?.().catch(() => undefined);
  let setTarget: (target: FillTarget | null) => void = () => undefined;
  const target = new Promise<FillTarget | null>((resolve) => {
    setTarget = resolve;
  });
  /**
   * Every message waits for the page's 'target' (or 'stop'): the page may start the pulls before its side is listening
   * (see earlyFirstPulls.ts), and it tells the target only once it listens. Messages keep their order.
   */
  const post = (message: FillWorkerMessage) => void target.then(() => scope.postMessage(message));
  /** The store this worker made and writes into before the page tells it any target (an early start). */
  let own: FillTarget | undefined;
  let decide: (userId: Promise<string | null>) => void = () => undefined;
  /** Whose recipes an early start pulls (null: it did not start): told when the page adopts the worker. */
  const decision = new Promise<string | null>((resolve) => {
    decide = (userId) => resolve(userId.catch(() => null));
  });
  let database: Promise<IDBDatabase | null> | undefined;
  let openedAt: number | undefined;
  /** Once a reply was handed over unwritten (or a write failed), the page writes every later one. */
  let writing = true;
  let lastLwt = 0;
  /** The previous reply's hand-over: replies are handed over in order. */
  let handed: Promise<void> = Promise.resolve();
  /** Every write made so far: the pulls are over only once they all settled. */
  const writes: Promise<unknown>[] = [];
  let endChain: () => void = () => undefined;
  /**
   * The pulls are over (all fetched, or the chain stopped): replies the worker wrote are handed over only then. Told of
   * a reply, the page reads the store (its queries, in transactions kept open while its main thread is busy starting
   * the app), and the next reply's write waited for those reads: seconds on a loaded machine (bench trace: a reply
   * fetched at 5.0 s committed at 9.9 s). The book shows the server's first page meanwhile.
   */
  const chainEnded = new Promise<void>((resolve) => {
    endChain = resolve;
  });

  const open = (to: FillTarget): Promise<IDBDatabase | null> => {
    database ??= (to === own ? openCreating(env.indexedDB, to.database) : openExisting(env.indexedDB, to.database)).then(
      (db) => {
        openedAt = epochNow();
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

  /**
   * Writes the reply (when it may) as soon as the store is known (its own at once, else the page's), and hands it over
   * after the replies before it.
   */
  const handOver = (key: string, text: string, reply: PullReply, batchSize: number): void => {
    const times: ReplyTimes = { fetched: epochNow() };
    const written = (async (): Promise<WrittenReply | undefined> => {
      const to = own ?? (await target);
      const db = to && writing && !stopped ? await open(to) : null;
      if (!to || !db || !writing || stopped) return undefined;
      // Only full replies: the page tells RxDB of a written reply after it committed, and a query that read the store
      // meanwhile must not apply its change events on top (RxDB keeps the last 100: a query that missed more reads again).
      if (
        reply.documents.length < batchSize ||
        to.booleanIndexes.some((field) => field.includes('.')) ||
        replyHasPipeKey(text, reply.documents)
      ) {
        writing = false;
        return undefined;
      }
      lastLwt = Math.max(Date.now() + 0.01, lastLwt + 0.01);
      const lwt = lastLwt;
      times.writing = epochNow();
      times.opened = openedAt;
      const existing = await write(db, to, reply.documents, lwt);
      times.committed = epochNow();
      return { lwt, revision: to.revision, existing };
    })();
    writes.push(written.catch(() => undefined));
    const before = handed;
    handed = (async () => {
      await before;
      try {
        const how = await written;
        if (how) await chainEnded;
        // Written into the store this worker made: it counts only if that is the page's store (else the page writes it).
        const told = how && own && !sameStore(own, await target) ? undefined : how;
        if (how && !told) writing = false;
        if (!stopped) post(told ? { type: 'reply', key, text, written: told, times } : { type: 'reply', key, text, times });
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

  const startPulls = (request: Extract<FillWorkerRequest, { type: 'pull' }>): void =>
    void pull(request)
      // Handed over only once every write committed: the page's reads and writes would hold the last ones back.
      .finally(() => Promise.all(writes))
      .finally(() => {
        endChain();
        handed = handed.then(() => post({ type: 'end' }));
      });

  /** An early start, from the session's refresh: the user's recipes when their store is not on this device yet. */
  const startEarly = async (text: string | null): Promise<string | null> => {
    const session = text === null ? undefined : earlySession(text);
    if (!session || stopped) return null;
    const listed = await listedAtStart;
    const prefix = `rxdb-dexie-${databaseNameFor(session.userId)}--`;
    if (!listed || listed.some((db) => db.name?.startsWith(prefix)) || stopped) return null;
    own = { database: recipesDexieName(session.userId), booleanIndexes: [...RECIPES_BOOLEAN_INDEXES], revision: `1-${randomToken()}` };
    // The store is created while the first reply is on its way.
    void open(own);
    startPulls({
      type: 'pull',
      url: '/api/sync/recipes/pull',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${session.token}`,
        [PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
      },
      batchSize: PULL_BATCH,
      maxReplies: MAX_BATCHES_AHEAD,
    });
    return session.userId;
  };

  /** The session's refresh, sent here (see the 'refresh' request): answered to the page, then started early on. */
  const refresh = async (request: Extract<FillWorkerRequest, { type: 'refresh' }>): Promise<string | null> => {
    const asked = epochNow();
    scope.postMessage({ type: 'refreshSending' });
    const sent = epochNow();
    try {
      const res = await env.fetch(request.url, {
        method: 'POST',
        headers: { accept: 'application/json' },
        credentials: 'same-origin',
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(request.timeoutMs) : undefined,
      });
      const answer = { status: res.status, ok: res.ok, text: await res.text() };
      scope.postMessage({ type: 'refreshAnswer', ...answer, sent, answered: epochNow(), steps: refreshSteps(ran, asked, res.url) });
      return answer.ok ? startEarly(answer.text) : null;
    } catch {
      scope.postMessage({ type: 'refreshAnswer', status: 0, ok: false, text: '', failed: true, sent, answered: epochNow() });
      return null;
    }
  };

  scope.onmessage = ({ data }) => {
    if (data.type === 'pull') {
      decide(Promise.resolve(null));
      startPulls(data);
    } else if (data.type === 'refreshed') decide(startEarly(data.text));
    else if (data.type === 'refresh') decide(refresh(data));
    else if (data.type === 'adopt') void decision.then((userId) => scope.postMessage({ type: 'early', userId }));
    else if (data.type === 'whenStored') void chainEnded.then(() => scope.postMessage({ type: 'stored' }));
    else if (data.type === 'target') setTarget(data.target);
    else {
      stopped = true;
      endChain();
      decide(Promise.resolve(null));
      setTarget(null);
      void database?.then((db) => db?.close());
    }
  };
}
