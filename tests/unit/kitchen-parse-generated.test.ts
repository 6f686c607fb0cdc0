import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import { UNITS } from '../../shared/kitchen/unitData';

const QUANTITIES: ReadonlyArray<[string, number]> = [
  ['1', 1],
  ['12', 12],
  ['1/2', 0.5],
  ['½', 0.5],
  ['1 1/2', 1.5],
  ['1-1/2', 1.5],
  ['1½', 1.5],
  ['0.5', 0.5],
  ['1,5', 1.5],
  ['3/4', 0.75],
  ['2.25', 2.25],
  ['⅓', 1 / 3],
];
const INGREDIENTS = ['flour', 'sugar', 'olive oil', 'chicken stock', 'basil', 'dark brown sugar'];
const NOTES = ['', ', chopped', ', to taste', ' (optional)', ', divided'];
const SPELLINGS = UNITS.flatMap((def) => def.aliases.map((alias) => ({ id: def.id, alias })));

describe('parseIngredientLine on generated lines', () => {
  it('reads every unit spelling after every quantity style', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...QUANTITIES),
        fc.constantFrom(...SPELLINGS),
        fc.constantFrom(...INGREDIENTS),
        fc.constantFrom(...NOTES),
        fc.boolean(),
        ([qText, value], { id, alias }, ingredient, note, period) => {
          const line = `${qText} ${alias}${period && alias.length > 1 ? '.' : ''} ${ingredient}${note}`;
          const parsed = parseIngredientLine(line);
          expect(parsed.quantity).toBeCloseTo(value, 9);
          expect(parsed.unit).toBe(id);
          expect(parsed.ingredient).toBe(ingredient);
          expect(parsed.notes).toBe(note ? note.replace(/^[\s,(]+|\)$/g, '') : null);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads ranges in their common spellings', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20 }),
        fc.integer({ min: 1, max: 10 }),
        fc.constantFrom('-', '–', ' - ', ' to ', ' or '),
        (low, step, sep) => {
          const parsed = parseIngredientLine(`${low}${sep}${low + step} cups water`);
          expect([parsed.quantity, parsed.quantityMax, parsed.unit, parsed.ingredient]).toEqual([low, low + step, 'cup', 'water']);
        },
      ),
      { numRuns: 100 },
    );
  });
});
