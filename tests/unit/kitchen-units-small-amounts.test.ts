import { describe, expect, it } from 'vitest';
import { scaleIngredientLines, scaleLine } from '../../shared/kitchen/scale';
import { ML_PER_CUP, UNIT_BY_ID, unitBase } from '../../shared/kitchen/unitData';
import { convertMeasure, convertTemperaturesInText } from '../../shared/kitchen/units';

describe('temperatures below zero keep their sign', () => {
  it.each([
    ['Freeze at -18°C.', 'us', 'Freeze at 0°F.'],
    ['Freeze at −18 °C.', 'us', 'Freeze at 0°F.'],
    ['Keep between -20 to -18°C', 'us', 'Keep between -4 to 0°F'],
    ['Chill to 4°C', 'us', 'Chill to 39°F'],
    ['Store at 0°F or below', 'metric', 'Store at -18°C or below'],
    ['Store at 5-10°C', 'us', 'Store at 41-50°F'],
    ['Bake at 350°F for 20-25 minutes', 'metric', 'Bake at 180°C for 20-25 minutes'],
    ['Add 2 C sugar', 'metric', 'Add 2 C sugar'],
  ] as const)('%s (%s) → %s', (text, system, expected) => {
    expect(convertTemperaturesInText(text, system)).toBe(expected);
  });
});

describe('scaled-down amounts in units a cook would use', () => {
  it('4 servings down to 1: no "⅛ cup", no "½ tbsp", no "⅔ onion"', () => {
    expect(
      scaleIngredientLines(['½ cup sugar', '2 tablespoons butter', '1 tbsp olive oil', '1 cup (240 ml) milk', '3 eggs'], 4, 1),
    ).toEqual(['2 tbsp sugar', '1½ teaspoons butter', '¾ tsp olive oil', '¼ cup (60 ml) milk', '1 egg']);
  });

  it.each([
    ['2 onions, diced', 1 / 3, '½ onion, diced'],
    ['1 onion', 0.25, '¼ onion'],
    ['2 cloves garlic', 1 / 3, '1 clove garlic'], // cloves come whole
    ['4 carrots', 1 / 3, '1½ carrots'],
    ['1-2 tbsp honey', 0.25, '¾-1½ tsp honey'],
    ['1 1/2 cups flour', 0.1, '2½ tbsp flour'],
    ['1/4 cup plus 2 tablespoons sugar', 0.25, '1½ tbsp sugar'],
    ['1 cup milk', 0.25, '¼ cup milk'],
  ] as const)('%s × %s → %s', (line, factor, expected) => {
    expect(scaleLine(line, factor)).toBe(expected);
  });
});

describe('each unit size is written once', () => {
  it('the cup, ounce and spoons come from the unit table', () => {
    expect(ML_PER_CUP).toBe(UNIT_BY_ID.get('cup')?.base);
    expect(unitBase('cup') / unitBase('tbsp')).toBeCloseTo(16, 9);
    expect(unitBase('tbsp') / unitBase('tsp')).toBeCloseTo(3, 9);
    expect(() => unitBase('clove')).toThrow(/no fixed size/);
  });

  it('converts with those sizes', () => {
    expect(convertMeasure(283.49523125, 'g', 'us')).toEqual({ value: 10, unit: 'oz' });
    expect(convertMeasure(ML_PER_CUP, 'ml', 'us')).toEqual({ value: 1, unit: 'cup' });
    expect(convertMeasure(2.54, 'cm', 'us')).toEqual({ value: 1, unit: 'inch' });
  });
});
