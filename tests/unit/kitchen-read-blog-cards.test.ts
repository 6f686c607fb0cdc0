import { describe, expect, it } from 'vitest';
import { BLOG_CARDS } from '../fixtures/reading/blind/blogCards';
import { KNOWN_FAULTS } from '../fixtures/reading/blind/knownFaults';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

describe('blog recipe cards with their page clutter, read blind (issue 31)', () => {
  it('covers at least 8 languages', () => {
    expect(new Set(BLOG_CARDS.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(BLOG_CARDS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(BLOG_CARDS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(KNOWN_FAULTS[recipe.id] ?? []);
  });
});
