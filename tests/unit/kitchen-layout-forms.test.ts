import { describe, expect, it } from 'vitest';
import { minutesIn } from '../../shared/kitchen/index';
import { parseRecipeDocument } from '../../shared/kitchen/parse/document/index';
import { parseRecipeText } from '../../shared/kitchen/parse/recipeText';
import { KNOWN_FAULTS } from '../fixtures/reading/blind/knownFaults';
import {
  ABOUT_AMOUNTS,
  DOTTED_LEADERS,
  LAYOUT_FORMS,
  META_PARTS,
  NAME_FIRST_TABLES,
  PROSE_SERVING_LISTS,
} from '../fixtures/reading/blind/layoutForms';
import { labelProblems, readingFaults } from '../fixtures/reading/blindCheck';

/**
 * Written blind (issue 31), before running the reader on them: dotted leaders, meta lines cut by "|" or "·" with a
 * source credit, name-first tables with informal amounts, prose with an inline serving list, "about" before an amount.
 */
describe('dotted leaders, meta parts, name-first tables, serving lists in prose, about-amounts (issue 31)', () => {
  it('has three phrasings or more of each layout, in three languages or more', () => {
    for (const set of [DOTTED_LEADERS, META_PARTS, NAME_FIRST_TABLES, PROSE_SERVING_LISTS, ABOUT_AMOUNTS]) {
      expect(set.length).toBeGreaterThanOrEqual(3);
      expect(new Set(set.map((r) => r.language)).size).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(LAYOUT_FORMS.map((r) => [r.id, r] as const))('%s: labels are written in the text', (_, recipe) => {
    expect(labelProblems(recipe)).toEqual([]);
  });

  it.each(LAYOUT_FORMS.map((r) => [r.id, r] as const))('%s: read with nothing lost and no clutter', (_, recipe) => {
    expect(readingFaults(recipe)).toEqual(KNOWN_FAULTS[recipe.id] ?? []);
  });

  it.each(DOTTED_LEADERS.map((r) => [r.id, r] as const))('%s: no leader dots reach a line, the name is the food', (_, recipe) => {
    const doc = parseRecipeDocument(recipe.text);
    const lines = doc.ingredientGroups.flatMap((g) => g.lines);
    expect(lines.length).toBe(recipe.foods.length);
    for (const line of lines) {
      expect(line.text).not.toMatch(/\.{3}|…/);
      expect(line.foodSpan.text).not.toMatch(/\d/);
    }
  });

  it.each(META_PARTS.map((r) => [r.id, r] as const))('%s: the credit is no ingredient nor step; the stated time wins', (_, recipe) => {
    const credit = recipe.text.split('\n')[1]?.split(/\s*[|·]\s*/)[0] ?? '';
    const draft = parseRecipeText(recipe.text);
    const written = [...draft.ingredients, ...draft.instructions].join('\n');
    for (const word of credit.split(/\s+/).filter((w) => w.length > 3)) expect(written).not.toContain(word);
    // "Salz und Pfeffer", "sól, pieprz": a seasoning line may be two.
    expect(draft.ingredients.length).toBeGreaterThanOrEqual(recipe.foods.length);
    expect(minutesIn(draft.totalTime), draft.totalTime).toBe(recipe.times?.total);
  });

  it.each(NAME_FIRST_TABLES.map((r) => [r.id, r] as const))('%s: every row is a line, the header row none', (_, recipe) => {
    const doc = parseRecipeDocument(recipe.text);
    const lines = doc.ingredientGroups.flatMap((g) => g.lines);
    expect(lines.length).toBeGreaterThanOrEqual(recipe.foods.length);
    expect(doc.notUnderstood).toEqual([]);
  });

  it.each(PROSE_SERVING_LISTS.map((r) => [r.id, r] as const))('%s: the serving label is no food', (_, recipe) => {
    const doc = parseRecipeDocument(recipe.text);
    for (const line of doc.ingredientGroups.flatMap((g) => g.lines))
      expect(line.foodSpan.text).not.toMatch(/servieren|servir|serve|servering/i);
  });
});
