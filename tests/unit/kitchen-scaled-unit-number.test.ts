import { describe, expect, it } from 'vitest';
import { scaleLine } from '../../shared/kitchen/scale/scaleLine';
import { scaleStepAmounts } from '../../shared/kitchen/scale/stepAmounts';

/** Written blind: a scaled amount says its unit in the new number, in the step as in the list, in each language. */
describe('a scaled step says its unit in the new number', () => {
  it.each([
    ['Stir in the paste and 1 cup water; simmer 5 minutes.', 2, ['1 cup water'], '2 cups water'],
    ['Add 1 tablespoon of olive oil and fry 5 minutes.', 3, ['2 tbsp olive oil'], '3 tablespoons of olive oil'],
    ['Add 2 tablespoons of olive oil.', 0.5, ['2 tbsp olive oil'], '1 tablespoon of olive oil'],
    ['Whisk in 2 cups of milk.', 0.5, ['2 cups milk'], '1 cup of milk'],
    ['Volver a la sartén con 1 cucharada del aceite, cuajar 3 minutos.', 2, ['250 ml de aceite'], '2 cucharadas del aceite'],
    ['Mit 1 Esslöffel Öl beträufeln.', 2, ['2 EL Öl'], '2 Esslöffel Öl'],
  ])('"%s" × %d', (step, factor, list, expected) => {
    expect(scaleStepAmounts(step, factor, list)).toContain(expected);
  });

  it('an abbreviation stays as written', () => {
    expect(scaleStepAmounts('Add 1 tbsp oil.', 2, ['2 tbsp oil'])).toBe('Add 2 tbsp oil.');
  });

  it('a time and an oven setting keep their words and numbers', () => {
    expect(scaleStepAmounts('Bake 1 hour at 180°C, then add 1 cup stock.', 2, ['1 cup stock'])).toBe(
      'Bake 1 hour at 180°C, then add 2 cups stock.',
    );
  });
});

describe('a scaled line says its unit in the new number in its language', () => {
  it.each([
    ['1 cucharada de aceite de oliva', 2, '2 cucharadas de aceite de oliva'],
    ['1 cucchiaio di olio', 3, '3 cucchiai di olio'],
    ['2 tazas de harina', 0.5, '1 taza de harina'],
    ['1 cuillère à café de sel', 2, '2 cuillères à café de sel'],
    ['1 xícara de leite', 2, '2 xícaras de leite'],
  ])('"%s" × %d', (line, factor, expected) => {
    expect(scaleLine(line, factor)).toBe(expected);
  });
});
