import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Issue 31, round 4 (written blind): a tin's or dish's size, wherever the recipe says it (a step, a line of the list, a
 * group heading, a labelled line) and however it writes it ("22 cm x 11 cm", "20×30 cm", "9x13-inch", "Ø 24 cm",
 * "2 lb loaf tin", "Springform (26 cm)"), stays on the converted card with its numbers in order, one size read as one,
 * and never scaled with the servings.
 */
interface TinCase {
  name: string;
  text: string;
  /** The size's numbers in order. */
  numbers: readonly number[];
  /** A size of one number: the unit written after it. */
  unit?: string;
  servings: number;
}

const CASES: readonly TinCase[] = [
  {
    name: 'en-AU: two lengths each with its unit, in a step',
    servings: 12,
    numbers: [20, 30],
    text: 'Lemon slice\nMakes 12 pieces\n\nIngredients\n200 g plain biscuits, crushed\n100 g butter, melted\n395 g tin condensed milk\n1 lemon, zested\n\nMethod\n1. Grease and line a 20 cm x 30 cm slice tin with baking paper.\n2. Mix the biscuits, butter, condensed milk and zest, press into the tin and chill for 3 hours.\n',
  },
  {
    name: 'nl: a labelled tin line with a unit after each length',
    servings: 10,
    numbers: [22, 11],
    text: 'Cake met citroen\nVoor 10 plakken\n\nBenodigdheden\nBakvorm: 22 cm x 11 cm\n\nIngrediënten\n200 g boter\n200 g suiker\n4 eieren\n200 g zelfrijzend bakmeel\n\nBereiding\nKlop de boter met de suiker luchtig. Voeg de eieren één voor één toe en spatel het meel erdoor.\nBak de cake 50 minuten op 170 °C.\n',
  },
  {
    name: 'it: a size joined by the times sign, in a step',
    servings: 8,
    numbers: [20, 30],
    text: 'Torta di mele\nPer 8 persone\n\nIngredienti\n3 mele\n200 g di farina\n150 g di zucchero\n3 uova\n100 ml di latte\n\nPreparazione\n1. Sbattete le uova con lo zucchero, unite il latte e la farina.\n2. Versate in una teglia 20×30 cm foderata e coprite con le mele a fette.\n3. Cuocete a 180 °C per 40 minuti.\n',
  },
  {
    name: 'en-US: a hyphenated inch size',
    servings: 12,
    numbers: [9, 13],
    text: 'Brownies\nServes 12\n\nIngredients\n1 cup butter\n2 cups sugar\n4 eggs\n1 cup flour\n½ cup cocoa powder\n\nInstructions\nPreheat the oven to 350°F and grease a 9x13-inch baking pan.\nMelt the butter, stir in the sugar, eggs, flour and cocoa.\nSpread in the pan and bake 25 minutes.\n',
  },
  {
    name: 'pl: a diameter mark before the size',
    servings: 12,
    numbers: [24],
    unit: 'cm',
    text: 'Sernik\nPorcje: 12\n\nSkładniki\n1 kg twarogu sernikowego\n5 jajek\n200 g cukru\n100 g masła\n\nPrzygotowanie\nWszystkie składniki zmiksować na gładką masę.\nPrzelać do tortownicy Ø 24 cm wyłożonej papierem.\nPiec 60 minut w 170°C.\n',
  },
  {
    name: 'de: the tin in the group heading',
    servings: 12,
    numbers: [26],
    unit: 'cm',
    text: 'Apfelkuchen\nFür 12 Stücke\n\nZutaten für eine Springform (26 cm)\n200 g Mehl\n100 g Zucker\n125 g Butter\n1 Ei\n1 kg Äpfel\n\nZubereitung\nAus Mehl, Zucker, Butter und Ei einen Mürbeteig kneten und die Form damit auslegen.\nDie Äpfel schälen, in Spalten schneiden und darauf verteilen. 50 Minuten bei 180 °C backen.\n',
  },
  {
    name: 'en-GB: a loaf tin sized by what it holds',
    servings: 10,
    numbers: [2],
    unit: 'lb',
    text: 'Banana loaf\nServes 10\n\nIngredients\n3 ripe bananas\n100 g butter, softened\n150 g caster sugar\n2 eggs\n225 g self-raising flour\n\nMethod\nHeat the oven to 180C/160C fan/gas 4. Butter and line a 2 lb loaf tin.\nMash the bananas, beat in the butter, sugar and eggs, then fold in the flour.\nBake for 1 hour.\n',
  },
  {
    name: 'es: a mould line of the list with its diameter',
    servings: 8,
    numbers: [24],
    unit: 'cm',
    text: 'Bizcocho de yogur\nPara 8 personas\n\nIngredientes\n1 yogur natural\n3 huevos\n250 g de harina\n200 g de azúcar\n100 ml de aceite de girasol\n1 sobre de levadura química\nUn molde redondo de 24 cm de diámetro\n\nPreparación\nBatir los huevos con el azúcar, añadir el yogur, el aceite, la harina y la levadura.\nVerter en el molde engrasado y hornear 35 minutos a 180 °C.\n',
  },
  {
    name: 'fr: inches marked with a quote after each length',
    servings: 9,
    numbers: [8, 8],
    text: 'Carrés aux dattes\n9 carrés\n\nIngrédients\n250 g de dattes\n150 g de flocons d’avoine\n100 g de beurre\n100 g de cassonade\n\nPréparation\nBeurrer un moule carré de 8" x 8".\nCuire les dattes avec un peu d’eau, étaler entre deux couches d’avoine, beurre et cassonade.\nCuire 30 minutes à 180 °C.\n',
  },
];

/** The size as a blind reader looks for it: its numbers in order, joined by "x", "×" or "by" (nothing else between). */
function showsSize(card: string, numbers: readonly number[], unit?: string): boolean {
  const body = numbers.map(String).join('\\s*(?:x|×|by)\\s*');
  return new RegExp(`(?<![\\d.,])${body}(?![\\d])${unit ? `\\s*${unit}` : ''}`, 'i').test(card);
}

function cardOf(text: string, servings: number): string {
  const result = generateLocally({ mode: 'convert', originalRecipe: text, filters: ['Vegetarian'], requestedServings: servings });
  if (!result.ok) throw new Error(result.error);
  const r = result.recipe;
  return [r.description ?? '', ...r.ingredients, ...r.instructions, ...r.tips].join('\n');
}

describe('a tin size survives conversion and scaling intact', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    for (const servings of [c.servings * 2, Math.max(1, Math.round(c.servings / 2))]) {
      const card = cardOf(c.text, servings);
      expect(showsSize(card, c.numbers, c.unit), card).toBe(true);
      const factor = servings / c.servings;
      const scaled = c.numbers.map((n) => Math.round(n * factor));
      if (c.numbers.length > 1 || c.unit) expect(showsSize(card, scaled, c.unit), card).toBe(false);
    }
  });
});
