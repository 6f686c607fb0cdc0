import { describe, expect, it } from 'vitest';
import { FALLBACK_SODIUM_MG_PER_SERVING, fallbackProfile } from '../../shared/kitchen/fallbackNutrition';
import { findIngredient } from '../../shared/kitchen/ingredients/lookup';
import { type IngredientLookup, nutritionOfLines, roundNutrition } from '../../shared/kitchen/nutrition';
import type { IngredientEntry, UnitWeights } from '../../shared/kitchen/types';
import { INGREDIENT_LINE_CASES } from '../fixtures/ingredient-lines';

type Per100g = IngredientEntry['per100g'];
function entry(name: string, per100g: Per100g, unitWeights: UnitWeights): IngredientEntry {
  return { name, synonyms: [], per100g, unitWeights, category: 'Other', tags: [] };
}

// A small table with USDA SR Legacy values, so every expectation below can be worked by hand.
const TABLE: IngredientEntry[] = [
  entry('flour', { calories: 364, protein: 10.3, carbohydrates: 76.3, fat: 1, fiber: 2.7, sodium: 2 }, { cup: 125 }),
  entry('sugar', { calories: 387, protein: 0, carbohydrates: 100, fat: 0, fiber: 0, sodium: 1 }, { cup: 200 }),
  entry('butter', { calories: 717, protein: 0.9, carbohydrates: 0.1, fat: 81.1, fiber: 0, sodium: 11 }, { cup: 227, tbsp: 14.2 }),
  entry('egg', { calories: 143, protein: 12.6, carbohydrates: 0.7, fat: 9.5, fiber: 0, sodium: 142 }, { piece: 50 }),
  entry('salt', { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 38758 }, { tsp: 6 }),
  entry('milk', { calories: 61, protein: 3.2, carbohydrates: 4.8, fat: 3.3, fiber: 0, sodium: 43 }, { cup: 244 }),
];
const lookup: IngredientLookup = (text) => {
  const words = text.toLowerCase();
  return TABLE.find((e) => new RegExp(`\\b${e.name}s?\\b`).test(words));
};
const nothing: IngredientLookup = () => undefined;

describe('nutritionOfLines', () => {
  it('sums grams × per-100 g values and divides by servings (worked by hand)', () => {
    const lines = [
      '2 cups flour',
      '1 cup sugar',
      '1/2 cup butter, softened',
      '2 eggs',
      '1/2 tsp salt',
      '1 cup milk',
      'For the topping:',
      'salt to taste',
    ];
    const result = nutritionOfLines(lines, 4, lookup);
    // flour 250 g, sugar 200 g, butter 113.5 g, eggs 100 g, salt 3 g, milk 244 g; "salt to taste" 0 g.
    // kcal (910 + 774 + 813.795 + 143 + 0 + 148.84) / 4 = 697.41
    expect(result.perServing).toEqual({ calories: 697, protein: 11.8, carbohydrates: 100.8, fat: 28, fiber: 1.7, sodium: 357 });
    expect(result.unmatched).toEqual([]);
    expect(result.lines.map((l) => Math.round(l.grams * 10) / 10)).toEqual([250, 200, 113.5, 100, 3, 244, 0]);
  });

  it('reports unmatched lines and estimates them by food-group keyword', () => {
    const result = nutritionOfLines(['200 g dragon fruit', '1 cup mystery goo', '2 cups flour'], 1, lookup);
    expect(result.unmatched).toEqual(['200 g dragon fruit', '1 cup mystery goo']);
    // fruit group 55 kcal/100 g × 200 g = 110, plus flour 910
    expect(result.perServing.calories).toBe(1020);
    expect(result.lines.map((l) => l.source)).toEqual(['fallback', 'none', 'table']);
  });

  it('estimates a keyword line with its group values', () => {
    // poultry 165 kcal, 20 g protein, 9 g fat, 80 mg sodium per 100 g; 500 g over 2 servings
    const result = nutritionOfLines(['500 g chicken thighs'], 2, nothing);
    expect(result.perServing).toEqual({ calories: 413, protein: 50, carbohydrates: 0, fat: 22.5, fiber: 0, sodium: 200 });
  });

  it('uses the spec default sodium when nothing in the recipe is known', () => {
    const result = nutritionOfLines(['1 cup mystery goo', 'a splash of something'], 4, nothing);
    expect(result.perServing.sodium).toBe(FALLBACK_SODIUM_MG_PER_SERVING);
    expect(result.perServing.calories).toBe(0);
  });

  it('weighs a count unit the table has no weight for with a typical weight', () => {
    // a handful is taken as 30 g: 30 g sugar = 116.1 kcal
    expect(nutritionOfLines(['1 handful sugar'], 1, lookup).perServing.calories).toBe(116);
  });

  it('counts servings that are not a positive number as the default 4', () => {
    // 8 eggs = 400 g = 572 kcal, over 4 servings
    expect(nutritionOfLines(['8 eggs'], 0, lookup).perServing.calories).toBe(143);
    expect(nutritionOfLines(['8 eggs'], Number.NaN, lookup).perServing.calories).toBe(143);
  });

  it('gives zeros for an empty list', () => {
    expect(nutritionOfLines([], 4, lookup)).toEqual({
      perServing: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
      unmatched: [],
      lines: [],
    });
  });
});

describe('fallback keyword groups', () => {
  it.each([
    ['soy sauce', 'salty sauce'],
    ['peanut butter', 'nuts and seeds'],
    ['sesame oil', 'oil'],
    ['chicken stock', 'broth'],
    ['egg noodles', 'grains and flour'],
    ['red bell pepper', 'vegetables'],
    ['black pepper', 'spices'],
    ['jalapeño', 'vegetables'],
    ['almond milk', 'plant milk'],
  ])('%s → %s', (text, group) => {
    expect(fallbackProfile(text)?.group).toBe(group);
  });

  it('has no group for words it does not know', () => {
    expect(fallbackProfile('mystery goo')).toBeUndefined();
  });
});

describe('roundNutrition', () => {
  it('rounds kcal and sodium to whole numbers and grams to one decimal', () => {
    expect(roundNutrition({ calories: 99.5, protein: 1.25, carbohydrates: 0.04, fat: 3.96, fiber: 2, sodium: 400.4 })).toEqual({
      calories: 100,
      protein: 1.3,
      carbohydrates: 0,
      fat: 4,
      fiber: 2,
      sodium: 400,
    });
  });
});

describe('nutritionOfLines with the real ingredient table', () => {
  const weigh = (line: string) => nutritionOfLines([line], 1).lines[0];

  it('weighs size notes, counts and pinches from the line and the entry', () => {
    const egg = findIngredient('egg');
    const salt = findIngredient('salt');
    expect(egg?.unitWeights.piece).toBeDefined();
    expect(salt?.unitWeights.tsp).toBeDefined();
    // 4 × 6 oz × 28.3495 g; 14 oz × 28.3495 g; two eggs at the table's piece weight; a pinch by the table, else 1/16 tsp
    expect(weigh('4 (6-ounce) salmon fillets')?.grams).toBeCloseTo(680.39, 2);
    expect(weigh('1 (14-oz) can coconut milk')?.grams).toBeCloseTo(396.89, 2);
    expect(weigh('2 large eggs')?.grams).toBeCloseTo(2 * (egg?.unitWeights.piece ?? 0), 6);
    expect(weigh('Pinch of salt')?.grams).toBeCloseTo(salt?.unitWeights.pinch ?? (salt?.unitWeights.tsp ?? 0) / 16, 6);
    expect(weigh('salt and pepper to taste')?.grams).toBe(0);
  });

  it('weighs a sheet of what is sold in sheets as one piece of it, not a generic 10 g', () => {
    for (const [line, name, count] of [
      ['2 sheets nori', 'nori', 2],
      ['6 sheets phyllo pastry', 'filo pastry', 6],
      ['3 gelatin sheets', 'gelatin', 3],
      ['1 sheet puff pastry', 'puff pastry', 1],
    ] as const) {
      const piece = findIngredient(name)?.unitWeights.piece;
      expect(piece, name).toBeDefined();
      expect(weigh(line)?.grams, line).toBeCloseTo(count * (piece ?? 0), 6);
    }
  });

  it('finds the ingredient of nearly every hand-checked fixture line in the table', () => {
    const found = INGREDIENT_LINE_CASES.filter((c) => weigh(c.line)?.source === 'table').length;
    // The misses are the French and Swedish lines and Angostura bitters.
    expect(found / INGREDIENT_LINE_CASES.length).toBeGreaterThan(0.95);
  });

  it('a dried lasagne sheet weighs about 18 g, not a 100 g portion; gluten-free lasagne sheets are gluten-free pasta', () => {
    const real = nutritionOfLines(['12 dried lasagne sheets', '12 gluten-free lasagne sheets'], 1);
    expect(real.lines.map((l) => l.grams)).toEqual([216, 216]);
    expect(real.lines[1]?.matched).toBe('gluten-free pasta');
  });
});
