import { describe, expect, it } from 'vitest';
import { checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';

/**
 * Written blind: a made product of varying make-up is that product under any of the names a cook gives it. A spice
 * blend called "masala" or "sambar powder" may hold mustard or celery just as "garam masala" or "curry powder" does,
 * and a plain spice stays plain.
 */
function flaggedFor(line: string, avoid: string[]): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters: [], avoid });
  const label = unverifiedLines([line], [], avoid);
  return [...new Set([...hard, ...label].map((v) => v.rule))];
}

describe('a spice blend by another of its names is checked against the label', () => {
  it.each([
    ['1 tsp masala', ['mustard']],
    ['2 tsp chaat masala', ['celery']],
    ['1 tbsp tandoori masala', ['mustard', 'celery']],
    ['1 TL Masala', ['Senf']],
    ['1 c. à c. de masala', ['moutarde']],
    ['1 tbsp sambar powder', ['celery']],
    ['1 tsp MDH Kitchen King masala', ['mustard', 'celery']],
  ])('"%s" is not called safe for %j', (line, avoid) => {
    expect(flaggedFor(line, avoid).length).toBeGreaterThan(0);
  });

  it.each([
    ['1 tsp ground cumin', ['mustard', 'celery']],
    ['1 TL gemahlener Kreuzkümmel', ['Senf', 'Sellerie']],
    ['1 c. à c. de curcuma', ['moutarde', 'céleri']],
  ])('a plain spice "%s" stays plain for %j', (line, avoid) => {
    expect(flaggedFor(line, avoid)).toEqual([]);
  });
});
