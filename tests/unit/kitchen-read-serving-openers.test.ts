import { describe, expect, it } from 'vitest';
import { readRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * Blind: a serving sentence with the cook's words between its verb and its "with" ("Servez bien chaud avec…") serves
 * its foods; they are not ingredients the method adds (a glass of wine is drunk with the dish, not cooked in it).
 */
const cases: readonly [string, string, string, string][] = [
  ['fr', '- 3 œufs\n- 20 cl de crème', 'Battez les œufs avec la crème.', 'Servez bien chaud avec un verre de riesling.'],
  ['fr', '- 3 œufs\n- 20 cl de crème', 'Battez les œufs avec la crème.', 'À servir tiède avec un verre de muscadet.'],
  ['it', '- 3 uova\n- 200 ml di panna', 'Sbattete le uova con la panna.', 'Servite ben caldo con un bicchiere di Lambrusco.'],
  ['es', '- 3 huevos\n- 200 ml de nata', 'Bate los huevos con la nata.', 'Sirve muy caliente con una copa de vino tinto.'],
  ['en', '- 3 eggs\n- 200 ml cream', 'Beat the eggs with the cream.', 'Serve piping hot with a glass of dry cider.'],
  ['nl', '- 3 eieren\n- 200 ml room', 'Klop de eieren met de room.', 'Serveer lekker warm met een glas witte wijn.'],
];

describe('a serving sentence with words between its verb and "with" serves its foods, it does not list them', () => {
  for (const [language, list, step, serve] of cases) {
    it(`${language}: ${serve}`, () => {
      const read = readRecipeText(`Gratin\nServes 4\n\n${list}\n\n${step}\n${serve}`);
      const drink = serve.split(' ').slice(-2).join(' ').replace(/\.$/, '');
      expect(read.recipe.ingredients.join('\n')).not.toContain(drink);
      expect(read.servedWith.join('\n')).toContain(drink);
      expect(read.recipe.instructions.join('\n')).toContain(serve.replace(/\.$/, ''));
    });
  }

  it('a measured food in an ordinary step is still listed ("toss with 2 tbsp honey")', () => {
    const read = readRecipeText(
      'Salad\nServes 2\n\n- 1 head lettuce\n- 2 pears\n\nSlice the pears and toss with 2 tbsp honey.\nServe at once.',
    );
    expect(read.recipe.ingredients.join('\n')).toContain('2 tbsp honey');
  });
});
