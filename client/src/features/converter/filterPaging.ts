import { DIET_FILTERS, type DietFilter, type DietFilterCategory } from '../../../../shared/domain/dietFilters';

export interface FilterQuery {
  search: string;
  category: DietFilterCategory | 'all';
  page: number;
}

export interface FilterPage {
  items: DietFilter[];
  page: number;
  pageCount: number;
  total: number;
}

/**
 * The filters matching the search and category, one page of `pageSize` (the page is clamped). The
 * user's own filters (those the plan includes) come first, then the locked ones, each in the list's
 * order. The display-only entries (Halal, Kosher: religious requirements, set in Settings) show under
 * their category or when searched for by name, after the selectable ones.
 */
export function filterPage(
  query: FilterQuery,
  pageSize: number,
  available: readonly string[] = [],
  filters: readonly DietFilter[] = DIET_FILTERS,
): FilterPage {
  const needle = query.search.trim().toLowerCase();
  const rank = (f: DietFilter) => (!f.selectable ? 2 : available.includes(f.name) ? 0 : 1);
  const matching = filters
    .filter((f) => {
      const inCategory = query.category === 'all' || f.category === query.category;
      const found = needle === '' || f.name.toLowerCase().includes(needle) || f.category.includes(needle);
      // Display-only entries are not among "All" until searched for: every tile there can be chosen.
      if (!f.selectable) return inCategory && found && (needle !== '' || query.category === f.category);
      return inCategory && found;
    })
    .map((f, index) => ({ f, index }))
    .sort((a, b) => rank(a.f) - rank(b.f) || a.index - b.index)
    .map(({ f }) => f);
  const pageCount = Math.max(1, Math.ceil(matching.length / pageSize));
  const page = Math.min(Math.max(0, query.page), pageCount - 1);
  return { items: matching.slice(page * pageSize, (page + 1) * pageSize), page, pageCount, total: matching.length };
}

/** Default filters from settings, keeping only those the plan allows, in the settings' order. */
export function allowedDefaults(defaults: readonly string[], available: readonly string[]): string[] {
  return [...new Set(defaults.filter((name) => available.includes(name)))];
}

/** Selecting a filter adds it; selecting it again removes it. Filters the plan lacks cannot be added. */
export function toggleFilter(selected: readonly string[], name: string, available: readonly string[]): string[] {
  if (selected.includes(name)) return selected.filter((n) => n !== name);
  if (!available.includes(name)) return [...selected];
  return [...selected, name];
}
