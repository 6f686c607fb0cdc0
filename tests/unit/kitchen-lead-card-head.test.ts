import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a shop's card pasted whole. A shop's name alone in capitals above
 * the dish's name is not the title; the facts line "4 portioner · 30 minuter · Enkel" (servings, time, how easy) is
 * read as the recipe's facts, never as an ingredient, so nothing in it is scaled into the method.
 */
const cards: { name: string; text: string; title: string; servings: number; step: string }[] = [
  {
    name: 'Swedish shop card',
    text: `COOP\nKycklinggryta med curry\n4 portioner · 40 minuter · Enkel\n\nIngredienser\n600 g kycklingfilé\n1 gul lök\n2 dl kokosmjölk\n\nGör så här\n1. Stek kycklingen ca 5 minuter.\n2. Tillsätt lök och kokosmjölk och låt koka i 10 minuter.`,
    title: 'Kycklinggryta med curry',
    servings: 4,
    step: '10 minuter',
  },
  {
    name: 'German shop card',
    text: `REWE\nHähnchenpfanne mit Paprika\n4 Portionen · 35 Minuten · Leicht\n\nZutaten\n500 g Hähnchenbrust\n2 Paprika\n200 ml Sahne\n\nZubereitung\n1. Hähnchen ca. 6 Minuten anbraten.\n2. Paprika und Sahne zugeben und 8 Minuten köcheln lassen.`,
    title: 'Hähnchenpfanne mit Paprika',
    servings: 4,
    step: '8 Minuten',
  },
  {
    name: 'Dutch shop card',
    text: `JUMBO\nKip met rijst en paprika\n4 personen · 30 minuten · Eenvoudig\n\nIngrediënten\n500 g kipfilet\n2 paprika's\n200 ml kookroom\n\nBereiding\n1. Bak de kip ca. 5 minuten.\n2. Voeg paprika en kookroom toe en laat 10 minuten sudderen.`,
    title: 'Kip met rijst en paprika',
    servings: 4,
    step: '10 minuten',
  },
];

describe('a shop card pasted whole', () => {
  for (const c of cards) {
    it(c.name, () => {
      const result = generateLocally({
        originalRecipe: c.text,
        mode: 'convert',
        filters: ['Dairy-Free'],
        avoidIngredients: [],
        requestedServings: 6,
      });
      if (!result.ok) throw new Error(result.error);
      const { recipe } = result;
      expect(recipe.recipeName).toContain(c.title);
      expect(recipe.ingredients.join(' ')).not.toMatch(/portion|personen|minut/i);
      expect(recipe.instructions.join(' ')).toContain(c.step);
    });
  }
});
