/**
 * A word that is a function word of one of the product's languages names no food alone, even where another
 * language (or a wine list) knows it as one: Italian "fino" ("until") is also a sherry. Written before running the
 * engine: the method keeps its "fino a …" when the Marsala is swapped.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

function converted(recipe: string, filters: string[]): { steps: string[] } {
  const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  const r = result.recipe;
  return { steps: r.instructions };
}

describe('function words of other languages are no food in a method', () => {
  it.each([
    [
      'Zabaione\nPer 4 persone\n4 tuorli\n80 g di zucchero\n80 ml di Marsala\n\nMontate i tuorli con lo zucchero fino a ottenere una crema chiara, poi unite il Marsala a filo.',
      'zucchero fino a ottenere',
    ],
    [
      'Risotto al vino\nPer 4 persone\n320 g di riso Carnaroli\n1 bicchiere di vino bianco\n1 l di brodo vegetale\n\nTostate il riso, sfumate con il vino e cuocete fino a quando sarà evaporato. Aggiungete il brodo poco alla volta.',
      'cuocete fino a quando',
    ],
    [
      'Pere al vino rosso\nPer 4 persone\n4 pere\n500 ml di vino rosso\n100 g di zucchero\n\nCuocete le pere nel vino con lo zucchero fino a doratura, circa 30 minuti.',
      'zucchero fino a doratura',
    ],
  ])('Halal keeps the Italian "until" (%#)', (recipe, kept) => {
    const out = converted(recipe, ['Halal']);
    expect(out.steps.join(' ')).toContain(kept);
  });
});
