import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';

/** A glass as a measure, before or after the food, in several languages (issue 31), written blind. */
const LINES: readonly [string, number, string][] = [
  ['vino bianco secco 1/2 bicchiere', 0.5, 'vino bianco secco'],
  ['1 bicchiere di latte', 1, 'latte'],
  ['1/2 verre de vin blanc', 0.5, 'vin blanc'],
  ['un vaso de leche', 1, 'leche'],
  ['2 copos de leite', 2, 'leite'],
  ['2 glasses of water', 2, 'water'],
];

describe('a glass is a measure, read blind (issue 31)', () => {
  it.each(LINES)('%s', (line, quantity, food) => {
    const doc = parseRecipeDocument(`Test\n\nIngredients\n${line}\n200 g flour\n\nMethod\nMix everything.\n`);
    const read = doc.ingredientGroups.flatMap((g) => g.lines)[0];
    expect(read?.quantity).toBe(quantity);
    expect(read?.unit).toBe('glass');
    expect(read?.foodSpan.text).toBe(food);
  });
});
