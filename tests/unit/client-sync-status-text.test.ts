import { describe, expect, it } from 'vitest';
import { collectionStatusText, syncStatusText } from '../../client/src/app/syncStatusText';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { SYNC_STATUS_TEXTS, SYNC_TEXTS } from '../../shared/sync/syncTexts';

const base = { online: true, pendingChanges: 0, lastSyncedAt: '2026-11-21T12:00:00.000Z', error: null };

describe('sync status: refused changes, protocol updates, per collection', () => {
  it('says how many changes could not sync (they are on the device, not waiting)', () => {
    expect(syncStatusText({ ...base, rejected: 1 })).toMatchObject({ label: 'Could not sync 1 change', tone: 'error', needsReload: false });
    expect(syncStatusText({ ...base, rejected: 3 }).label).toBe('Could not sync 3 changes');
    // Offline wins: the device cannot know more.
    expect(syncStatusText({ ...base, online: false, rejected: 1 }).label).toBe('Offline');
  });

  it('shows "Update available: reload" when the server no longer speaks this app\'s protocol', () => {
    const text = syncStatusText({ ...base, error: { code: ERROR_CODES.protocolUnsupported, message: 'old' } });
    expect(text).toEqual({ label: SYNC_TEXTS.updateAvailable, detail: SYNC_STATUS_TEXTS.keptOnDevice, tone: 'error', needsReload: true });
    expect(text.label).toBe('Update available: reload');
  });

  it('says a fresh device is downloading its recipes until its first download is done, not "Synced"', () => {
    expect(syncStatusText({ ...base, downloading: true })).toMatchObject({ label: 'Downloading your recipes…', tone: 'pending' });
    expect(syncStatusText({ ...base, downloading: false }).label).toBe('Synced');
    expect(syncStatusText({ ...base, online: false, downloading: true }).label).toBe('Offline');
  });

  it('tells apart changes saved only on this device from changes synced to the account', () => {
    expect(collectionStatusText({ pendingChanges: 2, lastSyncedAt: null })).toBe(
      `2 changes ${SYNC_STATUS_TEXTS.savedOnDevice} · not synced yet`,
    );
    expect(collectionStatusText({ pendingChanges: 0, lastSyncedAt: null })).toBe('not synced yet');
    expect(collectionStatusText({ pendingChanges: 0, lastSyncedAt: base.lastSyncedAt }).startsWith(SYNC_STATUS_TEXTS.syncedToAccount)).toBe(
      true,
    );
    expect(
      collectionStatusText({ pendingChanges: 1, lastSyncedAt: base.lastSyncedAt }).startsWith(
        `1 change ${SYNC_STATUS_TEXTS.savedOnDevice} · last synced`,
      ),
    ).toBe(true);
  });
});
