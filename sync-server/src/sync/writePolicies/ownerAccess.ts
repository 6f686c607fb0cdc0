import { type FeatureAccess, featureAccessFor, isPlanId } from '../../../../shared/domain/plans';
import type { Queryable } from '../../db/types';

/**
 * The owner's plan rights and live recipe count as stored now (never from the token, which may
 * predate an upgrade). One query.
 */
export async function readOwnerAccess(tx: Queryable, owner: string): Promise<FeatureAccess> {
  const result = await tx.query<{ plan: string; is_admin: boolean; recipes: string | number }>(
    `SELECT plan, is_admin,
       (SELECT count(*) FROM documents WHERE owner = $1 AND collection = 'recipes' AND NOT deleted) AS recipes
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
