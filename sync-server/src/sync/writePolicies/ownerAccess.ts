import { type FeatureAccess, featureAccessFor, isPlanId } from '../../../../shared/domain/plans';
import { readPlanAndRecipeCount } from '../../auth/userRepository';
import type { Queryable } from '../../db/types';

/**
 * The owner's plan rights and live recipe count as stored now (never from the token, which may
 * predate an upgrade). One query. An admin's count reads 0: they have no limit to count against.
 */
export async function readOwnerAccess(tx: Queryable, owner: string): Promise<FeatureAccess> {
  const row = await readPlanAndRecipeCount(tx, owner);
  return featureAccessFor({
    plan: row && isPlanId(row.plan) ? row.plan : 'free',
    isAdmin: row?.isAdmin === true,
    currentRecipeCount: row?.recipes ?? 0,
    conversionsUsedToday: 0,
  });
}
