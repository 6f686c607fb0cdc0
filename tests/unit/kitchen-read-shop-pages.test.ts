import { describe, expect, it } from 'vitest';
import { SHOP_PAGES } from '../fixtures/reading/blind/shopPages';
import { SHOP_PAGES_KNOWN_FAULTS } from '../fixtures/reading/blind/shopPagesKnownFaults';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

/**
 * Issue 31, written blind: shop cards with their price, allergen and stock lines, a site's or section's name above the
 * dish, video captions with their part markers, whole-number ratings, PDF page headers; in de, fr, es, it, pt, nl, pl,
 * sv, cs, hu and en.
 */
describe('shop, magazine and video pages, read blind (issue 31)', () => {
  it('covers at least 8 languages', () => {
    expect(new Set(SHOP_PAGES.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(SHOP_PAGES.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(SHOP_PAGES.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(SHOP_PAGES_KNOWN_FAULTS[recipe.id] ?? []);
  });
});
