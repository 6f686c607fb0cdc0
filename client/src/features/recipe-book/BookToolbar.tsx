import { memo } from 'react';
import type { RecipeCategory } from '../../../../shared/domain/limits';
import { HEALTH_CONDITIONS, RECIPE_CATEGORIES } from '../../../../shared/domain/limits';
import { CATEGORY_LABELS, RECIPE_SORTS, type RecipeSort } from '../../../../shared/domain/recipeBookRules';
import { RECIPE_BOOK_TEXTS as T } from '../../../../shared/domain/recipeBookTexts';
import { SelectField } from '../../ui/Select';
import type { BookFilters } from './bookFilters';

export interface BookToolbarProps {
  filters: BookFilters;
  dietaryOptions: readonly string[];
  /** The user's own conditions that have keyword rules; empty hides the filter. */
  healthOptions: readonly string[];
  canUseHealth: boolean;
  canUseCategories: boolean;
  canList: boolean;
  view: 'grid' | 'list';
  onChange(patch: Partial<BookFilters>): void;
  /** Phones: the filters are folded behind a button unless `filtersOpen`. */
  compact: boolean;
  filtersOpen: boolean;
  activeFilters: number;
  onToggleFilters(): void;
}

export const BOOK_FILTERS_ID = 'book-filters';

/** Search, sort, dietary / health-condition / category filters and the grid-list switch (memoised: a synced edit does not re-render it). */
export const BookToolbar = memo(function BookToolbar({
  filters,
  dietaryOptions,
  healthOptions,
  canUseHealth,
  canUseCategories,
  canList,
  view,
  onChange,
  compact,
  filtersOpen,
  activeFilters,
  onToggleFilters,
}: BookToolbarProps) {
  const healthChoices = HEALTH_CONDITIONS.filter((c) => healthOptions.some((h) => h.toLowerCase() === c.toLowerCase()));
  return (
    <div className="book-toolbar">
      <div className="field book-toolbar__search">
        <label className="field__label" htmlFor="book-search">
          {T.searchLabel}
        </label>
        <input
          id="book-search"
          className="field__input"
          type="search"
          value={filters.search}
          placeholder={T.searchPlaceholder}
          autoComplete="off"
          maxLength={200}
          onChange={(e) => onChange({ search: e.target.value })}
        />
      </div>
      {compact ? (
        <button
          type="button"
          className="btn btn--secondary btn--md book-toolbar__toggle"
          aria-expanded={filtersOpen}
          aria-controls={BOOK_FILTERS_ID}
          onClick={onToggleFilters}
        >
          {T.filtersToggle(activeFilters)}
        </button>
      ) : null}
      <div id={BOOK_FILTERS_ID} className="book-toolbar__filters" hidden={compact && !filtersOpen}>
        <SelectField
          label={T.sortLabel}
          value={filters.sort}
          options={RECIPE_SORTS.map((s) => ({ value: s.id, label: s.label }))}
          onChange={(e) => onChange({ sort: e.target.value as RecipeSort })}
        />
        <SelectField
          label={T.dietaryLabel}
          value={filters.dietary}
          options={[{ value: '', label: T.allDiets }, ...dietaryOptions.map((d) => ({ value: d, label: d }))]}
          onChange={(e) => onChange({ dietary: e.target.value })}
        />
        {canUseHealth && healthChoices.length > 0 ? (
          <SelectField
            label={T.healthLabel}
            value={filters.health}
            options={[{ value: '', label: T.allConditions }, ...healthChoices.map((c) => ({ value: c.toLowerCase(), label: c }))]}
            onChange={(e) => onChange({ health: e.target.value })}
          />
        ) : null}
        {canUseCategories ? (
          <SelectField
            label={T.categoryLabel}
            value={filters.category}
            options={[{ value: '', label: T.allCategories }, ...RECIPE_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }))]}
            onChange={(e) => onChange({ category: e.target.value as RecipeCategory | '' })}
          />
        ) : null}
        {canList ? (
          <fieldset className="book-toolbar__views">
            <legend className="visually-hidden">View</legend>
            <button
              type="button"
              className="view-toggle"
              aria-pressed={view === 'grid'}
              aria-label={T.gridView}
              onClick={() => onChange({ view: 'grid' })}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <rect x="3" y="3" width="8" height="8" rx="1" />
                <rect x="13" y="3" width="8" height="8" rx="1" />
                <rect x="3" y="13" width="8" height="8" rx="1" />
                <rect x="13" y="13" width="8" height="8" rx="1" />
              </svg>
            </button>
            <button
              type="button"
              className="view-toggle"
              aria-pressed={view === 'list'}
              aria-label={T.listView}
              onClick={() => onChange({ view: 'list' })}
            >
              <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="currentColor">
                <rect x="3" y="4" width="18" height="4" rx="1" />
                <rect x="3" y="10" width="18" height="4" rx="1" />
                <rect x="3" y="16" width="18" height="4" rx="1" />
              </svg>
            </button>
          </fieldset>
        ) : null}
      </div>
      {canUseCategories || (compact && !filtersOpen) ? null : <p className="book-toolbar__teaser muted">{T.filtersTeaser}</p>}
    </div>
  );
});
