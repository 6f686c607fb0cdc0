import { LIMITS } from '../../../shared/domain/limits';
import { TEXT_MESSAGES } from '../../../shared/domain/messages';
import { COLLECTIONS, type CollectionName } from '../../../shared/schemas/collections';
import { ERROR_CODES, type PushRow, type WireDoc } from '../../../shared/sync/protocol';
import type { Database } from '../db/types';
import { HttpError, validationError } from '../errors';
import { notifyRecipeLimits } from '../notifications/notificationService';
import { findNulCharacter } from '../nulCharacter';
import { sameDocument, withoutReplicationFields } from './documentEquality';
import { lockOwner, notifyChange, readDocument, toWireDoc, upsertDocument } from './documentStore';

interface CheckedRow {
  next: { data: { id: string } & Record<string, unknown>; deleted: boolean };
  assumed: { data: Record<string, unknown>; deleted: boolean } | undefined;
}

/** Validates every row before anything is written: one bad row refuses the whole batch. */
function checkRows(collection: CollectionName, rows: PushRow[]): CheckedRow[] {
  const schema = COLLECTIONS[collection].schema;
  return rows.map((row, index) => {
    const field = `rows.${index}.newDocumentState`;
    const body = withoutReplicationFields(row.newDocumentState);
    if (Buffer.byteLength(JSON.stringify(body)) > LIMITS.maxDocumentBytes) {
      throw new HttpError(413, ERROR_CODES.tooLarge, `${field}: a document may be at most ${LIMITS.maxDocumentBytes} bytes`, field);
    }
    const nulAt = findNulCharacter(body);
    if (nulAt !== undefined) {
      const nulField = nulAt ? `${field}.${nulAt}` : field;
      throw new HttpError(400, ERROR_CODES.validation, `${nulField}: ${TEXT_MESSAGES.nulCharacter}`, nulField);
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw validationError(parsed.error, { fieldPrefix: field });
    const assumed = row.assumedMasterState
      ? { data: withoutReplicationFields(row.assumedMasterState), deleted: row.assumedMasterState._deleted === true }
      : undefined;
    return { next: { data: parsed.data, deleted: row.newDocumentState._deleted === true }, assumed };
  });
}

/**
 * Applies a push batch for one owner in one transaction and returns the real master states of the
 * conflicting rows. Per row, against the stored document:
 * - stored equals the new state: success without a write (a retried push changes nothing twice);
 * - nothing stored: written. An assumed master state without a stored row (e.g. the server's copy
 *   was purged) has no real master state to answer with, and refusing would lose the user's edit;
 * - stored equals the assumed master state (deleted flag included): written;
 * - otherwise: conflict, answered with the stored document.
 */
export async function applyPush(db: Database, owner: string, collection: CollectionName, rows: PushRow[]): Promise<WireDoc[]> {
  const checked = checkRows(collection, rows);
  return db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const conflicts: WireDoc[] = [];
    let lastSeq = 0;
    for (const { next, assumed } of checked) {
      const stored = await readDocument(tx, owner, collection, next.data.id);
      if (stored && sameDocument(stored, next)) continue;
      if (stored && !(assumed && sameDocument(stored, assumed))) {
        conflicts.push(toWireDoc(stored));
        continue;
      }
      lastSeq = await upsertDocument(tx, owner, collection, next.data, next.deleted);
    }
    if (lastSeq > 0) await notifyChange(tx, { owner, collection, seq: lastSeq });
    if (lastSeq > 0 && collection === 'recipes') await notifyRecipeLimits(tx, owner);
    return conflicts;
  });
}
