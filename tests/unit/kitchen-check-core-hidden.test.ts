import { describe, expect, it } from 'vitest';
import { caseName, forbiddenTags, judgeCase } from '../fixtures/blind/checker';
import { runCase } from '../fixtures/blind/runner';
import type { BlindRecipe } from '../fixtures/blind/types';
import { avoidTags } from '../fixtures/blind/vocabulary';
import { CORE_HIDDEN_PROBES, type ProbeCase, type ProbeRecipe } from '../fixtures/kitchen-check/coreHidden';

/**
 * Issue 30's closed world on the core market languages: a forbidden food that stays anywhere the user reads (a step,
 * a tip, the title, a composite product's hidden allergen, an avoid-list allergen written in the recipe's language)
 * is named by a violation or flagged "not verified", and the recipe is never called compliant while it stays.
 * The probes were written blind (tests/fixtures/kitchen-check/coreHidden.ts); the blind corpus's checker judges them.
 */
/**
 * Cases whose failure lies in another stage's area, reported to it (issue 30's round of 2026-12-01): kept here so the
 * probe stays whole; each is run again once its reading is fixed (remove it from this list then).
 */
const ELSEWHERE: Readonly<Record<string, string>> = {
  'fr-buche-praline · avoid fruits à coque': 'knowledge: "nougat" (en:nougat) carries no tree nut, not even as may-contain',
  'sv-skagenrora · avoid senap': 'knowledge: "majonnäs" reads as en:mayonnaise but not as the mayonnaise composite (names only)',
  'hu-lecso · Vegetarian': 'resolve: Hungarian instrumental with assimilated -val ("kolbásszal") is not read',
  'hu-lecso · Halal': 'resolve: Hungarian instrumental with assimilated -val ("kolbásszal") is not read',
  'de-spekulatius-creme · avoid Milch und Eier':
    'titles: the free-from label is the whole entry ("Milch und Eier-Free"), not each food it lists',
  'pl-kapusta-smalec · Gluten-Free':
    'resolve: "500 ml bulionu (wołowego)" reads as beef (the bracket\'s word), not beef stock with its label check',
  'sv-artsoppa-konjak · Halal': 'knowledge: Swedish "konjak" (cognac) reads as en:konjac, a plant',
  'pt-feijoada-vegetal · Vegetarian': 'knowledge: a cheese of no named kind ("queijo ralado") carries no may-contain animal rennet',
};

const asJudged = (c: ProbeCase): ProbeCase => (c.judgeAs ? { ...c, avoid: c.judgeAs } : c);

const rows = CORE_HIDDEN_PROBES.flatMap((probe) =>
  probe.cases.map((c, index) => ({ probe, index, c, name: `${probe.id} · ${caseName(c)}` })),
);

function verdict(probe: ProbeRecipe, index: number) {
  const c = probe.cases[index] as ProbeCase;
  const outcome = runCase(probe as BlindRecipe, c);
  const judged: BlindRecipe = { ...probe, cases: probe.cases.map(asJudged) };
  return judgeCase(judged, index, outcome);
}

describe('core-language probes are judgeable', () => {
  it.each(rows.map((r) => [r.name, r.c] as const))('%s forbids something the checker knows', (_name, c) => {
    for (const entry of asJudged(c).avoid ?? []) expect(avoidTags(entry), entry).toBeDefined();
    expect(forbiddenTags(asJudged(c)).size).toBeGreaterThan(0);
  });
});

describe('no forbidden food kept silently or called fine (core languages)', () => {
  const own = rows.filter((r) => !(r.name in ELSEWHERE));
  it.each(own.map((r) => [r.name, r.probe, r.index] as const))('%s', (_name, probe, index) => {
    const v = verdict(probe, index);
    expect(v.outcome).not.toBe('error');
    const safety = v.findings.filter((f) => f.kind === 'unsafe' || f.kind === 'silent').map((f) => `${f.kind}: ${f.message}`);
    expect(safety).toEqual([]);
  });
});

describe('core-language probes another stage owns (reported, not yet fixed)', () => {
  it.skip.each(Object.entries(ELSEWHERE))('%s: %s', () => {});
});
