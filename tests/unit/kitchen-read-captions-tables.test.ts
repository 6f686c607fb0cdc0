import { describe, expect, it } from 'vitest';
import { LAYOUTS } from '../fixtures/reading/blind/captionsTables';
import { KNOWN_FAULTS } from '../fixtures/reading/blind/knownFaults';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

describe('captions, tables and free layouts, read blind (issue 31)', () => {
  it('covers at least 8 languages', () => {
    expect(new Set(LAYOUTS.map((r) => r.language)).size).toBeGreaterThanOrEqual(8);
  });

  it.each(LAYOUTS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(LAYOUTS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(KNOWN_FAULTS[recipe.id] ?? []);
  });
});
