import { getAssumedMasterState, getChangedDocumentsSince, getLastCheckpointDoc, writeDocToDocState } from 'rxdb';
import type { RxReplicationState } from 'rxdb/plugins/replication';

/**
 * Local documents the server has not acknowledged yet: changed since the upstream checkpoint and
 * different from the last state known to be on the server (the replication's assumed master state).
 * Pulled documents equal their assumed master state, so they never count.
 */
export async function countPendingChanges<T, C>(replication: RxReplicationState<T, C>): Promise<number> {
  await replication.startPromise;
  const state = replication.internalReplicationState;
  if (!state || replication.isStopped()) return 0;
  const checkpoint = await getLastCheckpointDoc(state, 'up');
  const { documents } = await getChangedDocumentsSince(replication.collection.storageInstance, 100_000, checkpoint);
  if (documents.length === 0) return 0;
  const primary = state.primaryPath as keyof (typeof documents)[number];
  const ids = documents.map((d) => String(d[primary]));
  const assumed = await getAssumedMasterState(state, ids);
  let pending = 0;
  for (const [i, doc] of documents.entries()) {
    const master = assumed[ids[i] ?? ''];
    const current = writeDocToDocState(doc, state.hasAttachments, false);
    if (!master || !state.input.conflictHandler.isEqual(master.docData, current, 'pending-count')) pending++;
  }
  return pending;
}
