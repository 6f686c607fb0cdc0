import type { Checkpoint } from '../../../shared/sync/protocol';
import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
import type { Queryable } from '../db/types';

/** A stored document as PostgreSQL printed it: jsonb text, an object that holds its own `id` (every writer keys the row by data.id). */
export interface StoredText {
  json: string;
  deleted: boolean;
}

/**
 * One pull batch: the stored bodies as PostgreSQL printed them, spliced into a PullResponse as bytes
 * (pullResponseBody). The server never parses a stored body into an object and back, nor rebuilds it
 * in SQL (jsonb || jsonb cost PostgreSQL as much again as reading the rows).
 */
export interface PullBatch {
  documents: readonly StoredText[];
  count: number;
  /** Checkpoint of the last document in the batch; undefined when the batch is empty. */
  last: Checkpoint | undefined;
  /** The `documents` array of a PullResponse as JSON text: each stored body with its `_deleted`. */
  readonly documentsJson: string;
}

interface PullRow {
  id: string | null;
  data: string | null;
  deleted: boolean | null;
  seq: number | string | null;
}

const BATCH_SQL = `SELECT id, data::text AS data, deleted, seq FROM documents
  WHERE owner = $1 AND collection = $2 AND (seq, id) > ($3::bigint, $4::text)
  ORDER BY seq, id LIMIT $5`;

const DELETED_FLAG = { true: '"_deleted":true}', false: '"_deleted":false}' } as const;

/** A stored body's JSON text with `_deleted` added: a WireDoc. jsonb prints an object as `{…}`. */
export function wireDocJson({ json, deleted }: StoredText): string {
  return json === '{}' ? `{${DELETED_FLAG[`${deleted}`]}` : `${json.slice(0, -1)},${DELETED_FLAG[`${deleted}`]}`;
}

function batchOf(rows: readonly PullRow[]): PullBatch {
  const documents: StoredText[] = [];
  let last: Checkpoint | undefined;
  for (const row of rows) {
    if (row.id === null || row.data === null) continue;
    documents.push({ json: row.data, deleted: row.deleted === true });
    last = { seq: Number(row.seq), id: row.id };
  }
  return {
    documents,
    count: documents.length,
    last,
    get documentsJson() {
      return `[${documents.map(wireDocJson).join(',')}]`;
    },
  };
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

const DELETED_FLAG_BYTES = { true: Buffer.from(DELETED_FLAG.true), false: Buffer.from(DELETED_FLAG.false) } as const;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;

/**
 * The PullResponse body as UTF-8 bytes, written straight into one buffer of its exact size: building
 * the text first and encoding it after cost several times more (a 100-document reply is ~150 kB), and
 * a buffer sized for the worst case (3 bytes per character) tripled the memory each reply holds.
 */
export function pullResponseBody(batch: PullBatch, requested: Checkpoint | null): Buffer {
  const head = '{"documents":[';
  const tail = `],"checkpoint":${JSON.stringify(batch.last ?? requested)}}`;
  const { documents } = batch;
  let room = head.length + Buffer.byteLength(tail) + documents.length;
  for (const doc of documents) room += Buffer.byteLength(doc.json) + DELETED_FLAG_BYTES.false.length;
  const body = Buffer.allocUnsafe(room);
  let at = body.write(head, 0, 'latin1');
  for (let index = 0; index < documents.length; index++) {
    const doc = documents[index] as StoredText;
    if (index > 0) body[at++] = COMMA;
    if (doc.json === '{}') body[at++] = OPEN_BRACE;
    else {
      // The object's closing brace becomes the comma before its `_deleted`.
      at += body.write(doc.json, at);
      body[at - 1] = COMMA;
    }
    const flag = DELETED_FLAG_BYTES[`${doc.deleted}`];
    body.set(flag, at);
    at += flag.length;
  }
  at += body.write(tail, at);
  return at === room ? body : body.subarray(0, at);
}
