import { REJECT_REASONS } from '../../../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../../../shared/sync/syncTexts';
import type { WritePolicy } from './types';

/**
 * Meal plans are written only on a plan with the meal-planning right; pulling them stays allowed,
 * and so does deleting a week (the user clearing their own data, or giving up a refused change).
 */
export const mealPlanningPolicy: WritePolicy = {
  async refuse(ownerAccess, writes) {
    const edits = writes.filter((w) => !w.deleted);
    if (edits.length === 0) return [];
    const access = await ownerAccess();
    if (access.canUseMealPlanning) return [];
    return edits.map((w) => ({ id: w.id, reason: REJECT_REASONS.mealPlanning, message: SYNC_TEXTS.mealPlanningRejected }));
  },
};
