import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * Written blind: bought composites whose make-up varies (crispy fried onions, instant soup and stock bases in any
 * language, romanised Japanese included) are named "not verified" under every filter or avoid entry they may break.
 */
function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

describe('bought crispy fried onions may hold wheat and milk', () => {
  it.each([
    ['1 can French fried onions'],
    ['150 g crispy fried onions'],
    ['50 g Röstzwiebeln'],
    ['3 el gebakken uitjes'],
    ['1 dl rostad lök'],
  ])('"%s" is named for Gluten-Free', (line) => {
    expect(flaggedFor(line, ['Gluten-Free'])).toContain('Gluten-Free');
  });

  it.each([['1 can French fried onions'], ['150 g crispy fried onions'], ['50 g Röstzwiebeln']])(
    '"%s" is named for Vegan and Dairy-Free',
    (line) => {
      expect(flaggedFor(line, ['Vegan'])).toContain('Vegan');
      expect(flaggedFor(line, ['Dairy-Free'])).toContain('Dairy-Free');
    },
  );
});

describe('instant soup and stock bases are named where their make-up may break the case', () => {
  it.each([
    ['1 tsp chicken consommé granules', ['Gluten-Free']],
    ['1 kosaji chūka sūpu no moto', ['Gluten-Free']],
    ['2 tsp dashi no moto', ['Gluten-Free']],
    ['1 TL gekörnte Brühe', ['Gluten-Free']],
    ['1 c. à c. de bouillon de volaille en poudre', ['Gluten-Free']],
    ['2 tl kanaliemijauhetta', ['Gluten-Free']],
  ])('"%s" is named for %j', (line, filters) => {
    expect(flaggedFor(line, filters)).toEqual(expect.arrayContaining(filters));
  });

  it.each([
    ['½ kosaji torigara sūpu no moto', 'sesame'],
    ['1 kosaji konsome sūpu no moto', 'celery'],
    ['1 TL Gemüsebrühe', 'Sellerie'],
    ['1 cube de bouillon', 'céleri'],
    ['1 tsp chicken consommé granules', 'celery'],
  ])('"%s" is named under the avoid list "%s"', (line, avoid) => {
    expect(flaggedFor(line, [], [avoid])).toContain(AVOID_LIST_LABEL);
  });
});
