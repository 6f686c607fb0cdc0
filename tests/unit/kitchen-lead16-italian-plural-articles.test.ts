/**
 * Issue 32: a substitute whose Italian name is a plural noun ("striscioline di tempeh affumicato", "funghi") takes the
 * plural article where a step gave the swapped food a singular one ("Rosolate il guanciale" → "Rosolate le striscioline",
 * not "lo striscioline"). Italian "-e" and "-i" also end singulars ("latte", "pane"), so such plurals are data.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';
import { GENDERS } from '../../shared/kitchen/language/names/articles';

const recipe = (title: string, lines: string[], steps: string[]) =>
  [title, 'Per 4 persone', '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

const SINGULAR_ARTICLES = ['il', 'lo', 'la', 'del', 'dello', 'della', 'al', 'allo', 'alla', 'nel', 'nello', 'nella', 'un', 'uno', 'una'];
const PLURALS = Object.keys(GENDERS.it?.pluralWords ?? {});

const cases: [name: string, text: string][] = [
  [
    'il guanciale',
    recipe(
      'Pasta alla gricia',
      ['320 g di rigatoni', '150 g di guanciale', '60 g di pecorino'],
      ['Rosolate il guanciale in padella.', 'Unite la pasta al guanciale e mantecate.'],
    ),
  ],
  [
    'la pancetta',
    recipe(
      'Pasta e piselli',
      ['320 g di ditalini', '100 g di pancetta a cubetti', '300 g di piselli'],
      ['Fate dorare la pancetta con un filo d’olio.', 'Aggiungete i piselli alla pancetta e cuocete 10 minuti.'],
    ),
  ],
  [
    'lo speck',
    recipe(
      'Risotto allo speck',
      ['320 g di riso Carnaroli', '120 g di speck a listarelle', '1 l di brodo vegetale'],
      ['Tostate lo speck in una casseruola.', 'Aggiungete il riso e portate a cottura con il brodo.'],
    ),
  ],
];

describe('a plural substitute takes a plural article in an Italian step', () => {
  it('the data holds the plurals', () => expect(PLURALS).toContain('striscioline'));
  it.each(cases)('%s', (_name, text) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegetarian'], avoidIngredients: [] });
    if (!result.ok) throw new Error(result.error);
    const words = result.recipe.instructions
      .join(' ')
      .toLowerCase()
      .split(/[\s,.;:]+/);
    const wrong = words.flatMap((word, i) =>
      SINGULAR_ARTICLES.includes(word) && PLURALS.includes(words[i + 1] ?? '') ? [`${word} ${words[i + 1]}`] : [],
    );
    expect(wrong).toEqual([]);
  });
});
