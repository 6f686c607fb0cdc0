import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

const foodsOf = (text: string) =>
  parseRecipeDocument(text)
    .ingredientGroups.flatMap((g) => g.lines.map((l) => l.text.toLowerCase()))
    .join(' | ');

/** A method's verbs are never ingredients of a prose recipe, though some share a food's name. Written before running. */
describe('verbs in a prose recipe are not foods', () => {
  it.each([
    [
      'Risotto. Melt 25g butter and fry 1 chopped onion for 5 minutes. Stir in 300g arborio rice and toast for a minute. Cover and leave for 2 minutes.',
      ['fry', 'toast', 'cover', 'leave'],
    ],
    ['Eggs. Whisk 4 eggs with 50 ml milk. Fry in 10 g butter, then rest for a minute and serve on toast.', ['fry', 'rest']],
    [
      'Bread pudding. Soak 6 slices of bread in 400 ml milk, dust with 1 tsp cinnamon, bake for 30 minutes and leave to cool.',
      ['dust', 'leave'],
    ],
  ])('%s', (text, verbs) => {
    const foods = foodsOf(text);
    for (const verb of verbs) expect(foods.split(' | ')).not.toContain(verb);
  });

  it('a food named after an article, or at the end of a list, is still read', () => {
    expect(foodsOf('Eggs. Whisk 4 eggs with 50 ml milk and fry in 10 g butter. Top the toast with the eggs.')).toMatch(/toast/);
    expect(foodsOf('Soup. Simmer 1 l stock with 200 g lentils for 20 minutes. Season with salt and pepper.')).toMatch(/pepper/);
  });
});
