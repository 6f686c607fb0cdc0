import { describe, expect, it } from 'vitest';
import {
  addTag,
  COLLECTION_LIMITS,
  collectionNameError,
  hasTag,
  normaliseTag,
  removeTag,
  sortedCollections,
  TAG_LIMITS,
  tagsInUse,
  toggleRecipe,
} from '../../shared/domain/collectionRules';
import { COLLECTION_TEXTS as T } from '../../shared/domain/collectionTexts';
import { PLANS } from '../../shared/domain/plans';
import { recipeDocSchema } from '../../shared/schemas/recipe';
import { recipeCollectionDocSchema } from '../../shared/schemas/recipeCollection';

describe('tags', () => {
  it('are tidied: spaces collapsed, a leading # dropped', () => {
    expect(normaliseTag('  #Weeknight   dinners ')).toBe('Weeknight dinners');
    expect(normaliseTag('##  ')).toBe('');
  });

  it('are added once (case-insensitively), bounded in length and number', () => {
    expect(addTag([], ' quick ')).toEqual({ ok: true, tags: ['quick'] });
    expect(addTag(['Quick'], 'quick')).toEqual({ ok: false, message: T.tagDuplicate });
    expect(addTag([], '   ')).toEqual({ ok: false, message: T.tagEmpty });
    expect(addTag([], 'x'.repeat(TAG_LIMITS.maxLength + 1))).toMatchObject({ ok: false });
    const full = Array.from({ length: TAG_LIMITS.maxTags }, (_, i) => `t${i}`);
    expect(addTag(full, 'one more')).toEqual({ ok: false, message: T.tooManyTags(TAG_LIMITS.maxTags) });
  });

  it('are removed, matched and listed for the filter case-insensitively', () => {
    expect(removeTag(['Quick', 'soup'], 'quick')).toEqual(['soup']);
    expect(hasTag(['Quick'], 'quick')).toBe(true);
    expect(hasTag(undefined, 'quick')).toBe(false);
    expect(tagsInUse([{ tags: ['soup', 'Quick'] }, {}, { tags: ['quick', 'Bake'] }])).toEqual(['Bake', 'Quick', 'soup']);
  });

  it('that the rules accept always pass the recipe schema', () => {
    let tags: string[] = [];
    for (let i = 0; i < TAG_LIMITS.maxTags + 5; i += 1) {
      const next = addTag(tags, `${'t'.repeat(TAG_LIMITS.maxLength - 3)}${i}`);
      if (next.ok) tags = next.tags;
    }
    const recipe = {
      id: 'r1',
      title: 'Soup',
      convertedRecipe: 'x',
      dietaryFilters: [],
      category: 'main-dish',
      imageUrl: '',
      tags,
      createdAt: '2026-11-24T10:00:00.000Z',
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    expect(recipeDocSchema.safeParse(recipe).success).toBe(true);
    expect(recipeDocSchema.safeParse({ ...recipe, tags: [...tags, 'extra'] }).success).toBe(false);
  });
});

describe('collections', () => {
  const others = [{ id: 'a', name: 'Weeknight' }];

  it('need a unique, bounded name', () => {
    expect(collectionNameError('  ', others)).toBe(T.nameRequired);
    expect(collectionNameError('weeknight ', others)).toBe(T.nameTaken);
    expect(collectionNameError('Weeknight', others, 'a')).toBeNull();
    expect(collectionNameError('x'.repeat(COLLECTION_LIMITS.nameMaxLength + 1), others)).toMatch(/at most/);
    expect(collectionNameError('Sunday roasts', others)).toBeNull();
  });

  it('take a recipe once and give it back', () => {
    expect(toggleRecipe(['r1'], 'r2')).toEqual(['r1', 'r2']);
    expect(toggleRecipe(['r1', 'r2'], 'r1')).toEqual(['r2']);
    const full = Array.from({ length: COLLECTION_LIMITS.maxRecipes }, (_, i) => `r${i}`);
    const next = toggleRecipe(full, 'new');
    expect(next).toHaveLength(COLLECTION_LIMITS.maxRecipes);
    expect(recipeCollectionDocSchema.shape.recipeIds.safeParse(next).success).toBe(true);
  });

  it('sort by name', () => {
    expect(
      sortedCollections([
        { id: '2', name: 'b' },
        { id: '1', name: 'A' },
      ]).map((c) => c.id),
    ).toEqual(['1', '2']);
  });

  it('and tags belong to Master Chef and Enterprise; PDF export to Chef and up', () => {
    expect(Object.values(PLANS).map((p) => [p.id, p.rights.canUseCollections, p.rights.canExportPdf])).toEqual([
      ['free', false, false],
      ['chef', false, true],
      ['master-chef', true, true],
      ['enterprise', true, true],
    ]);
  });
});
