import type { CollectionName } from '../../../shared/schemas/collections';
import type { Checkpoint } from '../../../shared/sync/protocol';
import type { EarlyPulls } from './firstPulls';
import { traceStep } from './pathTrace';
import type { FillTarget, FillWorkerMessage, FillWorkerRequest, WrittenReply } from './storage';

/** The page's end of the worker (a Worker, or in tests the other end of a channel). */
export interface FillWorkerPort {
  postMessage(message: FillWorkerRequest): void;
  onmessage: ((event: { data: FillWorkerMessage }) => void) | null;
  /** A Worker's: its code could not load or run. */
  onerror?: ((event: unknown) => void) | null;
  terminate(): void;
}

type Pending = { promise: Promise<unknown>; resolve(value: unknown): void; reject(error: Error): void; settled: boolean; taken: boolean };

export interface WorkerPullsOptions {
  /** The worker, its pulls started (its 'pull' message sent): it tells nothing before it learns the target (writeInto). */
  port: FillWorkerPort;
  collection: CollectionName;
  batchSize: number;
  /** The key of a checkpoint, as the worker makes it (checkpointKey.ts; passed in: this module imports no other's code). */
  keyOf(checkpoint: Checkpoint | null | undefined): string;
  /** The worker the page's first script started, writing into the store it created (see FirstPullsHold). */
  early?: boolean;
}

/**
 * A fresh device's first pulls of one collection, fetched by a worker (storage/fillWorkerCore.ts) and, once
 * the fill tells it where (writeInto), written by it straight into the store: the page takes each
 * reply, in order, as FirstPulls hands them over, plus how the worker wrote it (writtenFor), and does
 * the rest (change events, meta rows, checkpoints). What the worker did not write, the page writes.
 */
export class WorkerPulls implements EarlyPulls {
  readonly collection: CollectionName;
  readonly batchSize: number;
  /** The worker hands over only replies it checked (isPullReply). */
  readonly checked = true;
  private readonly port: FillWorkerPort;
  private readonly keyOf: WorkerPullsOptions['keyOf'];
  private readonly replies = new Map<string, Pending>();
  private readonly written = new Map<string, WrittenReply>();
  private ended = false;
  private storedPromise: Promise<void> | undefined;
  private markStored: () => void = () => undefined;

  constructor(options: WorkerPullsOptions) {
    this.port = options.port;
    this.keyOf = options.keyOf;
    this.collection = options.collection;
    this.batchSize = options.batchSize;
    this.port.onmessage = ({ data }) => this.receive(data);
    if (options.early) this.stored = () => this.whenStored();
  }

  /** Set for an early worker: resolves once its pulls are over and what it wrote is committed (or it ended). */
  readonly stored?: () => Promise<void>;

  private whenStored(): Promise<void> {
    if (!this.storedPromise) {
      this.storedPromise = new Promise<void>((resolve) => {
        this.markStored = resolve;
      });
      if (this.ended) this.markStored();
      else this.port.postMessage({ type: 'whenStored' });
    }
    return this.storedPromise;
  }

  /** The reply for this checkpoint (resolves undefined when none comes), once; undefined: fetch it now. */
  take(checkpoint: Checkpoint | null | undefined, batchSize: number): Promise<unknown> | undefined {
    if (batchSize !== this.batchSize) return undefined;
    const key = this.keyOf(checkpoint);
    const pending = this.replies.get(key) ?? (this.ended ? undefined : this.pending(key));
    if (!pending || pending.taken) return undefined;
    pending.taken = true;
    if (pending.settled) this.replies.delete(key);
    return pending.promise;
  }

  /** How the worker wrote the reply taken for this checkpoint; undefined: it did not, the page writes it. */
  writtenFor(checkpoint: Checkpoint | null | undefined): WrittenReply | undefined {
    const key = this.keyOf(checkpoint);
    const written = this.written.get(key);
    this.written.delete(key);
    return written;
  }

  /** Where the worker writes each reply before handing it over (null: nowhere, the page writes them all). */
  writeInto(target: FillTarget | null): void {
    if (!this.ended) this.port.postMessage({ type: 'target', target });
  }

  stop(): void {
    if (this.ended) return;
    this.port.postMessage({ type: 'stop' });
    this.port.terminate();
    this.end();
  }

  private pending(key: string): Pending {
    let resolve: (value: unknown) => void = () => undefined;
    let reject: (error: Error) => void = () => undefined;
    const promise = new Promise<unknown>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A failure nobody took is not an unhandled rejection.
    promise.catch(() => undefined);
    const entry: Pending = { promise, resolve, reject, settled: false, taken: false };
    this.replies.set(key, entry);
    return entry;
  }

  private settle(key: string, settle: (entry: Pending) => void): void {
    const entry = this.replies.get(key) ?? this.pending(key);
    if (entry.settled) return;
    entry.settled = true;
    settle(entry);
    if (entry.taken) this.replies.delete(key);
  }

  private receive(message: FillWorkerMessage): void {
    if (message.type === 'reply') {
      traceStep('fill:replied', message.times.fetched);
      if (message.times.opened !== undefined) traceStep('fill:opened', message.times.opened);
      if (message.times.writing !== undefined) traceStep('fill:writing', message.times.writing);
      if (message.times.committed !== undefined) traceStep('fill:committed', message.times.committed);
      if (message.written) this.written.set(message.key, message.written);
      this.settle(message.key, (entry) => entry.resolve(JSON.parse(message.text)));
    } else if (message.type === 'failed') {
      this.settle(message.key, (entry) => entry.reject(new Error(message.message)));
    } else if (message.type === 'stored') {
      this.markStored();
    } else if (message.type === 'end') {
      this.end();
      this.port.terminate();
    }
  }

  /** No more replies: whatever is still waiting gets none. */
  private end(): void {
    this.ended = true;
    this.markStored();
    for (const [key, entry] of this.replies) {
      if (entry.settled) continue;
      entry.settled = true;
      entry.resolve(undefined);
      if (entry.taken) this.replies.delete(key);
    }
  }
}
