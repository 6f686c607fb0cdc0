import { type SessionState, type SessionStateRow, sessionStateColumns, sessionStateOf } from '../auth/sessionStateRepository';
import type { Queryable, Statement } from '../db/types';
import { type DocumentRow, type StoredDocument, toStored } from './documentStore';
import type { OwnerPlan } from './writePolicies/ownerAccess';

/** What a push needs before it writes; see readPushBase. */
export interface PushBase {
  /** The stored documents of the pushed ids; absent ids have no entry. */
  stored: Map<string, StoredDocument>;
  /** The owner's newest sequence in the collection (null: none yet): where a stream must be to be sent the push's rows directly. */
  latestSeq: number | null;
  /** The state of the session the push came with. */
  session: SessionState;
  /** The owner's account row (undefined: none). */
  owner: OwnerPlan | undefined;
}

type PushBaseRow = Partial<DocumentRow> &
  SessionStateRow & { latest: string | number | null; plan: string | null; is_admin: boolean | null; recipes: string | number | null };

/**
 * Everything a push reads before it writes, under the owner lock, in one query: the stored
 * documents of these ids, the owner's newest sequence, the session state, and the owner's plan.
 * Written as one primary-key lookup per id (LIMIT 1 keeps each a lookup) and a backward index scan,
 * so the plan stays cheap without table statistics: with `max(seq)` and `id = ANY` the planner read
 * every document of the owner when it had none (a fresh database, autovacuum off).
 * The live recipe count (which the recipe limit needs) is counted only when `countRecipes` and one
 * of the ids has no live document, i.e. the push may create a recipe; an admin's count reads 0.
 */
export async function readPushBase(
  tx: Queryable,
  owner: string,
  familyId: string | undefined,
  collection: string,
  ids: readonly string[],
  countRecipes: boolean,
): Promise<PushBase> {
  const { sql, params } = pushBaseStatement(owner, familyId, collection, ids, countRecipes);
  return pushBaseOf((await tx.query<PushBaseRow>(sql, params, { prepared: 'push_base' })).rows);
}

/** readPushBase as a statement of a batch (Transaction.batch); read its rows with pushBaseOf. */
export function pushBaseStatement(
  owner: string,
  familyId: string | undefined,
  collection: string,
  ids: readonly string[],
  countRecipes: boolean,
): Statement {
  return {
    sql: `SELECT s.*,
       (SELECT seq FROM documents WHERE owner = $1 AND collection = $2 ORDER BY seq DESC LIMIT 1) AS latest,
       u.plan, u.is_admin,
       CASE WHEN u.is_admin THEN 0
            WHEN $5::boolean AND (SELECT count(*) FROM unnest($3::text[]) AS i(id), LATERAL (
                           SELECT 1 FROM documents x WHERE x.owner = $1 AND x.collection = $2 AND x.id = i.id AND NOT x.deleted LIMIT 1
                         ) live) < cardinality($3::text[])
            THEN (SELECT count(*) FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted) END AS recipes,
       d.id, d.data, d.deleted, d.seq
     FROM (SELECT ${sessionStateColumns('$1::text', '$4')}) s
     LEFT JOIN users u ON u.id = $1::text
     LEFT JOIN LATERAL (
       SELECT x.* FROM unnest($3::text[]) AS i(id), LATERAL (
         SELECT id, data, deleted, seq FROM documents WHERE owner = $1 AND collection = $2 AND id = i.id LIMIT 1
       ) x
     ) d ON true`,
    params: [owner, collection, ids, familyId ?? null, countRecipes],
  };
}

/** The push base from the rows of pushBaseStatement. */
export function pushBaseOf(rows: readonly object[]): PushBase {
  const typed = rows as readonly PushBaseRow[];
  const stored = new Map<string, StoredDocument>();
  for (const row of typed) if (row.id !== null && row.id !== undefined) stored.set(row.id, toStored(row as DocumentRow));
  const first = typed[0];
  const latest = first?.latest;
  return {
    stored,
    latestSeq: latest === null || latest === undefined ? null : Number(latest),
    session: sessionStateOf(first),
    owner:
      first?.plan === null || first?.plan === undefined
        ? undefined
        : { plan: first.plan, isAdmin: first.is_admin === true, recipes: first.recipes === null ? null : Number(first.recipes) },
  };
}
