import { describe, expect, it } from 'vitest';
import { CHECKED_FILTERS, checkConversion, filtersBroken } from '../fixtures/real-world/checker';
import { REAL_WORLD_RECIPES } from '../fixtures/real-world/index';
import { runCorpus, summarise } from '../fixtures/real-world/runCorpus';

/**
 * The independent corpus (tests/fixtures/real-world): 60 recipes in real-world layouts, each converted for every
 * filter its text breaks among the ten most used, judged by a checker written apart from the engine's tables.
 */
describe('real-world corpus, judged by the independent checker', () => {
  const results = runCorpus();
  const summary = summarise(results);

  it('has at least 60 recipes and converts each for the filters it breaks', () => {
    expect(REAL_WORLD_RECIPES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(REAL_WORLD_RECIPES.map((r) => r.id)).size).toBe(REAL_WORLD_RECIPES.length);
    expect(summary.cases).toBeGreaterThan(300);
    for (const filter of CHECKED_FILTERS)
      expect(
        results.some((r) => r.filter === filter),
        filter,
      ).toBe(true);
  });

  it('leaves no forbidden food in any converted list, step or title', () => {
    const violations = results.filter((r) => r.outcome === 'violation');
    const described = violations.map(
      (v) => `${v.id} ${v.filter}: ${v.findings.map((f) => `${f.where} "${f.word}" in "${f.text}"`).join('; ')}`,
    );
    expect(described).toEqual([]);
  });

  it('refuses only where the corpus marks the conversion truly impossible, and says why', () => {
    const unexpected = results.filter((r) => r.outcome === 'refused' && !r.expectedRefusal).map((r) => `${r.id} ${r.filter}: ${r.reason}`);
    expect(unexpected).toEqual([]);
    for (const refusal of results.filter((r) => r.outcome === 'refused'))
      expect(refusal.reason).toMatch(/No Keto substitute for|needs at most/);
  });

  it('the checker is a real second opinion: it catches the classes of the issue on hand-made bad conversions', () => {
    const bad = {
      title: 'Classic Chicken Caesar Salad',
      ingredients: ['150 ml Sahne', '4 Eier', '2 tbsp non-alcoholic stout (e.g. Guinness)', 'to serve: chives and oyster crackers'],
      steps: ['Crack the eggs and whisk the yolks.', 'Stir in the cheese.'],
    };
    expect(checkConversion(bad, 'Vegan').map((f) => f.word.toLowerCase())).toEqual(
      expect.arrayContaining(['sahne', 'eier', 'chicken', 'yolks', 'cheese']),
    );
    expect(checkConversion(bad, 'Halal').some((f) => f.word.toLowerCase() === 'guinness')).toBe(true);
    expect(checkConversion(bad, 'Kosher').some((f) => /oyster/.test(f.word))).toBe(false);
    const safe = {
      title: 'Butternut and Eggplant Bake',
      ingredients: ['1 butternut squash', '1 eggplant', '½ tsp nutmeg', '1 tsp cream of tartar'],
      steps: [],
    };
    for (const filter of ['Vegan', 'Nut-Free', 'Dairy-Free'] as const) expect(checkConversion(safe, filter)).toEqual([]);
    expect(filtersBroken({ title: '', ingredients: ['200 g tejföl'], steps: [] })).toContain('Dairy-Free');
  });
});
