import { describe, expect, it } from 'vitest';
import { entryForLine } from '../../shared/kitchen/ingredients/lookup';
import { nutritionOfLines } from '../../shared/kitchen/nutrition';

const LINES = [
  '400 g tin chopped tomatoes',
  '1 sheet vegan puff pastry',
  '2 tbsp dukkah, to serve',
  '500 g minced beef',
  '1 can water chestnuts, drained',
  "1 tbsp brewer's yeast",
  '200 g rice vermicelli',
];

describe('entryForLine: one answer for nutrition and compliance', () => {
  it('reads the whole line before the ingredient words', () => {
    expect(entryForLine('400 g tin chopped tomatoes')?.name).toBe('canned tomatoes');
    expect(entryForLine('1 sheet vegan puff pastry')?.name).toBe('vegan puff pastry');
    expect(entryForLine('a pinch of nothing known')).toBeUndefined();
  });

  it('nutrition counts each line as the entry entryForLine names', () => {
    const { lines } = nutritionOfLines(LINES, 1);
    expect(lines.map((l) => l.matched)).toEqual(LINES.map((line) => entryForLine(line)?.name ?? null));
  });

  it('takes a custom lookup, as the qualified lookups of the filters do', () => {
    const seen: string[] = [];
    entryForLine('2 cups low-sodium chicken broth', undefined, (text) => {
      seen.push(text);
      return undefined;
    });
    expect(seen[0]).toBe('2 cups low-sodium chicken broth');
    expect(seen).toHaveLength(2);
  });
});
