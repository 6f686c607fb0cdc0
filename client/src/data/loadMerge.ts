/**
 * The merge (shared/sync/merge and its policies), fetched the first time a save, a conflict or a
 * plan edit needs it, or earlier by preloadMerge.
 */
export function loadMerge(): Promise<typeof import('./mergeKit')> {
  return import('./mergeKit');
}

/** Fetches the merge ahead of a save (e.g. with the editor's code), so the save does not wait for it. */
export function preloadMerge(): void {
  void loadMerge().catch(() => undefined);
}
