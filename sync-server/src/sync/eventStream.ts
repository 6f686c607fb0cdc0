import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type Checkpoint, type ERROR_CODES, STREAM_EVENTS, type StreamChange } from '../../../shared/sync/protocol';
import type { Queryable } from '../db/types';
import { latestCheckpointByCollection, readChangesSince, toWireDoc } from './documentStore';

const HEARTBEAT_MS = 15_000;
const CATCH_UP_BATCH = 500;
/**
 * A change whose event would be larger than this is announced as a resync instead: the client pulls
 * it (pull replies are compressed, the stream is not), and the stream stays small.
 */
export const STREAM_CHANGE_MAX_BYTES = 64 * 1024;
const tooLarge = (data: string) => data.length > STREAM_CHANGE_MAX_BYTES || Buffer.byteLength(data) > STREAM_CHANGE_MAX_BYTES;

/** Why the server ends a stream; a session ended early (signed out, password changed, account deleted) gives its API error code. */
export type StreamEndReason =
  | 'session_expired'
  | 'server_shutdown'
  | 'too_many_streams'
  | typeof ERROR_CODES.sessionRevoked
  | typeof ERROR_CODES.accountDeleted;

/**
 * One client's server-sent-events connection. It keeps its own cursor per collection: on a change
 * notice it sends every row after that cursor (commit order per owner = sequence order, so nothing
 * in between is skipped). Work is queued so two notices never send the same rows twice.
 */
export class EventStream {
  private readonly cursors = new Map<string, Checkpoint>();
  private queue: Promise<void>;
  private heartbeat: NodeJS.Timeout;
  private expiry: NodeJS.Timeout;
  private closed = false;

  constructor(
    readonly owner: string,
    private readonly res: ServerResponse,
    private readonly db: Queryable,
    private readonly log: FastifyBaseLogger,
    lifetimeMs: number,
    private readonly onClosed: (stream: EventStream) => void,
  ) {
    this.heartbeat = setInterval(() => this.write(': keep-alive\n\n'), HEARTBEAT_MS);
    this.expiry = setTimeout(() => this.end('session_expired'), lifetimeMs);
    res.on('close', () => this.cleanup());
    // Cursors start at the newest rows; the resync event makes the client pull everything before.
    this.queue = latestCheckpointByCollection(db, owner).then(
      (latest) => {
        for (const [collection, checkpoint] of latest) this.cursors.set(collection, checkpoint);
        this.send(STREAM_EVENTS.resync, {});
      },
      (error: unknown) => {
        this.log.error({ err: error }, 'sync stream could not start');
        this.end('server_shutdown');
      },
    );
  }

  notify(collection: string, seq: number): void {
    const sent = () => seq <= (this.cursors.get(collection)?.seq ?? 0);
    if (this.closed || sent()) return;
    // Checked again in turn: a push's own delivery queued before this notice may have sent the rows.
    this.queue = this.queue
      .then(() => (sent() ? undefined : this.catchUp(collection)))
      .catch((error: unknown) => this.log.error({ err: error }, 'sync stream catch-up failed'));
  }

  /**
   * A change this process just committed: sent as it is when this stream's cursor of the collection
   * is exactly where the owner's rows stood before it (null: the owner had none); otherwise the
   * change notice's catch-up reads it. Queued like catch-ups, so nothing is sent twice or out of order.
   * `data` is the change as JSON, when the caller serialised it once for all of the owner's streams.
   */
  deliver(previousSeq: number | null, change: StreamChange, data?: string): void {
    if (this.closed) return;
    this.queue = this.queue.then(() => {
      const cursor = this.cursors.get(change.collection);
      if ((cursor?.seq ?? null) !== previousSeq) return;
      // Committed before this runs: a resync's pull finds the rows.
      this.cursors.set(change.collection, change.checkpoint);
      this.sendChange(data ?? JSON.stringify(change));
    });
  }

  resync(): void {
    this.queue = this.queue.then(() => this.send(STREAM_EVENTS.resync, {}));
  }

  end(reason: StreamEndReason, message?: string): void {
    if (this.closed) return;
    this.send(STREAM_EVENTS.end, message === undefined ? { reason } : { reason, message });
    this.res.end();
    this.cleanup();
  }

  private async catchUp(collection: string): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const rows = await readChangesSince(this.db, this.owner, collection, this.cursors.get(collection) ?? null, CATCH_UP_BATCH);
      const last = rows.at(-1);
      if (!last) return;
      const checkpoint = { seq: last.seq, id: last.id };
      const change: StreamChange = { collection, documents: rows.map(toWireDoc), checkpoint };
      const data = JSON.stringify(change);
      if (tooLarge(data)) {
        // The cursor moves to the newest row before the resync is sent: everything up to it is then
        // committed and found by the client's pull, anything later comes with its own notice.
        const newest = (await latestCheckpointByCollection(this.db, this.owner)).get(collection) ?? checkpoint;
        this.cursors.set(collection, newest);
        this.send(STREAM_EVENTS.resync, {});
        return;
      }
      this.cursors.set(collection, checkpoint);
      this.sendChange(data);
      if (rows.length < CATCH_UP_BATCH) return;
    }
  }

  /** Another device's edit before its commit is durable (STREAM_EVENTS.preview): shown, never stored; too large ones are left to the change. */
  preview(data: string): void {
    if (!tooLarge(data)) this.write(`event: ${STREAM_EVENTS.preview}\ndata: ${data}\n\n`);
  }

  /** A change event, or a resync when the change is too large for the stream. */
  private sendChange(data: string): void {
    if (tooLarge(data)) this.send(STREAM_EVENTS.resync, {});
    else this.write(`event: ${STREAM_EVENTS.change}\ndata: ${data}\n\n`);
  }

  private send(event: string, data: unknown): void {
    this.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  private write(chunk: string): void {
    if (!this.closed && !this.res.writableEnded) this.res.write(chunk);
  }

  private cleanup(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    clearTimeout(this.expiry);
    this.onClosed(this);
  }
}
