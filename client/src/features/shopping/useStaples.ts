import { useMemo } from 'react';
import { useSettings } from '../../data';

/** Ingredients the user always has ("already have"): remembered in settings, so every week leaves them off. */
export function useStaples(): { staples: ReadonlySet<string>; toggleStaple(key: string): Promise<void> } {
  const { settings, update } = useSettings();
  return useMemo(() => {
    const list = settings.pantryStaples ?? [];
    return {
      staples: new Set(list),
      toggleStaple: (key: string) => update({ pantryStaples: list.includes(key) ? list.filter((k) => k !== key) : [...list, key] }),
    };
  }, [settings.pantryStaples, update]);
}
