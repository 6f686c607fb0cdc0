import type { FeatureAccess } from '../../../../shared/domain/plans';
import { REJECT_REASONS, type RejectedRow } from '../../../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../../../shared/sync/syncTexts';
import type { PlannedWrite, WritePolicy } from './types';

type Fields = Record<string, unknown>;

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const added = (next: unknown, before: unknown): string[] => {
  const old = new Set(list(before));
  return list(next).filter((item) => !old.has(item));
};
const goals = (profile: unknown): Map<string, string> => {
  const raw = (profile as { healthGoals?: unknown } | undefined)?.healthGoals;
  const entries = Array.isArray(raw) ? raw : [];
  return new Map(entries.map((g) => [String((g as { id?: unknown }).id), JSON.stringify(g)]));
};

/**
 * What a settings write adds that the plan does not unlock. Only additions and changes count: a
 * setting kept from a higher plan stays readable and can be removed, and every other setting
 * still saves after a downgrade (spec signed-in-features §6; public-site-and-plans §3).
 */
export function lockedSettingChanges(next: Fields, before: Fields | undefined, access: FeatureAccess): string | null {
  const filters = added(next.defaultDietaryFilters, before?.defaultDietaryFilters);
  if (filters.length > 0 && (!access.canSetDefaultPreferences || filters.some((f) => !access.availableDietaryFilters.includes(f)))) {
    return 'Default dietary filters beyond your plan';
  }
  if (added(next.religiousRequirements, before?.religiousRequirements).length > 0 && !access.canSetDefaultPreferences) {
    return 'Default religious requirements';
  }
  if (added(next.healthConditions, before?.healthConditions).length > 0 && !access.canUseHealthConditions) return 'Health conditions';
  if (!access.canUseHealthGoals) {
    const old = goals(before?.personalProfile);
    for (const [id, goal] of goals(next.personalProfile)) if (old.get(id) !== goal) return 'Health goals';
  }
  const picture = next.profilePictureUrl;
  if (typeof picture === 'string' && picture !== '' && picture !== before?.profilePictureUrl && !access.canUploadProfilePicture) {
    return 'A profile picture';
  }
  return null;
}

function refusal(write: PlannedWrite, what: string): RejectedRow {
  return { id: write.id, reason: REJECT_REASONS.planFeature, message: SYNC_TEXTS.planFeatureRejected(what) };
}

/** Settings that need a plan right are written only on a plan with it (the server enforces what the UI shows). */
export const settingsRightsPolicy: WritePolicy = {
  async refuse(ownerAccess, writes) {
    const edits = writes.filter((w) => !w.deleted);
    if (edits.length === 0) return [];
    const access = await ownerAccess();
    const refused: RejectedRow[] = [];
    for (const write of edits) {
      const before = write.stored && !write.stored.deleted ? write.stored.data : undefined;
      const what = lockedSettingChanges(write.data, before, access);
      if (what) refused.push(refusal(write, what));
    }
    return refused;
  },
};
