import { RECIPE_TITLE_MAX, type RecipeDoc } from '../../../shared/schemas/recipe';
import type { SetAsideText } from '../../../shared/sync/merge';
import { CONFLICT_COPY_SUFFIX } from '../../../shared/sync/mergePolicies';
import { contentHash } from '../../../shared/sync/mergeValues';

// The three-way merge and what only it needs: loaded on demand (loadMerge.ts), by a save made from a
// base, a conflict or a merged plan, never with the shell.
export { mergeDocuments, mergeDocumentsDetailed } from '../../../shared/sync/merge';
export { MERGE_POLICIES } from '../../../shared/sync/mergePolicies';

/** A recipe holding a text that could not be merged into it (a title, a recipe text); its id comes from the content so re-runs write it once. */
export function conflictCopyOf(recipe: RecipeDoc, aside: readonly SetAsideText[]): RecipeDoc {
  // One copy holds every text the other edit lost together: its title with its own recipe, not one copy per field.
  const text = (path: string) => aside.find((item) => item.path === path)?.text;
  const title = text('title') ?? recipe.title;
  const original = text('originalRecipe');
  return {
    id: `conflict-${contentHash(`${recipe.id}\n${aside.map((item) => `${item.path}\n${item.text}`).join('\n')}`)}`,
    title: `${title.slice(0, RECIPE_TITLE_MAX - CONFLICT_COPY_SUFFIX.length)}${CONFLICT_COPY_SUFFIX}`,
    convertedRecipe: text('convertedRecipe') ?? recipe.convertedRecipe,
    ...(original !== undefined ? { originalRecipe: original } : {}),
    dietaryFilters: recipe.dietaryFilters,
    category: recipe.category,
    imageUrl: recipe.imageUrl,
    createdAt: recipe.updatedAt,
    updatedAt: recipe.updatedAt,
  };
}
