import type { RecipeDoc } from '../../../../shared/schemas/recipe';

/** A structured recipe's own imageUrl (e.g. the image search's picture): gone when the user removes the picture. */
function withoutEmbeddedImage(convertedRecipe: string): string {
  try {
    const parsed = JSON.parse(convertedRecipe) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed) || !('imageUrl' in parsed)) return convertedRecipe;
    const { imageUrl: _removed, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return convertedRecipe;
  }
}

/** The editor's saved fields with the picture choice applied (undefined = picture unchanged). */
export function withImageChoice<F extends Pick<RecipeDoc, 'convertedRecipe'>>(
  fields: F,
  imageUrl: string | undefined,
): F & { imageUrl?: string } {
  if (imageUrl === undefined) return fields;
  if (imageUrl === '') return { ...fields, imageUrl, convertedRecipe: withoutEmbeddedImage(fields.convertedRecipe) };
  return { ...fields, imageUrl };
}

/** The picture a saved recipe shows: its own imageUrl, else the one inside a structured recipe. */
export function savedRecipeImage(doc: Pick<RecipeDoc, 'imageUrl' | 'convertedRecipe'> | null | undefined): string {
  if (!doc) return '';
  if (doc.imageUrl) return doc.imageUrl;
  try {
    const parsed = JSON.parse(doc.convertedRecipe) as { imageUrl?: unknown } | null;
    return typeof parsed?.imageUrl === 'string' ? parsed.imageUrl : '';
  } catch {
    return '';
  }
}
