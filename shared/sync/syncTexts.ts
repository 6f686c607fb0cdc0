/** Texts of the sync protocol's per-row refusals and of the sync status (the issues' own texts, not the spec's). */
export const SYNC_TEXTS = {
  recipeLimitRejected: "Over your plan's limit. It syncs by itself after an upgrade or when you delete a recipe.",
  mealPlanningRejected: 'Meal planning needs the Chef plan or higher. Your plan is kept on this device.',
  planFeatureRejected: (what: string) => `${what} needs a higher plan. Your change is kept on this device and syncs after an upgrade.`,
  /** Prefix of a change refused by a plan rule: it waits on the device and syncs once the rule allows it. */
  notSynced: 'Not synced',
  couldNotSync: 'Could not sync',
  updateAvailable: 'Update available: reload',
  /** A fresh device's first download (the header would otherwise say "Synced" with half the book here). */
  downloading: 'Downloading your recipes…',
} as const;

const PLAN_REASONS: readonly string[] = ['recipe_limit_reached', 'meal_planning_required', 'plan_feature_required'];

/** How a refused change is shown: "Not synced: over your plan's limit…" or "Could not sync: <reason>". */
export function refusalText(change: { reason: string; message: string }): string {
  const prefix = PLAN_REASONS.includes(change.reason) ? SYNC_TEXTS.notSynced : SYNC_TEXTS.couldNotSync;
  const message = change.message.length > 0 ? change.message[0]?.toLowerCase() + change.message.slice(1) : change.message;
  return `${prefix}: ${message}`;
}

/** The notice that keeps a text a merge could not keep in its document (settings, meal plans). */
export const KEPT_EDIT_TEXTS = {
  title: 'Also edited on another device',
  hint: 'This version was edited at the same time on another device; the later edit is shown. Copy this text back if you want it.',
  settings: 'Settings',
  mealPlanWeek: 'Meal plan, week of',
  fields: {
    displayName: 'Display name',
    cookingSkillLevel: 'Cooking skill level',
    timeAvailableForCooking: 'Time available for cooking',
    budgetPreference: 'Budget preference',
    description: 'Health goal',
    unit: 'Health goal unit',
    title: 'Title',
    message: 'Message',
  },
} as const;

/** Words of the sync details panel. */
export const SYNC_STATUS_TEXTS = {
  detailsButton: 'Sync details',
  detailsTitle: 'Sync',
  detailsIntro: 'What is saved on this device and what has reached your account.',
  savedOnDevice: 'saved on this device, waiting to sync',
  syncedToAccount: 'All changes synced to your account',
  neverSynced: 'not synced yet',
  keptOnDevice: 'Your changes are kept on this device until the app is updated.',
  refusedHeading: 'Changes that could not sync',
  refusedIntro: 'They stay on this device. Fix the item and it syncs again, or discard the change.',
  retry: 'Try again',
  discard: 'Discard change',
  reload: 'Reload',
} as const;
