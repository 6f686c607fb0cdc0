import type { SyncStatus } from './types';

/** A tiny external store for useSyncExternalStore: one snapshot object, replaced on every change. */
export class SyncStatusStore {
  private snapshot: SyncStatus = { online: true, pendingChanges: 0, lastSyncedAt: null, syncing: false, error: null, collections: {} };
  private readonly listeners = new Set<() => void>();

  getSnapshot = (): SyncStatus => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(patch: Partial<SyncStatus>): void {
    const next = { ...this.snapshot, ...patch };
    const changed = (Object.keys(patch) as (keyof SyncStatus)[]).some((k) => next[k] !== this.snapshot[k]);
    if (!changed) return;
    this.snapshot = next;
    for (const l of this.listeners) l();
  }
}
