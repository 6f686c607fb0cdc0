import { MEAL_SLOTS } from '../../../../shared/domain/limits';
import { type SlotRef, slotItems, type WeekMeals } from '../../../../shared/domain/planner/mealPlanEdit';
import type { RecipeFacts } from '../../../../shared/domain/planner/recipeFacts';
import { PLANNER_TEXTS } from '../../../../shared/domain/planner/texts';
import { dayLabel, isWeekend, shortDate } from '../../../../shared/domain/planner/week';
import type { PlannedRecipe } from '../../../../shared/schemas/mealPlan';
import { MealSlotCell } from './MealSlotCell';

export const WEEK_GRID_ID = 'week-grid';

interface Props {
  days: string[];
  today: string;
  meals: WeekMeals;
  dragging: boolean;
  readOnly: boolean;
  recipes: Map<string, RecipeFacts>;
  caloriesOf(item: PlannedRecipe): number | undefined;
  isDeleted(item: PlannedRecipe): boolean;
  onAdd(ref: SlotRef): void;
  onRemove(ref: SlotRef, placementId: string): void;
  onServings(ref: SlotRef, placementId: string, servings: number): void;
}

/**
 * Monday to Sunday. On wide screens a grid of 8 columns (meal labels plus 7 days) and 4 rows; on
 * phones the same DOM stacks day by day (each day is a group in reading order either way).
 */
export function WeekGrid({ days, today, meals, caloriesOf, ...rest }: Props) {
  return (
    // The skip link's target: focusable by script only, so Tab goes on to the first day's first control.
    // biome-ignore lint/a11y/useSemanticElements: a grid of days, not a form; the group role names it for the skip link
    <div className="week-grid" id={WEEK_GRID_ID} tabIndex={-1} role="group" aria-label={PLANNER_TEXTS.weekGridLabel}>
      <div className="week-grid__corner" aria-hidden="true" />
      {MEAL_SLOTS.map((slot, i) => (
        <div key={slot} className="week-grid__meal-label" style={{ gridRow: i + 2 }} aria-hidden="true">
          {PLANNER_TEXTS.slotLabels[slot]}
        </div>
      ))}
      {days.map((date, column) => {
        const name = dayLabel(date, today);
        const kcal = MEAL_SLOTS.reduce(
          (sum, slot) => sum + slotItems(meals, { date, slot }).reduce((s, p) => s + (caloriesOf(p) ?? 0), 0),
          0,
        );
        const classes = ['day', date === today ? 'day--today' : '', isWeekend(date) ? 'day--weekend' : ''].filter(Boolean).join(' ');
        return (
          <section
            key={date}
            className={classes}
            aria-label={`${name} ${shortDate(date)}`}
            style={{ ['--day-column' as string]: column + 2 }}
          >
            <header className="day__head">
              <span className="day__name">{name}</span>
              <span className="day__date">{shortDate(date)}</span>
              <span className="day__kcal">{Math.round(kcal)} kcal</span>
            </header>
            {MEAL_SLOTS.map((slot) => (
              <MealSlotCell
                key={slot}
                date={date}
                dayName={name}
                slot={slot}
                items={slotItems(meals, { date, slot })}
                caloriesOf={caloriesOf}
                {...rest}
              />
            ))}
          </section>
        );
      })}
    </div>
  );
}
