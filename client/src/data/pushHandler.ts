import type { RxReplicationWriteToMasterRow, WithDeleted } from 'rxdb';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';
import { type PushResponse, pushResponseSchema, type WireDoc } from '../../../shared/sync/protocol';
import type { EarlyPush } from './earlyPush';
import type { RejectedChanges } from './rejectedRows';
import type { PostChecked } from './syncReplies';

/**
 * RxDB's push handler for one collection, with per-row results: conflicts go back to RxDB (which
 * merges them), refused rows are kept in `rejected` (shown to the user; RxDB counts them as pushed,
 * so the rest of the queue syncs), accepted rows clear an earlier refusal.
 */
export function createPushHandler<C extends CollectionName>(
  name: C,
  post: PostChecked,
  rejected: RejectedChanges,
  onPushed: () => void,
  /** Saves sent ahead of RxDB's push (see EarlyPush): rows start from the state the server took early. */
  early?: EarlyPush,
): (rows: RxReplicationWriteToMasterRow<DocOf<C>>[]) => Promise<WithDeleted<DocOf<C>>[]> {
  return async (rows) => {
    await rejected.loaded;
    const toSend = early ? await early.prepare(rows) : rows;
    const sent = toSend.map((row) => {
      const earlier = rejected.get(name, row.newDocumentState.id);
      if (!earlier) return row;
      // RxDB believes the server took the refused state: send what the server really has.
      return earlier.base ? { ...row, assumedMasterState: earlier.base } : { newDocumentState: row.newDocumentState };
    });
    const reply = await post(`/api/sync/${name}/push`, { rows: sent }, pushResponseSchema);
    record(name, toSend, reply, rejected);
    onPushed();
    return reply.conflicts as unknown as WithDeleted<DocOf<C>>[];
  };
}

function record<C extends CollectionName>(
  name: C,
  rows: RxReplicationWriteToMasterRow<DocOf<C>>[],
  reply: PushResponse,
  rejected: RejectedChanges,
): void {
  const refused = new Map((reply.rejected ?? []).map((r) => [r.id, r]));
  const conflicting = new Map(reply.conflicts.map((doc) => [doc.id, doc]));
  const at = new Date().toISOString();
  for (const row of rows) {
    const id = row.newDocumentState.id;
    const earlier = rejected.get(name, id);
    const refusal = refused.get(id);
    const conflict = conflicting.get(id);
    if (refusal) {
      const base = earlier ? earlier.base : ((row.assumedMasterState as WireDoc | undefined) ?? null);
      rejected.set({ collection: name, id, reason: refusal.reason, message: refusal.message, field: refusal.field, base, at });
    } else if (conflict) {
      // RxDB now takes the server's state as known; the merge it runs next needs the state the refused edit started from
      // (without a refusal, a base the row was sent with stays for that merge: see EarlyPush).
      if (earlier) rejected.conflicted(name, id, earlier.base);
    } else {
      rejected.delete(name, id);
    }
  }
}
