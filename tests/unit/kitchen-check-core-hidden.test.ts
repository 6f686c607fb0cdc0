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
const asJudged = (c: ProbeCase): ProbeCase => (c.judgeAs ? { ...c, avoid: c.judgeAs } : c);

const rows = CORE_HIDDEN_PROBES.flatMap((probe) => probe.cases.map((c, index) => ({ probe, index, c, name: `${probe.id} · ${caseName(c)}` })));

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
  it.each(rows.map((r) => [r.name, r.probe, r.index] as const))('%s', (_name, probe, index) => {
    const v = verdict(probe, index);
    expect(v.outcome).not.toBe('error');
    const safety = v.findings.filter((f) => f.kind === 'unsafe' || f.kind === 'silent').map((f) => `${f.kind}: ${f.message}`);
    expect(safety).toEqual([]);
  });
});
