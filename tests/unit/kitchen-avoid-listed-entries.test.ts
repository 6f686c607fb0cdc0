import { describe, expect, it } from 'vitest';
import { AVOID_LIST_LABEL, checkCompliance } from '../../shared/kitchen/compliance';
import { listedParts } from '../../shared/kitchen/filters/avoidParts';
import { avoidTermTags, avoidTermUnread } from '../../shared/kitchen/filters/avoidTerms';
import '../../shared/kitchen/knowledge/installed';

/**
 * Several allergens typed as one avoid-list entry, joined by the language's "and"/"or" ("Sellerie und Senf",
 * "huevos y pescado", "ägg och mjölk", "oxid siřičitý a siřičitany"): each is avoided, and a line holding any of
 * them is named. An entry that reads as one food ("half-and-half", "salt and pepper" when known) stays one.
 */
const named = (line: string, avoid: string): boolean =>
  checkCompliance({ ingredients: [line], instructions: [], servings: 2 }, { filters: [], avoid: [avoid] }).some(
    (v) => v.filter === AVOID_LIST_LABEL,
  );

describe('an avoid entry listing several allergens avoids each', () => {
  it.each([
    ['Sellerie und Senf', ['celery', 'mustard']],
    ['Milch und Eier', ['dairy', 'egg']],
    ['huevos y pescado', ['egg', 'fish']],
    ['ägg och mjölk', ['egg', 'dairy']],
    ['selderij en mosterd', ['celery', 'mustard']],
    ['uova e latte', ['egg', 'dairy']],
    ['jaja i mleko', ['egg', 'dairy']],
    ['tojás és tej', ['egg', 'dairy']],
    ['sesame & peanuts', ['sesame', 'peanut']],
    ['moutarde / céleri', ['mustard', 'celery']],
  ])('"%s" stands for %j', (entry, tags) => {
    expect([...avoidTermTags(entry)].sort()).toEqual([...tags].sort());
    expect(avoidTermUnread(entry)).toBe(false);
  });

  it.each([
    ['Sellerie und Senf', '1 Stange Staudensellerie'],
    ['Sellerie und Senf', '1 EL Dijon-Senf'],
    ['huevos y pescado', '2 huevos'],
    ['huevos y pescado', '200 g de merluza'],
    ['ägg och mjölk', '2 dl mjölk'],
    ['uova e latte', '3 uova'],
  ])('"%s" names "%s"', (entry, line) => {
    expect(named(line, entry)).toBe(true);
  });

  it('an entry that lists a word nothing reads is still not verified', () => {
    expect(avoidTermUnread('Senf und Qwxyzblub')).toBe(true);
  });

  it.each([['Sellerie und Senf'], ['oxid siřičitý a siřičitany'], ['peanuts, sesame; mustard']])('"%s" is a list', (entry) => {
    expect((listedParts(entry) ?? []).length).toBeGreaterThan(1);
  });

  it.each([['Senf'], ['lupin flour'], ['Schwefeldioxid']])('"%s" lists nothing', (entry) => {
    expect(listedParts(entry)).toBeUndefined();
  });
});
