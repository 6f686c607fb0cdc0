/**
 * Issue 32: a substitute the engine puts into a German step takes the article and the adjective endings of its own
 * gender in the case the step's words ask ("mit der Butter" → "mit dem Sojajoghurt", "die kalte Butter" → "das kalte
 * Kokosöl", "mit der veganen Butter"). Written blind, before the function existed: cases, genders, prepositions and
 * contractions, three phrasings or more per rule. The tables are data (language/names/germanCase.ts).
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';
import { germanAgreement } from '../../shared/kitchen/language/germanCase';

const say = (before: string, name: string): string => {
  const out = germanAgreement(before, name);
  return `${out.before}${out.name}`;
};

describe('the article before a substitute takes its gender in the same case', () => {
  const cases: [before: string, name: string, want: string][] = [
    ['Mit der ', 'Sojajoghurt', 'Mit dem Sojajoghurt'],
    ['Das Mehl mit der ', 'Hafermilch', 'Das Mehl mit der Hafermilch'],
    ['Alles mit dem ', 'Hafersahne', 'Alles mit der Hafersahne'],
    ['Die ', 'Sojajoghurt', 'Den Sojajoghurt'],
    ['Den ', 'Hafersahne', 'Die Hafersahne'],
    ['Das ', 'Räuchertofu', 'Den Räuchertofu'],
    ['Die Zwiebeln in der ', 'Kokosöl', 'Die Zwiebeln in dem Kokosöl'],
    ['Die Nudeln in die ', 'Sojadrink', 'Die Nudeln in den Sojadrink'],
  ];
  for (const [before, name, want] of cases) {
    it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(want));
  }
});

describe('a contraction of preposition and article is re-chosen too', () => {
  const cases: [before: string, name: string, want: string][] = [
    ['Zur ', 'Sojajoghurt', 'Zum Sojajoghurt'],
    ['Den Zucker zum ', 'Hafermilch', 'Den Zucker zur Hafermilch'],
    ['Die Pilze im ', 'Margarine', 'Die Pilze in der Margarine'],
    ['Alles vom ', 'Kokosmilch', 'Alles von der Kokosmilch'],
  ];
  for (const [before, name, want] of cases) {
    it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(want));
  }
});

describe('adjectives before the substitute and in its name take the ending of its gender and case', () => {
  const cases: [before: string, name: string, want: string][] = [
    ['Die kalte ', 'Kokosöl', 'Das kalte Kokosöl'],
    ['Mit der geschmolzenen ', 'Sojajoghurt', 'Mit dem geschmolzenen Sojajoghurt'],
    ['Die weiche ', 'Räuchertofu', 'Den weichen Räuchertofu'],
    ['Mit der ', 'vegane Butter', 'Mit der veganen Butter'],
    ['Den Teig mit der ', 'ungesüßte Hafermilch', 'Den Teig mit der ungesüßten Hafermilch'],
    ['Mit ', 'vegane Butter', 'Mit veganer Butter'],
    ['Mit ', 'ungesüßter Sojajoghurt', 'Mit ungesüßtem Sojajoghurt'],
  ];
  for (const [before, name, want] of cases) {
    it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(want));
  }
});

describe('where the case or the gender is not known, the words stay as written', () => {
  const cases: [before: string, name: string][] = [
    // "der" with no preposition is a masculine subject or a feminine genitive or dative: not told apart.
    ['Die Hälfte der ', 'Sojajoghurt'],
    // A noun the tables give no gender.
    ['Mit der ', 'Xyzabc'],
    // No article and no preposition: nothing to agree.
    ['Dann ', 'Sojajoghurt'],
  ];
  for (const [before, name] of cases) {
    it(`${before}+ ${name}`, () => expect(say(before, name)).toBe(`${before}${name}`));
  }
});

describe('a converted German step says the substitute with its own article and endings', () => {
  // A flour (das Mehl) whose gluten-free stand-in is a blend (die Mehlmischung): the article follows the new noun.
  const cases: [name: string, text: string, never: RegExp][] = [
    [
      'sentence-initial object: "Das Mehl … verrühren"',
      `Pfannkuchen\nFür 4 Personen\n250 g Mehl\n500 ml Milch\n2 Eier\n\nDas Mehl mit der Milch und den Eiern verrühren.\nIn einer Pfanne ausbacken.`,
      /Das glutenfreie Mehlmischung/,
    ],
    [
      'dative after "mit": "mit dem Mehl"',
      `Rührkuchen\nFür 12 Stücke\n250 g Butter\n250 g Zucker\n4 Eier\n300 g Mehl\n\nButter und Zucker schaumig rühren, die Eier einzeln unterrühren.\nDie Form fetten und mit dem Mehl ausstreuen. 50 Minuten bei 180 °C backen.`,
      /mit dem glutenfreie\w* Mehlmischung/,
    ],
    [
      'accusative after "in": "in das Mehl"',
      `Brotteig\nFür 1 Brot\n500 g Mehl\n1 Würfel Hefe\n300 ml Wasser\n\nDie Hefe im Wasser auflösen und in das Mehl geben.\nKneten und 1 Stunde gehen lassen.`,
      /in das glutenfreie Mehlmischung/,
    ],
  ];
  for (const [name, text, never] of cases) {
    it(name, () => {
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Gluten-Free'], avoidIngredients: [] });
      if (!result.ok) return;
      expect(result.recipe.instructions.join('\n')).not.toMatch(never);
    });
  }
});
