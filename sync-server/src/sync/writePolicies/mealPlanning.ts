import { REJECT_REASONS } from '../../../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../../../shared/sync/syncTexts';
import { readOwnerAccess } from './ownerAccess';
import type { WritePolicy } from './types';

/** Meal plans are written only on a plan with the meal-planning right; pulling them stays allowed. */
export const mealPlanningPolicy: WritePolicy = {
  async refuse(tx, owner, writes) {
    if (writes.length === 0) return [];
    const access = await readOwnerAccess(tx, owner);
    if (access.canUseMealPlanning) return [];
    return writes.map((w) => ({ id: w.id, reason: REJECT_REASONS.mealPlanning, message: SYNC_TEXTS.mealPlanningRejected }));
  },
};
