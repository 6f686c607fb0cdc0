import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIngredientHeading, parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import { INGREDIENT_LINE_CASES } from '../fixtures/ingredient-lines';

function close(actual: number | null, expected: number | null): void {
  if (expected === null) expect(actual).toBeNull();
  else expect(actual).toBeCloseTo(expected, 6);
}

describe('parseIngredientLine on real-world lines', () => {
  it('has at least 150 hand-checked lines', () => {
    expect(INGREDIENT_LINE_CASES.length).toBeGreaterThanOrEqual(150);
  });

  it.each(INGREDIENT_LINE_CASES)('$line', (c) => {
    const parsed = parseIngredientLine(c.line);
    expect(parsed.raw).toBe(c.line);
    close(parsed.quantity, c.quantity);
    close(parsed.quantityMax, c.quantityMax);
    expect(parsed.unit).toBe(c.unit);
    expect(parsed.ingredient).toBe(c.ingredient);
    expect(parsed.notes).toBe(c.notes);
    expect(parsed.size).toEqual(c.size ?? null);
  });
});

describe('parseIngredientLine details', () => {
  it('records where the quantity and unit were written, so lines can be rewritten in place', () => {
    const parsed = parseIngredientLine('  1 1/2 cups (190 g) flour, sifted');
    expect(parsed.text).toBe('1 1/2 cups (190 g) flour, sifted');
    expect(parsed.spans.quantity).toEqual([0, 5]);
    expect(parsed.spans.unit).toEqual([6, 10]);
    expect(parsed.alternative).toBe('190 g');
  });

  it('keeps the equivalent measure of UK-style lines as the alternative', () => {
    expect(parseIngredientLine('100g/3½oz butter').alternative).toBe('3½oz');
    expect(parseIngredientLine('1 cup (2 sticks) butter').alternative).toBe('2 sticks');
  });

  it('reads thousands separators and European decimal commas apart', () => {
    expect(parseIngredientLine('1,000 g flour').quantity).toBe(1000);
    expect(parseIngredientLine('1,25 l water').quantity).toBe(1.25);
  });

  it('reads a comma between describing words as part of the name, not the start of its notes', () => {
    expect(parseIngredientLine('2 boneless, skinless chicken breasts').ingredient).toBe('boneless skinless chicken breasts');
    expect(parseIngredientLine('2 large, ripe avocados, halved')).toMatchObject({ ingredient: 'large ripe avocados', notes: 'halved' });
    expect(parseIngredientLine('Fresh, to serve')).toMatchObject({ ingredient: 'Fresh', notes: 'to serve' });
    expect(parseIngredientLine('1 large onion, diced')).toMatchObject({ ingredient: 'large onion', notes: 'diced' });
  });

  it('tells sub-headings from ingredients', () => {
    expect(isIngredientHeading('For the sauce:')).toBe(true);
    expect(isIngredientHeading('FILLING:')).toBe(true);
    expect(isIngredientHeading('For the dough')).toBe(true);
    expect(isIngredientHeading('2 cups flour')).toBe(false);
    expect(isIngredientHeading('salt, to taste')).toBe(false);
  });

  it('never throws and keeps the raw line, whatever it is given', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (line) => {
        const parsed = parseIngredientLine(line);
        expect(parsed.raw).toBe(line);
        if (parsed.quantity !== null) expect(Number.isFinite(parsed.quantity)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
