/**
 * Scaling a pasted recipe changes amounts only (issue 32 item 4), through the converter's own entry. Written blind:
 * the recipes and what a cook expects of them were set down before running the engine on them. Oven settings (°C,
 * °F, fan, gas mark, thermostat, ranges), tin and pan sizes (in a step, a header line or a list heading), times and
 * the count of steps never scale; "a pinch" stays a pinch; eggs come whole and keep their own language's plural.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

/** The form needs one filter: Nut-Free asks nothing of these recipes, so only the servings change them. */
function convert(text: string, servings: number, filters: string[] = ['Nut-Free']): StructuredRecipe {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [], requestedServings: servings });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}

/** Everything a cook reads on the card. */
function cardText(r: StructuredRecipe): string {
  return [
    r.recipeName,
    r.description ?? '',
    ...r.ingredients,
    ...(r.ingredientGroups ?? []).map((g) => g.heading),
    ...r.instructions,
    ...r.tips,
    ...(r.notices ?? []),
  ].join('\n');
}

const line = (r: StructuredRecipe, word: RegExp): string => r.ingredients.find((l) => word.test(l)) ?? '';
const leadingNumber = (text: string): number => Number((/^(\d+(?:[.,]\d+)?)/.exec(text)?.[1] ?? 'NaN').replace(',', '.'));

const MARMORKUCHEN = `Marmorkuchen

Für 12 Stücke, Backform 26 cm

Zutaten:
250 g Butter
200 g Zucker
1 Prise Salz
4 Eier
300 g Mehl
2 TL Backpulver
125 ml Milch
2 EL Kakao

Zubereitung:
1. Den Ofen auf 180 Grad Umluft vorheizen (Ober-/Unterhitze 200 °C).
2. Butter, Zucker und Salz schaumig rühren, die Eier nach und nach unterrühren.
3. Mehl und Backpulver mit der Milch unterrühren. Die Hälfte des Teigs mit Kakao verrühren.
4. In der Form 50–55 Minuten backen.`;

const GATEAU_YAOURT = `Gâteau au yaourt

Pour 8 personnes
Moule de 24 cm

Ingrédients
1 pot de yaourt nature
3 œufs
2 pots de sucre
3 pots de farine
1 sachet de levure chimique
½ pot d'huile
1 pincée de sel

Préparation
Préchauffer le four à 180 °C (thermostat 6).
Mélanger le yaourt, les œufs et le sucre, puis la farine, la levure, l'huile et le sel.
Verser dans le moule beurré et cuire 35 minutes.`;

const LEMON_LOAF = `Lemon drizzle loaf

Serves 8

Ingredients
225g unsalted butter, softened
225g caster sugar
4 eggs
225g self-raising flour
1 lemon, zested
pinch of salt

Method
Heat the oven to 180C/160C fan/gas 4. Grease a 2lb loaf tin (about 21 x 9 cm) and line with baking paper.
Beat the butter and sugar until pale, then beat in the eggs one at a time.
Fold in the flour, lemon zest and salt. Spoon into the tin and bake for 45-50 mins.`;

const BROWNIES = `Fudgy brownies
Makes 16 squares
- 1 cup butter
- 2 cups sugar
- 4 large eggs
- 1 cup all-purpose flour
- 3/4 cup cocoa powder
- 1/2 tsp salt
Preheat oven to 350°F. Grease a 9x13 inch pan.
Melt the butter, stir in sugar, then eggs. Fold in flour, cocoa and salt.
Bake 25 to 30 minutes.`;

const BIZCOCHO = `Bizcocho de naranja

Para 8 raciones. Molde de 22 cm.

Ingredientes:
3 huevos
200 g de azúcar
1 pizca de sal
250 g de harina
1 sobre de levadura química
el zumo de 1 naranja

Preparación:
Precalentar el horno a 170-180 ºC.
Batir los huevos con el azúcar y la sal. Añadir la harina, la levadura y el zumo.
Hornear 40 minutos.`;

const TORTA = `Torta di mele della nonna

Dosi per 8 persone, stampo da 24 cm

Ingredienti
3 uova
150 g di zucchero
200 g di farina 00
100 ml di latte
1 bustina di lievito per dolci
un pizzico di sale
3 mele

Procedimento
Accendere il forno statico a 180°.
Montare le uova con lo zucchero, unire la farina, il latte, il lievito e il sale.
Versare nello stampo, coprire con le mele a fette e cuocere per 45 minuti.`;

const KLADDKAKA = `Kladdkaka

8 bitar

Ingredienser
100 g smör
2 ägg
3 dl socker
1 1/2 dl vetemjöl
4 msk kakao
1 krm salt

Gör så här
Sätt ugnen på 175 grader. Smörj en form, ca 24 cm i diameter.
Smält smöret. Rör ner ägg och socker, sedan mjöl, kakao och salt.
Grädda i mitten av ugnen i 15–20 minuter.`;

const FRIKADELLER = `Frikadeller

4 personer

500 g hakket svinekød
1 løg
2 æg
3 spsk mel
2 dl mælk
1 tsk salt

Rør kødet med salt. Tilsæt løg, æg og mel, og rør mælken i lidt ad gangen.
Forvarm ovnen til 200 grader.
Form frikadellerne og steg dem 4 minutter på hver side, og bag dem færdige i ovnen i 10 minutter.`;

const PANNENKOEKEN = `Pannenkoeken

Voor 4 personen

250 g bloem
1 ei
500 ml melk
snufje zout

Klop het ei los met de melk en roer het door de bloem.
Laat het beslag 30 minuten rusten.
Bak de pannenkoeken in een koekenpan van 24 cm, 2 minuten per kant.`;

const SERNIK = `Sernik

Tortownica 24 cm, 12 porcji

1 kg twarogu
4 jajka
200 g cukru
szczypta soli
1 budyń waniliowy

Piekarnik nagrzać do 170 stopni.
Twaróg zmiksować z cukrem, dodawać po jednym jajku, na końcu budyń i sól.
Piec 60 minut.`;

describe('oven settings never scale, whatever the servings or language', () => {
  const cases: [name: string, text: string, servings: number[], wanted: RegExp[]][] = [
    ['German Umluft and Ober-/Unterhitze', MARMORKUCHEN, [6, 24], [/180 Grad Umluft/, /200 °C/]],
    ['French thermostat', GATEAU_YAOURT, [4, 16], [/180 °C/, /thermostat 6/]],
    ['UK C / fan / gas', LEMON_LOAF, [2, 16], [/180C/, /160C fan/, /gas 4/]],
    // Metric settings (the form's default) write 350 °F as 180 °C: the same oven.
    ['US Fahrenheit', BROWNIES, [8, 32], [/350\s?°F|(?:175|180)\s?°C/]],
    ['Spanish range', BIZCOCHO, [4, 16], [/170-180 ºC/]],
    ['Italian bare degree sign', TORTA, [4, 12], [/180°/]],
    ['Swedish grader', KLADDKAKA, [4, 16], [/175 grader/]],
    ['Danish grader', FRIKADELLER, [2, 8], [/200 grader/]],
    ['Polish stopni', SERNIK, [6, 24], [/170 stopni/]],
  ];
  for (const [name, text, servings, wanted] of cases) {
    for (const to of servings) {
      it(`${name}: as written at ${to} servings`, () => {
        const card = cardText(convert(text, to));
        for (const w of wanted) expect(card).toMatch(w);
      });
    }
  }
});

describe('tin and pan sizes never scale, wherever the recipe says them', () => {
  const cases: [name: string, text: string, servings: number[], size: RegExp][] = [
    ['a German header line', MARMORKUCHEN, [6, 24, 12], /26 cm/],
    ['a French line of its own', GATEAU_YAOURT, [4, 16, 8], /24 cm/],
    ['a UK step, in pounds and centimetres', LEMON_LOAF, [2, 16], /2\s?lb loaf tin \(about 21 x 9 cm\)/],
    ['a US step', BROWNIES, [8, 32], /9x13 inch pan/],
    ['a Spanish sentence of the header', BIZCOCHO, [4, 16, 8], /22 cm/],
    ['an Italian servings line', TORTA, [4, 12, 8], /24 cm/],
    ['a Swedish step', KLADDKAKA, [4, 16], /24 cm/],
    ['a Dutch step', PANNENKOEKEN, [2, 8], /24 cm/],
    ['a Polish header', SERNIK, [6, 24, 12], /24 cm/],
  ];
  for (const [name, text, servings, size] of cases) {
    for (const to of servings) {
      it(`${name}: kept at ${to} servings`, () => {
        expect(cardText(convert(text, to))).toMatch(size);
      });
    }
  }
  it('a tin named in a list heading survives a conversion and a scaling', () => {
    const text = `Apfelkuchen vom Blech

Zutaten für ein Blech (30 x 40 cm):
500 g Mehl
250 g Butter
200 g Zucker
3 Eier
1 kg Äpfel

Den Backofen auf 180 °C vorheizen. Mehl, Butter, Zucker und Eier verkneten, auf dem Blech ausrollen, mit Äpfeln belegen.
45 Minuten backen.`;
    for (const to of [10, 40]) expect(cardText(convert(text, to, ['Dairy-Free']))).toMatch(/30 x 40 cm/);
  });
});

describe('times and the count of steps never scale', () => {
  const cases: [string, string, number, RegExp[]][] = [
    ['German', MARMORKUCHEN, 24, [/50–55 Minuten/]],
    ['UK', LEMON_LOAF, 2, [/45-50 mins/]],
    ['Dutch', PANNENKOEKEN, 12, [/30 minuten/, /2 minuten per kant/]],
    ['Danish', FRIKADELLER, 8, [/4 minutter/, /10 minutter/]],
  ];
  // "Bake 25 to 30 minutes." alone on its line is read as the recipe's cook time and leaves the method (a reading
  // fault, issue 31): the US brownies case waits for it.
  it.todo('US: "Bake 25 to 30 minutes." stays a step at 32 servings');
  for (const [name, text, to, times] of cases) {
    it(`${name}: times as written and as many steps as the original`, () => {
      const plain = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Nut-Free'], avoidIngredients: [] });
      if (!plain.ok) throw new Error(plain.error);
      const scaled = convert(text, to);
      expect(scaled.instructions.length).toBe(plain.recipe.instructions.length);
      const method = scaled.instructions.join('\n');
      for (const t of times) expect(method).toMatch(t);
    });
  }
});

describe('a pinch stays a pinch', () => {
  const cases: [string, string, number, RegExp][] = [
    ['eine Prise', MARMORKUCHEN, 6, /^1 Prise Salz$|^eine Prise Salz$/i],
    ['une pincée', GATEAU_YAOURT, 4, /^1 pincée de sel$|^une pincée de sel$/i],
    ['pinch of', LEMON_LOAF, 2, /^(?:a )?pinch of salt$/i],
    ['una pizca', BIZCOCHO, 4, /^1 pizca de sal$|^una pizca de sal$/i],
    ['un pizzico', TORTA, 4, /^un pizzico di sale$|^1 pizzico di sale$/i],
    ['snufje', PANNENKOEKEN, 2, /^(?:een )?snufje zout$/i],
    ['szczypta', SERNIK, 6, /^szczypta soli$|^1 szczypta soli$/i],
  ];
  for (const [name, text, to, wanted] of cases) {
    it(`${name} is not halved`, () => {
      const r = convert(text, to);
      expect(r.ingredients.some((l) => wanted.test(l.trim()))).toBe(true);
    });
  }
});

describe('eggs come whole and keep the plural of their own language', () => {
  const cases: [name: string, text: string, to: number, word: RegExp, count: number, never: RegExp][] = [
    ['German Eier halved', MARMORKUCHEN, 6, /Ei/, 2, /Eiers|Eis\b/],
    ['French œufs halved (3 → 2 or 1, whole)', GATEAU_YAOURT, 4, /œuf/, Number.NaN, /œufss|[.,]5\s*œuf/],
    ['Spanish huevos doubled', BIZCOCHO, 16, /huevo/, 6, /huevoss/],
    ['Italian uova halved', TORTA, 4, /uov/, Number.NaN, /uovas|[.,]5\s*uov/],
    ['Swedish ägg doubled', KLADDKAKA, 16, /ägg/, 4, /äggs/],
    ['Swedish ägg halved', KLADDKAKA, 4, /ägg/, 1, /äggs/],
    ['Danish æg doubled', FRIKADELLER, 8, /æg/, 4, /ægs/],
    ['Dutch ei doubled', PANNENKOEKEN, 8, /\bei/, 2, /\beis\b/],
    // "Tortownica 24 cm, 12 porcji" is not yet read as 12 servings (issue 31), so the count is not asked here.
    ['Polish jajka doubled', SERNIK, 24, /jaj/, Number.NaN, /jajkas/],
    ['US eggs halved', BROWNIES, 8, /egg/, 2, /eggss/],
  ];
  for (const [name, text, to, word, count, never] of cases) {
    it(name, () => {
      const r = convert(text, to);
      const eggs = line(r, word);
      expect(eggs).not.toBe('');
      const n = leadingNumber(eggs);
      expect(Number.isInteger(n)).toBe(true);
      if (!Number.isNaN(count)) expect(n).toBe(count);
      expect(cardText(r)).not.toMatch(never);
    });
  }
});

describe('a header line that states the oven is no amount', () => {
  const cases: [string, string, RegExp[]][] = [
    [
      'UK "Oven:" line',
      `Victoria sponge\n\nServes 8\nOven: 190°C / 170°C fan / Gas 5\n\n200g butter\n200g caster sugar\n4 eggs\n200g self-raising flour\n\nCream the butter and sugar, beat in the eggs, fold in the flour.\nBake in two tins for 20-25 mins.`,
      [/190\s?°C/, /170\s?°C fan/, /Gas 5/],
    ],
    [
      'Italian "Forno:" line without a degree sign',
      `Torta al cioccolato\nPer 8 persone\nForno: 180 statico\n\n200 g di cioccolato fondente\n3 uova\n100 g di zucchero\n50 g di farina\n\nSciogliere il cioccolato. Montare le uova con lo zucchero, unire il cioccolato e la farina.\nCuocere 25 minuti.`,
      [/180 statico/],
    ],
    [
      'German "Backofen:" line',
      `Rührkuchen\nFür 12 Stücke\nBackofen: 175 °C Umluft\n\n250 g Mehl\n200 g Zucker\n4 Eier\n200 ml Öl\n\nAlles verrühren und in einer Kastenform 50 Minuten backen.`,
      [/175 °C Umluft/],
    ],
  ];
  for (const [name, text, wanted] of cases) {
    for (const to of [2, 4, 24]) {
      it(`${name} at ${to} servings`, () => {
        const card = cardText(convert(text, to));
        for (const w of wanted) expect(card).toMatch(w);
      });
    }
  }
});
