import { type FeatureAccess, featureAccessFor, isPlanId } from '../../../../shared/domain/plans';
import { readPlanAndRecipeCount } from '../../auth/userRepository';
import type { Queryable } from '../../db/types';

/** The owner's account row as the push read it; recipes is null when that read did not count them. */
export interface OwnerPlan {
  plan: string;
  isAdmin: boolean;
  recipes: number | null;
}

const accessOf = (row: { plan: string; isAdmin: boolean; recipes: number } | undefined): FeatureAccess =>
  featureAccessFor({
    plan: row && isPlanId(row.plan) ? row.plan : 'free',
    isAdmin: row?.isAdmin === true,
    currentRecipeCount: row?.recipes ?? 0,
    conversionsUsedToday: 0,
  });

/**
 * The owner's plan rights and live recipe count as stored now (never from the token, which may
 * predate an upgrade). One query. An admin's count reads 0: they have no limit to count against.
 */
export async function readOwnerAccess(tx: Queryable, owner: string): Promise<FeatureAccess> {
  return accessOf(await readPlanAndRecipeCount(tx, owner));
}

/**
 * The owner's access from what the push already read (no account row: the free plan), read once.
 * Without a recipe count the count is read when asked for; only the recipe-limit rule uses it.
 */
export function ownerAccessFrom(
  tx: Queryable,
  owner: string,
  known: OwnerPlan | undefined,
  needsCount: boolean,
): () => Promise<FeatureAccess> {
  let access: Promise<FeatureAccess> | undefined;
  return () => {
    access ??=
      known === undefined || known.recipes !== null || !needsCount
        ? Promise.resolve(accessOf(known && { ...known, recipes: known.recipes ?? 0 }))
        : readOwnerAccess(tx, owner);
    return access;
  };
}
