import type { RxReplicationWriteToMasterRow } from 'rxdb';
import type { CollectionName } from '../../../shared/schemas/collections';
import { pushResponseSchema, type WireDoc } from '../../../shared/sync/protocol';
import { sameJson } from '../../../shared/sync/sameJson';
import type { LocalWrite } from './localWrites';
import { traceStep } from './pathTrace';
import type { RejectedChanges } from './rejectedRows';
import type { PostChecked } from './syncReplies';

/**
 * Sends a user's save to the server while the device is still storing it. RxDB pushes a change only
 * once it is stored, and after a click the browser delivers no task (the store's "written" event
 * included) until it has drawn the next frame: about 13 ms on which the other devices wait.
 *
 * The early push is the row RxDB would send, with the state the save replaced as the assumed server
 * state. The server takes it only if it holds exactly that state, so it never overwrites anything
 * RxDB's own push would not; when it does not take it (a conflict, a refusal, no network) nothing
 * changes and RxDB's push sends the row as always. RxDB's push still sends a row the server took
 * early (the server answers it without writing): RxDB learns of another device's later edit from that
 * push's conflict, not from the stream, while it has a change of the document to push.
 *
 * One early push at a time per collection: a second save while one is under way, and the rows of
 * a bulk write after its first, go through RxDB's push only.
 */
export interface EarlyPush {
  /** Sends the write now if nothing else is being sent early and `canSend()` allows it. */
  offer(write: LocalWrite): void;
  /**
   * RxDB's push rows (after an early push under way has its answer), each from the state the server
   * holds as far as this device knows. Every row is still sent: see prepare() below.
   */
  prepare<T>(rows: RxReplicationWriteToMasterRow<T>[]): Promise<RxReplicationWriteToMasterRow<T>[]>;
}

export interface EarlyPushOptions {
  name: CollectionName;
  post: PostChecked;
  rejected: RejectedChanges;
  /** Whether the collection is syncing live now (online, replication running, no first fill under way). */
  canSend: () => boolean;
}

export function createEarlyPush({ name, post, rejected, canSend }: EarlyPushOptions): EarlyPush {
  let underWay: Promise<void> | undefined;
  let refusalsKnown = false;
  void rejected.loaded.then(() => {
    refusalsKnown = true;
  });
  /** Per id, the states the server took early (and the state each replaced) that RxDB's push has not carried yet, oldest first. */
  const taken = new Map<string, { state: WireDoc; replaced: WireDoc | undefined }[]>();

  const offer = (write: LocalWrite) => {
    const id = write.newDocumentState.id;
    // A refused row is sent with the server's real state (see createPushHandler): RxDB's push does that.
    if (underWay || !refusalsKnown || rejected.get(name, id) || rejected.mergeBaseFor(name, id) !== undefined) return;
    if (!canSend()) return;
    const row = write.previousState
      ? { newDocumentState: write.newDocumentState, assumedMasterState: write.previousState }
      : { newDocumentState: write.newDocumentState };
    traceStep('push:early');
    underWay = post(`/api/sync/${name}/push`, { rows: [row] }, pushResponseSchema)
      .then((reply) => {
        const answered = reply.conflicts.some((doc) => doc.id === id) || (reply.rejected ?? []).some((r) => r.id === id);
        if (answered) return;
        const states = taken.get(id) ?? [];
        states.push({ state: write.newDocumentState, replaced: write.previousState as WireDoc | undefined });
        taken.set(id, states);
      })
      .catch(() => undefined)
      .finally(() => {
        underWay = undefined;
      });
  };

  const prepare = async <T>(rows: RxReplicationWriteToMasterRow<T>[]): Promise<RxReplicationWriteToMasterRow<T>[]> => {
    if (underWay) await underWay;
    if (taken.size === 0) return rows;
    return rows.map((row) => {
      const state = row.newDocumentState as unknown as WireDoc;
      const states = taken.get(state.id);
      if (!states) return row;
      taken.delete(state.id);
      const at = states.findIndex((s) => sameJson(s.state, state));
      if (at >= 0) {
        // Sent again all the same: the server answers "no change" when it still holds it, and the state it
        // holds instead when another device's edit came after (RxDB may have passed that one by, waiting for this push).
        // A conflict then merges from the state the server took.
        rejected.setMergeBase(name, state.id, (states[at] as { state: WireDoc }).state);
        return row;
      }
      // A newer save than the one the server took early (RxDB sends only a document's latest state). If RxDB
      // assumes the state one of the early saves replaced, the row starts from the state the server took last
      // (the saves taken early are one chain: the server took each only from the state the one before left).
      // Earlier saves of the chain are ones RxDB has heard of since (the stream brought it back before RxDB
      // pushed it). If RxDB assumes none of them, it has heard of another server state since: its own stands.
      const rxdbAssumes = row.assumedMasterState as unknown as WireDoc | undefined;
      const known = states.some((s) => (s.replaced === undefined ? rxdbAssumes === undefined : sameJson(s.replaced, rxdbAssumes)));
      if (!known) return row;
      const serverState = (states.at(-1) as { state: WireDoc }).state;
      rejected.setMergeBase(name, state.id, serverState);
      return { ...row, assumedMasterState: serverState as unknown as RxReplicationWriteToMasterRow<T>['newDocumentState'] };
    });
  };

  return { offer, prepare };
}
