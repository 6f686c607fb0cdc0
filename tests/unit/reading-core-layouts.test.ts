import { describe, expect, it } from 'vitest';
import { CORE_BLOGS } from '../fixtures/reading/blind/coreBlogs';
import { CORE_CARDS } from '../fixtures/reading/blind/coreCards';
import { CORE_KNOWN_FAULTS } from '../fixtures/reading/blind/coreKnownFaults';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

/**
 * Issue 31, the core markets' layouts of 2026, written blind: Thermomix and supermarket cards, blogs with their page
 * clutter, captions, tables and "Name — amount" lines in de, fr, es, it, pt, nl, pl, sv, hu, cs and en (GB and US).
 */
const ALL = [...CORE_CARDS, ...CORE_BLOGS];

describe('core market layouts, read blind (issue 31)', () => {
  it('covers the eleven core languages', () => {
    expect(new Set(ALL.map((r) => r.language)).size).toBeGreaterThanOrEqual(11);
  });

  it.each(ALL.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(ALL.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(CORE_KNOWN_FAULTS[recipe.id] ?? []);
  });
});
