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

/** The selectable filters matching the search and category, one page of `pageSize` (the page is clamped). */
export function filterPage(query: FilterQuery, pageSize: number, filters: readonly DietFilter[] = DIET_FILTERS): FilterPage {
  const needle = query.search.trim().toLowerCase();
  const matching = filters.filter(
    (f) =>
      f.selectable &&
      (query.category === 'all' || f.category === query.category) &&
      (needle === '' || f.name.toLowerCase().includes(needle) || f.category.includes(needle)),
  );
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
