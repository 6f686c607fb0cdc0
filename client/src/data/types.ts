import type { RxCollection, RxDatabase } from 'rxdb';
import type { CollectionName, DocOf } from '../../../shared/schemas/collections';

export type KitchenCollections = { [C in CollectionName]: RxCollection<DocOf<C>> };
export type KitchenDatabase = RxDatabase<KitchenCollections>;

/** The part of client/src/auth/session.ts the data layer needs; tests pass their own. */
export interface SyncAuth {
  getAccessToken(): Promise<string | null>;
  forceRefresh(): Promise<string | null>;
  onSessionEnded(listener: (reason: 'signed-out' | 'revoked' | 'deleted') => void): () => void;
}

/** What the data layer reads from a server-sent-events connection; window.EventSource fits it. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: { data?: unknown }) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface SyncError {
  code: string;
  message: string;
}

/** One collection's part of the status. */
export interface CollectionSyncStatus {
  /** Changes saved on this device that the server has not taken yet. */
  pendingChanges: number;
  /** The last successful pull or push of this collection (kept across reloads). */
  lastSyncedAt: string | null;
}

export interface SyncStatus {
  online: boolean;
  pendingChanges: number;
  lastSyncedAt: string | null;
  syncing: boolean;
  /** A fresh device's first download of its recipes is under way (the store does not hold them all yet). */
  downloading: boolean;
  error: SyncError | null;
  collections: Partial<Record<CollectionName, CollectionSyncStatus>>;
}
