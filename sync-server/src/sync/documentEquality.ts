import { sameJson } from '../../../shared/sync/sameJson';

/** Fields RxDB may add to a document that are never part of the stored body. */
const REPLICATION_FIELDS = new Set(['_deleted', '_meta', '_rev', '_attachments']);

export function withoutReplicationFields(doc: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (!REPLICATION_FIELDS.has(key)) body[key] = value;
  return body;
}

/**
 * Same document and same deleted flag, whatever the key order (jsonb reorders keys, so a string
 * comparison would report false conflicts).
 */
export function sameDocument(
  a: { data: Record<string, unknown>; deleted: boolean },
  b: { data: Record<string, unknown>; deleted: boolean },
): boolean {
  return a.deleted === b.deleted && sameJson(a.data, b.data);
}
