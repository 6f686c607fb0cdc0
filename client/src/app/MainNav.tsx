import { SHELL_TEXTS } from '../../../shared/domain/shellTexts';
import { Badge } from '../ui/Badge';
import { APP_VIEWS, type AppView, VIEW_LABELS } from './appViews';

export interface MainNavProps {
  view: AppView;
  canUseMealPlanning: boolean;
  onSelect(view: AppView): void;
  /** The locked Meal Planning entry still leads to its upgrade panel. */
  onLockedMealPlanning(): void;
  orientation: 'horizontal' | 'vertical';
}

/** Convert, Recipe Book, Meal Planning (Chef+, disabled without the right), Settings. */
export function MainNav({ view, canUseMealPlanning, onSelect, onLockedMealPlanning, orientation }: MainNavProps) {
  return (
    <ul className={`main-nav main-nav--${orientation}`}>
      {APP_VIEWS.map((v) => {
        const locked = v === 'meal-planning' && !canUseMealPlanning;
        return (
          <li key={v}>
            <button
              type="button"
              className={`main-nav__item${view === v ? ' main-nav__item--active' : ''}${locked ? ' main-nav__item--locked' : ''}`}
              aria-current={view === v ? 'page' : undefined}
              aria-disabled={locked || undefined}
              onClick={() => (locked ? onLockedMealPlanning() : onSelect(v))}
            >
              {VIEW_LABELS[v]}
              {v === 'meal-planning' ? <Badge tone={locked ? 'neutral' : 'accent'}>{SHELL_TEXTS.chefPlusBadge}</Badge> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
