import type { CollectionName } from '../../../shared/schemas/collections';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { SYNC_STATUS_TEXTS, SYNC_TEXTS } from '../../../shared/sync/syncTexts';

export interface SyncStatusInput {
  online: boolean;
  pendingChanges: number;
  lastSyncedAt: string | null;
  error: { code: string; message: string } | null;
  /** Changes the server refused (kept on this device). */
  rejected?: number;
  /** A fresh device's first download is under way. */
  downloading?: boolean;
}

// One formatter: toLocaleTimeString builds a new one per call, and the status renders a time per collection.
let clockFormat: Intl.DateTimeFormat | undefined;
function clock(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  clockFormat ??= new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
  return clockFormat.format(d);
}

function changes(n: number): string {
  return n === 1 ? '1 change' : `${n} changes`;
}

export type SyncTone = 'ok' | 'offline' | 'pending' | 'error';

/** The words of the header's sync status (contract item 3: "Offline", "N changes waiting", "Synced"). */
export function syncStatusText(s: SyncStatusInput): { label: string; detail: string | null; tone: SyncTone; needsReload: boolean } {
  const waiting = `${changes(s.pendingChanges)} waiting`;
  const last = s.lastSyncedAt ? `Last synced ${clock(s.lastSyncedAt)}` : 'Not synced yet';
  const refused = s.rejected ?? 0;
  if (s.error?.code === ERROR_CODES.protocolUnsupported) {
    return { label: SYNC_TEXTS.updateAvailable, detail: SYNC_STATUS_TEXTS.keptOnDevice, tone: 'error', needsReload: true };
  }
  if (!s.online)
    return { label: s.pendingChanges > 0 ? `Offline · ${waiting}` : 'Offline', detail: last, tone: 'offline', needsReload: false };
  if (s.error) {
    return {
      label: s.pendingChanges > 0 ? `Sync error · ${waiting}` : 'Sync error',
      detail: s.error.message,
      tone: 'error',
      needsReload: false,
    };
  }
  if (s.downloading) return { label: SYNC_TEXTS.downloading, detail: last, tone: 'pending', needsReload: false };
  if (refused > 0) return { label: `${SYNC_TEXTS.couldNotSync} ${changes(refused)}`, detail: last, tone: 'error', needsReload: false };
  if (s.pendingChanges > 0) return { label: waiting, detail: last, tone: 'pending', needsReload: false };
  return { label: 'Synced', detail: last, tone: 'ok', needsReload: false };
}

/** One collection's line in the sync details: saved on this device only, or synced to the account. */
export function collectionStatusText(c: { pendingChanges: number; lastSyncedAt: string | null }): string {
  const last = c.lastSyncedAt ? ` · last synced ${clock(c.lastSyncedAt)}` : ` · ${SYNC_STATUS_TEXTS.neverSynced}`;
  if (c.pendingChanges > 0) return `${changes(c.pendingChanges)} ${SYNC_STATUS_TEXTS.savedOnDevice}${last}`;
  return c.lastSyncedAt ? `${SYNC_STATUS_TEXTS.syncedToAccount}${last}` : SYNC_STATUS_TEXTS.neverSynced;
}

/** The collections the details list, in the user's words (server-owned ones are not the user's changes). */
export const COLLECTION_LABELS: Partial<Record<CollectionName, string>> = {
  recipes: 'Recipes',
  mealPlans: 'Meal plans',
  shoppingChecks: 'Shopping list',
  recipeCollections: 'Collections',
  settings: 'Settings',
  notifications: 'Notifications',
};
