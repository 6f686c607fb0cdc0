import { useMemo } from 'react';
import { type LocationRecord, locationForLanguage } from '../../../../shared/domain/currency';
import { useHydrated } from '../../ui/useHydrated';

/** The visitor's location from the browser language; prerendered HTML (and its hydration) shows US prices. */
export function useVisitorLocation(): LocationRecord {
  const hydrated = useHydrated();
  return useMemo(() => locationForLanguage(hydrated ? navigator.language : undefined), [hydrated]);
}
