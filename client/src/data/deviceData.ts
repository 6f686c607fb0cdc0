import { removeRxDatabase } from 'rxdb';
import { clearWipePending } from '../auth/deviceMarks';
import { USER_IMAGES_CACHE } from '../pwa/imageCacheName';
import { browserStorage } from './browserStorage';
import { databaseNameFor } from './databaseName';
import { deletePendingImages } from './pendingImages';
import { recipeDraftKeys } from './recipeDrafts';
import type { KitchenDatabase } from './types';
import { WEEK_DRAFT_PREFIX } from './weekDrafts';

// The sign-in form runs the pending removals through this module too (by dynamic import).
export { runPendingWipes } from './deviceDataOnDemand';

/** Keys of the user's data kept outside the store: unsaved week plans (localStorage) and this tab's views and filters (sessionStorage). */
function weekDraftKeys(userId: string): string[] {
  const prefix = `${WEEK_DRAFT_PREFIX}${userId}:`;
  return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
    (key): key is string => key?.startsWith(prefix) === true,
  );
}

function clearStoredKeys(userId: string): void {
  try {
    for (const key of weekDraftKeys(userId)) localStorage.removeItem(key);
    // Session storage holds only this tab's app state (view, section, filters, checkout return).
    sessionStorage.clear();
  } catch {
    // storage blocked: nothing was kept there either
  }
}

/** Removes the user's pictures from this device: the pending uploads and the service worker's copies. */
async function forgetDeviceImages(userId: string): Promise<void> {
  await deletePendingImages(userId).catch(() => undefined);
  if (typeof caches !== 'undefined') await caches.delete(USER_IMAGES_CACHE).catch(() => false);
}

/** A deletion another tab blocks (its connection still open) is given this long before the removal moves on. */
const DELETE_BLOCKED_MS = 5000;

function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_BLOCKED_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = done;
    request.onerror = done;
  });
}

/**
 * RxDB's Dexie storage empties its tables on remove but leaves each IndexedDB database (one per
 * collection, per local-documents and per replication-state instance) in place: delete every one of
 * the store's databases by its name prefix, so nothing of the user (not even the collection names)
 * is left behind.
 */
async function deleteStoreDatabases(databaseName: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  const prefix = `rxdb-dexie-${databaseName}--`;
  const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith(prefix));
  await Promise.all(names.map(deleteIndexedDb));
}

/**
 * Removes everything of one user on this device: every collection of the store (recipes, plans,
 * settings, drafts, refused changes, the kept sync status) and its IndexedDB databases, then the keys
 * outside it. With `db` the open store is closed and removed; without, the store is removed by name.
 * Not run in the queue: callers run it inside queueStoreWork when an open may be under way.
 */
export async function removeDeviceData(userId: string, db?: KitchenDatabase): Promise<void> {
  const name = databaseNameFor(userId);
  if (db && !db.closed) await db.remove();
  else await removeRxDatabase(name, await browserStorage(), true);
  await deleteStoreDatabases(name);
  clearStoredKeys(userId);
  await forgetDeviceImages(userId);
  clearWipePending(userId);
}

/** Unsaved form drafts of the user on this device (recipes in the store, week plans in localStorage): never synced. */
export async function countUnsavedDrafts(userId: string, db: KitchenDatabase | null): Promise<number> {
  const recipes = db && !db.closed ? (await recipeDraftKeys(db).catch(() => [])).length : 0;
  let weeks = 0;
  try {
    weeks = weekDraftKeys(userId).length;
  } catch {
    // storage blocked: no week drafts could be kept there
  }
  return recipes + weeks;
}
