import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind: a substitute follows the food the knowledge reads on the line, not an English word its letters spell: Italian
 * "pasta di …" is a paste or a dough, "orzo" is barley; none of them becomes zucchini noodles.
 */
const cases: readonly [line: string, filters: string[], not: RegExp][] = [
  ['150 g di pasta di mandorle', ['Nut-Free'], /zucchin|noodle|spaghetti/i],
  ['200 g di orzo perlato', ['Gluten-Free'], /zucchin|noodle|spaghetti|orzo/i],
  ['1 rotolo di pasta frolla', ['Gluten-Free'], /zucchin|noodle|spaghetti/i],
  ['1 rotolo di pasta sfoglia', ['Vegan'], /zucchin|noodle|spaghetti/i],
  ['100 g di orzo solubile', ['Gluten-Free'], /zucchin|noodle|spaghetti/i],
];

describe('a substitute follows the knowledge’s reading of the line', () => {
  for (const [line, filters, not] of cases) {
    it(`${line} under ${filters.join(', ')}`, () => {
      const text = `Torta della nonna\nPer 6 persone\n\n${line}\n100 g di zucchero\n2 uova\n\nImpastate e cuocete in forno a 180 °C per 30 minuti.`;
      const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: [] });
      if (!answer.ok) return; // a refusal names the food: it never serves a wrong substitute
      const first = answer.recipe.ingredients.find((l) => !/zucchero|uova|uovo|egg|sugar/i.test(l)) ?? '';
      expect(first).not.toMatch(not);
      expect(answer.recipe.instructions.join(' ')).not.toMatch(/zucchini|noodles/i);
    });
  }

  // "pasta di acciughe" is anchovy paste, as "pasta d'acciughe" is (knowledge/extraNamesEuropean.ts).
  it('2 cucchiai di pasta di acciughe under Vegan', () => {
    const text =
      'Bagna cauda\nPer 4 persone\n\n2 cucchiai di pasta di acciughe\n3 spicchi d’aglio\n100 ml di olio\n\nScaldate tutto a fuoco basso.';
    const answer = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
    expect(answer.ok && answer.recipe.ingredients.join(' ')).not.toMatch(/zucchin|noodle|spaghetti/i);
  });
});
