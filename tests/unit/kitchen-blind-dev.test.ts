import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';
import { type EngineOutcome, type FindingKind, formatSummary, GATED, judgeCase, type Summary, summarise } from '../fixtures/blind/checker';
import { labelProblems } from '../fixtures/blind/integrity';
import { loadBlindSet } from '../fixtures/blind/load';
import { runBlindSet } from '../fixtures/blind/runner';
import { parseMinutes } from '../fixtures/blind/scaling';
import type { BlindRecipe } from '../fixtures/blind/types';
import { avoidTags, EU_ALLERGENS } from '../fixtures/blind/vocabulary';

describe('blind corpus labels', () => {
  it('agree with their texts in every set (messages name ids and positions only)', () => {
    const problems = [
      ...loadBlindSet('dev'),
      ...loadBlindSet('heldout'),
      ...loadBlindSet('fresh'),
      ...loadBlindSet('fresh2'),
      ...loadBlindSet('fresh3'),
      ...loadBlindSet('fresh4'),
      ...loadBlindSet('fresh5'),
      ...loadBlindSet('fresh6'),
      ...loadBlindSet('fresh7'),
      ...loadBlindSet('fresh8'),
      ...loadBlindSet('fresh9'),
      ...loadBlindSet('fresh10'),
      ...loadBlindSet('fresh11'),
      ...loadBlindSet('fresh12'),
      ...loadBlindSet('fresh13'),
    ].flatMap(labelProblems);
    expect(problems).toEqual([]);
    // It reads every set's texts: on two shared cores under load that takes longer than a unit test's usual 30 s.
  }, 120_000);

  it('has about 60 dev and 30 held-out recipes in at least 10 languages, each EU allergen on the avoid lists at least 3 times', () => {
    const dev = loadBlindSet('dev');
    const heldout = loadBlindSet('heldout');
    expect(dev.length).toBeGreaterThanOrEqual(60);
    expect(heldout.length).toBeGreaterThanOrEqual(30);
    const all = [...dev, ...heldout];
    expect(new Set(all.map((r) => r.language)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(all.map((r) => r.id)).size).toBe(all.length);
    const avoided = all.flatMap((r) => r.cases.flatMap((c) => (c.avoid ?? []).flatMap((entry) => avoidTags(entry) ?? [])));
    for (const [name, tag] of Object.entries(EU_ALLERGENS)) {
      expect(avoided.filter((t) => t === tag).length, name).toBeGreaterThanOrEqual(3);
    }
  });
});

/** A small recipe of the checker's own, to judge hand-made answers with. */
const cake: BlindRecipe = {
  id: 'checker-sample',
  language: 'en-GB',
  layouts: [],
  text: [
    'Test cake',
    'Serves 4 · Prep 15 mins · Bake 30 mins',
    '200 g butter',
    '2 eggs',
    '250 g spelt flour',
    '100 g hazelnuts',
    '1 stock cube',
    '300 ml milk',
    'Heat the oven to 180C/160C fan/gas 4 and line a 20cm tin.',
    'Bake for 30 minutes.',
    'Jump to Recipe',
  ].join('\n'),
  foods: [
    { key: 'butter', contains: ['milk'], kind: 'product' },
    { key: 'eggs', contains: ['egg'] },
    { key: 'spelt flour', contains: ['wheat'] },
    { key: 'hazelnuts', contains: ['tree-nuts'] },
    { key: 'stock cube', contains: [], maybe: ['celery', 'gluten'] },
    { key: 'milk', contains: ['milk'], kind: 'product' },
  ],
  clutter: ['Jump to Recipe'],
  servings: 4,
  times: { prep: 15, cook: 30 },
  temperatures: ['180C', '160C fan', 'gas 4'],
  tins: ['20cm'],
  cases: [
    { filters: ['Vegan'] },
    { filters: ['Gluten-Free', 'Nut-Free'] },
    { filters: [], avoid: ['celery'], requestedServings: 8 },
    { filters: ['Dairy-Free'] },
  ],
};

const METHOD = ['Heat the oven to 180C/160C fan/gas 4 and line a 20cm tin.', 'Bake for 30 minutes.'];
const ORIGINAL = ['200 g butter', '2 eggs', '250 g spelt flour', '100 g hazelnuts', '1 stock cube', '300 ml milk'];

function answer(parts: Partial<StructuredRecipe>): EngineOutcome {
  return {
    ok: true,
    recipe: {
      recipeName: 'Test cake',
      prepTime: '15 minutes',
      cookTime: '30 minutes',
      totalTime: '45 minutes',
      servings: 4,
      dietaryRequirements: [],
      ingredients: ORIGINAL,
      instructions: METHOD,
      nutrition: { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 },
      tips: [],
      compliance: { filters: [], compliant: true, violations: [] },
      ...parts,
    },
  };
}

const kinds = (caseIndex: number, outcome: EngineOutcome): FindingKind[] => judgeCase(cake, caseIndex, outcome).findings.map((f) => f.kind);

describe('blind checker on hand-made answers', () => {
  it('passes a faithful Vegan conversion with plant versions, a swap record and a tip that names what was removed', () => {
    const verdict = judgeCase(
      cake,
      0,
      answer({
        ingredients: [
          '200 g vegan butter',
          '2 flax eggs',
          '250 g spelt flour',
          '100 g hazelnuts',
          '1 vegetable stock cube',
          '300 ml oat milk',
        ],
        substitutions: [{ original: '2 eggs', replacement: '2 flax eggs', reason: 'Vegan' }],
        tips: ['Swapped the butter for vegan butter; use a block, not a spread.'],
      }),
    );
    expect(verdict.findings).toEqual([]);
    expect(verdict.claimedFine).toBe(true);
  });

  it('flags a forbidden food kept in a recipe called compliant, in the list or only in a tip once the list has none', () => {
    expect(kinds(0, answer({}))).toContain('unsafe');
    const tipOnly = judgeCase(
      cake,
      0,
      answer({
        ingredients: ['150 ml olive oil', '2 flax eggs', '250 g spelt flour', '100 g hazelnuts', '1 stock cube', '300 ml soy milk'],
        substitutions: [{ original: '200 g butter', replacement: '150 ml olive oil', reason: 'Vegan' }],
        tips: ['Serve warm with a knob of butter.'],
      }),
    );
    expect(tipOnly.findings.map((f) => f.kind)).toEqual(['unsafe']);
    expect(tipOnly.findings[0]?.message).toContain('the tips');
  });

  it('reads "melt the butter" as the list\'s vegan butter, and the title\'s words as the dish', () => {
    const verdict = judgeCase(
      cake,
      0,
      answer({
        recipeName: 'Vegan Butter Cake',
        ingredients: ['200 g vegan butter', '2 flax eggs', '250 g spelt flour', '100 g hazelnuts', '1 stock cube', '300 ml oat milk'],
        instructions: ['Melt the butter with the milk.', ...METHOD],
        substitutions: [{ original: '2 eggs', replacement: '2 flax eggs', reason: 'Vegan' }],
      }),
    );
    expect(verdict.findings).toEqual([]);
  });

  it('counts a kept food that no violation names as silent, and one a violation names as reported', () => {
    const notCompliant = (violations: { ingredient: string; rule: string; filter: string }[]): EngineOutcome =>
      answer({
        ingredients: ['200 g vegan butter', '2 eggs', '250 g spelt flour', '100 g hazelnuts', '1 stock cube', '300 ml oat milk'],
        compliance: { filters: ['Vegan'], compliant: false, violations },
      });
    expect(kinds(0, notCompliant([]))).toEqual(['silent']);
    expect(kinds(0, notCompliant([{ ingredient: '2 eggs', rule: 'eggs are not vegan', filter: 'Vegan' }]))).toEqual([]);
  });

  it('flags free-from words glued onto the allergen itself, but not onto a product sold free-from', () => {
    const verdict = judgeCase(
      cake,
      1,
      answer({
        ingredients: [
          '200 g butter',
          '2 eggs',
          '250 g gluten-free spelt flour',
          '100 g nut-free hazelnuts',
          '1 gluten-free stock cube',
          '300 ml milk',
        ],
      }),
    );
    const glued = verdict.findings.filter((f) => f.kind === 'glued');
    expect(glued).toHaveLength(2);
    expect(summarise([verdict]).unsafeCalledFine).toBe(1);
  });

  it('flags a forbidden food the conversion brought in (almond flour under Nut-Free)', () => {
    const verdict = judgeCase(
      cake,
      1,
      answer({
        ingredients: ['200 g butter', '2 eggs', '250 g almond flour', '100 g sunflower seeds', '1 gluten-free stock cube', '300 ml milk'],
        substitutions: [
          { original: '250 g spelt flour', replacement: '250 g almond flour', reason: 'Gluten-Free' },
          { original: '100 g hazelnuts', replacement: '100 g sunflower seeds', reason: 'Nut-Free' },
        ],
      }),
    );
    // One finding for the one span: "almond" (its exact name there) and "almonds" no longer both claim it.
    expect(verdict.findings.map((f) => f.kind)).toEqual(['unsafe']);
    expect(verdict.findings[0]?.message).toContain('almond');
  });

  it('reads a long "swapped X for Y" sentence as naming X only as removed', () => {
    const verdict = judgeCase(
      cake,
      1,
      answer({
        ingredients: [
          '200 g butter',
          '2 eggs',
          '250 g buckwheat flour',
          '100 g sunflower seeds',
          '1 gluten-free stock cube',
          '300 ml milk',
        ],
        substitutions: [
          { original: '250 g spelt flour', replacement: '250 g buckwheat flour', reason: 'Gluten-Free' },
          { original: '100 g hazelnuts', replacement: '100 g sunflower seeds', reason: 'Nut-Free' },
        ],
        tips: ['Swapped the 100 g of lightly toasted and roughly chopped skin-on Piedmont hazelnuts for sunflower seeds.'],
      }),
    );
    expect(verdict.findings).toEqual([]);
  });

  it('treats a composite of unknown make-up as unsafe only when the answer does not say "not verified"', () => {
    expect(kinds(2, answer({ servings: 8 }))).toContain('unsafe');
    const flagged = answer({
      servings: 8,
      compliance: {
        filters: [],
        compliant: false,
        violations: [{ ingredient: '1 stock cube', rule: 'not verified: check the label for celery', filter: 'avoid' }],
      },
    });
    expect(kinds(2, flagged)).toEqual([]);
  });

  it('does not take lactose-free milk for dairy-free', () => {
    const verdict = judgeCase(
      cake,
      3,
      answer({
        ingredients: [
          '200 g dairy-free spread',
          '2 eggs',
          '250 g spelt flour',
          '100 g hazelnuts',
          '1 stock cube',
          '300 ml lactose-free milk',
        ],
      }),
    );
    expect(verdict.findings.map((f) => f.kind)).toEqual(['unsafe', 'lost']);
  });

  it('reports a lost line, page clutter, changed temperatures and tins, and wrong servings', () => {
    const lost = answer({ ingredients: ORIGINAL.slice(0, 5), compliance: { filters: [], compliant: false, violations: [] } });
    expect(kinds(3, lost)).toContain('lost');
    expect(
      kinds(3, answer({ instructions: [...METHOD, 'Jump to Recipe'], compliance: { filters: [], compliant: false, violations: [] } })),
    ).toContain('clutter');
    const scaled = judgeCase(
      cake,
      2,
      answer({
        servings: 4,
        instructions: ['Heat the oven to 360C/320C fan/gas 4 and line a 40cm tin.', 'Bake for 30 minutes.'],
        compliance: {
          filters: [],
          compliant: false,
          violations: [{ ingredient: '1 stock cube', rule: 'not verified: celery', filter: 'avoid' }],
        },
      }),
    );
    const messages = scaled.findings.map((f) => `${f.kind}: ${f.message}`);
    expect(messages.filter((m) => m.startsWith('scaling')).length).toBeGreaterThanOrEqual(3);
    expect(messages.some((m) => m.startsWith('meta: servings'))).toBe(true);
  });

  it('accepts temperatures and tins converted between units, and a refusal', () => {
    const converted = answer({
      servings: 8,
      instructions: ['Heat the oven to 350°F (325°F fan), gas 4, and line an 8-inch tin.', 'Bake for 30 minutes.'],
      compliance: {
        filters: [],
        compliant: false,
        violations: [{ ingredient: '1 stock cube', rule: 'not verified: celery', filter: 'avoid' }],
      },
    });
    expect(kinds(2, converted)).toEqual([]);
    const refused = judgeCase(cake, 0, { ok: false, error: 'cannot' });
    expect(refused.outcome).toBe('refused');
    expect(refused.findings).toEqual([]);
  });

  it('flags a loaf pan or oven scaled with the servings, written without units', () => {
    const loaf: BlindRecipe = {
      ...cake,
      id: 'checker-loaf',
      text: 'Serves 6\n500 g beef\nHeat your oven to 350 and grease a 9x5 loaf pan.',
      foods: [{ key: 'beef', contains: ['meat'] }],
      clutter: [],
      servings: 6,
      times: {},
      temperatures: ['350'],
      tins: ['9x5'],
      cases: [{ filters: ['Halal'], requestedServings: 3 }],
    };
    const scaled = answer({ servings: 3, ingredients: ['250 g beef'], instructions: ['Heat your oven to 175 and grease a 5x3 loaf pan.'] });
    expect(judgeCase(loaf, 0, scaled).findings.map((f) => f.message)).toEqual([
      'temperature "350" is missing from the recipe (changed or dropped)',
      'tin or dish size "9x5" is missing from the recipe (changed or dropped)',
      "size 5x3 is not one of the original's (scaled with the servings?)",
    ]);
    const kept = answer({ servings: 3, ingredients: ['250 g beef'], instructions: ['Heat your oven to 350 and grease a 9x5 loaf pan.'] });
    expect(judgeCase(loaf, 0, kept).findings).toEqual([]);
  });

  it('flags meat with milk under Kosher', () => {
    const stew: BlindRecipe = {
      ...cake,
      id: 'checker-stew',
      text: '500 g beef\n200 ml cream',
      foods: [
        { key: 'beef', contains: ['meat'] },
        { key: 'cream', contains: ['milk'], kind: 'product' },
      ],
      clutter: [],
      temperatures: [],
      tins: [],
      times: {},
      cases: [{ filters: ['Kosher'] }],
    };
    const together = answer({ ingredients: ['500 g beef', '200 ml cream'], instructions: ['Stew.'] });
    expect(judgeCase(stew, 0, together).findings.map((f) => f.kind)).toEqual(['unsafe']);
    const apart = answer({ ingredients: ['500 g beef', '200 ml coconut cream'], instructions: ['Stew.'] });
    expect(judgeCase(stew, 0, apart).findings).toEqual([]);
  });

  it("gives a span written as one food's exact name to that food, not to another food it looks like an inflection of", () => {
    const stew: BlindRecipe = {
      ...cake,
      id: 'checker-exact-names',
      language: 'hu',
      text: 'Pörkölt\n1 kg marhahús\n2 dl vörösbor\nsó, bors\nA húst a borral főzzük.',
      foods: [
        { key: 'marhahús', contains: ['meat'] },
        { key: 'vörösbor', also: ['bor'], contains: ['alcohol'] },
        { key: 'bors', contains: [] },
      ],
      clutter: [],
      temperatures: [],
      tins: [],
      cases: [{ filters: ['Halal'] }],
    };
    const pepperOnly = answer({
      recipeName: 'Pörkölt',
      ingredients: ['1 kg marhahús', 'só, bors'],
      instructions: ['A húst vízzel főzzük, sóval és borssal.'],
      compliance: { filters: ['Halal'], compliant: true, violations: [] },
    });
    const safety = (outcome: EngineOutcome): FindingKind[] =>
      judgeCase(stew, 0, outcome)
        .findings.map((f) => f.kind)
        .filter((kind) => kind === 'unsafe' || kind === 'silent');
    expect(safety(pepperOnly)).toEqual([]);
    // The wine itself, in its own words, is still found.
    const wineKept = answer({
      recipeName: 'Pörkölt',
      ingredients: ['1 kg marhahús', '2 dl vörösbor', 'só, bors'],
      instructions: ['Főzzük.'],
      compliance: { filters: ['Halal'], compliant: true, violations: [] },
    });
    expect(safety(wineKept)).toContain('unsafe');
  });

  it('reads times as engines write them', () => {
    expect(parseMinutes('1 hr 15 mins')).toBe(75);
    expect(parseMinutes('75 minutes')).toBe(75);
    expect(parseMinutes('PT1H15M')).toBe(75);
    expect(parseMinutes('1h10')).toBe(70);
    expect(parseMinutes('2.5 hours')).toBe(150);
    expect(parseMinutes('')).toBeUndefined();
  });
});

interface Baseline {
  summary: Partial<Summary>;
}

describe('blind dev set through the engine', () => {
  // Every finding is printed on failure; `npm run blind -- dev` prints them all. The counts may only go down: when
  // the engine improves, write the baseline again (npm run blind -- dev --write-baseline) and commit it.
  it('is no worse than the committed baseline on any gated count', { timeout: 900_000 }, () => {
    const verdicts = runBlindSet('dev');
    const summary = summarise(verdicts);
    const baseline = JSON.parse(readFileSync(new URL('../fixtures/blind/baseline.json', import.meta.url), 'utf8')) as Baseline;
    console.log(`Blind dev set\n${formatSummary(summary)}`);
    const worse = GATED.filter((key) => summary[key] > (baseline.summary[key] ?? 0));
    const findings = verdicts.flatMap((v) =>
      v.findings.map((f) => `${v.recipeId} #${v.caseIndex + 1} [${v.caseName}] ${f.kind}: ${f.message}`),
    );
    expect(worse, `worse than baseline.json on ${worse.join(', ')}; every finding:\n${findings.join('\n')}`).toEqual([]);
  });
});
