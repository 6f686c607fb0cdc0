import { RECIPE_TAG_MAX_LENGTH, RECIPE_TAGS_MAX } from '../schemas/recipe';
import { RECIPE_COLLECTION_MAX_RECIPES, RECIPE_COLLECTION_NAME_MAX, type RecipeCollectionDoc } from '../schemas/recipeCollection';
import { COLLECTION_TEXTS as T } from './collectionTexts';

/** Bounds of tags and collections (the schemas' numbers; forms and merges use them). */
export const TAG_LIMITS = { maxTags: RECIPE_TAGS_MAX, maxLength: RECIPE_TAG_MAX_LENGTH } as const;
export const COLLECTION_LIMITS = { nameMaxLength: RECIPE_COLLECTION_NAME_MAX, maxRecipes: RECIPE_COLLECTION_MAX_RECIPES } as const;

/** "  #Weeknight   dinners " → "Weeknight dinners": trimmed, inner spaces collapsed, a leading # dropped. */
export function normaliseTag(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^#+\s*/, '')
    .trim();
}

const sameTag = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: 'accent' }) === 0;

/** The recipe's tags with one more, or why it cannot be added. Tags compare case-insensitively. */
export function addTag(tags: readonly string[], text: string): { ok: true; tags: string[] } | { ok: false; message: string } {
  const tag = normaliseTag(text);
  if (tag === '') return { ok: false, message: T.tagEmpty };
  if (tag.length > TAG_LIMITS.maxLength) return { ok: false, message: T.tagTooLong(TAG_LIMITS.maxLength) };
  if (tags.some((t) => sameTag(t, tag))) return { ok: false, message: T.tagDuplicate };
  if (tags.length >= TAG_LIMITS.maxTags) return { ok: false, message: T.tooManyTags(TAG_LIMITS.maxTags) };
  return { ok: true, tags: [...tags, tag] };
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => !sameTag(t, tag));
}

/** Every tag used in the book, once each (first spelling wins), sorted for the filter. */
export function tagsInUse(recipes: readonly { tags?: readonly string[] }[]): string[] {
  const seen = new Map<string, string>();
  for (const r of recipes) for (const t of r.tags ?? []) if (!seen.has(t.toLocaleLowerCase())) seen.set(t.toLocaleLowerCase(), t);
  return [...seen.values()].sort((a, b) => a.localeCompare(b));
}

/** Whether a recipe carries a tag (the book's tag filter). */
export function hasTag(tags: readonly string[] | undefined, tag: string): boolean {
  return (tags ?? []).some((t) => sameTag(t, tag));
}

/** Why a collection name cannot be used, or null: non-empty, bounded, unique (case-insensitive) among the others. */
export function collectionNameError(
  name: string,
  others: readonly Pick<RecipeCollectionDoc, 'id' | 'name'>[],
  selfId?: string,
): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return T.nameRequired;
  if (trimmed.length > COLLECTION_LIMITS.nameMaxLength) return T.nameTooLong(COLLECTION_LIMITS.nameMaxLength);
  if (others.some((c) => c.id !== selfId && sameTag(c.name.trim(), trimmed))) return T.nameTaken;
  return null;
}

/** The collection with the recipe added or taken out (added at the end; never twice; bounded). */
export function toggleRecipe(recipeIds: readonly string[], recipeId: string): string[] {
  if (recipeIds.includes(recipeId)) return recipeIds.filter((id) => id !== recipeId);
  return [...recipeIds, recipeId].slice(-COLLECTION_LIMITS.maxRecipes);
}

/** Collections sorted by name for lists and pickers. */
export function sortedCollections<C extends Pick<RecipeCollectionDoc, 'name' | 'id'>>(collections: readonly C[]): C[] {
  return [...collections].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
