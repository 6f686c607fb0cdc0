import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { proseList } from '../../shared/kitchen/parse/document/proseList';
import { PROSE_SERVING_LISTS } from '../fixtures/reading/blind/layoutForms';

/**
 * Written blind (issue 31), before running the reader on them: a paragraph that writes the ingredient list out, its
 * serving sub-heading a group of its own, a note word that comments on the item before it.
 */
describe('a list written as a paragraph', () => {
  it.each([
    ['sv', 'Du behöver 1 dl majonnäs, gärna Kavli, 2 ägg och salt.', ['1 dl majonnäs, gärna Kavli', '2 ägg', 'salt']],
    [
      'de',
      'Ihr braucht 200 g Schokolade, am besten Zartbitter, 3 Eier und 50 g Zucker.',
      ['200 g Schokolade, am besten Zartbitter', '3 Eier', '50 g Zucker'],
    ],
    [
      'en',
      "You'll need 400 g tinned tomatoes, preferably San Marzano, 1 onion and 2 tbsp olive oil.",
      ['400 g tinned tomatoes, preferably San Marzano', '1 onion', '2 tbsp olive oil'],
    ],
  ] as const)('%s: a note word joins the item before it', (_, paragraph, items) => {
    expect(proseList(paragraph)?.groups).toEqual([{ items }]);
  });

  it.each([
    ['en', 'Whisk 3 eggs with 100 g sugar, then fold in 120 g flour and bake for 20 minutes.'],
    ['de', '3 Eier mit 100 g Zucker schaumig schlagen, dann 120 g Mehl unterheben und 20 Minuten backen.'],
    ['fr', 'Fouettez 3 œufs avec 100 g de sucre, ajoutez 120 g de farine et faites cuire 20 minutes.'],
  ] as const)('%s: a method sentence with amounts is no written-out list', (_, paragraph) => {
    expect(proseList(paragraph)).toBeUndefined();
  });

  it.each(PROSE_SERVING_LISTS.map((r) => [r.id, r] as const))('%s: the serving label heads a group of its own', (_, recipe) => {
    const groups = parseRecipeDocument(recipe.text).ingredientGroups;
    expect(groups).toHaveLength(2);
    expect(groups[0]?.heading).toBeUndefined();
    expect(groups[1]?.heading).toMatch(/^(?:Zum Servieren|Pour servir|To serve|Till servering|Para servir)$/);
  });
});
