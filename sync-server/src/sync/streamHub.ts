import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { StreamPreview } from '../../../shared/sync/protocol';
import { type AccessSession, assertStreamSession } from '../auth/accessToken';
import { SESSION_CHANNEL } from '../auth/sessionEndNotice';
import { readSessionState } from '../auth/sessionStateRepository';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { CHANGE_CHANNEL } from './documentStore';
import type { EventStream, StreamEndReason } from './eventStream';
import type { CommittedPush } from './push';

const noticeSchema = z.object({ owner: z.string(), collection: z.string(), seq: z.number() });
const sessionNoticeSchema = z.object({ owner: z.string() });

/**
 * One LISTEN subscription per server process, fanned out to this process's open streams by owner.
 * After the LISTEN connection was lost, notices may be gone: every stream is told to resync.
 * Each stream keeps the session it was opened for: when a notice says sessions of its owner ended
 * (SESSION_CHANNEL, from any instance), the streams whose session is no longer live end at once.
 */
export class StreamHub {
  private readonly byOwner = new Map<string, Set<EventStream>>();
  /** The session each open stream was opened for (none: a token without a session, e.g. tools and tests). */
  private readonly sessions = new Map<EventStream, AccessSession>();
  /** Pushes of each owner under way on this process, and the change notices that arrived meanwhile. */
  private readonly pushing = new Map<string, { count: number; held: z.infer<typeof noticeSchema>[] }>();
  private started: Promise<() => Promise<void>> | undefined;
  private reconnectHandled = false;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Subscribes on first use, so an app that never streams holds no LISTEN connection. */
  start(): Promise<unknown> {
    if (!this.started) {
      // Once: start() runs again after a failed subscription, and each registration would resync again.
      if (!this.reconnectHandled) {
        this.reconnectHandled = true;
        this.db.onListenReconnect(() => {
          this.resyncAll();
          // A session-end notice may have been lost with the connection.
          for (const owner of [...this.byOwner.keys()]) this.checkSessions(owner);
        });
      }
      this.started = this.subscribe();
      this.started.catch(() => {
        this.started = undefined;
      });
    }
    return this.started;
  }

  /**
   * Registers an open stream with the session it was opened for, then checks that session once more:
   * a session ended between the stream's authentication and now sent its notice before the stream
   * was here to receive it.
   */
  add(stream: EventStream, session?: AccessSession): void {
    let set = this.byOwner.get(stream.owner);
    if (!set) {
      set = new Set();
      this.byOwner.set(stream.owner, set);
    }
    set.add(stream);
    if (session) {
      this.sessions.set(stream, session);
      this.checkSessions(stream.owner, [stream]);
    }
  }

  /** The owner's open streams on this process, oldest first (a Set keeps insertion order). */
  streamsOf(owner: string): EventStream[] {
    return [...(this.byOwner.get(owner) ?? [])];
  }

  remove(stream: EventStream): void {
    this.sessions.delete(stream);
    const set = this.byOwner.get(stream.owner);
    set?.delete(stream);
    if (set?.size === 0) this.byOwner.delete(stream.owner);
  }

  get size(): number {
    let count = 0;
    for (const set of this.byOwner.values()) count += set.size;
    return count;
  }

  /**
   * A push of the owner starts on this process: its own change notice can arrive before the commit
   * returns, and would make every stream read back the rows the push is about to hand them. Notices
   * that arrive until the returned function is called are held, then passed on after the push's
   * deliverCommitted (a stream skips a notice it has already sent, so none is lost or sent twice).
   */
  pushStarted(owner: string): () => void {
    let entry = this.pushing.get(owner);
    if (!entry) {
      entry = { count: 0, held: [] };
      this.pushing.set(owner, entry);
    }
    entry.count += 1;
    const current = entry;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      current.count -= 1;
      const held = current.held.splice(0);
      if (current.count === 0 && this.pushing.get(owner) === current) this.pushing.delete(owner);
      for (const notice of held) this.notifyStreams(notice);
    };
  }

  /** A push this process committed, to the owner's streams here (other processes learn of it by notice). */
  deliverCommitted(committed: CommittedPush): void {
    const streams = this.byOwner.get(committed.owner);
    if (!streams) return;
    const data = JSON.stringify(committed.change);
    for (const stream of streams) stream.deliver(committed.previousSeq, committed.change, data);
  }

  /** A push's documents once written, before its COMMIT is durable (see applyPush's onWritten), to the owner's streams here. */
  deliverPreview(owner: string, preview: StreamPreview): void {
    const streams = this.byOwner.get(owner);
    if (!streams) return;
    const data = JSON.stringify(preview);
    for (const stream of streams) stream.preview(data);
  }

  resyncAll(): void {
    for (const set of this.byOwner.values()) for (const stream of set) stream.resync();
  }

  /** Ends every stream (server shutting down) and drops the LISTEN subscription. */
  async close(): Promise<void> {
    for (const set of [...this.byOwner.values()]) for (const stream of [...set]) stream.end('server_shutdown');
    const started = this.started;
    this.started = undefined;
    if (started) await (await started.catch(() => async () => {}))();
  }

  private checkSessions(owner: string, streams?: EventStream[]): void {
    this.endStreamsOfEndedSessions(owner, streams).catch((error: unknown) =>
      this.log.error({ err: error }, 'ending the sync streams of ended sessions failed'),
    );
  }

  /**
   * Ends the owner's streams (or those given) whose session is no longer live: signed out, every
   * session ended (password change or reset, sign-out everywhere), account deleted. One query per
   * distinct session; a database that cannot answer leaves the streams to their own expiry.
   */
  private async endStreamsOfEndedSessions(owner: string, streams = this.streamsOf(owner)): Promise<void> {
    const bySession = new Map<string, { session: AccessSession; streams: EventStream[] }>();
    for (const stream of streams) {
      const session = this.sessions.get(stream);
      if (!session) continue;
      const key = `${session.version}/${session.familyId ?? ''}`;
      const group = bySession.get(key) ?? { session, streams: [] };
      group.streams.push(stream);
      bySession.set(key, group);
    }
    for (const { session, streams: ofSession } of bySession.values()) {
      let ended: { reason: StreamEndReason; message: string } | null = null;
      try {
        assertStreamSession(session, await readSessionState(this.db, owner, session.familyId));
      } catch (error) {
        if (!(error instanceof HttpError)) {
          this.log.warn({ err: error }, 'could not check the session of sync streams');
          continue;
        }
        ended = { reason: error.code === 'account_deleted' ? 'account_deleted' : 'session_revoked', message: error.message };
      }
      if (ended) for (const stream of ofSession) stream.end(ended.reason, ended.message);
    }
  }

  /** LISTEN on both channels; the returned function drops both. */
  private async subscribe(): Promise<() => Promise<void>> {
    const unlistenChanges = await this.db.listen(CHANGE_CHANNEL, (payload) => this.dispatch(payload));
    try {
      const unlistenSessions = await this.db.listen(SESSION_CHANNEL, (payload) => this.dispatchSessionEnd(payload));
      return async () => {
        await unlistenChanges();
        await unlistenSessions();
      };
    } catch (error) {
      await unlistenChanges().catch(() => undefined);
      throw error;
    }
  }

  private dispatchSessionEnd(payload: string): void {
    let owner: string;
    try {
      owner = sessionNoticeSchema.parse(JSON.parse(payload)).owner;
    } catch {
      this.log.warn({ payload }, 'ignored a malformed session notice');
      return;
    }
    if (this.byOwner.has(owner)) this.checkSessions(owner);
  }

  private dispatch(payload: string): void {
    let notice: z.infer<typeof noticeSchema>;
    try {
      notice = noticeSchema.parse(JSON.parse(payload));
    } catch {
      this.log.warn({ payload }, 'ignored a malformed change notice');
      return;
    }
    const pushing = this.pushing.get(notice.owner);
    if (pushing) pushing.held.push(notice);
    else this.notifyStreams(notice);
  }

  private notifyStreams(notice: z.infer<typeof noticeSchema>): void {
    for (const stream of this.byOwner.get(notice.owner) ?? []) stream.notify(notice.collection, notice.seq);
  }
}
