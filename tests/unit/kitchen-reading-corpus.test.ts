import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { type Counts, countFindings, FINDING_KINDS, fold, hasWords, judge } from '../fixtures/reading/judge';
import { loadReadingCorpus } from '../fixtures/reading/load';

const corpus = loadReadingCorpus();
const baseline = JSON.parse(readFileSync(new URL('../fixtures/reading/baseline.json', import.meta.url), 'utf8')) as { counts: Counts };

describe('reading corpus (issue 31)', () => {
  it('has at least 60 recipes in at least 8 languages, covering every layout of the issue', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(60);
    expect(new Set(corpus.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(corpus.map((r) => r.id)).size).toBe(corpus.length);
    const layouts = new Set(corpus.flatMap((r) => r.layouts));
    for (const layout of [
      'headed-lists',
      'unheaded-lists',
      'foreign-headings',
      'numbered-steps',
      'bulleted-steps',
      'emoji',
      'plain-steps',
      'prose',
      'name-colon-amount',
      'name-dash-amount',
      'amount-pipe-name',
      'markdown-table',
      'flattened-table',
      'metric-imperial',
      'decimal-comma',
      'thousands-separator',
      'unicode-fractions',
      'ranges',
      'local-units',
      'page-clutter',
      'comments',
      'video-timestamps',
      'nutrition-panel',
      'hashtags',
      'sub-sections',
    ]) {
      expect(layouts.has(layout), layout).toBe(true);
    }
  });

  it('labels agree with their texts (every food key, clutter fragment, heading and tip is written in the recipe)', () => {
    const problems: string[] = [];
    for (const r of corpus) {
      const lines = r.text.split('\n');
      for (const [key] of r.foods) if (!hasWords(r.text, key.replace(/^\?/, ''))) problems.push(`${r.id}: food ${key}`);
      for (const c of r.clutter ?? []) if (!` ${fold(r.text)} `.includes(` ${fold(c)} `)) problems.push(`${r.id}: clutter ${c}`);
      for (const g of r.groups ?? []) if (!lines.some((l) => fold(l) === fold(g))) problems.push(`${r.id}: group ${g}`);
      for (const t of r.tips ?? []) if (!hasWords(r.text, t)) problems.push(`${r.id}: tip ${t}`);
      if (r.title && !lines.some((l) => fold(l).includes(fold(r.title ?? '')))) problems.push(`${r.id}: title`);
    }
    expect(problems).toEqual([]);
  });

  it('the judge finds what it should on a hand-made document', () => {
    const [recipe] = corpus.filter((r) => r.id === 'de-gemuesesuppe');
    if (!recipe) throw new Error('missing recipe');
    const findings = judge(recipe, {
      title: 'Herbstliche Gemüsesuppe',
      servings: undefined,
      times: {},
      ingredientGroups: [
        {
          lines: [
            {
              raw: '5 l Gemüsebrühe',
              text: '5 l Gemüsebrühe',
              quantity: 5,
              quantityMax: null,
              unit: 'l',
              foodSpan: { start: 4, end: 15, text: 'Gemüsebrühe' },
            },
            {
              raw: '1 Zwiebel, gewürfelt',
              text: '1 Zwiebel, gewürfelt',
              quantity: 1,
              quantityMax: null,
              unit: null,
              foodSpan: { start: 2, end: 20, text: 'Zwiebel, gewürfelt' },
            },
          ],
        },
      ],
      stepGroups: [{ steps: ['Mit Salz abschmecken.'] }],
      tips: [],
      notes: [],
      notUnderstood: ['2 Karotten, in Scheiben'],
      clutter: [],
    });
    const counts = countFindings(findings);
    expect(counts.amount).toBe(1);
    expect(counts.span).toBe(1);
    expect(counts.notUnderstood).toBe(1);
    expect(counts.servings).toBe(1);
    expect(counts.lost).toBeGreaterThan(5);
  });

  it('parseRecipeDocument does no worse than the baseline on any finding kind', () => {
    const counts = countFindings(corpus.flatMap((r) => judge(r, parseRecipeDocument(r.text))));
    for (const kind of FINDING_KINDS) expect(counts[kind], kind).toBeLessThanOrEqual(baseline.counts[kind]);
  });
});
