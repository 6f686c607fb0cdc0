import type { CollectionName } from '../../../shared/schemas/collections';
import type { AccessSession } from '../auth/accessToken';
import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
import type { QueryResult, Statement } from '../db/types';
import { droppedImageIds } from '../images/imageReferences';
import { CHANGE_CHANNEL, type WrittenRow } from './documentStore';
import type { CheckedRow } from './pushRows';

/**
 * Collections whose write policies an edit passes whatever the plan (see oneTripRows); the others'
 * pushes go the way that reads the plan first.
 */
const ONE_TRIP_COLLECTIONS: ReadonlySet<CollectionName> = new Set(['recipes', 'notifications', 'shoppingChecks']);

const tagsOf = (data: Record<string, unknown>): string[] =>
  Array.isArray(data.tags) ? data.tags.filter((t): t is string => typeof t === 'string') : [];

/**
 * Whether a push can be checked and written in one statement: every row edits a document from the
 * state it assumes the server holds (the statement writes a row only where the server holds exactly
 * that state), so what the write policies and the image release would decide is known from the rows
 * alone. An everyday edit is such a push; a creation, a restore, a tag added, a picture dropped or
 * an id pushed twice is not (those need the plan, the recipe count or the images read under the lock).
 */
export function oneTripRows(collection: CollectionName, rows: readonly CheckedRow[]): boolean {
  if (rows.length === 0 || !ONE_TRIP_COLLECTIONS.has(collection)) return false;
  const ids = new Set<string>();
  for (const { next, assumed } of rows) {
    if (!assumed || ids.has(next.data.id)) return false;
    ids.add(next.data.id);
    // A live recipe from a deleted one counts towards the plan's limit.
    if (assumed.deleted && !next.deleted) return false;
    if (!next.deleted) {
      const before = new Set(assumed.deleted ? [] : tagsOf(assumed.data));
      if (tagsOf(next.data).some((t) => !before.has(t))) return false;
    }
    if (droppedImageIds([{ data: next.data, deleted: next.deleted, stored: { data: assumed.data } }]).length > 0) return false;
  }
  return true;
}

/**
 * The one statement of a one-trip push (after the owner lock, in the same round trip, with COMMIT):
 * the session's state; each row written where the server holds exactly its assumed state (and not
 * already the new one), with a fresh sequence number; the change notice when anything was written;
 * the owner's newest sequence before the write; and the stored state of each row it did not write
 * (a conflict, a retried push, or no stored document). Every part reads one snapshot, taken under the lock.
 * A session that is no longer live, or a deactivated account, writes nothing (the caller answers 401/403).
 */
export function oneTripStatement(
  owner: string,
  session: AccessSession,
  collection: CollectionName,
  rows: readonly CheckedRow[],
): Statement {
  const params: unknown[] = [owner, collection, session.familyId ?? null, session.version, CHANGE_CHANNEL];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  // One UPDATE per row, each of the row its primary key finds (under the owner lock no other writer moves it): without
  // table statistics, one UPDATE joined to all rows was planned as a hash join over every document of the owner (70 ms
  // with 5,000 recipes under load), and a row's own conditions picked a partial index that reads all the owner's recipes.
  const updates = rows.map(({ next, assumed }, i) => {
    const data = param(JSON.stringify(next.data));
    return `w${i} AS (
       UPDATE documents SET data = ${data}::jsonb, deleted = ${next.deleted}, seq = nextval('documents_seq'), updated_at = now()
       WHERE (SELECT ok FROM live)
         AND ctid = (SELECT ctid FROM documents WHERE owner = $1::text AND collection = $2::text AND id = ${param(next.data.id)}::text LIMIT 1)
         AND data = ${param(JSON.stringify(assumed?.data ?? null))}::jsonb AND deleted = ${assumed?.deleted === true}
         AND NOT (data = ${data}::jsonb AND deleted = ${next.deleted})
       RETURNING id, seq
     )`;
  });
  const ids = param(rows.map((r) => r.next.data.id));
  return {
    sql: `WITH s AS (SELECT ${sessionStateColumns('$1::text', '$3')}),
     live AS (
       SELECT s.*, (s.session_version = $4::bigint AND NOT s.family_revoked
         AND NOT (s.account_status IS NULL AND $3::text IS NOT NULL AND s.family_erased)
         AND s.account_status IS DISTINCT FROM 'deactivated') AS ok
       FROM s
     ),
     ${updates.join(',\n     ')},
     written AS (${rows.map((_, i) => `SELECT id, seq FROM w${i}`).join(' UNION ALL ')})
     SELECT live.*,
       (SELECT seq FROM documents WHERE owner = $1::text AND collection = $2::text ORDER BY seq DESC LIMIT 1) AS latest,
       (SELECT json_agg(json_build_array(id, seq) ORDER BY seq) FROM written) AS written,
       (SELECT json_agg(json_build_array(i.id, x.data, x.deleted))
          FROM unnest(${ids}::text[]) AS i(id)
          LEFT JOIN LATERAL (
            SELECT data, deleted FROM documents WHERE owner = $1::text AND collection = $2::text AND id = i.id LIMIT 1
          ) x ON true
          WHERE NOT EXISTS (SELECT 1 FROM written w WHERE w.id = i.id)) AS unwritten,
       (SELECT pg_notify($5::text, json_build_object('owner', $1::text, 'collection', $2::text, 'seq', max(seq))::text)
          FROM written HAVING count(*) > 0) AS notified
     FROM live`,
    params,
  };
}

/** What the one-trip statement did. */
export interface OneTripResult {
  session: SessionState;
  /** Whether the session was live and the account writable (else nothing was written). */
  ok: boolean;
  /** The owner's newest sequence in the collection before the write (null: none). */
  latestSeq: number | null;
  /** The rows written, in sequence order. */
  written: WrittenRow[];
  /** Per row not written: the stored state (undefined: no stored document). */
  unwritten: Map<string, { data: Record<string, unknown>; deleted: boolean } | undefined>;
}

type OneTripRow = SessionStateRow & {
  ok: boolean;
  latest: string | number | null;
  written: [string, string | number][] | null;
  unwritten: [string, Record<string, unknown> | null, boolean | null][] | null;
};

export function oneTripResultOf(result: QueryResult<Record<string, unknown>> | undefined): OneTripResult {
  const row = result?.rows[0] as OneTripRow | undefined;
  const unwritten = new Map<string, { data: Record<string, unknown>; deleted: boolean } | undefined>();
  for (const [id, data, deleted] of row?.unwritten ?? [])
    unwritten.set(id, data === null ? undefined : { data, deleted: deleted === true });
  return {
    session: sessionStateOf(row),
    ok: row?.ok === true,
    latestSeq: row?.latest === null || row?.latest === undefined ? null : Number(row.latest),
    written: (row?.written ?? []).map(([id, seq]) => ({ id, seq: Number(seq) })),
    unwritten,
  };
}
