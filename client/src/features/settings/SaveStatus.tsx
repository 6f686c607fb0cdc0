import { SETTINGS_TEXTS } from '../../../../shared/domain/settingsTexts';
import { useSyncStatus } from '../../data';
import type { SaveState } from './useSettingsSave';

/** Says that the last change was kept, and whether it has reached the server yet. */
export function SaveStatus({ state }: { state: SaveState }) {
  const sync = useSyncStatus();
  let text = '';
  if (state === 'saving') text = SETTINGS_TEXTS.saving;
  else if (state === 'error') text = SETTINGS_TEXTS.saveFailed;
  else if (state === 'saved') {
    if (!sync.online) text = SETTINGS_TEXTS.savedWaiting;
    else if (sync.pendingChanges > 0) text = SETTINGS_TEXTS.savedSyncing;
    else text = SETTINGS_TEXTS.savedSynced;
  }
  return (
    <p className={`settings-save settings-save--${state}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
