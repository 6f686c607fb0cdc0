import type { Checkpoint, WireDoc } from '../../../shared/sync/protocol';
import type { Queryable, QueryResult, Statement } from '../db/types';

/** The documents table: every replicated document, owner-scoped. Every query here filters by owner. */

/** LISTEN/NOTIFY channel of document changes; payload ChangeNotice as JSON. */
export const CHANGE_CHANNEL = 'doc_changes';

export interface ChangeNotice {
  owner: string;
  collection: string;
  seq: number;
}

export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
  deleted: boolean;
  seq: number;
}

export interface DocumentRow {
  id: string;
  data: Record<string, unknown>;
  deleted: boolean;
  seq: string | number;
}

export const toStored = (row: DocumentRow): StoredDocument => ({ id: row.id, data: row.data, deleted: row.deleted, seq: Number(row.seq) });

export function toWireDoc(doc: Pick<StoredDocument, 'data' | 'deleted'>): WireDoc {
  return { ...doc.data, id: String(doc.data.id), _deleted: doc.deleted };
}

/** Documents after the checkpoint (a pull's or a stream's cursor) in (seq, id) order: the order they were committed in for this owner. */
export async function readChangesSince(
  db: Queryable,
  owner: string,
  collection: string,
  after: Checkpoint | null,
  limit: number,
): Promise<StoredDocument[]> {
  const result = await db.query<DocumentRow>(
    `SELECT id, data, deleted, seq FROM documents
     WHERE owner = $1 AND collection = $2 AND (seq, id) > ($3::bigint, $4::text)
     ORDER BY seq, id LIMIT $5`,
    [owner, collection, after?.seq ?? 0, after?.id ?? '', limit],
  );
  return result.rows.map(toStored);
}

export async function readDocument(db: Queryable, owner: string, collection: string, id: string): Promise<StoredDocument | undefined> {
  const result = await db.query<DocumentRow>(
    'SELECT id, data, deleted, seq FROM documents WHERE owner = $1 AND collection = $2 AND id = $3',
    [owner, collection, id],
  );
  const row = result.rows[0];
  return row ? toStored(row) : undefined;
}

/** The stored documents of these ids (one query); absent ids have no entry. */
export async function readDocuments(
  db: Queryable,
  owner: string,
  collection: string,
  ids: readonly string[],
): Promise<Map<string, StoredDocument>> {
  const result = await db.query<DocumentRow>(
    'SELECT id, data, deleted, seq FROM documents WHERE owner = $1 AND collection = $2 AND id = ANY($3::text[])',
    [owner, collection, ids],
  );
  return new Map(result.rows.map((row) => [row.id, toStored(row)]));
}

/** The checkpoint of the newest document per collection of one owner (collections without documents are absent). */
export async function latestCheckpointByCollection(db: Queryable, owner: string): Promise<Map<string, Checkpoint>> {
  const result = await db.query<{ collection: string; seq: string | number; id: string }>(
    `SELECT DISTINCT ON (collection) collection, seq, id FROM documents WHERE owner = $1
     ORDER BY collection, seq DESC, id DESC`,
    [owner],
  );
  return new Map(result.rows.map((row) => [row.collection, { seq: Number(row.seq), id: row.id }]));
}

/**
 * Serialises all writes of one owner until the transaction ends. Every writer takes it before
 * `nextval`, so for one owner the sequence order is the commit order and a pull never skips a row.
 */
export async function lockOwner(tx: Queryable, owner: string): Promise<void> {
  await tx.query(LOCK_OWNER_SQL, [owner], { prepared: 'lock_owner' });
}

const LOCK_OWNER_SQL = 'SELECT pg_advisory_xact_lock(hashtext($1::text))';

/** lockOwner as a statement of a batch (Transaction.batch): the statements after it in the batch run under the lock. */
export const lockOwnerStatement = (owner: string): Statement => ({ sql: LOCK_OWNER_SQL, params: [owner] });

/** Inserts or replaces a document with a fresh sequence number. Call lockOwner first in the same transaction. */
export async function upsertDocument(
  tx: Queryable,
  owner: string,
  collection: string,
  data: { id: string } & Record<string, unknown>,
  deleted: boolean,
): Promise<number> {
  const result = await tx.query<{ seq: string | number }>(
    `INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, nextval('documents_seq'), now())
     ON CONFLICT (owner, collection, id)
     DO UPDATE SET data = EXCLUDED.data, deleted = EXCLUDED.deleted, seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at
     RETURNING seq`,
    [owner, collection, data.id, JSON.stringify(data), deleted],
  );
  return Number(result.rows[0]?.seq);
}

export interface DocumentWrite {
  data: { id: string } & Record<string, unknown>;
  deleted: boolean;
}

/** A row a statement wrote, with the sequence number it got. */
export interface WrittenRow {
  id: string;
  seq: number;
}

/**
 * Inserts or replaces several documents of one owner in one statement, each with a fresh sequence
 * number in the given order, and sends one change notice with the last sequence (delivered on
 * commit). Ids must be distinct. Call lockOwner first in the same transaction. Returns the rows
 * written, in sequence order.
 */
export async function upsertDocumentsAndNotify(
  tx: Queryable,
  owner: string,
  collection: string,
  writes: readonly DocumentWrite[],
): Promise<WrittenRow[]> {
  if (writes.length === 0) return [];
  const { sql, params = [] } = upsertDocumentsStatement(owner, collection, writes);
  return writtenRowsOf(await tx.query(sql, params, { prepared: 'upsert_documents_json_and_notify' }));
}

/** upsertDocumentsAndNotify as a statement of a batch (Transaction.batch); read its result with writtenRowsOf. Writes must not be empty. */
export function upsertDocumentsStatement(owner: string, collection: string, writes: readonly DocumentWrite[]): Statement {
  return {
    sql: `WITH written AS (
       INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at)
       SELECT $1::text, $2::text, w.item->>0, w.item->1, (w.item->>2)::boolean, nextval('documents_seq'), now()
       FROM jsonb_array_elements($3::jsonb) WITH ORDINALITY AS w(item, ord)
       ORDER BY w.ord
       ON CONFLICT (owner, collection, id)
       DO UPDATE SET data = EXCLUDED.data, deleted = EXCLUDED.deleted, seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at
       RETURNING id, seq
     ), last AS (SELECT max(seq) AS seq FROM written)
     SELECT (SELECT json_agg(json_build_array(id, seq) ORDER BY seq) FROM written) AS rows,
            pg_notify($4::text, json_build_object('owner', $1::text, 'collection', $2::text, 'seq', last.seq)::text)
     FROM last`,
    // One JSON parameter of [id, data, deleted] rows: as text[] arrays, the client escaped every quote of every document.
    params: [owner, collection, JSON.stringify(writes.map((w) => [w.data.id, w.data, w.deleted])), CHANGE_CHANNEL],
  };
}

/** The rows upsertDocumentsStatement wrote, in sequence order. */
export function writtenRowsOf(result: QueryResult<Record<string, unknown>>): WrittenRow[] {
  const rows = (result.rows[0] as { rows?: [string, string | number][] | null } | undefined)?.rows ?? [];
  return rows.map(([id, seq]) => ({ id, seq: Number(seq) }));
}

/** Delivered to every server instance on commit; small payload (NOTIFY payloads must stay under 8000 bytes). */
export async function notifyChange(tx: Queryable, notice: ChangeNotice): Promise<void> {
  await tx.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, JSON.stringify(notice)]);
}

/** Every live (not deleted) document of the user, by collection then id, as stored (jsonb). */
export async function readLiveDocumentsOf(db: Queryable, owner: string): Promise<{ collection: string; data: unknown }[]> {
  const { rows } = await db.query<{ collection: string; data: unknown }>(
    'SELECT collection, data FROM documents WHERE owner = $1 AND deleted = false ORDER BY collection, id',
    [owner],
  );
  return rows;
}

/** How many recipes the user has (not deleted). */
export async function countLiveRecipes(db: Queryable, owner: string): Promise<number> {
  const { rows } = await db.query<{ n: string | number }>(
    "SELECT count(*) AS n FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted",
    [owner],
  );
  return Number(rows[0]?.n ?? 0);
}
