import { useCallback, useEffect, useState } from 'react';
import { choicesInForce } from '../../../../shared/domain/consent';
import { currentConsent, useConsent } from '../consent/consentStore';
import { type BookFilters, DEFAULT_FILTERS, readBookFilters, writeBookFilters } from './bookFilters';

const NOTHING_STORED: Pick<Storage, 'getItem'> = { getItem: () => null };

/** Phones have no room for the list view: under this width it is hidden and the grid is forced (spec §2). */
const LIST_MIN_WIDTH = '(min-width: 640px)';

function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(() => window.matchMedia(query).matches);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    list.addEventListener('change', update);
    update();
    return () => list.removeEventListener('change', update);
  }, [query]);
  return matches;
}

/**
 * The book's filters, view and page: any change of a filter or the sort returns to page 1 (spec §4).
 * They are kept in session storage (recipeBook_…) only with preferences consent; without it they last
 * as long as the screen, and nothing is written.
 */
export function useBookFilters() {
  const [filters, setFilters] = useState<BookFilters>(() =>
    readBookFilters(choicesInForce(currentConsent()).preferences ? sessionStorage : NOTHING_STORED),
  );
  const [page, setPage] = useState(1);
  const wide = useMediaQuery(LIST_MIN_WIDTH);
  const mayStore = choicesInForce(useConsent()).preferences;

  useEffect(() => {
    if (mayStore) writeBookFilters(sessionStorage, filters);
  }, [filters, mayStore]);

  const change = useCallback((patch: Partial<BookFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    if (!('view' in patch && Object.keys(patch).length === 1)) setPage(1);
  }, []);
  const clear = useCallback(() => {
    setFilters((f) => ({ ...DEFAULT_FILTERS, sort: f.sort, view: f.view }));
    setPage(1);
  }, []);
  return { filters, view: wide ? filters.view : 'grid', canList: wide, page, setPage, change, clear } as const;
}
