/** Texts of the sync protocol's per-row refusals and of the sync status (the issues' own texts, not the spec's). */
export const SYNC_TEXTS = {
  recipeLimitRejected: "Not synced: over your plan's limit. It syncs by itself after an upgrade or when you delete a recipe.",
  mealPlanningRejected: 'Not synced: meal planning needs the Chef plan or higher. Your plan is kept on this device.',
  couldNotSync: 'Could not sync',
  updateAvailable: 'Update available: reload',
} as const;
