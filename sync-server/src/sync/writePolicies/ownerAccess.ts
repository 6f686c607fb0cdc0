import { type FeatureAccess, featureAccessFor, isPlanId } from '../../../../shared/domain/plans';
import type { Queryable } from '../../db/types';

/**
 * The owner's plan rights and live recipe count as stored now (never from the token, which may
 * predate an upgrade). One query. An admin's count reads 0: they have no limit to count against.
 */
export async function readOwnerAccess(tx: Queryable, owner: string): Promise<FeatureAccess> {
  const result = await tx.query<{ plan: string; is_admin: boolean; recipes: string | number }>(
    // Admins have no recipe limit: their count is never needed, and counting thousands of rows on every push is not free.
    `SELECT plan, is_admin,
       CASE WHEN is_admin THEN 0
            ELSE (SELECT count(*) FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted) END AS recipes
     FROM users WHERE id = $1`,
    [owner],
  );
  const row = result.rows[0];
  return featureAccessFor({
    plan: row && isPlanId(row.plan) ? row.plan : 'free',
    isAdmin: row?.is_admin === true,
    currentRecipeCount: Number(row?.recipes ?? 0),
    conversionsUsedToday: 0,
  });
}
