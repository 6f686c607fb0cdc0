/** Fields RxDB may add to a document that are never part of the stored body. */
const REPLICATION_FIELDS = new Set(['_deleted', '_meta', '_rev', '_attachments']);

export function withoutReplicationFields(doc: Record<string, unknown>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) if (!REPLICATION_FIELDS.has(key)) body[key] = value;
  return body;
}

/** Deep equality of JSON values; object key order is ignored, numbers compare with === (jsonb turns -0 into 0). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord).filter((key) => aRecord[key] !== undefined);
  const bKeys = Object.keys(bRecord).filter((key) => bRecord[key] !== undefined);
  return aKeys.length === bKeys.length && aKeys.every((key) => Object.hasOwn(bRecord, key) && sameJson(aRecord[key], bRecord[key]));
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
