import { map, of } from 'rxjs';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { RecipeQuery } from './recipeIndex';
import { useDbObservable } from './useDbObservable';
import { type RecipeQueryState, useRecipeQuery } from './useRecipeQuery';

// The data layer's face for the recipe book's in-memory index (search, filters, tags, live counts):
// apart from index.ts, which the shell loads up front, so the index and its search library load
// with the views that read it.
export { type RecipeQueryState, useLiveRecipeCount, useRecipeTags } from './useRecipeQuery';

const NO_RECIPES: RecipeDoc[] = [];

/**
 * With a query: one page of the recipes matching search and filters, from the in-memory index
 * (what screens should use). Without: every recipe as a list (small screens and tests only).
 * `error`: the query failed, so an empty list means nothing (show the failure, not "no recipes").
 */
export function useRecipes(): { recipes: RecipeDoc[]; loading: boolean; error: Error | null };
export function useRecipes(query: RecipeQuery): RecipeQueryState;
export function useRecipes(query?: RecipeQuery): { recipes: RecipeDoc[]; loading: boolean; error: Error | null } | RecipeQueryState {
  const { value, loading, error } = useDbObservable(
    query ? 'recipes:indexed' : 'recipes',
    (db) =>
      query
        ? of(NO_RECIPES)
        : db.recipes.find({ sort: [{ createdAt: 'desc' }, { id: 'asc' }] }).$.pipe(map((docs) => docs.map((d) => d.toJSON() as RecipeDoc))),
    NO_RECIPES,
  );
  const indexed = useRecipeQuery(query ?? null);
  return query ? indexed : { recipes: value, loading, error };
}
