import { describe, expect, it } from 'vitest';
import { loadLegacyReader, needsLegacyReader, readLegacyRecipe } from '../../client/src/data/legacyRecipeReader';
import { RecipeIndex, type RecipeQuery } from '../../client/src/data/recipeIndex';
import { emptyStructuredRecipe, readRecipeContent } from '../../shared/domain/recipeContent';
import type { RecipeDoc } from '../../shared/schemas/recipe';

const LEGACY = [
  '**Recipe Name:** Barley stew',
  '',
  '**Ingredients:**',
  '- 1 cup pearl barley',
  '- 2 carrots',
  '',
  '**Instructions:**',
  '1. Simmer.',
].join('\n');
const Q: RecipeQuery = { search: '', sort: 'newest', dietary: '', health: '', category: '', page: 1, pageSize: 8 };

function doc(id: string, convertedRecipe: string): RecipeDoc {
  const at = '2026-01-01T00:00:00.000Z';
  return {
    id,
    title: 'Barley stew',
    convertedRecipe,
    dietaryFilters: [],
    category: 'main-dish',
    imageUrl: '',
    createdAt: at,
    updatedAt: at,
  };
}

describe('older text recipes in the book index (parser loaded on first need)', () => {
  it('tells text recipes from structured ones without parsing JSON', () => {
    expect(needsLegacyReader(LEGACY)).toBe(true);
    expect(needsLegacyReader(JSON.stringify(emptyStructuredRecipe('x')))).toBe(false);
    expect(needsLegacyReader('{"recipeName": "cut off')).toBe(true);
  });

  it('once loaded, reads them exactly as readRecipeContent does, and search finds their ingredients', async () => {
    await loadLegacyReader();
    expect(readLegacyRecipe(LEGACY)).toEqual(readRecipeContent(LEGACY));
    const index = new RecipeIndex();
    index.upsertMany([doc('t1', LEGACY)]);
    index.markReady();
    expect(index.query({ ...Q, search: 'barley' }).items.map((r) => r.id)).toEqual(['t1']);
    expect(index.query({ ...Q, search: 'carrots' }).items[0]?.preview).toBe('1 cup pearl barley, 2 carrots');
  });
});
