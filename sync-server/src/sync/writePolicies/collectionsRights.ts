import { REJECT_REASONS, type RejectedRow } from '../../../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../../../shared/sync/syncTexts';
import type { PlannedWrite, WritePolicy } from './types';

const refusal = (write: PlannedWrite, what: string): RejectedRow => ({
  id: write.id,
  reason: REJECT_REASONS.planFeature,
  message: SYNC_TEXTS.planFeatureRejected(what),
});

/**
 * Collections are written only on a plan with canUseCollections (Master Chef, Enterprise); pulling
 * them stays allowed after a downgrade, and so does deleting one (the user clearing their own data).
 */
export const collectionsRightsPolicy: WritePolicy = {
  async refuse(ownerAccess, writes) {
    const edits = writes.filter((w) => !w.deleted);
    if (edits.length === 0) return [];
    const access = await ownerAccess();
    return access.canUseCollections ? [] : edits.map((w) => refusal(w, 'Collections'));
  },
};

const tagsOf = (data: Record<string, unknown> | undefined): string[] =>
  Array.isArray(data?.tags) ? data.tags.filter((t): t is string => typeof t === 'string') : [];

/**
 * A recipe write that adds a tag needs canUseCollections; tags kept from a higher plan stay and can
 * be removed, and every other recipe edit still saves after a downgrade.
 */
export const recipeTagsPolicy: WritePolicy = {
  async refuse(ownerAccess, writes) {
    const adding = writes.filter((w) => {
      if (w.deleted) return false;
      const before = new Set(tagsOf(w.stored && !w.stored.deleted ? w.stored.data : undefined));
      return tagsOf(w.data).some((t) => !before.has(t));
    });
    if (adding.length === 0) return [];
    const access = await ownerAccess();
    return access.canUseCollections ? [] : adding.map((w) => refusal(w, 'Recipe tags'));
  },
};
