/**
 * Issue 32: a label tip names the recipe's own foods as its list writes them ("check the labels of vegetarian hard
 * cheese for animal rennet"), never a food the list no longer holds: the knowledge reads "vegetarian hard cheese" as
 * a parmesan, and the tip said "check the labels of parmesan and cheese" after the parmesan had gone. Three phrasings.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, lines: string[], steps: string[]) =>
  [title, 'Serves 4', '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const cases: [name: string, text: string, filters: string[]][] = [
  [
    'carbonara, parmesan swapped',
    recipe(
      'Spaghetti carbonara',
      ['400 g spaghetti', '150 g pancetta', '4 egg yolks', '50 g parmesan, grated'],
      ['Cook the spaghetti.', 'Fry the pancetta, beat the yolks with the parmesan and toss everything together.'],
    ),
    ['Vegetarian'],
  ],
  [
    'pesto, pecorino and grana swapped',
    recipe(
      'Basil pesto pasta',
      ['400 g trofie', '50 g basil', '30 g pine nuts', '30 g pecorino romano', '30 g grana padano', '100 ml olive oil'],
      ['Blend the basil, pine nuts, cheeses and oil.', 'Toss with the cooked pasta.'],
    ),
    ['Vegetarian'],
  ],
  [
    'cheese on toast, cheddar kept or swapped',
    recipe(
      'Cheese on toast',
      ['4 slices bread', '120 g mature cheddar, grated', '1 tsp Worcestershire sauce'],
      ['Toast the bread, top with the cheddar and sauce and grill.'],
    ),
    ['Vegetarian'],
  ],
];

describe('a label tip names the foods the list holds', () => {
  it.each(cases)('%s', (_name, text, filters) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const list = result.recipe.ingredients.join('\n').toLowerCase();
    for (const tip of result.recipe.tips) {
      const named = /check the labels of (.+) for /.exec(tip)?.[1];
      if (!named) continue;
      for (const food of named.split(/, | and /)) expect(list, tip).toContain(food.toLowerCase());
    }
  });
});
