import { emptyStructuredRecipe, type RecipeContent } from '../../../shared/domain/recipeContentShape';
import { readStoredRecipeText } from '../../../shared/domain/storedRecipeText';
import type { StructuredRecipe } from '../../../shared/schemas/structuredRecipe';

type Reader = (convertedRecipe: string) => RecipeContent;

/**
 * Older plain-text recipes in the app's own layout (signed-in-features §3) are read at once by a small reader
 * (shared/domain/storedRecipeText.ts). Text of any other layout is read with the kitchen's recipe reader and its
 * vocabulary (~120 kB on the wire), which the book only needs once such a recipe is in it: loaded then, so a book of
 * structured recipes and of the app's own text recipes never fetches it.
 */
let reader: Reader | null = null;
let loading: Promise<void> | null = null;

/**
 * Whether indexing this recipe needs the text reader: it is not a JSON object's text. Cheap on
 * purpose (no JSON parse: thousands are checked at start-up); text that only looks like an object is
 * read by readLegacyRecipe's fallback until the reader is loaded.
 */
export function needsLegacyReader(convertedRecipe: string): boolean {
  const json = convertedRecipe.trimStart().startsWith('{') && convertedRecipe.trimEnd().endsWith('}');
  return !json && ownLayout(convertedRecipe, true) === null;
}

/**
 * Readings of the small reader kept from needsLegacyReader's check for the read that follows it (the index checks a
 * batch, then reads it), each handed out once; bounded, since a checked recipe is not always read.
 */
const checked = new Map<string, StructuredRecipe | null>();
const CHECKED_MAX = 1_000;

function ownLayout(convertedRecipe: string, keep: boolean): StructuredRecipe | null {
  const kept = checked.get(convertedRecipe);
  if (kept !== undefined) {
    if (!keep) checked.delete(convertedRecipe);
    return kept;
  }
  const read = readStoredRecipeText(convertedRecipe);
  if (keep) {
    if (checked.size >= CHECKED_MAX) checked.clear();
    checked.set(convertedRecipe, read);
  }
  return read;
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
  const own = ownLayout(convertedRecipe, false);
  if (own) return { format: 'legacy', recipe: own, text: convertedRecipe };
  if (reader) return reader(convertedRecipe);
  loadLegacyReader().catch(() => {});
  return { format: 'legacy', recipe: emptyStructuredRecipe(), text: convertedRecipe };
}
