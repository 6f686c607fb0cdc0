import { useDraggable } from '@dnd-kit/core';
import { useMemo, useState } from 'react';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import {
  filterPlannerRecipes,
  PLANNER_DIETARY_OPTIONS,
  type PlannerListQuery,
  truncatedTags,
} from '../../../../shared/domain/planner/recipeList';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { Button } from '../../ui/Button';
import type { DragItem } from './dndIds';
import { RecipeListControls } from './RecipeListControls';

export const EMPTY_QUERY: PlannerListQuery = { search: '', sort: 'date-desc', dietary: '', healthCondition: '' };

/** How many cards the list renders at once: a book of thousands stays fast; search narrows it. */
const RENDER_CAP = 60;

function DraggableRecipe({ recipe, disabled }: { recipe: RecipeFacts; disabled: boolean }) {
  const data: DragItem = { kind: 'recipe', recipeId: recipe.id, title: recipe.title };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id: `recipe:${recipe.id}`, data, disabled });
  const tags = truncatedTags(recipe.dietaryFilters);
  return (
    <li className={`side-recipe${isDragging ? ' side-recipe--dragging' : ''}`}>
      <button
        type="button"
        ref={setNodeRef}
        className="side-recipe__handle"
        {...attributes}
        {...listeners}
        aria-roledescription="draggable recipe"
      >
        <span className="side-recipe__title">{recipe.title}</span>
        <span className="side-recipe__meta">
          {tags.first ? <span className="tag">{tags.first}</span> : null}
          {tags.more > 0 ? <span className="tag tag--more">+{tags.more}</span> : null}
          {recipe.totalMinutes ? <span className="muted">{recipe.totalMinutes} min</span> : null}
        </span>
      </button>
    </li>
  );
}

/** Desktop and tablet: the saved recipes to drag into the week, capped at 60 vh (spec §2). */
export function RecipeSideList({
  recipes,
  showHealthConditions,
  readOnly,
}: {
  recipes: RecipeFacts[];
  showHealthConditions: boolean;
  readOnly: boolean;
}) {
  const [query, setQuery] = useState<PlannerListQuery>(EMPTY_QUERY);
  const shown = useMemo(() => filterPlannerRecipes(recipes, query), [recipes, query]);
  return (
    <aside className="side-list card" aria-labelledby="side-list-heading">
      <h2 id="side-list-heading" className="side-list__title">
        Your recipes <span className="muted">({recipes.length})</span>
      </h2>
      <RecipeListControls
        idPrefix="side"
        query={query}
        dietaryOptions={PLANNER_DIETARY_OPTIONS}
        showHealthConditions={showHealthConditions}
        onChange={setQuery}
      />
      <p className="side-list__hint muted">Drag a recipe onto a meal, or focus it and press Space, then the arrow keys.</p>
      {recipes.length === 0 ? (
        <p className="side-list__empty">{PLANNER_TEXTS.noSavedRecipes}</p>
      ) : shown.length === 0 ? (
        <div className="side-list__empty">
          <p>{PLANNER_TEXTS.noSearchMatches}</p>
          <Button variant="secondary" size="sm" onClick={() => setQuery(EMPTY_QUERY)}>
            {PLANNER_TEXTS.clearSearch}
          </Button>
        </div>
      ) : (
        <ul className="side-list__items" aria-label="Recipes to plan">
          {shown.slice(0, RENDER_CAP).map((r) => (
            <DraggableRecipe key={r.id} recipe={r} disabled={readOnly} />
          ))}
          {shown.length > RENDER_CAP ? (
            <li className="side-list__more muted">{shown.length - RENDER_CAP} more — search to narrow the list</li>
          ) : null}
        </ul>
      )}
    </aside>
  );
}
