import { describe, expect, it } from 'vitest';
import { parseIngredientLine } from '../../shared/kitchen/index';

/** Count words of Turkish, Indonesian, Danish and Norwegian: the food is what follows them. Written before running. */
describe('count units of more languages', () => {
  const lines: [string, string][] = [
    ['5-6 dal yeşil soğan', 'yeşil soğan'],
    ['3 diş sarımsak', 'sarımsak'],
    ['2 dilim ekmek', 'ekmek'],
    ['1 çimdik tuz', 'tuz'],
    ['2 sap kereviz', 'kereviz'],
    ['4 tane yumurta', 'yumurta'],
    ['3 siung bawang putih', 'bawang putih'],
    ['2 buah kentang', 'kentang'],
    ['2 butir telur', 'telur'],
    ['2 batang serai', 'serai'],
    ['3 iris jahe', 'jahe'],
    ['2 fed hvidløg', 'hvidløg'],
    ['1 stk sellerirot', 'sellerirot'],
    ['4 skiver rugbrød', 'rugbrød'],
  ];
  it.each(lines)('%s', (line, food) => {
    expect(parseIngredientLine(line).ingredient.toLowerCase()).toBe(food);
  });
  it('a food that shares a count word keeps it when it comes after a measure', () => {
    expect(parseIngredientLine('1 cup toor dal').ingredient.toLowerCase()).toBe('toor dal');
    expect(parseIngredientLine('200 g dal').ingredient.toLowerCase()).toBe('dal');
  });
});
