import { ACCOUNT_MESSAGES } from '../../../shared/domain/accountRules';
import { LIMITS } from '../../../shared/domain/limits';
import type { CollectionName } from '../../../shared/schemas/collections';
import {
  ERROR_CODES,
  type PushResponse,
  type PushRow,
  type RejectedRow,
  type StreamChange,
  type StreamPreview,
  type WireDoc,
} from '../../../shared/sync/protocol';
import { type AccessSession, assertLiveSession } from '../auth/accessToken';
import type { Database } from '../db/types';
import { HttpError } from '../errors';
import { droppedImageIds } from '../images/imageReferences';
import { deleteUnreferencedImages } from '../images/imageRepository';
import { notifyRecipeLimits } from '../notifications/notificationService';
import { sameDocument } from './documentEquality';
import {
  type DocumentWrite,
  lockOwnerStatement,
  type StoredDocument,
  toWireDoc,
  upsertDocumentsStatement,
  type WrittenRow,
  writtenRowsOf,
} from './documentStore';
import { pushBaseOf, pushBaseStatement } from './pushBase';
import { oneTripResultOf, oneTripRows, oneTripStatement } from './pushOneTrip';
import { type CheckedRow, checkRow } from './pushRows';
import { type PlannedWrite, WRITE_POLICIES } from './writePolicies';
import { ownerAccessFrom } from './writePolicies/ownerAccess';

/**
 * A committed push as a stream change: the rows in sequence order, and the owner's newest sequence in
 * the collection before them. A stream whose cursor is exactly there can be sent the change without
 * reading it back (no row of the owner can lie in between: the owner lock orders their writes).
 */
export interface CommittedPush {
  owner: string;
  previousSeq: number | null;
  change: StreamChange;
}

const createsRecipe = (write: PlannedWrite) => !write.deleted && (write.stored === undefined || write.stored.deleted);

/** Who pushes: the owner, and the session of the access token (checked inside the push's transaction). */
export interface Pusher {
  owner: string;
  session: AccessSession;
}

/**
 * Applies a push batch for one owner in one transaction and answers per row. Each row is checked on
 * its own: an invalid row is rejected with a reason and the others go on. Per valid row, against the
 * stored document (or the state an earlier row of this batch wrote):
 * - stored equals the new state: success without a write (a retried push changes nothing twice);
 * - nothing stored: written. An assumed master state without a stored row (e.g. the server's copy
 *   was purged) has no real master state to answer with, and refusing would lose the user's edit;
 * - stored equals the assumed master state (deleted flag included): written;
 * - otherwise: conflict, answered with the stored document.
 * Rows that would be written then pass the collection's write policies (plan limits and rights);
 * a refused row is rejected and nothing of it is stored.
 * Round trips (PostgreSQL): one for an everyday edit (every row edits a stored document from the
 * state it assumes, see pushOneTrip.ts): BEGIN, the owner lock, one statement checking the session
 * and writing each row whose assumed state is the stored one, and COMMIT. Other pushes, two: BEGIN with the owner lock and, under it, one read
 * of every stored state with the session state and the owner's plan (and recipe count when the batch
 * may add recipes); then one statement writing every row and sending the change notice, with COMMIT.
 * Only when the written documents let go of an image, or the batch adds recipes on a plan with a
 * limit, the write is followed by the query releasing those images and the recipe-limit notices'
 * reads, then COMMIT. A session ended since the token was issued (401) or a deactivated account
 * (403) writes nothing.
 */
export async function applyPush(
  db: Database,
  { owner, session }: Pusher,
  collection: CollectionName,
  rows: PushRow[],
  /** Told after the commit what was written, so this process's streams can send it at once (see CommittedPush). */
  onCommitted?: (committed: CommittedPush) => void,
  /**
   * Told what an everyday edit wrote before its COMMIT (the durable write, most of the push's time): this process's
   * streams show it as a preview (STREAM_EVENTS.preview). Given, the COMMIT is a round trip of its own after it.
   */
  onWritten?: (owner: string, preview: StreamPreview) => void,
): Promise<PushResponse> {
  const rejected: RejectedRow[] = [];
  const valid: CheckedRow[] = [];
  for (const [index, row] of rows.entries()) {
    const check = checkRow(collection, row, index);
    if (check.ok) valid.push(check.row);
    else rejected.push(check.rejected);
  }
  if (oneTripRows(collection, valid)) {
    const oneTrip = await applyOneTripPush(db, { owner, session }, collection, valid, onCommitted, onWritten);
    if (oneTrip.unresolved.length === 0)
      return rejected.length > 0 ? { conflicts: oneTrip.conflicts, rejected } : { conflicts: oneTrip.conflicts };
    // Rows without a stored document (e.g. the server's copy was purged): written the way that reads the plan first.
    const rest = await applyCheckedRows(db, { owner, session }, collection, oneTrip.unresolved, onCommitted);
    rejected.push(...(rest.rejected ?? []));
    const conflicts = [...oneTrip.conflicts, ...rest.conflicts];
    return rejected.length > 0 ? { conflicts, rejected } : { conflicts };
  }
  const reply = await applyCheckedRows(db, { owner, session }, collection, valid, onCommitted);
  rejected.push(...(reply.rejected ?? []));
  return rejected.length > 0 ? { conflicts: reply.conflicts, rejected } : { conflicts: reply.conflicts };
}

/**
 * An everyday edit (see oneTripRows) in one round trip to PostgreSQL: BEGIN, the owner lock, the
 * statement that checks the session, compares each row with its assumed state and writes it, and COMMIT.
 * Rows without a stored document come back unresolved, for the caller to write the other way.
 */
async function applyOneTripPush(
  db: Database,
  { owner, session }: Pusher,
  collection: CollectionName,
  valid: CheckedRow[],
  onCommitted?: (committed: CommittedPush) => void,
  onWritten?: (owner: string, preview: StreamPreview) => void,
): Promise<{ conflicts: WireDoc[]; unresolved: CheckedRow[] }> {
  const byId = new Map(valid.map((r) => [r.next.data.id, r.next]));
  const documentsOf = (written: readonly WrittenRow[]) => written.map(({ id }) => toWireDoc(byId.get(id) as CheckedRow['next']));
  const result = await db.transaction(async (tx) => {
    const statements = [lockOwnerStatement(owner), oneTripStatement(owner, session, collection, valid)];
    const [, done] = await tx.batch(statements, { commit: onWritten === undefined });
    const written = oneTripResultOf(done);
    // Written and checked (session, assumed states): only the durable COMMIT is left, which the transaction sends next.
    if (onWritten && written.written.length > 0) onWritten(owner, { collection, documents: documentsOf(written.written) });
    return written;
  });
  const last = result.written.at(-1);
  if (last) {
    // To this process's streams at once: nothing else of the push is needed by another device.
    const documents = documentsOf(result.written);
    onCommitted?.({ owner, previousSeq: result.latestSeq, change: { collection, documents, checkpoint: { seq: last.seq, id: last.id } } });
  }
  assertLiveSession(session, result.session);
  if (result.session.accountStatus === 'deactivated' || !result.ok) {
    throw new HttpError(403, ERROR_CODES.accountDeactivated, ACCOUNT_MESSAGES.deactivatedReadOnly);
  }
  const conflicts: WireDoc[] = [];
  const unresolved: CheckedRow[] = [];
  for (const row of valid) {
    const id = row.next.data.id;
    if (!result.unwritten.has(id)) continue;
    const stored = result.unwritten.get(id);
    if (!stored) unresolved.push(row);
    // Stored as pushed already (a retried push): a success. Anything else: the stored state is the conflict's answer.
    else if (!sameDocument(stored, row.next)) conflicts.push(toWireDoc(stored));
  }
  return { conflicts, unresolved };
}

/** Rows that passed their checks, in one transaction that reads the stored states, the session and the plan before it writes (see applyPush). */
export async function applyCheckedRows(
  db: Database,
  { owner, session }: Pusher,
  collection: CollectionName,
  valid: CheckedRow[],
  onCommitted?: (committed: CommittedPush) => void,
): Promise<PushResponse> {
  const rejected: RejectedRow[] = [];
  let committed: CommittedPush | undefined;
  const conflicts = await db.transaction(async (tx) => {
    const found: WireDoc[] = [];
    const ids = [...new Set(valid.map((r) => r.next.data.id))];
    const mayCreateRecipes = collection === 'recipes' && valid.some((r) => !r.next.deleted);
    // The reads run under the lock: a batch's statements each take their snapshot when they start.
    const [, baseRows] = await tx.batch([
      lockOwnerStatement(owner),
      pushBaseStatement(owner, session.familyId, collection, ids, mayCreateRecipes),
    ]);
    const base = pushBaseOf(baseRows?.rows ?? []);
    assertLiveSession(session, base.session);
    if (base.session.accountStatus === 'deactivated') {
      // A deactivated account keeps reading (pull, stream) its data but writes nothing until it is reactivated.
      throw new HttpError(403, ERROR_CODES.accountDeactivated, ACCOUNT_MESSAGES.deactivatedReadOnly);
    }
    if (valid.length === 0) return found;
    const { stored, latestSeq } = base;
    // The state each id has after the rows before it in this batch: a client may push one id twice.
    const current = new Map<string, StoredDocument | DocumentWrite>(stored);
    const planned = new Map<string, PlannedWrite>();
    for (const { next, assumed } of valid) {
      const id = next.data.id;
      const now = current.get(id);
      if (now && sameDocument(now, next)) continue;
      if (now && !(assumed && sameDocument(now, assumed))) {
        found.push(toWireDoc(now));
        continue;
      }
      current.set(id, next);
      planned.set(id, { id, data: next.data, deleted: next.deleted, stored: stored.get(id) });
    }
    const writes = [...planned.values()];
    const refused = new Set<string>();
    const access = ownerAccessFrom(tx, owner, base.owner, mayCreateRecipes);
    for (const policy of WRITE_POLICIES[collection] ?? []) {
      // A row one policy refused is not shown to the next (one refusal per row).
      for (const refusal of await policy.refuse(
        access,
        writes.filter((w) => !refused.has(w.id)),
      )) {
        refused.add(refusal.id);
        rejected.push(refusal);
      }
    }
    const accepted = writes.filter((w) => !refused.has(w.id));
    // A deleted recipe, or a replaced or removed picture, takes its image out of the store.
    const dropped = droppedImageIds(accepted);
    // Only a new (or restored) recipe moves the count towards a limit: an edit, a delete, or a plan
    // without a limit (admins included) needs no notice, nor its reads. Without an account row there is none to notify.
    const notifyLimits =
      collection === 'recipes' &&
      accepted.some(createsRecipe) &&
      base.owner !== undefined &&
      (await access()).recipeLimit < LIMITS.unlimitedRecipes;
    // Nothing else to do after the write (an everyday edit): it goes with COMMIT.
    const writeCommits = dropped.length === 0 && !notifyLimits;
    let written: WrittenRow[] = [];
    if (accepted.length > 0) {
      const [result] = await tx.batch([upsertDocumentsStatement(owner, collection, accepted)], { commit: writeCommits });
      if (result) written = writtenRowsOf(result);
    }
    const last = written.at(-1);
    if (last) {
      const byId = new Map(accepted.map((w) => [w.id, w]));
      const documents = written.map(({ id }) => {
        const w = byId.get(id) as PlannedWrite;
        return toWireDoc({ data: w.data, deleted: w.deleted });
      });
      committed = { owner, previousSeq: latestSeq, change: { collection, documents, checkpoint: { seq: last.seq, id: last.id } } };
    }
    if (dropped.length > 0) await deleteUnreferencedImages(tx, owner, dropped);
    if (notifyLimits) await notifyRecipeLimits(tx, owner);
    return found;
  });
  if (committed) onCommitted?.(committed);
  return rejected.length > 0 ? { conflicts, rejected } : { conflicts };
}
