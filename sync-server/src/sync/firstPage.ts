import type { FirstPageRequest } from '../../../shared/sync/protocol';
import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
import type { Queryable } from '../db/types';
import { wireDocJson } from './pullReply';

interface FirstPageRow extends SessionStateRow {
  total: number | string;
  data: string | null;
}

/**
 * The live recipes by createdAt, ties by id ascending (as the book sorts); served by documents_live_recipes_created_at.
 * The index holds (createdAt, id) both ascending, so no scan of it gives createdAt descending with ids ascending: ordered
 * by both, the page read every live recipe of the owner and sorted them (5,000: 30-85 ms on PGlite, whose tables have no
 * statistics for the planner to choose an incremental sort; the server's one thread waits meanwhile). The page's edge is
 * found first, the createdAt of the limit-th recipe in the page's order (the index read for `limit` entries), and only
 * recipes up to that edge (the page and its ties) are read and sorted.
 */
const pageSql = (direction: 'DESC' | 'ASC') => `SELECT s.*,
    (SELECT count(*) FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted) AS total,
    p.data
  FROM (SELECT ${sessionStateColumns('$1', '$3')}) s
  LEFT JOIN LATERAL (
    SELECT data::text AS data, data->>'createdAt' AS created, id FROM documents
    WHERE owner = $1 AND collection = 'recipes' AND NOT deleted
      AND data->>'createdAt' ${direction === 'DESC' ? '>=' : '<='} (
        SELECT ${direction === 'DESC' ? 'min' : 'max'}(edge.created) FROM (
          SELECT data->>'createdAt' AS created FROM documents
          WHERE owner = $1 AND collection = 'recipes' AND NOT deleted
          ORDER BY data->>'createdAt' ${direction} LIMIT $2
        ) edge
      )
    ORDER BY data->>'createdAt' ${direction}, id ASC LIMIT $2
  ) p ON true
  ORDER BY p.created ${direction}, p.id ASC`;

const SQL = { newest: pageSql('DESC'), oldest: pageSql('ASC') } as const;

/**
 * The book's first page by date and the number of live recipes, with the state of the session the
 * request came with, in one query: the caller checks the session before it answers. `json` is the
 * FirstPageResponse as text, each stored body spliced in as PostgreSQL printed it.
 */
export async function readFirstPageInSession(
  db: Queryable,
  owner: string,
  familyId: string | undefined,
  { order, limit }: FirstPageRequest,
): Promise<{ json: string; session: SessionState }> {
  const { rows } = await db.query<FirstPageRow>(SQL[order], [owner, limit, familyId ?? null], { prepared: `first_page_${order}` });
  const documents = rows.flatMap((row) => (row.data === null ? [] : [wireDocJson({ json: row.data, deleted: false })]));
  return {
    json: `{"documents":[${documents.join(',')}],"total":${Number(rows[0]?.total ?? 0)}}`,
    session: sessionStateOf(rows[0]),
  };
}
