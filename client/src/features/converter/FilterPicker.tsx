import { useEffect, useId, useRef, useState } from 'react';
import { CONVERTER_TEXTS } from '../../../../shared/domain/converterTexts';
import { DIET_FILTER_CATEGORIES, DIET_FILTERS, type DietFilterCategory } from '../../../../shared/domain/dietFilters';
import { LIMITS } from '../../../../shared/domain/limits';
import { Button } from '../../ui/Button';
import { filterPage } from './filterPaging';

export interface FilterPickerProps {
  selected: readonly string[];
  available: readonly string[];
  disabled: boolean;
  error?: string | undefined;
  onToggle(name: string): void;
  onClearAll(): void;
  /** Profile allergies, always avoided: shown as locked chips. */
  allergies: readonly string[];
  /** Religious requirements from Settings (Halal, Kosher), kept on every recipe: shown as locked chips. */
  religious: readonly string[];
  /** Opens Settings where religious requirements are set. */
  onOpenSettings(): void;
  /** A filter the plan does not include was pressed: offer the upgrade. */
  onLocked(): void;
}

const ICONS = new Map(DIET_FILTERS.map((f) => [f.name, f.icon]));

function categoryLabel(category: DietFilterCategory | 'all'): string {
  if (category === 'all') return CONVERTER_TEXTS.allCategories;
  return category
    .split('-')
    .map((w) => w[0]?.toUpperCase() + w.slice(1))
    .join(' ');
}

/** Search, category chips, 8 filters per page, active-filter summary with Clear All; only the plan's filters selectable. */
export function FilterPicker({
  selected,
  available,
  disabled,
  error,
  onToggle,
  onClearAll,
  allergies,
  religious,
  onOpenSettings,
  onLocked,
}: FilterPickerProps) {
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<DietFilterCategory | 'all'>('all');
  const [page, setPage] = useState(0);
  const headingId = useId();
  const errorId = useId();
  const shown = filterPage({ search, category, page }, LIMITS.filterGridPageSize, available);
  const displayOnly = shown.items.some((f) => !f.selectable);
  // The picker sits below the Convert button: a missing filter is brought into view, not only announced.
  const errorRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);
  return (
    <section className="converter-card filter-picker" aria-labelledby={headingId}>
      <h2 id={headingId} className="converter-card__title">
        {CONVERTER_TEXTS.filtersHeading}
      </h2>
      <div className="active-filters" aria-live="polite">
        <span className="active-filters__label">{CONVERTER_TEXTS.activeFilters}:</span>
        {selected.length === 0 ? <span className="muted">{CONVERTER_TEXTS.noActiveFilters}</span> : null}
        {selected.map((name) => (
          <button
            key={name}
            type="button"
            className="chip chip--active"
            disabled={disabled}
            aria-label={`Remove ${name}`}
            onClick={() => onToggle(name)}
          >
            {name} <span aria-hidden="true">×</span>
          </button>
        ))}
        {selected.length > 0 ? (
          <Button variant="ghost" size="sm" disabled={disabled} onClick={onClearAll}>
            {CONVERTER_TEXTS.clearAll}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} ref={errorRef} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {religious.length > 0 ? (
        <div className="active-filters">
          <span className="active-filters__label">{CONVERTER_TEXTS.religiousHeading}:</span>
          {religious.map((r) => (
            <span key={r} className="chip chip--locked">
              <span aria-hidden="true">🔒</span> {r}
            </span>
          ))}
        </div>
      ) : null}
      {allergies.length > 0 ? (
        <div className="active-filters">
          <span className="active-filters__label">{CONVERTER_TEXTS.allergiesHeading}:</span>
          {allergies.map((a) => (
            <span key={a} className="chip chip--locked">
              <span aria-hidden="true">🔒</span> {a}
            </span>
          ))}
        </div>
      ) : null}
      <label className="field__label" htmlFor={`${headingId}-search`}>
        {CONVERTER_TEXTS.filterSearch}
      </label>
      <input
        id={`${headingId}-search`}
        className="field__input"
        type="search"
        value={search}
        disabled={disabled}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
      />
      <fieldset className="category-chips">
        <legend className="visually-hidden">Filter categories</legend>
        {(['all', ...DIET_FILTER_CATEGORIES] as const).map((c) => (
          <button
            key={c}
            type="button"
            className="chip"
            aria-pressed={category === c}
            disabled={disabled}
            onClick={() => {
              setCategory(c);
              setPage(0);
            }}
          >
            {categoryLabel(c)}
          </button>
        ))}
      </fieldset>
      <ul className="filter-grid" aria-describedby={error ? errorId : undefined}>
        {shown.items.map((f) => {
          if (!f.selectable) {
            const on = religious.includes(f.name);
            return (
              <li key={f.name}>
                <span className={`filter-option filter-option--info${on ? ' filter-option--set' : ''}`}>
                  <span aria-hidden="true">{ICONS.get(f.name)}</span> {f.name}
                  <span className="visually-hidden"> ({on ? CONVERTER_TEXTS.religiousOn : CONVERTER_TEXTS.religiousOff})</span>
                </span>
              </li>
            );
          }
          const locked = !available.includes(f.name);
          const on = selected.includes(f.name);
          return (
            <li key={f.name}>
              <button
                type="button"
                className={`filter-option${on ? ' filter-option--on' : ''}${locked ? ' filter-option--locked' : ''}`}
                aria-pressed={locked ? undefined : on}
                disabled={disabled}
                title={locked ? CONVERTER_TEXTS.lockedFilterHint : undefined}
                // A locked filter stays focusable and pressable: pressing it offers the plan that unlocks it.
                aria-haspopup={locked ? 'dialog' : undefined}
                onClick={() => (locked ? onLocked() : onToggle(f.name))}
              >
                <span aria-hidden="true">{locked ? '🔒' : ICONS.get(f.name)}</span> {f.name}
                {locked ? <span className="visually-hidden"> ({CONVERTER_TEXTS.lockedFilterHint})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
      {shown.total === 0 ? <p className="muted">{CONVERTER_TEXTS.noFilterMatch}</p> : null}
      {displayOnly ? (
        <p className="filter-picker__pointer">
          {CONVERTER_TEXTS.religiousPointer}{' '}
          <Button variant="secondary" size="sm" disabled={disabled} onClick={onOpenSettings}>
            {CONVERTER_TEXTS.openSettings}
          </Button>
        </p>
      ) : null}
      {shown.pageCount > 1 ? (
        <div className="filter-paging">
          <Button variant="secondary" size="sm" disabled={disabled || shown.page === 0} onClick={() => setPage(shown.page - 1)}>
            <span aria-hidden="true">‹</span> <span className="visually-hidden">{CONVERTER_TEXTS.previousPage}</span>
          </Button>
          <span className="muted">
            Page {shown.page + 1} of {shown.pageCount}
          </span>
          <Button
            variant="secondary"
            size="sm"
            disabled={disabled || shown.page >= shown.pageCount - 1}
            onClick={() => setPage(shown.page + 1)}
          >
            <span aria-hidden="true">›</span> <span className="visually-hidden">{CONVERTER_TEXTS.nextPage}</span>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
