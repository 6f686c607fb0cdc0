import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { weekRangeLabel } from '../../../../shared/domain/planner/week';
import { Button } from '../../ui/Button';
import type { SaveState } from './useWeekPlan';

interface Props {
  weekStart: string;
  isCurrentWeek: boolean;
  saveState: SaveState;
  readOnly: boolean;
  showListToggle: boolean;
  listShown: boolean;
  onWeek(delta: number | 'today'): void;
  onSave(): void;
  onToggleList(): void;
  onShopping(): void;
}

/** Title, week navigation, the recipe-list toggle, the shopping list and Save Plan / Saving... / Saved (spec §4). */
export function PlannerHeader(props: Props) {
  const { weekStart, isCurrentWeek, saveState, readOnly } = props;
  const saveLabel = saveState === 'saving' ? PLANNER_TEXTS.saving : saveState === 'unsaved' ? PLANNER_TEXTS.save : PLANNER_TEXTS.saved;
  return (
    <div className="planner-head">
      <div className="planner-head__title">
        <h1 id="meal-heading">{PLANNER_TEXTS.title}</h1>
        {saveState === 'unsaved' ? (
          <span className="planner-head__unsaved" role="status">
            <span aria-hidden="true">●</span> {PLANNER_TEXTS.unsaved}
          </span>
        ) : null}
      </div>
      <nav className="week-nav" aria-label="Week">
        <Button variant="secondary" size="sm" onClick={() => props.onWeek(-1)} aria-label="Previous week">
          ‹ {PLANNER_TEXTS.previousWeek}
        </Button>
        <p className="week-nav__range" aria-live="polite">
          {weekRangeLabel(weekStart)}
        </p>
        <Button variant="secondary" size="sm" onClick={() => props.onWeek(1)} aria-label="Next week">
          {PLANNER_TEXTS.nextWeek} ›
        </Button>
        {isCurrentWeek ? null : (
          <Button variant="ghost" size="sm" onClick={() => props.onWeek('today')}>
            {PLANNER_TEXTS.thisWeek}
          </Button>
        )}
      </nav>
      <div className="planner-head__actions">
        {props.showListToggle ? (
          <Button variant="ghost" size="sm" onClick={props.onToggleList} aria-pressed={props.listShown}>
            {props.listShown ? PLANNER_TEXTS.hideRecipes : PLANNER_TEXTS.showRecipes}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" onClick={props.onShopping}>
          {PLANNER_TEXTS.shoppingList}
        </Button>
        {readOnly ? null : (
          <Button size="sm" onClick={props.onSave} disabled={saveState !== 'unsaved'} busy={saveState === 'saving'}>
            {saveLabel}
          </Button>
        )}
      </div>
    </div>
  );
}
