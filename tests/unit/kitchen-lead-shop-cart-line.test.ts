import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/index';

/**
 * Blind probe (written before running the engine): a shop's "put everything in the cart" button with its price,
 * copied with the card, is page clutter: never an ingredient, a step or a tip.
 */
const lines = [
  'Alle Zutaten in den Warenkorb – 12,47 €',
  'Lägg alla varor i varukorgen – 89 kr',
  'Alle ingrediënten in je winkelmandje – € 8,95',
  'Dodaj wszystko do koszyka – 24,99 zł',
];

describe('a shop’s cart button with its price', () => {
  for (const line of lines) {
    it(line, () => {
      const doc = parseRecipeDocument(
        `Frikadellen\nPortionen: 4\n${line}\n\nZutaten\n500 g Hackfleisch\n1 Zwiebel\n1 Ei\n\nZubereitung\n1. Alles mischen, Frikadellen formen und 10 Minuten braten.`,
      );
      const placed = [
        ...doc.ingredientGroups.flatMap((g) => g.lines.map((l) => l.text)),
        ...doc.stepGroups.flatMap((g) => g.steps),
        ...doc.tips,
        ...doc.notUnderstood,
      ].join('\n');
      expect(placed).not.toContain(line.split(' – ')[0]);
      expect(doc.ingredientGroups.flatMap((g) => g.lines)).toHaveLength(3);
    });
  }
});
