import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { type Checkpoint, STREAM_EVENTS, type StreamChange } from '../../../shared/sync/protocol';
import type { Queryable } from '../db/types';
import { latestCheckpointByCollection, readChangesSince, toWireDoc } from './documentStore';

const HEARTBEAT_MS = 15_000;
const CATCH_UP_BATCH = 500;

export type StreamEndReason = 'session_expired' | 'server_shutdown' | 'too_many_streams';

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
   */
  deliver(previousSeq: number | null, change: StreamChange): void {
    if (this.closed) return;
    this.queue = this.queue.then(() => {
      const cursor = this.cursors.get(change.collection);
      if ((cursor?.seq ?? null) !== previousSeq) return;
      this.cursors.set(change.collection, change.checkpoint);
      this.send(STREAM_EVENTS.change, change);
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
      this.cursors.set(collection, checkpoint);
      const change: StreamChange = { collection, documents: rows.map(toWireDoc), checkpoint };
      this.send(STREAM_EVENTS.change, change);
      if (rows.length < CATCH_UP_BATCH) return;
    }
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
