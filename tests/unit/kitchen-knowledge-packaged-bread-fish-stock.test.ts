import { describe, expect, it } from 'vitest';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import { generateLocally } from '../../shared/kitchen/index';

/** Written before the engine ran: sliced sandwich bread and fish stock, under their names in several languages. */
describe('made products whose make-up is a fact of the kind', () => {
  it.each([
    '8 tranches de pain de mie',
    '4 Scheiben Toastbrot',
    '6 rebanadas de pan de molde',
    '4 fatias de pão de forma',
    '8 slices sandwich bread',
  ])('%s may contain milk: a Dairy-Free conversion does not call it fine', (line) => {
    const analysed = analyseLine(line);
    expect(analysed.tags.has('gluten') || analysed.maybe.has('gluten'), line).toBe(true);
    const result = generateLocally({
      originalRecipe: `Toast\n\n${line}\n1 tomato\n\nToast the bread.`,
      mode: 'convert',
      filters: ['Dairy-Free'],
      avoidIngredients: [],
    });
    expect(result.ok).toBe(true);
    if (result.ok && result.recipe.ingredients.some((i) => i === line)) expect(result.recipe.compliance?.compliant, line).toBe(false);
  });

  it.each(['1,5 liter fiskekraft', '1 l Fischfond', '1 l de fumet de poisson', '500 ml fiskfond', '1 l visbouillon', '750 ml fish stock'])(
    '%s is fish, and may hold shellfish',
    (line) => {
      const analysed = analyseLine(line);
      expect(analysed.tags.has('fish'), line).toBe(true);
      const result = generateLocally({
        originalRecipe: `Suppe\n\n${line}\n2 carrots\n\nSimmer.`,
        mode: 'convert',
        filters: [],
        avoidIngredients: ['crustaceans'],
      });
      expect(result.ok).toBe(true);
      if (result.ok && result.recipe.ingredients.some((i) => i === line)) expect(result.recipe.compliance?.compliant, line).toBe(false);
    },
  );

  it.each(['1 l hønsekraft', '1 l oksekraft', '500 ml kyllingekraft'])('%s is a stock', (line) => {
    expect(analyseLine(line).identified, line).toBe(true);
  });
});
