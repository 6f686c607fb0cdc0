import { useCallback, useEffect, useRef, useState } from 'react';
import type { SettingsDoc } from '../../../../shared/schemas/settings';
import { type SettingsPatch, useSettings } from '../../data';

export type SaveState = 'idle' | 'saving' | 'saved' | 'error';

/** The settings document and a save that reports its state, so each section can say that a change was kept. */
export function useSettingsSave(): {
  settings: SettingsDoc;
  save(patch: SettingsPatch): Promise<void>;
  state: SaveState;
} {
  const { settings, update } = useSettings();
  const [state, setState] = useState<SaveState>('idle');
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );
  const save = useCallback(
    async (patch: SettingsPatch) => {
      setState('saving');
      try {
        await update(patch);
        if (mounted.current) setState('saved');
      } catch {
        if (mounted.current) setState('error');
      }
    },
    [update],
  );
  return { settings, save, state };
}
