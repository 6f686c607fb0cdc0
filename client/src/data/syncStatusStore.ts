import type { SyncStatus } from './types';

/** A tiny external store for useSyncExternalStore: one snapshot object, replaced on every change. */
export class SyncStatusStore {
  private snapshot: SyncStatus = {
    online: true,
    pendingChanges: 0,
    lastSyncedAt: null,
    syncing: false,
    downloading: false,
    error: null,
    collections: {},
  };
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
    this.notifySoon();
  }

  private notifying: ReturnType<typeof setTimeout> | null = null;

  /**
   * Listeners hear of changes in the next task, once for all the changes of this one: a local write
   * sets "syncing" while the replication is reading its state to push, and the status bar's render
   * would run first and delay the push.
   */
  private notifySoon(): void {
    if (this.notifying !== null) return;
    this.notifying = setTimeout(() => {
      this.notifying = null;
      for (const l of this.listeners) l();
    }, 0);
  }
}
