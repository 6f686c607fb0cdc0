import { useCallback, useEffect, useState } from 'react';
import type { AppView, SettingsSectionId } from './appViews';
import { initialView, readStoredView, type StoredView, writeStoredView } from './viewStorage';

export function useAppView(sectionParam: string | undefined) {
  const [state, setState] = useState<StoredView>(() => initialView(readStoredView(sessionStorage), sectionParam));
  useEffect(() => {
    if (sectionParam !== undefined) setState(initialView(readStoredView(sessionStorage), sectionParam));
  }, [sectionParam]);
  useEffect(() => writeStoredView(sessionStorage, state), [state]);
  const select = useCallback((view: AppView, section: SettingsSectionId | null = null) => setState({ view, section }), []);
  return { view: state.view, section: state.section, select };
}
