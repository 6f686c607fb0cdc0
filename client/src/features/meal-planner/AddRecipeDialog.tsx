import { useMemo, useState } from 'react';
import type { SlotRef } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { ADD_MODAL_DIETARY_OPTIONS, filterPlannerRecipes, type PlannerListQuery } from '../../../../shared/domain/planner/recipeList';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { RecipeListControls } from './RecipeListControls';
import { EMPTY_QUERY } from './RecipeSideList';

const RENDER_CAP = 50;

/** The add-recipe modal (spec §2): search, sort and the planner's shorter dietary options; picks one recipe for a slot. */
export function AddRecipeDialog({
  target,
  targetLabel,
  recipes,
  onPick,
  onClose,
}: {
  target: SlotRef | null;
  targetLabel: string;
  recipes: RecipeFacts[];
  onPick(recipe: RecipeFacts): void;
  onClose(): void;
}) {
  const [query, setQuery] = useState<PlannerListQuery>(EMPTY_QUERY);
  const shown = useMemo(() => filterPlannerRecipes(recipes, query), [recipes, query]);
  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())} title={`Add to ${targetLabel}`}>
      <RecipeListControls
        idPrefix="add"
        query={query}
        dietaryOptions={ADD_MODAL_DIETARY_OPTIONS}
        showHealthConditions={false}
        onChange={setQuery}
      />
      {recipes.length === 0 ? (
        <p className="add-dialog__empty">{PLANNER_TEXTS.noSavedRecipes}</p>
      ) : shown.length === 0 ? (
        <div className="add-dialog__empty">
          <p>{PLANNER_TEXTS.noSearchMatches}</p>
          <Button variant="secondary" size="sm" onClick={() => setQuery(EMPTY_QUERY)}>
            {PLANNER_TEXTS.clearSearch}
          </Button>
        </div>
      ) : (
        <ul className="add-dialog__list" aria-label="Recipes">
          {shown.slice(0, RENDER_CAP).map((r) => (
            <li key={r.id}>
              <button type="button" className="add-dialog__item" onClick={() => onPick(r)}>
                <span className="add-dialog__title">{r.title}</span>
                <span className="muted">{r.dietaryFilters.slice(0, 3).join(', ')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
