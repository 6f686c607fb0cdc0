type MergeKit = typeof import('./mergeKit');

let loaded: MergeKit | undefined;

/**
 * The merge (shared/sync/merge and its policies), fetched the first time a save, a conflict or a
 * plan edit needs it, or earlier by preloadMerge.
 */
export async function loadMerge(): Promise<MergeKit> {
  loaded ??= await import('./mergeKit');
  return loaded;
}

/**
 * The merge when its code is here already, else undefined. A save uses it at once: `import()` of a loaded
 * module still resolves in a task, and after a click the browser runs no task until it has drawn the next
 * frame (about 9 ms measured in the sync bench between the save's store read and its merge).
 */
export function loadedMerge(): MergeKit | undefined {
  return loaded;
}

/** Fetches the merge ahead of a save (e.g. with the editor's code), so the save does not wait for it. */
export function preloadMerge(): void {
  void loadMerge().catch(() => undefined);
}
