/**
 * The merge (shared/sync/merge and its policies), fetched the first time a save, a conflict or a
 * plan edit needs it. The recipe editor imports the merge itself (restoring drafts), so a save from
 * it finds the module already loaded.
 */
export function loadMerge(): Promise<typeof import('./mergeKit')> {
  return import('./mergeKit');
}
