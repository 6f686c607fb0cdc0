import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Page prompts at the end of a pasted recipe: share, advertisement, "read also", a video with its length. */
function readOut(text: string): string {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Halal'], avoidIngredients: [] });
  if (!result.ok) throw new Error(result.error);
  const r = result.recipe;
  return [r.recipeName, r.description ?? '', ...r.ingredients, ...r.instructions, ...(r.tips ?? [])].join('\n');
}

const RECIPES: ReadonlyArray<readonly [string, string, string]> = [
  [
    'da',
    'Ingredienser:\n500 g kartofler\n1 tsk salt\n\nFremgangsmåde:\nKog kartoflerne møre i saltet vand, ca. 20 minutter.',
    'Del opskriften med familien ❤️',
  ],
  [
    'da',
    'Ingredienser:\n2 æg\n1 dl mælk\n\nSådan gør du:\nPisk æg og mælk sammen og steg på panden.',
    'Reklame · Læs også: Nem aftensmad til hele ugen',
  ],
  [
    'nb',
    'Ingredienser:\n400 g laks\n1 sitron\n\nSlik gjør du:\nStek laksen 4 minutter på hver side.',
    'Del gjerne oppskriften med vennene dine!',
  ],
  ['nb', 'Du trenger:\n3 dl havregryn\n5 dl vann\n\nFremgangsmåte:\nKok opp og la trekke i 5 minutter.', 'Annonse'],
  ['sv', 'Ingredienser:\n2 dl ris\n4 dl vatten\n\nGör så här:\nKoka riset i 18 minuter.', 'Läs också: 12 snabba middagar'],
  ['nl', 'Ingrediënten:\n250 g spaghetti\n1 ui\n\nBereiding:\nKook de spaghetti 9 minuten.', 'Lees ook: de lekkerste pastasauzen'],
  ['de', 'Zutaten:\n200 g Reis\n1 Zwiebel\n\nZubereitung:\nReis 15 Minuten garen.', 'Lesen Sie auch: Die besten Beilagen'],
  ['fr', 'Ingrédients :\n200 g de riz\n1 oignon\n\nPréparation :\nCuire le riz 15 minutes.', 'À lire aussi : nos idées de dîners rapides'],
  ['en', 'Ingredients\n200g rice\n1 onion\n\nMethod\nCook the rice for 15 minutes.', 'Watch: our five-minute fried rice (3:47)'],
  [
    'en',
    'Ingredients\n2 eggs\n1 tbsp butter\n\nMethod\nScramble the eggs in the butter.',
    'VIDEO: perfect scrambled eggs every time (1:05)',
  ],
  ['it', 'Ingredienti:\n320 g di riso\n1 cipolla\n\nProcedimento:\nCuocete il riso per 16 minuti.', 'Guarda il video della ricetta'],
];

describe('page prompts after the method stay out of the recipe (written before running the engine)', () => {
  it.each(RECIPES)('%s: "%s…" drops its prompt line', (_language, body, prompt) => {
    const out = readOut(`Rezept\n\n${body}\n\n${prompt}`);
    expect(out).not.toContain(prompt.slice(0, 12));
  });

  it('keeps a Danish step that divides the dough with "del"', () => {
    const out = readOut(
      'Boller\n\nIngredienser:\n500 g mel\n25 g gær\n3 dl vand\n\nSådan gør du:\nÆlt dejen. Del den i 12 stykker og bag ved 200 grader i 12 minutter.',
    );
    expect(out).toContain('Del den i 12 stykker');
  });

  it('keeps a step that says how long something takes in minutes and seconds', () => {
    const out = readOut('Eggs\n\nIngredients\n4 eggs\n\nMethod\nBoil the eggs for 6:30 minutes, then cool them in iced water.');
    expect(out).toContain('Boil the eggs for 6:30 minutes');
  });
});
