import { emptyStructuredRecipe, type RecipeContent } from '../../../shared/domain/recipeContentShape';

type Reader = (convertedRecipe: string) => RecipeContent;

/**
 * Older plain-text recipes are read with the recipe parser and its ingredient table, which the book
 * only needs once such a recipe is in it: loaded then, so a book of structured recipes never fetches it.
 */
let reader: Reader | null = null;
let loading: Promise<void> | null = null;

/**
 * Whether indexing this recipe needs the text reader: it is not a JSON object's text. Cheap on
 * purpose (no JSON parse: thousands are checked at start-up); text that only looks like an object is
 * read by readLegacyRecipe's fallback until the reader is loaded.
 */
export function needsLegacyReader(convertedRecipe: string): boolean {
  return !convertedRecipe.trimStart().startsWith('{') || !convertedRecipe.trimEnd().endsWith('}');
}

export function legacyReaderLoaded(): boolean {
  return reader !== null;
}

export function loadLegacyReader(): Promise<void> {
  loading ??= import('../../../shared/domain/recipeContent').then(
    (m) => {
      reader = m.readRecipeContent;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Reads a text recipe. Before the reader is loaded (the book's quick first page, a broken JSON text)
 * it starts loading and the recipe reads as empty; the index waits for the reader (see recipeIndexFor).
 */
export function readLegacyRecipe(convertedRecipe: string): RecipeContent {
  if (reader) return reader(convertedRecipe);
  loadLegacyReader().catch(() => {});
  return { format: 'legacy', recipe: emptyStructuredRecipe(), text: convertedRecipe };
}
