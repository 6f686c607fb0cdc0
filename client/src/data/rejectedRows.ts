import type { CollectionName } from '../../../shared/schemas/collections';
import type { RejectReason, WireDoc } from '../../../shared/sync/protocol';
import type { KitchenDatabase } from './types';

/** A change the server refused; it stays on this device, marked, until it syncs, is fixed or is discarded. */
export interface RejectedChange {
  collection: CollectionName;
  id: string;
  reason: RejectReason;
  message: string;
  field?: string;
  /**
   * What the server really holds for this id (null: nothing). RxDB counts a refused row as pushed,
   * so its own idea of the server's state is the refused one: the next push of the row is sent with
   * this state instead, and a merge after a conflict uses it as the base.
   */
  base: WireDoc | null;
  at: string;
}

const LOCAL_DOC_ID = 'sync-rejected-changes';
const keyOf = (collection: string, id: string) => `${collection}/${id}`;

/** The refused changes of one database, kept across reloads (an RxDB local document). */
export class RejectedChanges {
  private entries = new Map<string, RejectedChange>();
  /** For a refused row that then conflicted: the state its edit started from, the base of RxDB's next merge of it (this session). */
  private readonly mergeBases = new Map<string, WireDoc | null>();
  private snapshot: RejectedChange[] = [];
  private readonly listeners = new Set<() => void>();
  private saving: Promise<unknown> = Promise.resolve();
  readonly loaded: Promise<void>;

  constructor(private readonly db: KitchenDatabase) {
    this.loaded = this.load();
  }

  private async load(): Promise<void> {
    const stored = await this.db.getLocal<{ changes: RejectedChange[] }>(LOCAL_DOC_ID).catch(() => null);
    for (const change of stored?.toJSON().data.changes ?? []) this.entries.set(keyOf(change.collection, change.id), change);
    this.publish();
  }

  get(collection: CollectionName, id: string): RejectedChange | undefined {
    return this.entries.get(keyOf(collection, id));
  }

  all = (): RejectedChange[] => this.snapshot;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(change: RejectedChange): void {
    this.entries.set(keyOf(change.collection, change.id), change);
    this.changed();
  }

  /** The row synced (or conflicted afresh): no refusal and no special merge base any more. */
  delete(collection: CollectionName, id: string): void {
    this.mergeBases.delete(keyOf(collection, id));
    if (this.entries.delete(keyOf(collection, id))) this.changed();
  }

  /** A refused row conflicted: it is no longer refused, and the merge RxDB runs next must start from `base`. */
  conflicted(collection: CollectionName, id: string, base: WireDoc | null): void {
    this.delete(collection, id);
    this.mergeBases.set(keyOf(collection, id), base);
  }

  /**
   * The server holds `base` for this row although RxDB assumes an older state (a save the server took
   * early, see EarlyPush): a conflict of the row merges from `base`. Cleared when the row syncs.
   */
  setMergeBase(collection: CollectionName, id: string, base: WireDoc): void {
    this.mergeBases.set(keyOf(collection, id), base);
  }

  /** The base to merge a conflict of this row with, when RxDB's own is not the server's state; undefined: RxDB's. */
  mergeBaseFor(collection: CollectionName, id: string): WireDoc | null | undefined {
    return this.mergeBases.get(keyOf(collection, id));
  }

  /** mergeBaseFor(), for the merge about to run: a base applies to one merge (RxDB then knows the server's state). */
  takeMergeBase(collection: CollectionName, id: string): WireDoc | null | undefined {
    const base = this.mergeBases.get(keyOf(collection, id));
    this.mergeBases.delete(keyOf(collection, id));
    return base;
  }

  private publish(): void {
    this.snapshot = [...this.entries.values()].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
    for (const l of this.listeners) l();
  }

  private changed(): void {
    this.publish();
    const changes = this.snapshot;
    this.saving = this.saving
      .then(() => (this.db.closed ? undefined : this.db.upsertLocal(LOCAL_DOC_ID, { changes })))
      .catch(() => undefined);
  }

  /** Resolves when the last change is stored on the device. */
  flushed(): Promise<unknown> {
    return this.saving;
  }
}

const registries = new WeakMap<KitchenDatabase, RejectedChanges>();

/** The one registry of refused changes of a database. */
export function rejectedChangesOf(db: KitchenDatabase): RejectedChanges {
  let registry = registries.get(db);
  if (!registry) {
    registry = new RejectedChanges(db);
    registries.set(db, registry);
  }
  return registry;
}
