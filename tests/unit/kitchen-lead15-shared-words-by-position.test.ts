/**
 * Issue 32, written before running the engine on these phrasings: a swap replaces its own food's words, never a kept
 * food that shares a word with it (rice wine and rice, milk and coconut milk, cream and cream of tartar), in several
 * languages.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const convert = (text: string, filters: string[]) => {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
};

const cases: [name: string, text: string, filters: string[], keptStep: string][] = [
  [
    'Spanish: rice wine swapped, the rice stays rice',
    recipe(
      'Arroz salteado',
      'Para 4 personas',
      ['300 g de arroz', '2 cucharadas de vino de arroz', '2 cucharadas de salsa de soja', '1 cebolla'],
      ['Cuece el arroz según el paquete.', 'Saltea la cebolla, añade el vino de arroz y la salsa de soja.'],
    ),
    ['Halal'],
    'Cuece el arroz según el paquete.',
  ],
  [
    'German: milk swapped, the coconut milk stays',
    recipe(
      'Curry-Suppe',
      'Für 4 Personen',
      ['400 ml Kokosmilch', '200 ml Milch', '1 Zwiebel', '2 EL Currypaste'],
      [
        'Die Zwiebel anbraten, die Currypaste einrühren.',
        'Die Kokosmilch angießen und 5 Minuten köcheln.',
        'Zum Schluss die Milch einrühren.',
      ],
    ),
    ['Dairy-Free'],
    'Die Kokosmilch angießen und 5 Minuten köcheln.',
  ],
  [
    'French: cream swapped, the cream of tartar stays',
    recipe(
      'Meringues à la crème',
      'Pour 6 personnes',
      ['4 blancs d’œufs', '200 g de sucre', '1 pincée de crème de tartre', '20 cl de crème fraîche'],
      ['Montez les blancs avec la crème de tartre.', 'Servez avec la crème fraîche.'],
    ),
    ['Dairy-Free'],
    'Montez les blancs avec la crème de tartre.',
  ],
  [
    'Italian: milk swapped, the coconut milk stays',
    recipe(
      'Budino al cocco',
      'Per 4 persone',
      ['400 ml di latte di cocco', '200 ml di latte', '60 g di zucchero', '30 g di amido di mais'],
      ['Scaldate il latte di cocco con lo zucchero.', 'Stemperate l’amido nel latte freddo e unitelo.'],
    ),
    ['Dairy-Free'],
    'Scaldate il latte di cocco con lo zucchero.',
  ],
  [
    'English: peanuts swapped, the peanut oil is its own line',
    recipe(
      'Stir-fried greens',
      'Serves 4',
      ['2 tbsp groundnut oil', '50 g roasted peanuts', '400 g pak choi', '2 garlic cloves'],
      ['Heat the groundnut oil in a wok.', 'Fry the garlic and pak choi for 3 minutes.', 'Scatter over the peanuts to serve.'],
    ),
    ['Vegan'],
    'Heat the groundnut oil in a wok.',
  ],
];

describe('a swap renames only its own food', () => {
  it.each(cases)('%s', (_name, text, filters, keptStep) => {
    const out = convert(text, filters);
    expect(out.instructions).toContain(keptStep);
  });
});
