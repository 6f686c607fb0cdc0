import { useCallback, useEffect, useRef, useState } from 'react';

/** Page changes fade out for about 150 ms, then the new page fades in (spec §4); instant with reduced motion. */
export const PAGE_FADE_MS = 150;

export function usePageTransition(page: number, setPage: (page: number) => void) {
  const [phase, setPhase] = useState<'in' | 'out'>('in');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const goTo = useCallback(
    (next: number) => {
      if (next === page) return;
      if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
        setPage(next);
        return;
      }
      setPhase('out');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        setPage(next);
        setPhase('in');
      }, PAGE_FADE_MS);
    },
    [page, setPage],
  );
  return { phase, goTo };
}
