/**
 * Issue 30/32, written before running the engine on these phrasings (the French and Italian ones were seen while
 * probing): a measure said with a food's word ("une noix de beurre", "una noce di burro": a knob; "un filo d'olio": a
 * drizzle) is a measure of the food after it, never that food: no "nut-free noix de beurre", no Nut-Free refusal of a
 * risotto for its knob of butter, no "gluten-free filo d'olio". The nuts themselves are still read.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const dish = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const cases: [recipe: string, filters: string[], step: string][] = [
  [
    dish(
      'Poêlée de champignons',
      'Pour 4 personnes',
      ['500 g de champignons', '30 g de beurre', "1 gousse d'ail"],
      ['Faites fondre une noix de beurre dans une poêle.', "Ajoutez les champignons et l'ail et faites sauter 10 minutes."],
    ),
    ['Nut-Free'],
    'une noix de beurre',
  ],
  [
    dish(
      'Risotto bianco',
      'Dosi per 4 persone',
      ['320 g di riso Carnaroli', '1 l di brodo vegetale', '50 g di burro', '1 cipolla'],
      ['Soffriggete la cipolla in una noce di burro.', 'Tostate il riso e cuocetelo con il brodo per 18 minuti.'],
    ),
    ['Nut-Free'],
    'una noce di burro',
  ],
  [
    dish(
      'Judías verdes salteadas',
      'Para 4 personas',
      ['400 g de judías verdes', '20 g de mantequilla', '1 diente de ajo'],
      ['Derrite una nuez de mantequilla en la sartén.', 'Saltea las judías con el ajo 5 minutos.'],
    ),
    ['Nut-Free'],
    'una nuez de mantequilla',
  ],
  [
    dish(
      'Ervilhas salteadas',
      'Rende 4 porções',
      ['400 g de ervilhas', '20 g de manteiga', '1 cebola'],
      ['Derreta uma noz de manteiga na frigideira.', 'Junte a cebola e as ervilhas e salteie 5 minutos.'],
    ),
    ['Nut-Free'],
    'uma noz de manteiga',
  ],
  [
    dish(
      'Risotto alla zucca',
      'Dosi per 4 persone',
      ['320 g di riso Carnaroli', '400 g di zucca', "olio extravergine d'oliva q.b."],
      ['Cuocete la zucca con il riso e il brodo per 18 minuti.', "Servite con un filo d'olio a crudo."],
    ),
    ['Gluten-Free'],
    "un filo d'olio",
  ],
];

describe('a measure said with a food word measures the food after it', () => {
  const convertsAsWritten = (recipe: string, filters: string[], step: string) => {
    const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters, avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    expect(result.recipe.instructions.join('\n')).toContain(step);
    expect(result.recipe.compliance?.violations ?? []).toEqual([]);
  };
  it.each(cases)('%#', convertsAsWritten);

  it('the nuts themselves are still read', () => {
    const recipe = dish(
      'Salade aux noix',
      'Pour 4 personnes',
      ['1 salade', '50 g de noix'],
      ['Lavez la salade.', 'Ajoutez les noix et servez.'],
    );
    const result = generateLocally({ originalRecipe: recipe, mode: 'convert', filters: ['Nut-Free'], avoidIngredients: [] });
    expect(result.ok && result.recipe.ingredients.join('\n')).not.toMatch(/^50 g de noix$/m);
  });
});
