import { DndContext, type DragEndEvent, DragOverlay, type DragStartEvent } from '@dnd-kit/core';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { addToSlot, moveBetweenSlots, removeFromSlot, type SlotRef, updateInSlot } from '../../../../shared/domain/planner/mealPlanEdit';
import { type RecipeFacts, recipeNutrition } from '../../../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { dayLabel, isoDay, shiftWeek, weekDays, weekStartOf } from '../../../../shared/domain/planner/week';
import type { FeatureAccess } from '../../../../shared/domain/plans';
import type { PlannedRecipe } from '../../../../shared/schemas/mealPlan';
import { useToast } from '../../ui/Toast';
import { ShoppingListDialog } from '../shopping/ShoppingListDialog';
import { AddRecipeDialog } from './AddRecipeDialog';
import { type DragItem, isDragItem, isSlotRef } from './dndIds';
import { PlannerHeader } from './PlannerHeader';
import { RecipeSideList } from './RecipeSideList';
import { useMediaQuery } from './useMediaQuery';
import { plannerAnnouncements, plannerCollisions, usePlannerSensors } from './usePlannerDnd';
import { usePlannerRecipes } from './usePlannerRecipes';
import { useWeekPlan } from './useWeekPlan';
import { WEEK_GRID_ID, WeekGrid } from './WeekGrid';
import './planner.css';

export interface PlannerScreenProps {
  access: FeatureAccess;
  /** Without meal planning the weeks stay readable but cannot be changed. */
  readOnly: boolean;
  /** Shown above the grid (the upgrade panel when read-only). */
  banner?: ReactNode;
  renderExtras?(ctx: PlannerExtrasContext): ReactNode;
}

export interface PlannerExtrasContext {
  weekStart: string;
  days: string[];
  plan: ReturnType<typeof useWeekPlan>;
  recipes: RecipeFacts[];
  byId: Map<string, RecipeFacts>;
}

function newPlacement(recipe: RecipeFacts): PlannedRecipe {
  const kcal = recipeNutrition(recipe).perServing.calories;
  return {
    id: crypto.randomUUID(),
    recipeId: recipe.id,
    title: recipe.title.slice(0, 300),
    calories: kcal,
    addedAt: new Date().toISOString(),
  };
}

export function PlannerScreen({ access, readOnly, banner, renderExtras }: PlannerScreenProps) {
  const toast = useToast();
  const today = isoDay(new Date());
  const [weekStart, setWeekStart] = useState(() => weekStartOf(new Date()));
  const days = useMemo(() => weekDays(weekStart), [weekStart]);
  const plan = useWeekPlan(weekStart);
  const { recipes, byId, loading: recipesLoading, error } = usePlannerRecipes();
  const wide = useMediaQuery('(min-width: 768px)');
  const [listShown, setListShown] = useState(true);
  const [addTarget, setAddTarget] = useState<SlotRef | null>(null);
  const [dragging, setDragging] = useState<DragItem | null>(null);
  const [shoppingOpen, setShoppingOpen] = useState(false);
  const sensors = usePlannerSensors();
  const announcements = useMemo(() => plannerAnnouncements(today), [today]);

  // A recipe deleted from the book counts in no total: its cell says so instead of showing its old calories.
  const isDeleted = useCallback(
    (item: PlannedRecipe) => !recipesLoading && !error && !byId.has(item.recipeId),
    [byId, recipesLoading, error],
  );
  const caloriesOf = useCallback(
    (item: PlannedRecipe) => {
      const recipe = byId.get(item.recipeId);
      return recipe ? recipeNutrition(recipe).perServing.calories : isDeleted(item) ? undefined : item.calories;
    },
    [byId, isDeleted],
  );

  const place = useCallback(
    (ref: SlotRef, recipe: RecipeFacts) => {
      const placement = newPlacement(recipe);
      // Decided on what the user sees now; the edit re-applies it to the latest draft.
      const check = addToSlot(plan.meals, ref, placement);
      if (!check.ok) {
        toast({ title: check.title, description: check.description, tone: 'warning' });
        return;
      }
      plan.edit((meals) => {
        const result = addToSlot(meals, ref, placement);
        return result.ok ? result.meals : meals;
      });
      toast({ title: PLANNER_TEXTS.recipeAdded, description: recipe.title, tone: 'success' });
    },
    [plan, toast],
  );

  const onDragEnd = useCallback(
    (event: DragEndEvent) => {
      setDragging(null);
      const item = event.active.data.current;
      const target = event.over?.data.current;
      if (!isDragItem(item) || !isSlotRef(target)) return;
      if (item.kind === 'recipe') {
        const recipe = byId.get(item.recipeId);
        if (recipe) place(target, recipe);
        return;
      }
      const check = moveBetweenSlots(plan.meals, item.from, target, item.placementId);
      if (!check.ok) {
        toast({ title: check.title, description: check.description, tone: 'warning' });
        return;
      }
      plan.edit((meals) => {
        const result = moveBetweenSlots(meals, item.from, target, item.placementId);
        return result.ok ? result.meals : meals;
      });
    },
    [byId, place, plan, toast],
  );

  const onDragStart = useCallback((event: DragStartEvent) => {
    const item = event.active.data.current;
    setDragging(isDragItem(item) ? item : null);
  }, []);

  const save = useCallback(async () => {
    try {
      await plan.save();
      toast({ title: PLANNER_TEXTS.mealPlanSaved, tone: 'success' });
    } catch {
      toast({ ...PLANNER_TEXTS.saveFailed, tone: 'error' });
    }
  }, [plan, toast]);

  const currentWeek = weekStartOf(new Date());
  const targetLabel = addTarget ? `${dayLabel(addTarget.date, today)} ${PLANNER_TEXTS.slotLabels[addTarget.slot]}` : '';
  const sideList = wide && listShown;

  return (
    <section className="view planner" aria-labelledby="meal-heading">
      <a
        className="skip-link skip-link--fixed"
        href={`#${WEEK_GRID_ID}`}
        onClick={(event) => {
          // Focus (and scroll to) the grid without putting a hash in /app's address.
          event.preventDefault();
          document.getElementById(WEEK_GRID_ID)?.focus();
        }}
      >
        {PLANNER_TEXTS.skipToWeek}
      </a>
      <PlannerHeader
        weekStart={weekStart}
        isCurrentWeek={weekStart === currentWeek}
        saveState={plan.saveState}
        readOnly={readOnly}
        showListToggle={wide && !readOnly}
        listShown={listShown}
        onWeek={(delta) => setWeekStart((w) => (delta === 'today' ? currentWeek : shiftWeek(w, delta)))}
        onSave={() => void save()}
        onToggleList={() => setListShown((v) => !v)}
        onShopping={() => setShoppingOpen(true)}
      />
      {banner}
      {error ? (
        <div className="notice notice--error" role="alert">
          <strong>{PLANNER_TEXTS.loadFailed.title}:</strong> {PLANNER_TEXTS.loadFailed.description}
        </div>
      ) : null}
      {renderExtras?.({ weekStart, days, plan, recipes, byId })}
      <DndContext
        sensors={sensors}
        collisionDetection={plannerCollisions}
        accessibility={{ announcements }}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setDragging(null)}
      >
        <div className={`planner__layout${sideList && !readOnly ? ' planner__layout--with-list' : ''}`}>
          {sideList && !readOnly ? (
            <RecipeSideList recipes={recipes} showHealthConditions={access.canUseHealthConditions} readOnly={readOnly} />
          ) : null}
          <div className="planner__grid-wrap">
            <WeekGrid
              days={days}
              today={today}
              meals={plan.meals}
              dragging={dragging !== null}
              readOnly={readOnly}
              recipes={byId}
              caloriesOf={caloriesOf}
              isDeleted={isDeleted}
              onAdd={setAddTarget}
              onRemove={(ref, id) => plan.edit((m) => removeFromSlot(m, ref, id))}
              onServings={(ref, id, servings) => plan.edit((m) => updateInSlot(m, ref, id, { servings }))}
            />
          </div>
        </div>
        <DragOverlay dropAnimation={null}>{dragging ? <div className="drag-card">{dragging.title}</div> : null}</DragOverlay>
      </DndContext>
      <ShoppingListDialog
        open={shoppingOpen}
        onClose={() => setShoppingOpen(false)}
        weekStart={weekStart}
        meals={plan.meals}
        recipes={byId}
      />
      <AddRecipeDialog
        target={addTarget}
        targetLabel={targetLabel}
        recipes={recipes}
        onClose={() => setAddTarget(null)}
        onPick={(recipe) => {
          if (addTarget) place(addTarget, recipe);
          setAddTarget(null);
        }}
      />
    </section>
  );
}
