import { REJECT_REASONS, type RejectedRow } from '../../../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../../../shared/sync/syncTexts';
import type { PlannedWrite, WritePolicy } from './types';

const isLive = (doc: { deleted: boolean } | undefined) => doc !== undefined && !doc.deleted;

/**
 * A push that creates recipes beyond the plan's recipe limit: the creations past the limit are
 * refused (in row order); edits and deletes of existing recipes always pass. Deletes in the same
 * batch make room first, so "delete one, add one" offline syncs in one push.
 */
export const recipeLimitPolicy: WritePolicy = {
  async refuse(ownerAccess, writes) {
    const creations = writes.filter((w) => !isLive(w.stored) && !w.deleted);
    if (creations.length === 0) return [];
    const access = await ownerAccess();
    const removals = writes.filter((w) => isLive(w.stored) && w.deleted).length;
    let room = access.recipeLimit - (access.currentRecipeCount - removals);
    const refused: RejectedRow[] = [];
    for (const write of creations) {
      if (room > 0) {
        room -= 1;
        continue;
      }
      refused.push(rejectionOf(write));
    }
    return refused;
  },
};

function rejectionOf(write: PlannedWrite): RejectedRow {
  return { id: write.id, reason: REJECT_REASONS.recipeLimit, message: SYNC_TEXTS.recipeLimitRejected };
}
