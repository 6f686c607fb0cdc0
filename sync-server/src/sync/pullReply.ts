import type { Checkpoint } from '../../../shared/sync/protocol';
import type { Queryable } from '../db/types';

/**
 * One pull batch, with its documents already serialised by PostgreSQL: the JSON text of the
 * `documents` array of a PullResponse. The server never parses the stored bodies into objects and
 * back to JSON, which was most of a pull's cost in Node.
 */
export interface PullBatch {
  /** A JSON array of WireDoc: each stored body with its `id` and `_deleted`. */
  documentsJson: string;
  count: number;
  /** Checkpoint of the last document in the batch; undefined when the batch is empty. */
  last: Checkpoint | undefined;
}

interface PullBatchRow {
  documents: string;
  count: number | string;
  last_seq: number | string | null;
  last_id: string | null;
}

/** Documents after the checkpoint in (seq, id) order, the order they were committed in for this owner; same rows as readChangesSince. */
export async function readPullBatch(
  db: Queryable,
  owner: string,
  collection: string,
  after: Checkpoint | null,
  limit: number,
): Promise<PullBatch> {
  const result = await db.query<PullBatchRow>(
    `WITH batch AS (
       SELECT id, data, deleted, seq FROM documents
       WHERE owner = $1 AND collection = $2 AND (seq, id) > ($3::bigint, $4::text)
       ORDER BY seq, id LIMIT $5
     )
     SELECT coalesce(json_agg(data || jsonb_build_object('id', id, '_deleted', deleted) ORDER BY seq, id)::text, '[]') AS documents,
            count(*) AS count,
            (array_agg(seq ORDER BY seq DESC, id DESC))[1] AS last_seq,
            (array_agg(id ORDER BY seq DESC, id DESC))[1] AS last_id
     FROM batch`,
    [owner, collection, after?.seq ?? 0, after?.id ?? '', limit],
  );
  const row = result.rows[0];
  if (!row || row.last_seq === null || row.last_id === null) return { documentsJson: '[]', count: 0, last: undefined };
  return { documentsJson: row.documents, count: Number(row.count), last: { seq: Number(row.last_seq), id: row.last_id } };
}

/** The PullResponse body as JSON text, around the documents PostgreSQL serialised. */
export function pullResponseJson(batch: PullBatch, requested: Checkpoint | null): string {
  return `{"documents":${batch.documentsJson},"checkpoint":${JSON.stringify(batch.last ?? requested)}}`;
}
