import type { CollectionName } from '../../../shared/schemas/collections';
import type { SyncStatusStore } from './syncStatusStore';
import type { KitchenDatabase } from './types';

const LOCAL_DOC_ID = 'sync-last-success';
const SAVE_EVERY_MS = 1_000;

interface Saved {
  collections: Partial<Record<CollectionName, string>>;
}

/**
 * The last successful sync time per collection, kept on the device (an RxDB local document), so the
 * status after a reload still says when this device last reached the account.
 */
export class SavedSyncTimes {
  private times: Partial<Record<CollectionName, string>> = {};
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: KitchenDatabase,
    private readonly status: SyncStatusStore,
  ) {}

  async restore(): Promise<void> {
    const saved = await this.db.getLocal<Saved>(LOCAL_DOC_ID).catch(() => null);
    const restored = saved?.toJSON().data.collections ?? {};
    // A success noted while reading wins over the stored one.
    this.times = { ...restored, ...this.times };
    this.publish();
  }

  noteSuccess(collection: CollectionName, at: string): void {
    this.times[collection] = at;
    this.publish();
    if (!this.timer) this.timer = setTimeout(() => void this.save(), SAVE_EVERY_MS);
  }

  async save(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.db.closed) return;
    await this.db.upsertLocal<Saved>(LOCAL_DOC_ID, { collections: this.times }).catch(() => undefined);
  }

  private publish(): void {
    const current = this.status.getSnapshot();
    const collections = { ...current.collections };
    let latest: string | null = null;
    for (const [name, at] of Object.entries(this.times) as [CollectionName, string][]) {
      collections[name] = { pendingChanges: collections[name]?.pendingChanges ?? 0, lastSyncedAt: at };
      if (latest === null || at > latest) latest = at;
    }
    this.status.update({ collections, lastSyncedAt: latest });
  }
}
