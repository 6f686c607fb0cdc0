import { useDroppable } from '@dnd-kit/core';
import { MEAL_SLOT_CAPACITY, type MealSlot } from '../../../../shared/domain/limits';
import type { SlotRef } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import type { PlannedRecipe } from '../../../../shared/schemas/mealPlan';
import { slotDropId } from './dndIds';
import { PlacedRecipeItem } from './PlacedRecipeItem';

interface Props {
  date: string;
  dayName: string;
  slot: MealSlot;
  items: PlannedRecipe[];
  dragging: boolean;
  readOnly: boolean;
  recipes: Map<string, RecipeFacts>;
  caloriesOf(item: PlannedRecipe): number | undefined;
  /** The placed recipe is no longer in the book. */
  isDeleted(item: PlannedRecipe): boolean;
  onAdd(ref: SlotRef): void;
  onRemove(ref: SlotRef, placementId: string): void;
  onServings(ref: SlotRef, placementId: string, servings: number): void;
}

/** One meal of one day: a drop zone showing "Up to N", and current/max while something is dragged. */
export function MealSlotCell({
  date,
  dayName,
  slot,
  items,
  dragging,
  readOnly,
  recipes,
  caloriesOf,
  isDeleted,
  onAdd,
  onRemove,
  onServings,
}: Props) {
  const max = MEAL_SLOT_CAPACITY[slot];
  const ref: SlotRef = { date, slot };
  const label = `${dayName} ${PLANNER_TEXTS.slotLabels[slot]}`;
  const { setNodeRef, isOver } = useDroppable({ id: slotDropId(date, slot), data: ref, disabled: readOnly });
  const full = items.length >= max;
  return (
    <section
      ref={setNodeRef}
      className={`slot slot--${slot}${isOver ? (full ? ' slot--over-full' : ' slot--over') : ''}`}
      aria-label={label}
      data-slot={slot}
    >
      <header className="slot__head">
        <span className="slot__name">{PLANNER_TEXTS.slotLabels[slot]}</span>
        <span className={`slot__capacity${dragging ? ' slot__capacity--active' : ''}`}>
          {dragging ? `${items.length}/${max}` : PLANNER_TEXTS.upTo(max)}
        </span>
      </header>
      {items.length > 0 ? (
        <ul className="slot__items" aria-label={`${label} recipes`}>
          {items.map((item) => (
            <PlacedRecipeItem
              key={item.id}
              item={item}
              at={ref}
              defaultServings={recipes.get(item.recipeId)?.servings ?? 4}
              calories={caloriesOf(item)}
              deleted={isDeleted(item)}
              readOnly={readOnly}
              onRemove={() => onRemove(ref, item.id)}
              onServings={(n) => onServings(ref, item.id, n)}
            />
          ))}
        </ul>
      ) : null}
      {readOnly ? null : (
        <button type="button" className="slot__add" onClick={() => onAdd(ref)} aria-label={`Add recipe to ${label}`}>
          + Add
        </button>
      )}
    </section>
  );
}
