import { describe, expect, it } from 'vitest';
import { ALL_RULE_FILTER_NAMES } from '../../shared/domain/dietFilters';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { getFilterRule } from '../../shared/kitchen/filters/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

function recipe(
  ingredients: string[],
  instructions: string[] = ['Mix everything.'],
  servings: number | string = 4,
): Pick<StructuredRecipe, 'ingredients' | 'instructions' | 'servings'> {
  return { ingredients, instructions, servings };
}

const check = (ingredients: string[], filters: string[], extra: { avoid?: string[]; mustUse?: string[]; instructions?: string[] } = {}) =>
  checkCompliance(recipe(ingredients, extra.instructions), { filters, avoid: extra.avoid, mustUse: extra.mustUse });

describe('filter rules exist for every filter', () => {
  it('has rules for the 24 selectable filters and Halal and Kosher', () => {
    for (const name of ALL_RULE_FILTER_NAMES) expect(getFilterRule(name)?.name).toBe(name);
    expect(getFilterRule('gluten-free')?.name).toBe('Gluten-Free');
  });
});

describe('checkCompliance', () => {
  it('catches dairy in Dairy-Free, with the line, the rule and the filter', () => {
    const violations = check(['2 tbsp unsalted butter', '1 cup oat milk', '200 g spinach'], ['Dairy-Free']);
    expect(violations).toEqual([{ ingredient: '2 tbsp unsalted butter', rule: expect.stringContaining('no dairy'), filter: 'Dairy-Free' }]);
  });

  it('catches every kind of nut in Nut-Free, also ones the table may not know', () => {
    const lines = ['1/2 cup chopped walnuts', '2 tbsp peanut butter', '1 cup candied pecans', '1 tbsp praline crumbs'];
    const violations = check([...lines, '1 tsp nutmeg', '1 cup coconut flakes'], ['Nut-Free']);
    expect(violations.map((v) => v.ingredient)).toEqual(lines);
    expect(violations.every((v) => v.filter === 'Nut-Free')).toBe(true);
  });

  it('catches pork in Halal and Kosher, shellfish in Kosher', () => {
    const lines = ['4 slices bacon', '200 g shrimp', '1 lb chicken thighs'];
    expect(check(lines, ['Halal']).map((v) => v.ingredient)).toEqual(['4 slices bacon']);
    expect(check(lines, ['Kosher']).map((v) => v.ingredient)).toEqual(['4 slices bacon', '200 g shrimp']);
  });

  it('catches meat with dairy in Kosher, but not dairy alone or fish with dairy', () => {
    const meatAndDairy = check(['500 g beef mince', '1 cup grated cheddar cheese'], ['Kosher']);
    expect(meatAndDairy).toEqual([
      { ingredient: '1 cup grated cheddar cheese', rule: expect.stringContaining('meat with dairy'), filter: 'Kosher' },
    ]);
    expect(check(['1 cup grated cheddar cheese', '2 eggs'], ['Kosher'])).toEqual([]);
    expect(check(['2 salmon fillets', '2 tbsp butter'], ['Kosher'])).toEqual([]);
  });

  it('catches alcohol in Halal, not vinegar', () => {
    const violations = check(['1/2 cup dry white wine', '2 tbsp red wine vinegar', '1 tbsp brandy'], ['Halal']);
    expect(violations.map((v) => v.ingredient)).toEqual(['1/2 cup dry white wine', '1 tbsp brandy']);
  });

  it('catches gluten in Gluten-Free, including soy sauce and beer', () => {
    const lines = ['2 cups all-purpose flour', '3 tbsp soy sauce', '1 bottle beer', '1 cup panko breadcrumbs'];
    const violations = check([...lines, '2 tbsp tamari', '1 cup rice'], ['Gluten-Free']);
    expect(violations.map((v) => v.ingredient)).toEqual(lines);
  });

  it('catches meat, fish and calf-rennet cheese for Vegetarian, and also dairy, egg and honey for Vegan', () => {
    const lines = ['1 cup chicken stock', '2 eggs', '1 tbsp honey', '50 g parmesan', '2 anchovy fillets'];
    expect(check(lines, ['Vegetarian']).map((v) => v.ingredient)).toEqual(['1 cup chicken stock', '50 g parmesan', '2 anchovy fillets']);
    expect(check(['50 g vegetarian hard cheese', '100 g cheddar'], ['Vegetarian'])).toEqual([]);
    expect(check(lines, ['Vegan']).map((v) => v.ingredient)).toEqual(lines);
    expect(check(lines, ['Pescatarian']).map((v) => v.ingredient)).toEqual(['1 cup chicken stock']);
  });

  it('checks the avoid list by name, synonym and group word', () => {
    const lines = ['1 tbsp sesame oil', '2 cups whole milk', '1/4 cup cashews', '1 bunch cilantro'];
    const violations = check(lines, [], { avoid: ['nuts', 'dairy', 'cilantro'] });
    expect(violations.map((v) => [v.ingredient, v.filter])).toEqual([
      ['2 cups whole milk', 'Avoid list'],
      ['1/4 cup cashews', 'Avoid list'],
      ['1 bunch cilantro', 'Avoid list'],
    ]);
  });

  it('reports a missing must-use ingredient', () => {
    const violations = check(['2 cups rice', '1 onion'], [], { mustUse: ['spinach', 'onion'] });
    expect(violations).toEqual([{ ingredient: 'spinach', rule: 'must-use ingredient is missing', filter: 'Must use' }]);
  });

  it('checks amount rules on the computed nutrition per serving', () => {
    const salty = check(['2 tbsp salt', '1 cup rice'], ['Low-Sodium']);
    expect(salty).toHaveLength(1);
    expect(salty[0]?.ingredient).toMatch(/^per serving: \d+ mg sodium \(\d+ mg over\)$/);
    expect(check(['500 g spaghetti', '1 cup sugar'], ['Keto']).some((v) => v.rule.includes('carbohydrates per serving'))).toBe(true);
    expect(check(['1 cup lettuce', '1 tbsp olive oil'], ['High-Protein']).map((v) => v.rule)).toEqual([
      expect.stringContaining('protein per serving'),
    ]);
    expect(check(['800 g chicken breast', '1 tbsp olive oil'], ['High-Protein'])).toEqual([]);
  });

  it('checks Raw-Food steps for cooking above 48 °C', () => {
    const violations = check(['2 zucchini', '1 tbsp olive oil'], ['Raw-Food'], {
      instructions: ['Spiralise the zucchini.', 'Bake at 200°C for 10 minutes.'],
    });
    expect(violations).toEqual([
      { ingredient: 'Step 2: Bake at 200°C for 10 minutes.', rule: 'no cooking above 48 °C', filter: 'Raw-Food' },
    ]);
  });

  it('never calls a recipe compliant with a filter it has no rules for', () => {
    expect(check(['1 apple'], ['Moon-Diet'])).toEqual([
      { ingredient: '', rule: 'no rules are known for this filter', filter: 'Moon-Diet' },
    ]);
  });

  it('finds nothing wrong with a recipe that fits', () => {
    expect(
      check(['1 cup quinoa', '2 tbsp olive oil', '1 cucumber', '1 lemon'], ['Vegan', 'Gluten-Free', 'Nut-Free', 'Dairy-Free']),
    ).toEqual([]);
  });
});
