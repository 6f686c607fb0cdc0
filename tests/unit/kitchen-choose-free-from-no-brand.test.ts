import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind: a free-from version of a branded product is another product than that brand's range: the brand's words before
 * the food go ("dairy-free ranch dressing", never "dairy-free hidden valley original ranch dressing").
 */
const dressings: readonly [line: string, brand: RegExp][] = [
  ['1/3 cup Hidden Valley Original Ranch dressing', /hidden|valley|original/i],
  ["1/4 cup Ken's Steakhouse Chunky Blue Cheese dressing", /ken|steakhouse|chunky/i],
  ['1/4 cup Litehouse Homestyle Ranch dressing', /litehouse|homestyle/i],
];

describe('a free-from version drops the brand words before the food', () => {
  for (const [line, brand] of dressings) {
    it(line, () => {
      const text = `Chicken wraps\nServes 4\n\n2 cups shredded cooked chicken\n${line}\n4 flour tortillas\n\nToss the chicken with the dressing and roll up in the tortillas.`;
      const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Kosher'], avoidIngredients: [] });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      const swapped = answer.recipe.ingredients.find((l) => /dressing/i.test(l)) ?? '';
      expect(swapped).toMatch(/dairy-free/i);
      expect(swapped).not.toMatch(brand);
    });
  }
});

describe("a kept food name with a free-from word drops its maker too, and keeps the cook's own words", () => {
  const cases: readonly [line: string, filters: string[], wanted: RegExp, not: RegExp][] = [
    ['400 g Barilla Penne Rigate', ['Gluten-Free'], /gluten-free penne/i, /barilla/i],
    ['1 lb Johnsonville Italian sausage', ['Gluten-Free'], /gluten-free italian sausage/i, /johnsonville/i],
    ['2 cups shredded sharp cheddar cheese', ['Dairy-Free'], /shredded dairy-free sharp cheddar/i, /^$/],
  ];
  for (const [line, filters, wanted, not] of cases) {
    it(line, () => {
      const text = `Weeknight bake\nServes 4\n\n${line}\n1 onion, chopped\n\nCook everything together and bake 20 minutes.`;
      const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      expect(answer.recipe.ingredients[0]).toMatch(wanted);
      expect(answer.recipe.ingredients[0]).not.toMatch(not);
    });
  }
});
