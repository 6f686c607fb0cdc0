import { useEffect } from 'react';
import { useSettings } from '../data';

/** The user's theme setting overrides the system colour scheme through data-theme on <html>. */
export function useThemeSetting(): void {
  const theme = useSettings().settings.theme;
  useEffect(() => {
    const root = document.documentElement;
    if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
    else delete root.dataset.theme;
    return () => {
      delete root.dataset.theme;
    };
  }, [theme]);
}
