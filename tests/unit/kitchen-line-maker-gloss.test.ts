import { describe, expect, it } from 'vitest';
import { checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * A bracket that starts with a maker's name ("Fiskekraft (Toro fiskebuljong) …") is read as the line's food when the
 * phrase has more words than its food, but the phrase's own food still counts: the maker's word never stands in for
 * it ("Toro" is no bull). Closed world: what the phrase's product may hold is checked. Written blind.
 */
const named = (line: string, filters: string[], avoid: string[] = []) =>
  [
    ...checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid }),
    ...unverifiedLines([line], filters, avoid),
  ].length > 0;

describe('a maker in brackets does not hide the phrase’s own food', () => {
  it.each([
    ['1,5 l Fiskekraft (Toro fiskebuljong) 2 terninger i vann', ['Kosher'], []],
    ['1 l Fischfond (Lacroix Fond) aus dem Glas', [], ['Krebstiere']],
    ['1 l fiskbuljong (Knorr tärning) 2 tärningar i vatten', ['Kosher'], []],
  ])('"%s"', (line, filters, avoid) => {
    expect(named(line, filters, avoid)).toBe(true);
  });
});
