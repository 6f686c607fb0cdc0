import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/engine';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';

/**
 * Written blind (before running the engine on them): a suspended hyphen in the Germanic languages ("svine- og
 * kalvekød", "Rinder- und Schweinehack", "rund- en varkensgehakt", "fläsk- och nötfärs") names two foods that share
 * the last word's head; the line holds both. Once such a line is swapped, a step's word for the kind ("kød", "das
 * Fleisch", "het vlees", "köttet") follows the swap, where no kept line is of that kind.
 */

describe('a suspended hyphen names both foods', () => {
  it.each([
    ['500 g hakket svine- og kalvekød', 'pork'],
    ['500 g Schweine- und Rinderhack', 'pork'],
    ['500 g Rinder- und Schweinehackfleisch', 'pork'],
    ['500 g rund- en varkensgehakt', 'pork'],
    ['500 g varkens- en rundergehakt', 'pork'],
    ['500 g fläsk- och nötfärs', 'pork'],
  ])('"%s" holds %s', (line, tag) => {
    const read = analyseLine(line);
    expect(read.identified).toBe(true);
    expect(read.tags.has(tag as never)).toBe(true);
    expect(read.tags.has('meat')).toBe(true);
  });
});

const CASES: { name: string; text: string; kind: RegExp }[] = [
  {
    name: 'Danish',
    text: `Frikadeller
4 personer

500 g hakket svine- og kalvekød
1 løg
1 æg
1 tsk salt

1. Rør kød og salt sammen.
2. Tilsæt løg og æg, og form frikadeller.
3. Steg dem gyldne på panden.`,
    kind: /\bkød\b/i,
  },
  {
    name: 'German',
    text: `Frikadellen
4 Personen

500 g Rinder- und Schweinehack
1 Zwiebel
1 Ei
1 TL Salz

1. Das Fleisch mit Salz verkneten.
2. Zwiebel und Ei zugeben und Frikadellen formen.
3. In der Pfanne goldbraun braten.`,
    kind: /\bFleisch\b/i,
  },
  {
    name: 'Dutch',
    text: `Gehaktballen
4 personen

500 g rund- en varkensgehakt
1 ui
1 ei
1 tl zout

1. Meng het vlees met het zout.
2. Voeg ui en ei toe en draai er balletjes van.
3. Bak ze goudbruin in de pan.`,
    kind: /\bvlees\b/i,
  },
];

describe('a kind word follows the swap of such a line (Halal)', () => {
  it.each(CASES)('$name', ({ text, kind }) => {
    const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Halal'], avoidIngredients: [] });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.recipe.instructions.filter((step) => kind.test(step))).toEqual([]);
  });
});
