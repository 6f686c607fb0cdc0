/**
 * Issue 32, written before running the engine on these phrasings: a step that calls a swapped food by its measure word
 * and brand ("o tablete Knorr", "la pastilla Avecrem", "die Packung Maggi") names the substitute once, never the measure
 * word glued before the substitute's name ("o tablete caldo…"), nor the swapped product's maker.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const cases: [name: string, text: string, glued: RegExp][] = [
  [
    'Portuguese tablete',
    recipe(
      'Arroz de frango',
      'Rende 4 porções',
      ['300 g de arroz', '1 tablete de caldo de galinha Knorr', '1 cebola', '2 colheres de sopa de azeite'],
      ['Refogue a cebola no azeite.', 'Junte o arroz, 600 ml de água e o tablete Knorr e cozinhe 18 minutos.'],
    ),
    /tablete (?!de )\p{L}/iu,
  ],
  [
    'Spanish pastilla',
    recipe(
      'Arroz con verduras',
      'Para 4 personas',
      ['300 g de arroz', '1 pastilla de caldo de pollo Avecrem', '1 pimiento rojo', '2 cucharadas de aceite de oliva'],
      ['Sofríe el pimiento en el aceite.', 'Añade el arroz, 700 ml de agua y la pastilla Avecrem y cuece 18 minutos.'],
    ),
    /pastilla (?!de )\p{L}/iu,
  ],
  [
    'German Packung',
    recipe(
      'Nudelsuppe',
      'Für 4 Personen',
      ['200 g Suppennudeln', '1 Packung Hühnerbrühe Maggi', '2 Karotten'],
      ['Die Karotten in 1 l Wasser mit der Packung Maggi 10 Minuten kochen.', 'Die Nudeln zugeben und 5 Minuten garen.'],
    ),
    // The substitute's line keeps the measure ("1 Packung Gemüsebrühe"): the step keeps it too, and the maker's name goes.
    /Maggi/,
  ],
];

describe("a step's measure word goes with the food it measured", () => {
  it.each(cases)('%s', (_name, text, glued) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    expect(result.recipe.instructions.join('\n')).not.toMatch(glued);
  });
});
