import { describe, expect, it } from 'vitest';
import { MEAL_SLOT_CAPACITY, type MEAL_SLOTS } from '../../shared/domain/limits';
import {
  addToSlot,
  countMeals,
  moveBetweenSlots,
  normaliseWeekMeals,
  removeFromSlot,
  type WeekMeals,
} from '../../shared/domain/planner/mealPlanEdit';
import { PLANNER_TEXTS } from '../../shared/domain/planner/texts';
import { dayLabel, isWeekend, shiftWeek, weekDays, weekStartOf } from '../../shared/domain/planner/week';
import type { PlannedRecipe } from '../../shared/schemas/mealPlan';

const DATE = '2026-11-23';
let n = 0;
const placed = (title = 'Soup'): PlannedRecipe => ({ id: `p${++n}`, recipeId: `r-${title}`, title, addedAt: '2026-11-23T10:00:00.000Z' });

function fill(meals: WeekMeals, slot: (typeof MEAL_SLOTS)[number], count: number): WeekMeals {
  let out = meals;
  for (let i = 0; i < count; i++) {
    const r = addToSlot(out, { date: DATE, slot }, placed());
    if (!r.ok) throw new Error(r.description);
    out = r.meals;
  }
  return out;
}

describe('slot capacities', () => {
  it('are breakfast 3, lunch 5, dinner 3, snacks 5', () => {
    expect(MEAL_SLOT_CAPACITY).toEqual({ breakfast: 3, lunch: 5, dinner: 3, snacks: 5 });
  });

  it.each([
    ['breakfast', 'Breakfast Limit Reached', 'You can only add up to 3 breakfasts per day'],
    ['lunch', 'Lunch Limit Reached', 'You can only add up to 5 lunches per day'],
    ['dinner', 'Dinner Limit Reached', 'You can only add up to 3 dinners per day'],
    ['snacks', 'Snacks Limit Reached', 'You can only add up to 5 snacks per day'],
  ] as const)('a full %s slot refuses one more with the spec message', (slot, title, description) => {
    const full = fill({}, slot, MEAL_SLOT_CAPACITY[slot]);
    expect(full[DATE]?.[slot]).toHaveLength(MEAL_SLOT_CAPACITY[slot]);
    const result = addToSlot(full, { date: DATE, slot }, placed());
    expect(result).toEqual({ ok: false, title, description });
  });

  it('a move into a full slot is refused and changes nothing', () => {
    let meals = fill({}, 'dinner', 3);
    meals = fill(meals, 'lunch', 1);
    const lunchId = meals[DATE]?.lunch?.[0]?.id as string;
    const result = moveBetweenSlots(meals, { date: DATE, slot: 'lunch' }, { date: DATE, slot: 'dinner' }, lunchId);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.title).toBe(PLANNER_TEXTS.limitReached('dinner', 3).title);
  });

  it('a move takes the placement out of its old slot', () => {
    const meals = fill({}, 'lunch', 1);
    const id = meals[DATE]?.lunch?.[0]?.id as string;
    const result = moveBetweenSlots(meals, { date: DATE, slot: 'lunch' }, { date: '2026-11-24', slot: 'dinner' }, id);
    expect(result.ok && result.meals).toEqual({ '2026-11-24': { dinner: [meals[DATE]?.lunch?.[0]] } });
  });
});

describe('week edits', () => {
  it('removing the last recipe omits the empty slot and the empty day', () => {
    const meals = fill({}, 'snacks', 1);
    const id = meals[DATE]?.snacks?.[0]?.id as string;
    expect(removeFromSlot(meals, { date: DATE, slot: 'snacks' }, id)).toEqual({});
  });

  it('counts every placement', () => {
    expect(countMeals(fill(fill({}, 'lunch', 2), 'dinner', 3))).toBe(5);
  });

  it('wraps single values from older data into lists and drops empty slots and days', () => {
    const single = placed('Old');
    const raw = { [DATE]: { breakfast: single, lunch: [], dinner: null }, '2026-11-24': {}, nonsense: { breakfast: [single] } };
    expect(normaliseWeekMeals(raw)).toEqual({ [DATE]: { breakfast: [single] } });
  });

  it('normalising twice changes nothing', () => {
    const meals = fill({}, 'lunch', 2);
    expect(normaliseWeekMeals(normaliseWeekMeals(meals))).toEqual(meals);
  });
});

describe('weeks', () => {
  it('start on Monday', () => {
    expect(weekStartOf(new Date(2026, 10, 29))).toBe('2026-11-23'); // Sunday
    expect(weekStartOf(new Date(2026, 10, 23))).toBe('2026-11-23'); // Monday
    expect(weekDays('2026-11-23')).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(shiftWeek('2026-11-23', -1)).toBe('2026-11-16');
  });

  it('label today and tomorrow, and know weekends', () => {
    expect(dayLabel('2026-11-24', '2026-11-24')).toBe('Today');
    expect(dayLabel('2026-11-25', '2026-11-24')).toBe('Tomorrow');
    expect(dayLabel('2026-11-26', '2026-11-24')).toBe('Thursday');
    expect(isWeekend('2026-11-28')).toBe(true);
    expect(isWeekend('2026-11-27')).toBe(false);
  });
});
