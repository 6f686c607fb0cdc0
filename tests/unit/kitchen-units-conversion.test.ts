import { describe, expect, it } from 'vitest';
import { findIngredient } from '../../shared/kitchen/ingredients/lookup';
import { parseIngredientLine } from '../../shared/kitchen/parse/ingredientLine';
import type { IngredientEntry, UnitWeights } from '../../shared/kitchen/types';
import { convertLine, convertMeasure, convertTemperaturesInText, formatQuantity, toGrams } from '../../shared/kitchen/units';

function entry(name: string, unitWeights: UnitWeights): IngredientEntry {
  return {
    name,
    synonyms: [],
    per100g: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
    unitWeights,
    category: 'Other',
    tags: [],
  };
}

const grams = (line: string, e: IngredientEntry) => toGrams(parseIngredientLine(line), e);

describe('toGrams', () => {
  const flour = entry('flour', { cup: 125, tbsp: 7.8 });
  const egg = entry('egg', { piece: 50 });
  const salt = entry('salt', { tsp: 6 });
  const water = entry('water', { cup: 240, tbsp: 15, tsp: 5 });
  const plain = entry('tomatoes', {});

  it('uses the entry weight of the unit itself', () => {
    expect(grams('2 cups flour', flour)).toBeCloseTo(250, 6);
    expect(grams('3 tbsp flour', flour)).toBeCloseTo(23.4, 6);
    expect(grams('3 eggs', egg)).toBeCloseTo(150, 6);
  });

  it('derives other volumes from the density of the cup weight', () => {
    // 1 tsp = 4.92892 ml; 125 g / 236.588 ml = 0.528345 g/ml
    expect(grams('1 tsp flour', flour)).toBeCloseTo(2.6042, 3);
    expect(grams('100 ml flour', flour)).toBeCloseTo(52.8345, 3);
  });

  it('converts mass units directly and counts a range as its middle', () => {
    expect(grams('100 g flour', flour)).toBe(100);
    expect(grams('1 lb flour', flour)).toBeCloseTo(453.592, 3);
    expect(grams('2-3 cups flour', flour)).toBeCloseTo(312.5, 6);
  });

  it('weighs containers by their size note', () => {
    expect(grams('1 (400 g) can tomatoes', plain)).toBeCloseTo(400, 6);
    expect(grams('2 (15-ounce) cans tomatoes', plain)).toBeCloseTo(850.486, 3);
    // 12 fl oz = 354.882 ml at 240/236.588 g/ml
    expect(grams('1 (12 fl oz) bottle water', water)).toBeCloseTo(360, 3);
  });

  it('takes a pinch as a sixteenth of the entry teaspoon', () => {
    expect(grams('Pinch of salt', salt)).toBeCloseTo(0.375, 6);
  });

  it('gives undefined when the line says no amount or the entry has no weight for the unit', () => {
    expect(grams('salt to taste', salt)).toBeUndefined();
    expect(grams('1 bunch tomatoes', plain)).toBeUndefined();
  });
});

describe('convertMeasure', () => {
  it('converts US measures to metric (rounded as a scale or jug reads them) and back', () => {
    expect(convertMeasure(1, 'cup', 'metric')).toEqual({ value: 240, unit: 'ml' });
    expect(convertMeasure(2, 'lb', 'metric')).toEqual({ value: 910, unit: 'g' });
    expect(convertMeasure(1000, 'g', 'us')?.unit).toBe('lb');
  });

  it('leaves spoons, counts and measures already in the target system alone', () => {
    expect(convertMeasure(1, 'tbsp', 'metric')).toBeNull();
    expect(convertMeasure(1, 'can', 'us')).toBeNull();
    expect(convertMeasure(100, 'g', 'metric')).toBeNull();
  });
});

describe('convertLine', () => {
  const cases: Array<[string, 'metric' | 'us', string]> = [
    ['1 cup milk', 'metric', '240 ml milk'],
    ['2 lbs potatoes', 'metric', '910 g potatoes'],
    ['12 oz bittersweet chocolate, chopped', 'metric', '340 g bittersweet chocolate, chopped'],
    ['3 lb pork shoulder', 'metric', '1.35 kg pork shoulder'],
    ['1 quart stock', 'metric', '950 ml stock'],
    ['1 gallon milk', 'metric', '3.8 l milk'],
    ['2-3 cups broth', 'metric', '470-710 ml broth'],
    ['1 1/2 cups (190 g) all-purpose flour, sifted', 'metric', '190 g all-purpose flour, sifted'],
    ['1 (14-oz) can coconut milk', 'metric', '1 (400 g) can coconut milk'],
    ['1 tbsp olive oil', 'metric', '1 tbsp olive oil'],
    ['1 lb 4 oz beef chuck', 'metric', '570 g beef chuck'],
    ['2 x 200g salmon fillets', 'us', '2 x 7 oz salmon fillets'],
    ['3 eggs', 'metric', '3 eggs'],
    ['500g beef mince', 'us', '1⅛ lb beef mince'],
    ['225g butter, softened', 'us', '8 oz butter, softened'],
    ['1 kg lamb shoulder', 'us', '2¼ lb lamb shoulder'],
    ['250 ml milk', 'us', '1 cup milk'],
    ['200 ml cream', 'us', '⅞ cup cream'],
    ['50 ml lemon juice', 'us', '3½ tbsp lemon juice'],
    ['10 ml vanilla extract', 'us', '2 tsp vanilla extract'],
    ['1 litre chicken stock', 'us', '4¼ cups chicken stock'],
    ['2 litres water', 'us', '2⅛ quarts water'],
    ['100g/3½oz butter', 'us', '3½ oz butter'],
    ['250ml/9fl oz double cream', 'us', '9 fl oz double cream'],
    ['2 x 400g tins chopped tomatoes', 'us', '2 x 14 oz tins chopped tomatoes'],
    ['5 g salt', 'us', '5 g salt'],
    ['salt to taste', 'us', 'salt to taste'],
    ['  - 3 eggs', 'metric', '  - 3 eggs'],
  ];
  it.each(cases)('%s → %s: %s', (line, system, expected) => {
    expect(convertLine(parseIngredientLine(line), system)).toBe(expected);
  });

  it('says a few grams in spoons when the density is known', () => {
    // 5 g / (6 g per tsp) = 0.83 tsp → ¾ tsp
    expect(convertLine(parseIngredientLine('5 g salt'), 'us', entry('salt', { tsp: 6 }))).toBe('¾ tsp salt');
  });

  it('accepts a plain ParsedIngredient by reading its raw line', () => {
    const { raw, quantity, quantityMax, unit, ingredient, notes } = parseIngredientLine('1 cup milk');
    expect(convertLine({ raw, quantity, quantityMax, unit, ingredient, notes }, 'metric')).toBe('240 ml milk');
  });
});

describe('formatQuantity', () => {
  it.each([
    [1 / 3, 'cup', '⅓'],
    [1.5, 'cup', '1½'],
    [2.25, 'tsp', '2¼'],
    [0.1, 'tsp', '⅛'],
    [0.01, 'tsp', '⅛'],
    [237.4, 'g', '237'],
    [2.46, 'g', '2.5'],
    [1.256, 'kg', '1.26'],
    [2.5, null, '2½'],
    [24.4, null, '24'],
    [3.6, 'oz', '3½'],
  ] as const)('%s %s → %s', (value, unit, expected) => {
    expect(formatQuantity(value, unit)).toBe(expected);
  });
});

describe('convertTemperaturesInText', () => {
  it.each([
    ['Preheat the oven to 350°F (180°C).', 'metric', 'Preheat the oven to 180°C.'],
    ['Preheat the oven to 350°F (180°C).', 'us', 'Preheat the oven to 350°F.'],
    ['Bake at 350 degrees F for 20 minutes.', 'metric', 'Bake at 180°C for 20 minutes.'],
    ['Heat oven to 200C/180C fan.', 'us', 'Heat oven to 400°F/350°F fan.'],
    ['Cook to 165°F inside.', 'metric', 'Cook to 74°C inside.'],
    ['Bake at 180 °C', 'us', 'Bake at 350°F'],
    ['Roast at 425F until golden', 'metric', 'Roast at 220°C until golden'],
    ['Bake at 375-400°F', 'metric', 'Bake at 190-200°C'],
    ['Add 2 C sugar', 'us', 'Add 2 C sugar'],
    ['Bake at 180°C', 'metric', 'Bake at 180°C'],
  ] as const)('%s (%s)', (text, system, expected) => {
    expect(convertTemperaturesInText(text, system)).toBe(expected);
  });
});

describe('a metric kitchen weighs what it does not pour', () => {
  const lookup = (line: string) => {
    const parsed = parseIngredientLine(line);
    return convertLine(parsed, 'metric', findIngredient(parsed.ingredient));
  };

  it.each([
    ['1 3/4 cups all-purpose flour', '220 g all-purpose flour'],
    ['1/2 cup (1 stick) unsalted butter, melted', '110 g unsalted butter, melted'],
    ['3/4 cup light brown sugar', '170 g light brown sugar'],
    ['1/2 cup chopped walnuts', '50 g chopped walnuts'],
    ['2 cups shredded cheddar cheese', '230 g shredded cheddar cheese'],
    ['1/2 cup ground flaxseed', '55 g ground flaxseed'],
    ['1 cup frozen peas and carrots', '130 g frozen peas and carrots'],
  ])('%s → %s', (line, expected) => {
    expect(lookup(line)).toBe(expected);
  });

  it('liquids, and solids named in a liquid, keep their volume', () => {
    expect(lookup('1 cup whole milk')).toBe('240 ml whole milk');
    expect(lookup('1 cup coconut milk')).toBe('240 ml coconut milk');
    expect(lookup('1/4 cup rice vinegar')).toBe('60 ml rice vinegar');
    expect(lookup('1/2 cup maple syrup')).toBe('120 ml maple syrup');
  });
});
