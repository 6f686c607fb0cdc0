import { describe, expect, it } from 'vitest';
import { generateLocally, minutesIn } from '../../shared/kitchen/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { KNOWN_FAULTS } from '../fixtures/reading/blind/knownFaults';
import {
  AMBIGUOUS_ALONE,
  AMBIGUOUS_ALONE_NO_COOKING,
  LABEL_LAYOUTS,
  PREP_BESIDE_COOK,
  STATED_TOTAL_DIFFERS,
  TIME_LABELS_TINS,
} from '../fixtures/reading/blind/timeLabelsTins';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';
import type { Minutes, ReadingRecipe } from '../fixtures/reading/types';

/**
 * Written blind (issue 31, item 4), before running the reader on them: prep, cook and total labels of the markets'
 * languages in every layout, the recipe's own total kept where it differs from prep + cook, and tin or dish sizes on
 * labelled lines, which are kept and never scaled.
 */

const minutes = (text: string) => (text === '' ? undefined : (minutesIn(text) ?? -1));
const within = (got: number | undefined, want: Minutes) =>
  typeof want === 'number' ? got === want : got !== undefined && want.includes(got);

/** The numbers of a size as written ("20 × 30 cm" → 20, 30). */
const numbersOf = (size: string) => (size.match(/\d+/g) ?? []).map(Number);

/** The size stands in the text: its numbers in order, joined by "x", "×" or spaces, ending in its unit when it has one. */
function showsSize(text: string, size: string): boolean {
  const [first, ...rest] = numbersOf(size);
  const unit = /cm|mm|in/.exec(size)?.[0];
  const join = '\\s*[x×]\\s*';
  const pattern = `(?<![\\d.,])${first}${rest.map((n) => `${join}${n}`).join('')}(?![\\d.,])${unit ? `\\s*${unit}` : ''}`;
  return new RegExp(pattern, 'i').test(text);
}

function servingsOf(recipe: ReadingRecipe): number {
  if (typeof recipe.servings === 'number') return recipe.servings;
  if (Array.isArray(recipe.servings)) return recipe.servings[0] ?? 4;
  return 4;
}

describe('time labels and tin lines in the markets languages, read blind (issue 31)', () => {
  it('has three phrasings or more of each rule, in three languages or more, ten languages in all', () => {
    for (const set of [PREP_BESIDE_COOK, AMBIGUOUS_ALONE, AMBIGUOUS_ALONE_NO_COOKING, STATED_TOTAL_DIFFERS, LABEL_LAYOUTS]) {
      expect(set.length).toBeGreaterThanOrEqual(3);
      expect(new Set(set.map((r) => r.language)).size).toBeGreaterThanOrEqual(3);
    }
    expect(TIME_LABELS_TINS.length).toBeGreaterThanOrEqual(20);
    expect(new Set(TIME_LABELS_TINS.map((r) => r.language)).size).toBeGreaterThanOrEqual(10);
    expect(TIME_LABELS_TINS.filter((r) => (r.tins ?? []).length > 0).length).toBeGreaterThanOrEqual(10);
  });

  it.each(TIME_LABELS_TINS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
    for (const size of recipe.tins ?? []) expect(recipe.text).toContain(size);
  });

  it.each(TIME_LABELS_TINS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(KNOWN_FAULTS[recipe.id] ?? []);
  });

  it.each(TIME_LABELS_TINS.map((r) => [r.id, r] as const))('%s: the draft states the times as the recipe does', (_, recipe) => {
    const draft = parseRecipeText(recipe.text);
    const times = recipe.times ?? {};
    if (times.prep !== undefined) expect(within(minutes(draft.prepTime), times.prep), draft.prepTime).toBe(true);
    if (times.cook !== undefined) expect(within(minutes(draft.cookTime), times.cook), draft.cookTime).toBe(true);
    // The recipe's own total stands, waiting counted or not: never one computed against it.
    if (times.total !== undefined) expect(within(minutes(draft.totalTime), times.total), draft.totalTime).toBe(true);
  });

  it.each([...AMBIGUOUS_ALONE, ...AMBIGUOUS_ALONE_NO_COOKING].map((r) => [r.id, r] as const))(
    '%s: a preparation word that is the only time stated is the total (and, as labelled, the prep), never the cooking time',
    (_, recipe) => {
      const draft = parseRecipeText(recipe.text);
      // Independent blind sets read such a label alone as the total and as the prep: both are stated.
      expect(draft.prepTime === '' || minutes(draft.prepTime) === minutes(draft.totalTime), draft.prepTime).toBe(true);
      expect(draft.cookTime === '' || minutes(draft.cookTime) !== minutes(draft.totalTime), draft.cookTime).toBe(true);
    },
  );

  it.each(TIME_LABELS_TINS.filter((r) => (r.tins ?? []).length > 0).map((r) => [r.id, r] as const))(
    '%s: the tin line is kept as equipment, never scaled and never read as a food',
    (_, recipe) => {
      const draft = parseRecipeText(recipe.text);
      for (const size of recipe.tins ?? []) expect(draft.notUnderstood ?? []).not.toContainEqual(expect.stringContaining(size));
      const doubled = servingsOf(recipe) * 2;
      const result = generateLocally({ mode: 'convert', originalRecipe: recipe.text, filters: ['Vegetarian'], requestedServings: doubled });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const card = [
        result.recipe.description ?? '',
        ...result.recipe.ingredients,
        ...result.recipe.instructions,
        ...result.recipe.tips,
      ].join('\n');
      for (const size of recipe.tins ?? []) {
        expect(showsSize(card, size), card).toBe(true);
        const twice = `${numbersOf(size)
          .map((n) => n * 2)
          .join(' x ')} ${/cm|mm|in/.exec(size)?.[0] ?? ''}`.trim();
        expect(showsSize(card, twice), card).toBe(false);
      }
    },
  );
});
