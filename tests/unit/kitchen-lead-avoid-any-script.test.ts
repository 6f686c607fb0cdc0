import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Written blind (before running the engine on them): an avoid list written in another script (Greek, Cyrillic,
 * Hangul) avoids its food, and an entry the engine cannot read keeps the recipe from being called compliant.
 */

function convert(text: string, avoid: string[]) {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: [], avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

const PANCAKES =
  'Pancakes\n\nServes 4\n\nIngredients\n200 g plain flour\n2 eggs\n300 ml milk\n1 tbsp sugar\n\nMethod\nWhisk everything together and fry in a hot pan.';
const SATAY =
  'Satay noodles\n\nServes 2\n\nIngredients\n200 g rice noodles\n3 tbsp peanuts, chopped\n1 tbsp lime juice\n\nMethod\nCook the noodles, toss with the lime juice and scatter the peanuts.';

const CHEESE_TOAST =
  'Cheese toast\n\nServes 1\n\nIngredients\n2 slices sourdough bread\n50 g cheddar, grated\n1 tsp butter\n\nMethod\nButter the bread, top with the cheese and grill until bubbling.';

describe('a name of milk in any language avoids every dairy food, as "milk" does', () => {
  it.each(['우유', 'sữa', 'doodh'])('%s', (term) => {
    const recipe = convert(CHEESE_TOAST, [term]);
    const keptCheese = recipe.ingredients.includes('50 g cheddar, grated');
    const swappedCheese = recipe.substitutions?.some((s) => s.original === '50 g cheddar, grated');
    expect(keptCheese ? recipe.compliance?.compliant === false : swappedCheese).toBe(true);
  });
});

describe('an avoid list in any script', () => {
  it.each([
    [PANCAKES, 'αυγά', '2 eggs'],
    [PANCAKES, 'молоко', '300 ml milk'],
    [SATAY, '땅콩', '3 tbsp peanuts, chopped'],
    [SATAY, 'đậu phộng', '3 tbsp peanuts, chopped'],
    [PANCAKES, '계란', '2 eggs'],
    [PANCAKES, 'mléčné výrobky', '300 ml milk'],
  ])('avoids its food (%#)', (text, term, original) => {
    const recipe = convert(text, [term]);
    const kept = recipe.ingredients.filter((line) => line === original);
    expect(kept.length > 0 || recipe.substitutions?.some((s) => s.original === original)).toBe(true);
    const named = recipe.compliance?.violations.map((v) => v.ingredient) ?? [];
    for (const line of kept) expect(named).toContain(line);
    expect(kept.length === 0 || recipe.compliance?.compliant === false).toBe(true);
  });

  it.each(['qzvx', 'Brand X Special Mix', 'ᏣᎳᎩ'])('an entry the engine cannot read is never called safe (%s)', (term) => {
    const recipe = convert(PANCAKES, [term]);
    expect(recipe.compliance?.compliant).toBe(false);
    expect(recipe.notices?.some((n) => n.includes(`does not know "${term}"`))).toBe(true);
  });
});
