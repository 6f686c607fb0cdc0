/**
 * Issue 32, written before running the engine on these recipes: a must-use food the recipe lacks arrives with an
 * amount and a step that uses it, and in a recipe written in another language that step is written in that language,
 * not in English beside the cook's own steps. Several languages, several ways a food goes in.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';

const recipe = (title: string, serves: string, lines: string[], steps: string[]) =>
  [title, serves, '', ...lines, '', ...steps.map((s, i) => `${i + 1}. ${s}`)].join('\n');

/** How the engine's English steps for an added food begin. */
const ENGLISH_STEP_VERBS = ['scatter', 'stir', 'add', 'brown', 'cook', 'serve', 'season', 'whisk', 'fold', 'roast', 'soften', 'drizzle'];
const readsAsEnglishStep = (step: string) => ENGLISH_STEP_VERBS.includes(step.split(' ')[0]?.toLowerCase() ?? '');

const cases: [name: string, text: string, mustUse: string][] = [
  [
    'German salad, walnuts',
    recipe(
      'Feldsalat mit Birne',
      'Für 2 Personen',
      ['100 g Feldsalat', '1 Birne', '2 EL Olivenöl', '1 EL Apfelessig'],
      ['Den Feldsalat waschen und trocken schleudern.', 'Die Birne in Spalten schneiden.', 'Mit Öl und Essig anmachen und servieren.'],
    ),
    'walnuts',
  ],
  [
    'French soup, chickpeas',
    recipe(
      'Soupe de légumes',
      'Pour 4 personnes',
      ['2 carottes', '1 poireau', '2 pommes de terre', '1 l de bouillon de légumes'],
      ['Épluchez et coupez les légumes en dés.', 'Faites-les cuire 25 minutes dans le bouillon.', 'Mixez et servez chaud.'],
    ),
    'chickpeas',
  ],
  [
    'Spanish stew, spinach',
    recipe(
      'Guiso de lentejas',
      'Para 4 personas',
      ['300 g de lentejas', '1 cebolla', '2 zanahorias', '1 cucharadita de pimentón'],
      ['Sofríe la cebolla y la zanahoria.', 'Añade las lentejas, el pimentón y agua, y cuece 40 minutos.', 'Sirve caliente.'],
    ),
    'spinach',
  ],
  [
    'Italian pasta, pine nuts',
    recipe(
      'Pasta con le zucchine',
      'Per 4 persone',
      ['320 g di pasta', '3 zucchine', '1 spicchio di aglio', "3 cucchiai di olio d'oliva"],
      [
        "Rosolate l'aglio nell'olio e aggiungete le zucchine a rondelle.",
        'Cuocete la pasta e scolatela.',
        'Saltate la pasta con le zucchine.',
      ],
    ),
    'pine nuts',
  ],
  [
    'Dutch stew, chickpeas',
    recipe(
      'Groentestoof',
      'Voor 4 personen',
      ['2 uien', '3 wortels', '1 blik tomaten', '500 ml groentebouillon'],
      [
        'Snipper de uien en fruit ze aan.',
        'Voeg de wortels, tomaten en bouillon toe en laat 30 minuten stoven.',
        'Breng op smaak en serveer.',
      ],
    ),
    'chickpeas',
  ],
  [
    'Polish salad, walnuts',
    recipe(
      'Sałatka z buraków',
      'Dla 4 osób',
      ['4 ugotowane buraki', '1 czerwona cebula', '2 łyżki oliwy', '1 łyżka octu'],
      ['Buraki pokrój w kostkę.', 'Cebulę drobno posiekaj.', 'Wymieszaj z oliwą i octem i podawaj.'],
    ),
    'walnuts',
  ],
];

describe('a must-use food in a recipe written in another language', () => {
  it.each(cases)('%s: arrives with an amount and a step in the recipe’s language', (_name, text, mustUse) => {
    const result = generateLocally({
      originalRecipe: text,
      mode: 'convert',
      filters: ['Vegan'],
      avoidIngredients: [],
      mustUseIngredients: [mustUse],
    } as never);
    if (!result.ok) throw new Error(result.error);
    const { ingredients, instructions } = result.recipe;
    const original = text.split('\n').filter((l) => /^\d+\. /.test(l)).length;
    expect(instructions.length).toBe(original + 1);
    const added = instructions.filter((step) => !text.includes(step));
    expect(added.length).toBeGreaterThan(0);
    expect(added.filter(readsAsEnglishStep)).toEqual([]);
    // The water a step pours is listed too (by design), so the list may grow by more than the added food.
    expect(ingredients.length).toBeGreaterThanOrEqual(5);
    expect(ingredients.some((line) => /^\d/.test(line) && !text.includes(line))).toBe(true);
  });
});
