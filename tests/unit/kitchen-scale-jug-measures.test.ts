import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/** Blind: centilitres and decilitres scaled are written as a measuring jug marks them, never with two decimals. */
const cases: readonly [string, number, RegExp][] = [
  [
    'Gratin dauphinois\nPour 6 personnes\n\n1 kg de pommes de terre\n20 cl de crème liquide\n25 cl de lait\n1 gousse d’ail\n\nCuire 1 h à 160 °C.',
    4,
    /\b\d+(?:,5)? cl\b/,
  ],
  [
    'Pannkakor\n4 portioner\n\n3 dl vetemjöl\n6 dl mjölk\n3 ägg\n1 krm salt\n\nVispa smeten och stek tunna pannkakor.',
    6,
    /\b\d+(?:,5)? dl\b/,
  ],
  [
    'Panna cotta\nPer 6 persone\n\n50 cl di panna fresca\n10 cl di latte\n80 g di zucchero\n\nScaldate panna, latte e zucchero.',
    5,
    /\b\d+(?:,5)? cl\b/,
  ],
  ['Plättar\n4 personer\n\n2,5 dl hvetemel\n5 dl melk\n2 egg\n\nRør røren glatt og stek plättene.', 3, /\b\d+(?:,5)? dl\b/],
];

describe('a scaled jug measure is rounded as a jug marks it', () => {
  for (const [text, servings, shape] of cases) {
    it(`${text.split('\n')[0]} for ${servings}`, () => {
      const answer = generateLocally({
        originalRecipe: text,
        mode: 'convert',
        filters: ['Vegetarian'],
        avoidIngredients: [],
        requestedServings: servings,
      });
      expect(answer.ok).toBe(true);
      if (!answer.ok) return;
      const measured = answer.recipe.ingredients.filter((line) => /\b(?:cl|dl)\b/.test(line));
      expect(measured.length).toBeGreaterThan(0);
      for (const line of measured) {
        expect(line).toMatch(shape);
        expect(line).not.toMatch(/\d[,.]\d{2}/);
      }
    });
  }
});
