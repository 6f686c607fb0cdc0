import type { RxReplicationPullStreamItem } from 'rxdb';
import { Subject } from 'rxjs';
import { type Checkpoint, STREAM_EVENTS, type StreamChange, type StreamPreview } from '../../../shared/sync/protocol';
import { traceStep } from './pathTrace';
import type { PostJson } from './syncApi';
import type { EventSourceFactory, EventSourceLike } from './types';

export type StreamItem = RxReplicationPullStreamItem<Record<string, unknown>, Checkpoint>;

export interface SyncStreamOptions {
  post: PostJson;
  baseUrl: string;
  eventSource: EventSourceFactory;
  /** Reconnect delay: doubles from min to max after each failure, back to min once open. */
  backoff: { minMs: number; maxMs: number };
  onError?: (error: unknown) => void;
  /** A change (or preview) event's documents, before the collection's replication is handed them (see streamedChanges.ts). */
  onChange?: (collection: string, documents: StreamChange['documents']) => void;
}

/**
 * One server-sent-events connection per tab for all collections. Each collection gets its own
 * stream$ for RxDB; errors and the server's `resync` (its first event on every stream it opens) send
 * 'RESYNC' to all of them, `end` reconnects with a fresh ticket at once.
 */
export class SyncStream {
  private readonly subjects = new Map<string, Subject<StreamItem>>();
  private source: EventSourceLike | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private delay: number;
  private stopped = false;
  private generation = 0;

  constructor(private readonly options: SyncStreamOptions) {
    this.delay = options.backoff.minMs;
  }

  streamFor(collection: string): Subject<StreamItem> {
    let subject = this.subjects.get(collection);
    if (!subject) {
      subject = new Subject<StreamItem>();
      this.subjects.set(collection, subject);
    }
    return subject;
  }

  start(): void {
    this.stopped = false;
    void this.connect();
  }

  /** Reconnects now (e.g. the browser came back online). */
  reconnectNow(): void {
    this.delay = this.options.backoff.minMs;
    this.closeSource();
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.closeSource();
    for (const s of this.subjects.values()) s.complete();
  }

  private resyncAll(): void {
    for (const s of this.subjects.values()) s.next('RESYNC');
  }

  private closeSource(): void {
    this.generation++;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source?.close();
    this.source = null;
  }

  private scheduleReconnect(delay: number): void {
    if (this.stopped) return;
    this.closeSource();
    const generation = this.generation;
    this.timer = setTimeout(() => {
      if (generation === this.generation) void this.connect();
    }, delay);
  }

  private fail(error: unknown): void {
    this.options.onError?.(error);
    this.resyncAll();
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, this.options.backoff.maxMs);
    this.scheduleReconnect(delay);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    const generation = ++this.generation;
    let ticket: string;
    try {
      ({ ticket } = await this.options.post<{ ticket: string }>('/api/sync/stream-ticket', {}));
    } catch (error) {
      if (generation === this.generation) this.fail(error);
      return;
    }
    if (generation !== this.generation || this.stopped) return;
    // The browser's EventSource would reconnect by itself with a spent ticket: every error closes it and we reconnect.
    const source = this.options.eventSource(`${this.options.baseUrl}/api/sync/stream?ticket=${encodeURIComponent(ticket)}`);
    this.source = source;
    const current = () => generation === this.generation;
    // Opened: no RESYNC of its own. The server's first event on every stream is a resync, sent once it has read where
    // each collection stands (its cursors): a pull then finds everything the stream will not send. A RESYNC at open
    // came before that and made every collection pull twice at each start (7 more requests while a new device fills).
    source.addEventListener('open', () => {
      if (!current()) return;
      this.delay = this.options.backoff.minMs;
    });
    source.addEventListener('error', () => {
      if (current()) this.fail(new Error('stream error'));
    });
    source.addEventListener(STREAM_EVENTS.resync, () => {
      if (current()) this.resyncAll();
    });
    source.addEventListener(STREAM_EVENTS.end, (event) => {
      if (!current()) return;
      // Closed for a newer stream of the account (too many open): back off, or tabs would take turns closing each other.
      if (typeof event.data === 'string' && event.data.includes('too_many_streams')) this.fail(new Error('too many streams'));
      else this.scheduleReconnect(0);
    });
    // Another device's edit before its commit is durable: only views see it (onChange); the replication waits for its change.
    source.addEventListener(STREAM_EVENTS.preview, (event) => {
      if (!current() || typeof event.data !== 'string') return;
      traceStep('stream:event');
      try {
        const preview = JSON.parse(event.data) as StreamPreview;
        if (this.subjects.has(preview.collection)) this.options.onChange?.(preview.collection, preview.documents);
      } catch {
        // The change that follows it brings the same documents.
      }
    });
    source.addEventListener(STREAM_EVENTS.change, (event) => {
      if (!current() || typeof event.data !== 'string') return;
      traceStep('stream:event');
      try {
        const change = JSON.parse(event.data) as StreamChange;
        const subject = this.subjects.get(change.collection);
        if (subject) this.options.onChange?.(change.collection, change.documents);
        subject?.next({ documents: change.documents, checkpoint: change.checkpoint });
      } catch {
        this.resyncAll();
      }
    });
  }
}
