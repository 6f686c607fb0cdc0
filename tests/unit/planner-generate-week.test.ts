import { describe, expect, it } from 'vitest';
import { MEAL_SLOTS } from '../../shared/domain/limits';
import { type GenerateOptions, generateWeek } from '../../shared/domain/planner/generateWeek';
import { GENERATION_STYLES, type GenerationStyle, recipesForStyle, STYLE_THRESHOLDS } from '../../shared/domain/planner/generationStyles';
import { allPlacements } from '../../shared/domain/planner/mealPlanEdit';
import { type RecipeFacts, recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { weekDays } from '../../shared/domain/planner/week';
import { type PlannerRecipeInput, plannerRecipe } from '../fixtures/plannerRecipes';

const DAYS = weekDays('2026-11-23');

/** A deterministic random source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function facts(inputs: PlannerRecipeInput[]): RecipeFacts[] {
  return inputs.map((r, i) => recipeFacts(plannerRecipe(r, i)));
}

const plain = (
  title: string,
  nutrition: PlannerRecipeInput['nutrition'] = {},
  extra: Partial<PlannerRecipeInput> = {},
): PlannerRecipeInput => ({
  title,
  ingredients: ['1 cup water'],
  nutrition: { calories: 400, protein: 10, carbohydrates: 50, fat: 10, fiber: 5, sodium: 300, ...nutrition },
  ...extra,
});

function options(style: GenerationStyle, extra: Partial<GenerateOptions> = {}): GenerateOptions {
  return {
    style,
    days: DAYS,
    allergies: [],
    religiousRequirements: [],
    healthConditions: [],
    dietaryFilters: [],
    random: seeded(7),
    now: '2026-11-23T08:00:00.000Z',
    ...extra,
  };
}

describe('generation styles', () => {
  it('protein-focused takes recipes above 15 g protein, the High-Protein tag or protein keywords', () => {
    const book = facts([
      plain('Plain rice', { protein: STYLE_THRESHOLDS.proteinAboveG }),
      plain('Bean dish', { protein: STYLE_THRESHOLDS.proteinAboveG + 1 }),
      plain('Tagged', {}, { dietaryFilters: ['High-Protein'] }),
      plain('Grilled chicken plate'),
    ]);
    expect(recipesForStyle(book, 'protein-focused').map((r) => r.title)).toEqual(['Bean dish', 'Tagged', 'Grilled chicken plate']);
  });

  it('low-carb takes recipes under 35 g carbohydrates, Keto or Low-Carb tags or keywords', () => {
    const book = facts([
      plain('Pasta', { carbohydrates: STYLE_THRESHOLDS.carbsBelowG }),
      plain('Omelette', { carbohydrates: STYLE_THRESHOLDS.carbsBelowG - 1 }),
      plain('Keto thing', {}, { dietaryFilters: ['Keto'] }),
      plain('Low carb pizza'),
    ]);
    expect(recipesForStyle(book, 'low-carb').map((r) => r.title)).toEqual(['Omelette', 'Keto thing', 'Low carb pizza']);
  });

  it('vegetarian takes Vegetarian and Vegan recipes, vegan first', () => {
    const book = facts([
      plain('Veg', {}, { dietaryFilters: ['Vegetarian'] }),
      plain('Meat'),
      plain('Vegan', {}, { dietaryFilters: ['Vegan'] }),
    ]);
    expect(recipesForStyle(book, 'vegetarian').map((r) => r.title)).toEqual(['Vegan', 'Veg']);
  });

  it('comfort-food ranks by comfort keywords and leaves out recipes with none', () => {
    const book = facts([plain('Green salad'), plain('Beef stew'), plain('Creamy cheesy casserole')]);
    expect(recipesForStyle(book, 'comfort-food').map((r) => r.title)).toEqual(['Creamy cheesy casserole', 'Beef stew']);
  });

  it('quick-easy ranks by quick keywords and short total times', () => {
    const book = facts([
      plain('Slow roast', {}, { totalTime: '3 hours' }),
      plain('Quick easy stir fry', {}, { totalTime: '15 min' }),
      plain('Weeknight pasta', {}, { totalTime: '25 min' }),
    ]);
    expect(recipesForStyle(book, 'quick-easy').map((r) => r.title)).toEqual(['Quick easy stir fry', 'Weeknight pasta']);
  });

  it('balanced takes every recipe', () => {
    const book = facts([plain('A'), plain('B')]);
    expect(recipesForStyle(book, 'balanced')).toHaveLength(2);
  });
});

describe('the 7-recipe rule', () => {
  it('refuses with the exact message when fewer than 7 recipes match', () => {
    const book = facts([...Array.from({ length: 6 }, (_, i) => plain(`Veg ${i}`, {}, { dietaryFilters: ['Vegetarian'] })), plain('Steak')]);
    const result = generateWeek(book, options('vegetarian'));
    expect(result).toEqual({
      ok: false,
      title: 'Not Enough Recipes',
      description: 'You need at least 7 recipes that match the Vegetarian criteria to generate a meal plan. Found 6 matching recipes.',
    });
  });

  it('generates with exactly 7 matching recipes', () => {
    const book = facts(Array.from({ length: 7 }, (_, i) => plain(`Dish ${i}`)));
    expect(generateWeek(book, options('balanced')).ok).toBe(true);
  });

  it('says there are no recipes at all when the book is empty', () => {
    expect(generateWeek([], options('balanced'))).toEqual({
      ok: false,
      title: 'No Recipes Available',
      description: 'You need to save some recipes first before generating a meal plan',
    });
  });

  it('uses the whole book on every plan that can generate, so the count it reports is the real one', () => {
    const book = facts(Array.from({ length: 8 }, (_, i) => plain(`Dish ${i}`)));
    expect(generateWeek(book, options('balanced', { random: undefined })).ok).toBe(true);
    const veg = facts([...Array.from({ length: 6 }, (_, i) => plain(`Veg ${i}`, {}, { dietaryFilters: ['Vegetarian'] })), plain('Steak')]);
    for (const variant of [0, 1, 2, 3]) {
      const result = generateWeek(veg, options('vegetarian', { random: undefined, variant }));
      expect(result.ok ? '' : result.description).toContain('Found 6 matching recipes.');
    }
  });
});

describe('a generated week', () => {
  const book = facts(Array.from({ length: 12 }, (_, i) => plain(`Dish ${i}`, { calories: 200 + i * 60 })));

  it('fills breakfast, lunch, dinner and a snack on all seven days', () => {
    const result = generateWeek(book, options('balanced'));
    if (!result.ok) throw new Error(result.description);
    expect(Object.keys(result.meals)).toEqual(DAYS);
    for (const day of DAYS) for (const slot of MEAL_SLOTS) expect(result.meals[day]?.[slot]).toHaveLength(1);
  });

  it.each([1, 2, 3, 4, 5])('never repeats a recipe within a day or in one slot on consecutive days (seed %i)', (seed) => {
    const result = generateWeek(book, options('balanced', { random: seeded(seed) }));
    if (!result.ok) throw new Error(result.description);
    for (const [i, day] of DAYS.entries()) {
      const ids = MEAL_SLOTS.map((s) => result.meals[day]?.[s]?.[0]?.recipeId);
      expect(new Set(ids).size).toBe(4);
      if (i === 0) continue;
      const before = DAYS[i - 1] as string;
      for (const slot of MEAL_SLOTS) expect(result.meals[day]?.[slot]?.[0]?.recipeId).not.toBe(result.meals[before]?.[slot]?.[0]?.recipeId);
    }
  });

  it('with only 7 recipes still never repeats within a day', () => {
    const small = facts(Array.from({ length: 7 }, (_, i) => plain(`Only ${i}`)));
    const result = generateWeek(small, options('balanced'));
    if (!result.ok) throw new Error(result.description);
    for (const day of DAYS) expect(new Set(MEAL_SLOTS.map((s) => result.meals[day]?.[s]?.[0]?.recipeId)).size).toBe(4);
  });

  it('puts keyword breakfasts at breakfast', () => {
    const mixed = facts([
      ...Array.from({ length: 3 }, (_, i) => plain(`Pancake ${i}`)),
      ...Array.from({ length: 6 }, (_, i) => plain(`Dinner main ${i}`)),
    ]);
    const result = generateWeek(mixed, options('balanced'));
    if (!result.ok) throw new Error(result.description);
    for (const day of DAYS) expect(result.meals[day]?.breakfast?.[0]?.title).toMatch(/^Pancake/);
  });

  it('never places a recipe with an allergen, even when the book is mostly such recipes', () => {
    const nutty = facts([
      ...Array.from({ length: 10 }, (_, i) => ({ ...plain(`Peanut dish ${i}`), ingredients: ['2 tbsp peanut butter', '1 cup rice'] })),
      ...Array.from({ length: 8 }, (_, i) => ({ ...plain(`Safe dish ${i}`), ingredients: ['1 cup rice', '1 onion'] })),
    ]);
    const result = generateWeek(nutty, options('balanced', { allergies: ['peanuts'] }));
    if (!result.ok) throw new Error(result.description);
    for (const p of allPlacements(result.meals)) expect(p.title).toMatch(/^Safe dish/);
  });

  it('respects religious requirements (Halal: no pork)', () => {
    const mixed = facts([
      ...Array.from({ length: 5 }, (_, i) => ({ ...plain(`Pork dish ${i}`), ingredients: ['500 g pork shoulder'] })),
      ...Array.from({ length: 8 }, (_, i) => ({ ...plain(`Chickpea dish ${i}`), ingredients: ['1 can (400 g) chickpeas'] })),
    ]);
    const result = generateWeek(mixed, options('balanced', { religiousRequirements: ['Halal'] }));
    if (!result.ok) throw new Error(result.description);
    for (const p of allPlacements(result.meals)) expect(p.title).toMatch(/^Chickpea/);
  });

  it('refuses rather than break an allergy when too few safe recipes are left', () => {
    const nutty = facts(Array.from({ length: 10 }, (_, i) => ({ ...plain(`Peanut dish ${i}`), ingredients: ['2 tbsp peanut butter'] })));
    const result = generateWeek(nutty, options('balanced', { allergies: ['peanuts'] }));
    expect(result.ok).toBe(false);
  });

  it('keeps days nearer a calorie target than without one', () => {
    const varied = facts(Array.from({ length: 30 }, (_, i) => plain(`Dish ${i}`, { calories: 100 + ((i * 137) % 900) })));
    const off = (target: number | undefined) => {
      const result = generateWeek(varied, options('balanced', target ? { dailyCalories: target } : {}));
      if (!result.ok) throw new Error(result.description);
      return DAYS.reduce((sum, day) => {
        const kcal = MEAL_SLOTS.reduce((s, slot) => s + (result.meals[day]?.[slot]?.[0]?.calories ?? 0), 0);
        return sum + Math.abs(kcal - 1800);
      }, 0);
    };
    expect(off(1800)).toBeLessThan(off(undefined));
  });

  it('names every style in its message', () => {
    for (const [style, name] of Object.entries(GENERATION_STYLES)) {
      const result = generateWeek(facts([plain('One')]), options(style as GenerationStyle));
      expect(result.ok || result.description.includes(`match the ${name} criteria`)).toBe(true);
    }
  });
});

describe('the same inputs give the same week', () => {
  const book = facts(Array.from({ length: 20 }, (_, i) => plain(`Dish ${i}`, { calories: 200 + i * 40 })));
  const titles = (result: ReturnType<typeof generateWeek>) =>
    result.ok ? DAYS.flatMap((day) => MEAL_SLOTS.map((slot) => result.meals[day]?.[slot]?.[0]?.recipeId)) : [];
  const seededOff = (extra: Partial<GenerateOptions> = {}) => options('balanced', { random: undefined, ...extra });

  it('gives the same plan twice, whatever order the book is listed in', () => {
    const first = titles(generateWeek(book, seededOff()));
    expect(first).toHaveLength(28);
    expect(titles(generateWeek(book, seededOff()))).toEqual(first);
    expect(titles(generateWeek([...book].reverse(), seededOff()))).toEqual(first);
  });

  it('gives another plan when another is asked for, and that one again for the same ask', () => {
    const first = titles(generateWeek(book, seededOff()));
    const second = titles(generateWeek(book, seededOff({ variant: 1 })));
    expect(second).not.toEqual(first);
    expect(titles(generateWeek(book, seededOff({ variant: 1 })))).toEqual(second);
  });

  it('gives another plan for another week or another style', () => {
    const first = titles(generateWeek(book, seededOff()));
    const nextWeek = generateWeek(book, seededOff({ days: weekDays('2026-11-30') }));
    const nextTitles = nextWeek.ok
      ? weekDays('2026-11-30').flatMap((d) => MEAL_SLOTS.map((s) => nextWeek.meals[d]?.[s]?.[0]?.recipeId))
      : [];
    expect(nextTitles).not.toEqual(first);
  });
});

describe('variety over the week', () => {
  const perSlot = (result: ReturnType<typeof generateWeek>) => {
    const counts = new Map<string, number>();
    if (!result.ok) throw new Error(result.description);
    for (const day of DAYS)
      for (const slot of MEAL_SLOTS) {
        const key = `${slot}:${result.meals[day]?.[slot]?.[0]?.recipeId}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    return counts;
  };

  it.each([0, 1, 2, 3, 4, 5])('fills a slot with one recipe at most twice a week while others fit it (variant %i)', (variant) => {
    const book = facts([
      ...Array.from({ length: 4 }, (_, i) => plain(`Pancake stack ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => plain(`Lunch salad ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => plain(`Dinner main ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => plain(`Snack bite ${i}`)),
    ]);
    const counts = perSlot(generateWeek(book, options('balanced', { random: undefined, variant })));
    for (const [key, n] of counts) expect(n, key).toBeLessThanOrEqual(2);
  });

  it.each([0, 1, 2, 3])('does not keep putting the one recipe that fits only one slot there (variant %i)', (variant) => {
    // The oatmeal fits breakfast only; the bowls fit breakfast and lunch, so they are used more in all.
    const book = facts([
      plain('Oatmeal'),
      ...Array.from({ length: 3 }, (_, i) => plain(`Egg salad bowl ${i}`)),
      ...Array.from({ length: 2 }, (_, i) => plain(`Lunch sandwich ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => plain(`Dinner main ${i}`)),
      ...Array.from({ length: 4 }, (_, i) => plain(`Snack bite ${i}`)),
    ]);
    const counts = perSlot(generateWeek(book, options('balanced', { random: undefined, variant })));
    for (const [key, n] of counts) expect(n, key).toBeLessThanOrEqual(2);
  });

  it('spreads a large book: a 30-recipe week has at least 20 different recipes', () => {
    const book = facts(Array.from({ length: 30 }, (_, i) => plain(`Dish ${i}`)));
    const result = generateWeek(book, options('balanced', { random: undefined }));
    if (!result.ok) throw new Error(result.description);
    expect(result.used).toBeGreaterThanOrEqual(20);
  });
});
