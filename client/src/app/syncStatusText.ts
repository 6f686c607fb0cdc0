export interface SyncStatusInput {
  online: boolean;
  pendingChanges: number;
  lastSyncedAt: string | null;
  error: { code: string; message: string } | null;
}

function clock(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' });
}

/** The words of the header's sync status (contract item 3: "Offline", "N changes waiting", "Synced"). */
export function syncStatusText(s: SyncStatusInput): { label: string; detail: string | null; tone: 'ok' | 'offline' | 'pending' | 'error' } {
  const waiting = s.pendingChanges === 1 ? '1 change waiting' : `${s.pendingChanges} changes waiting`;
  const last = s.lastSyncedAt ? `Last synced ${clock(s.lastSyncedAt)}` : 'Not synced yet';
  if (!s.online) return { label: s.pendingChanges > 0 ? `Offline · ${waiting}` : 'Offline', detail: last, tone: 'offline' };
  if (s.error) return { label: s.pendingChanges > 0 ? `Sync error · ${waiting}` : 'Sync error', detail: s.error.message, tone: 'error' };
  if (s.pendingChanges > 0) return { label: waiting, detail: last, tone: 'pending' };
  return { label: 'Synced', detail: last, tone: 'ok' };
}
