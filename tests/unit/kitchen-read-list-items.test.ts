import { describe, expect, it } from 'vitest';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * A bulleted food without an amount before a line with one is an item of the list, not a group heading (issue 31):
 * German capitalises every noun, and captions bullet every line with an emoji. Three phrasings, three languages.
 */
const CASES: readonly [string, string, readonly string[]][] = [
  [
    'de',
    'Pesto\n\nZutaten\n- Basilikum\n- 2 Knoblauchzehen\n- 50 g Pinienkerne\n- Salz\n- 100 ml Olivenöl\n\nZubereitung\nAlles mixen.\n',
    ['Basilikum', 'Salz'],
  ],
  [
    'nl',
    'Guacamole\n\n🥑 Avocado’s naar smaak\n🍋 1 limoen\n🧅 Rode ui\n🌶️ 1 rode peper\n\nPrak alles fijn en serveer direct.\n',
    ['Rode ui'],
  ],
  ['en', 'Pancakes\n\n• Flour\n• 2 eggs\n• 300 ml milk\n• Butter\n• 1 pinch of salt\n\nWhisk and fry in butter.\n', ['Flour', 'Butter']],
];

describe('bulleted foods without an amount stay items of the list', () => {
  it.each(CASES.map(([lang, text, foods]) => [lang, text, foods] as const))('%s', (_, text, foods) => {
    const recipe = parseRecipeText(text);
    for (const food of foods)
      expect(
        recipe.ingredients.some((line) => line.includes(food)),
        food,
      ).toBe(true);
    expect(recipe.ingredientGroups ?? []).toHaveLength(0);
  });
});
