import { describe, expect, it } from 'vitest';
import { checkCompliance } from '../../shared/kitchen/compliance';
import { analyseLine } from '../../shared/kitchen/filters/lineTags';
import type { DietTag } from '../../shared/kitchen/types';

const breaks = (line: string, filter: string) =>
  checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters: [filter] }).length > 0;
const has = (line: string, tag: DietTag) => analyseLine(line).tags.has(tag);

describe('foods the table may not know are still caught by their obvious words', () => {
  it.each([
    ...[
      'durum wheat',
      'triticale',
      'matzo meal',
      'matzah',
      'bulgar wheat',
      'cornbread mix',
      'farina',
      'semolina',
      'panko',
      'seitan',
      'malted milk powder',
    ].map((food) => [`1 cup ${food}`, 'Gluten-Free']),
    ['2 tbsp hollandaise', 'Dairy-Free'],
    ['1 cup béchamel', 'Dairy-Free'],
    ['1 cup bechamel sauce', 'Gluten-Free'],
    ['1 jar alfredo sauce', 'Vegan'],
    ['1 quiche', 'Vegan'],
    ['1 slice frittata', 'Vegan'],
    ['1 pavlova base', 'Vegan'],
    ['4 meringue nests', 'Vegan'],
    ['50 g nougat', 'Vegan'],
    ['4 pieces baklava', 'Nut-Free'],
    ['4 pieces baklava', 'Dairy-Free'],
    ['2 tbsp romesco', 'Nut-Free'],
    ['2 tbsp romesco', 'Gluten-Free'],
    ...['lardo', 'carnitas', 'char siu', 'chorizo', 'pancetta', 'prosciutto', 'guanciale'].map((food) => [`100 g ${food}`, 'Halal']),
    ...['baileys', 'pernod', 'amaretto', 'frangelico', 'kahlua', 'orange liqueur', 'mirin', 'sake'].map((drink) => [
      `2 tbsp ${drink}`,
      'Halal',
    ]),
    ['1 chicken bouillon cube', 'Vegetarian'],
    ['1 bouillon cube', 'Vegetarian'],
    ['100 g gummy bears', 'Vegetarian'],
    ['1 tbsp worcestershire sauce', 'Vegetarian'],
    ...['whelks', 'abalone', 'sea urchin', 'uni', 'crayfish', 'langoustines', 'scallops', 'octopus', 'squid'].map((food) => [
      `200 g ${food}`,
      'Kosher',
    ]),
  ])('"%s" breaks %s', (line, filter) => {
    expect(breaks(line, filter)).toBe(true);
  });

  it('quiche, nougat and baklava carry every allergen they hold', () => {
    expect(has('1 quiche', 'egg') && has('1 quiche', 'dairy')).toBe(true);
    expect(has('50 g nougat', 'honey')).toBe(true);
    expect(has('4 pieces baklava', 'gluten')).toBe(true);
  });

  it.each([
    ['1 cup vegetable bouillon', 'Vegetarian'],
    ['200 g water chestnuts', 'Nut-Free'],
    ['1 tsp shea butter', 'Dairy-Free'],
    ['1 tbsp cocoa butter', 'Dairy-Free'],
    ['1 can ginger ale', 'Halal'],
    ['1 can ginger ale', 'Gluten-Free'],
    ['1 tbsp vegan worcestershire sauce', 'Vegetarian'],
  ])('no false alarm: "%s" is fine for %s', (line, filter) => {
    expect(breaks(line, filter)).toBe(false);
  });

  it('peanut-free pesto has no peanut (its pine nuts are still tree nuts)', () => {
    expect(has('2 tbsp peanut-free pesto', 'peanut')).toBe(false);
  });
});

describe('Kosher: fish without fins and scales', () => {
  it.each(['catfish fillets', 'smoked eel', 'swordfish steaks', 'monkfish tail'])('"400 g %s" breaks Kosher', (food) => {
    expect(breaks(`400 g ${food}`, 'Kosher')).toBe(true);
  });

  it('skate breaks Kosher too', () => {
    expect(breaks('400 g skate wings', 'Kosher')).toBe(true);
  });

  it('salmon is kosher fish', () => {
    expect(breaks('400 g salmon fillets', 'Kosher')).toBe(false);
  });
});
