import type { Checkpoint } from '../../../shared/sync/protocol';
import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
import type { Queryable } from '../db/types';

/**
 * One pull batch as JSON text: the `documents` array of a PullResponse, spliced from the stored
 * bodies as PostgreSQL prints them. The server never parses a stored body into an object and back,
 * nor rebuilds it in SQL (jsonb || jsonb costs PostgreSQL as much again as reading the rows).
 */
export interface PullBatch {
  /** A JSON array of WireDoc: each stored body with its `_deleted`. */
  documentsJson: string;
  count: number;
  /** Checkpoint of the last document in the batch; undefined when the batch is empty. */
  last: Checkpoint | undefined;
}

interface PullRow {
  id: string | null;
  /** The stored body as jsonb text: an object that holds its own `id` (every writer keys the row by data.id). */
  data: string | null;
  deleted: boolean | null;
  seq: number | string | null;
}

const BATCH_SQL = `SELECT id, data::text AS data, deleted, seq FROM documents
  WHERE owner = $1 AND collection = $2 AND (seq, id) > ($3::bigint, $4::text)
  ORDER BY seq, id LIMIT $5`;

/** A stored body's JSON text with `_deleted` added: a WireDoc. jsonb prints an object as `{…}`. */
function wireDocJson(data: string, deleted: boolean): string {
  const flag = deleted ? '"_deleted":true}' : '"_deleted":false}';
  return data === '{}' ? `{${flag}` : `${data.slice(0, -1)},${flag}`;
}

function batchOf(rows: readonly PullRow[]): PullBatch {
  const documents: string[] = [];
  let last: Checkpoint | undefined;
  for (const row of rows) {
    if (row.id === null || row.data === null) continue;
    documents.push(wireDocJson(row.data, row.deleted === true));
    last = { seq: Number(row.seq), id: row.id };
  }
  return { documentsJson: `[${documents.join(',')}]`, count: documents.length, last };
}

const batchParams = (owner: string, collection: string, after: Checkpoint | null, limit: number) => [
  owner,
  collection,
  after?.seq ?? 0,
  after?.id ?? '',
  limit,
];

/** Documents after the checkpoint in (seq, id) order, the order they were committed in for this owner; same rows as readChangesSince. */
export async function readPullBatch(
  db: Queryable,
  owner: string,
  collection: string,
  after: Checkpoint | null,
  limit: number,
): Promise<PullBatch> {
  const result = await db.query<PullRow>(BATCH_SQL, batchParams(owner, collection, after, limit), { prepared: 'pull_batch' });
  return batchOf(result.rows);
}

/**
 * readPullBatch and the state of the session the request came with, in one query (one round trip
 * per pull): the caller checks the session (assertLiveSession) before it answers with the batch.
 */
export async function readPullBatchInSession(
  db: Queryable,
  owner: string,
  familyId: string | undefined,
  collection: string,
  after: Checkpoint | null,
  limit: number,
): Promise<{ batch: PullBatch; session: SessionState }> {
  const result = await db.query<PullRow & SessionStateRow>(
    `SELECT s.*, b.id, b.data, b.deleted, b.seq
     FROM (SELECT ${sessionStateColumns('$1', '$6')}) s
     LEFT JOIN LATERAL (${BATCH_SQL}) b ON true
     ORDER BY b.seq, b.id`,
    [...batchParams(owner, collection, after, limit), familyId ?? null],
    { prepared: 'pull_batch_in_session' },
  );
  return { batch: batchOf(result.rows), session: sessionStateOf(result.rows[0]) };
}

/** The PullResponse body as JSON text, around the documents PostgreSQL serialised. */
export function pullResponseJson(batch: PullBatch, requested: Checkpoint | null): string {
  return `{"documents":${batch.documentsJson},"checkpoint":${JSON.stringify(batch.last ?? requested)}}`;
}
