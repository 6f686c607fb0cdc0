import { LIMITS } from '../../../shared/domain/limits';
import { COLLECTIONS, type CollectionName } from '../../../shared/schemas/collections';
import { type PushRow, REJECT_REASONS, type RejectedRow } from '../../../shared/sync/protocol';
import { firstIssue } from '../errors';
import { findUnstorableText } from '../nulCharacter';
import { withoutReplicationFields } from './documentEquality';

export interface CheckedRow {
  index: number;
  next: { data: { id: string } & Record<string, unknown>; deleted: boolean };
  assumed: { data: Record<string, unknown>; deleted: boolean } | undefined;
}

/** A row that passed the checks, or its refusal; a refusal never affects the other rows of the batch. */
export type RowCheck = { ok: true; row: CheckedRow } | { ok: false; rejected: RejectedRow };

/** Size, text the database cannot store (NUL, half a surrogate pair) and the collection schema of one pushed row; `field` names the failing field from the row's own path. */
export function checkRow(collection: CollectionName, row: PushRow, index: number): RowCheck {
  const schema = COLLECTIONS[collection].schema;
  const id = row.newDocumentState.id;
  const field = `rows.${index}.newDocumentState`;
  const body = withoutReplicationFields(row.newDocumentState);
  if (Buffer.byteLength(JSON.stringify(body)) > LIMITS.maxDocumentBytes) {
    const message = `${field}: a document may be at most ${LIMITS.maxDocumentBytes} bytes`;
    return { ok: false, rejected: { id, reason: REJECT_REASONS.tooLarge, message, field } };
  }
  const unstorable = findUnstorableText(body);
  if (unstorable !== undefined) {
    const textField = unstorable.path ? `${field}.${unstorable.path}` : field;
    return {
      ok: false,
      rejected: { id, reason: REJECT_REASONS.invalid, message: `${textField}: ${unstorable.message}`, field: textField },
    };
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = firstIssue(parsed.error, field);
    const message = issue.field ? `${issue.field}: ${issue.detail}` : issue.detail;
    return { ok: false, rejected: { id, reason: REJECT_REASONS.invalid, message, ...(issue.field ? { field: issue.field } : {}) } };
  }
  const assumed = row.assumedMasterState
    ? { data: withoutReplicationFields(row.assumedMasterState), deleted: row.assumedMasterState._deleted === true }
    : undefined;
  return { ok: true, row: { index, next: { data: parsed.data, deleted: row.newDocumentState._deleted === true }, assumed } };
}
