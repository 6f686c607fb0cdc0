/**
 * A part of a dish written on one line with its label ("Caramel: 120 g sugar + 2 tbsp water"): the label heads a group
 * and each amount-led item is an ingredient, whether the items are joined by "+" or commas; a trailing note goes with
 * the item before it. "Flour: 200 g" stays one line (its amount has no food). Written before running the reader.
 */
import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/index';

function groups(text: string) {
  return parseRecipeDocument(text).ingredientGroups.map((g) => ({ heading: g.heading, lines: g.lines.map((l) => l.text) }));
}

const labelled: [string, string, RegExp[]][] = [
  [
    'Flan\nPara 6\n\nCaramelo: 120 g de azúcar + 2 cdas de agua\nFlan: 4 huevos, 500 ml de leche, 100 g de azúcar\n\nHaz el caramelo y hornea.',
    'Caramelo',
    [/azúcar/, /agua/],
  ],
  [
    'Onigiri\nMakes 6\n- 3 cups cooked rice\n- Sesame: 2 tbsp furikake + 1 tsp toasted sesame oil, mixed into the rice\n\n1) Shape the rice.',
    'Sesame',
    [/furikake/, /sesame oil/],
  ],
  [
    'Apfelkuchen\nFür 12 Stücke\n\nStreusel: 100 g Mehl + 60 g Butter + 50 g Zucker\nBelag: 1 kg Äpfel\n\nAlles verkneten und backen.',
    'Streusel',
    [/Mehl/, /Butter/, /Zucker/],
  ],
  ['Tarte\nPour 6 personnes\n\nPâte : 250 g de farine, 125 g de beurre + 1 œuf\n\nMélanger et cuire.', 'Pâte', [/farine/, /beurre/, /œuf/]],
  [
    'Biscotti\nPer 20 biscotti\n\nGlassa: 100 g di zucchero a velo + 2 cucchiai di succo di limone\n\nMescola e glassa.',
    'Glassa',
    [/zucchero a velo/, /succo di limone/],
  ],
];

describe('a labelled group written on one line', () => {
  it.each(labelled)('heads a group and keeps each item (%#)', (text, heading, foods) => {
    const all = groups(text);
    const group = all.find((g) => g.heading === heading);
    expect(group).toBeDefined();
    for (const food of foods) expect(group?.lines.some((line) => food.test(line))).toBe(true);
    // The label is never read as a food of its own.
    expect(all.flatMap((g) => g.lines).some((line) => line.trim() === heading || line.startsWith(`${heading} `))).toBe(false);
  });

  it.each([
    ['Brot\nFür 1 Laib\n\nMehl: 500 g\nWasser: 350 ml\nSalz: 10 g\n\nAlles verkneten.', /Mehl/],
    ['Bread\nMakes 1 loaf\n\nFlour: 500 g\nWater: 350 ml\n\nMix and knead.', /Flour/],
    ['Pane\nPer 1 pagnotta\n\nFarina: 500 g\nAcqua: 300 ml\n\nImpasta.', /Farina/],
  ])('a food named before its amount stays one line (%#)', (text, food) => {
    const lines = groups(text).flatMap((g) => g.lines);
    expect(lines.some((line) => food.test(line))).toBe(true);
  });

  it.each([
    ['Cookies\n\nIngredients\nYield: 12 cookies\n200 g flour\n100 g butter\n\nMethod\nMix and bake.', /^Yield/],
    ['Kekse\n\nZutaten\nErgibt: 20 Stück\n200 g Mehl\n100 g Butter\n\nZubereitung\nVerkneten und backen.', /^Ergibt/],
    ['Galletas\n\nIngredientes\nRaciones: 4 personas\n200 g de harina\n\nPreparación\nMezclar y hornear.', /^Raciones/],
  ])('a yield written as "Label: amount" is not a group (%#)', (text, label) => {
    const all = groups(text);
    expect(all.some((g) => g.heading !== undefined && label.test(g.heading))).toBe(false);
  });
});
