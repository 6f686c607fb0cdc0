import { useSyncExternalStore } from 'react';

/** Forms with unsaved input, by id: a page reload (e.g. the update prompt) must not drop them silently. */
const dirty = new Set<string>();
const listeners = new Set<() => void>();

export function setFormDirty(id: string, isDirty: boolean): void {
  const had = dirty.has(id);
  if (isDirty === had) return;
  if (isDirty) dirty.add(id);
  else dirty.delete(id);
  for (const l of listeners) l();
}

export function anyFormDirty(): boolean {
  return dirty.size > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useAnyFormDirty(): boolean {
  return useSyncExternalStore(subscribe, anyFormDirty, () => false);
}
