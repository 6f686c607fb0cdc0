import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';

/**
 * Written blind, before running the reader on them: structure found by the shape of lines in languages the word lists
 * need not know (Slovenian, Estonian, Lithuanian, Croatian), bracketed group headings, lines closing on a unit's
 * abbreviation, ratings with their count, page clutter rows, "N pieces = M servings" and an amount after the food with
 * a bracketed aside.
 */
const foodsOf = (text: string) => parseRecipeDocument(text).ingredientGroups.flatMap((g) => g.lines.map((l) => l.foodSpan.text));
const stepsOf = (text: string) => parseRecipeDocument(text).stepGroups.flatMap((g) => g.steps);
const everything = (text: string) => {
  const r = parseRecipeText(text);
  return [r.recipeName, ...r.ingredients, ...r.instructions, ...r.tips].join('\n');
};

describe('an ingredient list under a heading the word lists do not know', () => {
  it.each([
    [
      'sl',
      'Palačinke\n\nSestavine\n- 2 jajci\n- 250 ml mleka\n- 120 g moke\n- ščepec soli\n\nPostopek\n- Jajca razžvrkljamo z mlekom.\n- Primešamo moko in sol ter pustimo počivati.\n- Pečemo na vroči ponvi.',
      ['jajci', 'mleka', 'moke'],
    ],
    [
      'et',
      'Pannkoogid\n\nKoostisosad\n• 3 muna\n• 500 ml piima\n• 200 g jahu\n• 1 tl suhkrut\n\nValmistamine\n• Klopi munad piimaga lahti.\n• Lisa jahu ja suhkur ning sega ühtlaseks.\n• Küpseta pannil mõlemalt poolt.',
      ['muna', 'piima', 'jahu', 'suhkrut'],
    ],
    [
      'lt',
      'Blynai\n\nIngredientai\n1 kiaušinis\n300 ml pieno\n150 g miltų\n\nGaminimas\nKiaušinį išplakite su pienu.\nSupilkite miltus ir gerai išmaišykite.\nKepkite įkaitintoje keptuvėje.',
      ['kiaušinis', 'pieno', 'miltų'],
    ],
  ])('%s: the amount-led lines are the list, the method heading is no food', (_, text, foods) => {
    const read = foodsOf(text);
    for (const food of foods) expect(read.some((f) => f.includes(food))).toBe(true);
    expect(read.length).toBe(foods.length + (text.includes('ščepec') ? 1 : 0));
    expect(stepsOf(text).length).toBe(3);
  });
});

describe('a group heading in brackets', () => {
  it.each([
    [
      'en',
      'Noodle bowl\n\nIngredients\n[Noodles]\n200 g rice noodles\n1 tbsp oil\n[Sauce]\n2 tbsp soy sauce\n1 tsp sugar\n\nMethod\n1. Cook the noodles.\n2. Mix the sauce and toss.',
      ['Noodles', 'Sauce'],
    ],
    [
      'de',
      'Bowl\n\nZutaten\n【Teig】\n200 g Mehl\n1 Ei\n【Füllung】\n100 g Quark\n2 EL Zucker\n\nZubereitung\n1. Teig kneten.\n2. Füllen und backen.',
      ['Teig', 'Füllung'],
    ],
    [
      'es',
      'Ensalada\n\nIngredientes\n[Base]\n1 lechuga\n2 tomates\n[Aliño]\n3 cucharadas de aceite\n1 cucharada de vinagre\n\nPreparación\n1. Cortar todo.\n2. Aliñar y servir.',
      ['Base', 'Aliño'],
    ],
  ])('%s: each bracketed line heads its group', (_, text, headings) => {
    const doc = parseRecipeDocument(text);
    expect(doc.ingredientGroups.map((g) => g.heading)).toEqual(headings);
    expect(doc.ingredientGroups.every((g) => g.lines.length === 2)).toBe(true);
  });
});

describe("a line closing on a unit's abbreviation is no sentence", () => {
  it.each([
    [
      'es',
      'Empanadillas\n\n1 paquete de obleas (16 uds.)\n200 g de atún\n2 huevos cocidos\n\nRellenar las obleas con el atún y el huevo. Freír en aceite caliente.',
      3,
    ],
    [
      'it',
      'Torta\n\n1 rotolo di pasta sfoglia (230 gr.)\n2 uova\n100 g di ricotta\n\nStendere la pasta nella teglia. Versare il ripieno e cuocere.',
      3,
    ],
    [
      'en',
      'Pie\n\n1 pack filo pastry (270 g.)\n2 eggs\n200 g feta\n\nLayer the pastry in a dish. Add the filling and bake until golden.',
      3,
    ],
  ])('%s: every amount line is an ingredient', (_, text, count) => {
    expect(foodsOf(text).length).toBe(count);
  });
});

describe('a rating with its count in brackets is page clutter', () => {
  it.each([
    [
      'cs',
      'Bábovka\n⭐⭐⭐⭐ 4,6 (57 hodnocení)\n\nSuroviny\n250 g mouky\n3 vejce\n\nPostup\nVše smícháme a pečeme 45 minut.',
      '57 hodnocení',
    ],
    [
      'en',
      'Banana bread\n★★★★★ 4.9 (312 reviews)\n\nIngredients\n3 bananas\n200 g flour\n\nMethod\nMash, mix and bake for 50 minutes.',
      '312 reviews',
    ],
    [
      'de',
      'Zopf\n4,3 (1.204 Bewertungen)\n\nZutaten\n500 g Mehl\n1 Würfel Hefe\n\nZubereitung\nAlles verkneten und 40 Minuten backen.',
      'Bewertungen',
    ],
  ])('%s: the score reaches no field', (_, text, words) => {
    expect(everything(text)).not.toContain(words);
  });
});

describe('page rows: cookie banners, read-also links, edit and publish stamps', () => {
  it.each([
    ['en', 'We use cookies on this site. Accept | Decline'],
    ['fr', 'Ce site utilise des cookies pour améliorer votre expérience. Accepter'],
    ['pl', 'Ta strona korzysta z plików cookies. Akceptuję'],
    ['en', 'Read also: Our best lemon drizzle cake'],
    ['de', 'Lies auch: Omas Apfelkuchen'],
    ['es', 'Lee también: Tarta de queso al horno'],
    ['en', 'Posted by Anna on 03/02/2026 · Updated 3 days ago'],
    ['it', 'Pubblicato da Marco il 14/01/2026 · Aggiornato 2 giorni fa'],
    ['en', 'Last edited Jan 3 · Shared with: family'],
  ])('%s: "%s" reaches no field', (_, row) => {
    const text = `Lemon rice\n\nIngredients\n200 g rice\n1 lemon\n\nMethod\n1. Cook the rice for 12 minutes.\n2. Stir in the lemon juice.\n\n${row}`;
    const all = everything(text);
    expect(all).not.toContain(row.slice(0, 12));
  });
});

describe('pieces counted as servings: "8 waffles = 4 servings of 2"', () => {
  it.each([
    ['en', 'Makes 12 muffins = 6 servings of 2.', 6],
    ['de', 'Ergibt 8 Stück = 4 Portionen à 2 Stück.', 4],
    ['es', 'Rinde 10 unidades = 5 porciones de 2.', 5],
  ])('%s: the servings are the servings named', (_, meta, servings) => {
    const text = `Test\n\n${meta}\n\nIngredients\n200 g flour\n2 eggs\n\nMethod\n1. Mix well.\n2. Bake for 20 minutes.`;
    expect(parseRecipeText(text).servings).toBe(servings);
  });
});

describe('an amount after the food with a bracketed aside', () => {
  it.each([
    ['pl', 'Mąka 500 g (ok. 3 szklanki)', 'Mąka', 500],
    ['en', 'Carrots 300 g (about 3 medium)', 'Carrots', 300],
    ['ko', '김치 300g (1/4포기)', '김치', 300],
  ])('%s: "%s" is its amount and its food', (_, line, food, quantity) => {
    const text = `Test\n\nIngredients\n${line}\n2 eggs\n\nMethod\n1. Mix well.\n2. Cook for 20 minutes.`;
    const first = parseRecipeDocument(text).ingredientGroups[0]?.lines[0];
    expect(first?.quantity).toBe(quantity);
    expect(first?.foodSpan.text).toBe(food);
  });
});

describe("a title's bracketed aside and a rating of reviews before the meta", () => {
  it.each([
    ['en', 'Pulled pork sliders (the best you will ever eat!)', 'Pulled pork sliders'],
    ['it', 'Tiramisù classico (il più buono di sempre!)', 'Tiramisù classico'],
    ['es', 'Tortilla de patatas (¡como la de mi abuela!)', 'Tortilla de patatas'],
  ])('%s: the title stays the title', (_, title, words) => {
    const text = `${title}\n4,7 (310 reviews)\n\nServes 4\nPrep time: 20 minutes\n\nIngredients\n500 g potatoes\n4 eggs\n\nMethod\n1. Fry the potatoes.\n2. Add the eggs and cook for 10 minutes.`;
    const read = parseRecipeText(text);
    expect(read.recipeName).toContain(words);
    expect(read.servings).toBe(4);
    expect(read.prepTime).toBe('20 minutes');
  });
});

describe('a little of a food in a step, in words of other languages', () => {
  it.each([
    ['vi', 'Luộc trứng với chút muối khoảng 10 phút.', 'muối'],
    ['vi', 'Ướp thịt với một chút tiêu rồi để 15 phút.', 'tiêu'],
    ['en', 'Boil the eggs with a pinch of salt for 10 minutes.', 'salt'],
  ])('%s: "%s" lists the food', (_, step, food) => {
    const text = `Test\n\nIngredients\n4 eggs\n200 g pork\n\nMethod\n1. ${step}\n2. Serve warm.`;
    expect(foodsOf(text)).toContain(food);
  });
});

describe('a recipe sent in a chat export: the time stamp and sender before each message', () => {
  it.each([
    [
      'en',
      '[14/02/2026, 19:05:12] Mum: Lentil soup\n[14/02/2026, 19:05:40] Mum: 250 g red lentils\n[14/02/2026, 19:05:41] Mum: 1 onion, chopped\n[14/02/2026, 19:05:43] Mum: 1 litre vegetable stock\n[14/02/2026, 19:06:20] Mum: Fry the onion in a little oil until soft.\n[14/02/2026, 19:06:58] Mum: Add the lentils and stock and simmer for 25 minutes.\n[14/02/2026, 19:08:02] Sam: thank you!!',
      ['red lentils', 'onion', 'vegetable stock'],
    ],
    [
      'pt',
      '14/02/2026, 19:05 - Vó Lúcia: Bolo de fubá\n14/02/2026, 19:05 - Vó Lúcia: 2 xícaras de fubá\n14/02/2026, 19:06 - Vó Lúcia: 3 ovos\n14/02/2026, 19:06 - Vó Lúcia: 1 xícara de leite\n14/02/2026, 19:07 - Vó Lúcia: Bata tudo no liquidificador e asse por 40 minutos.\n14/02/2026, 19:09 - Ana: Obrigada vó!',
      ['fubá', 'ovos', 'leite'],
    ],
    [
      'es',
      '2/14/26, 7:05 PM - Tía Rosa: Arroz con leche\n2/14/26, 7:05 PM - Tía Rosa: 1 taza de arroz\n2/14/26, 7:06 PM - Tía Rosa: 1 litro de leche\n2/14/26, 7:06 PM - Tía Rosa: 1 rama de canela\n2/14/26, 7:07 PM - Tía Rosa: Cocina el arroz con la leche y la canela a fuego lento 40 minutos.\n2/14/26, 7:10 PM - Pablo: gracias tía',
      ['arroz', 'leche', 'canela'],
    ],
  ])('%s: the messages are read as the recipe', (_, text, foods) => {
    const read = foodsOf(text);
    for (const food of foods) expect(read.some((f) => f.includes(food))).toBe(true);
    expect(read.some((f) => f.includes(':'))).toBe(false);
    expect(stepsOf(text).some((s) => /\d{1,2}:\d{2}/.test(s))).toBe(false);
  });
});
