import { builtInFoodImage, imageKeywords } from '../../../../shared/domain/imageKeywords';
import type { ImageSearchRequest } from '../../../../shared/schemas/imageApi';
import { getAccessToken } from '../../auth/session';

/**
 * A picture for the recipe (signed-in-features §7): the image search with the keywords rule; offline,
 * the built-in picture the server would choose. Undefined on failure: the recipe is shown without one.
 */
export async function findRecipeImage(recipeName: string, online: boolean): Promise<string | undefined> {
  const keywords = imageKeywords(recipeName);
  if (!online) return builtInFoodImage(keywords);
  try {
    const token = await getAccessToken();
    if (!token) return undefined;
    const response = await fetch('/api/images/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ keywords, usedImages: [] } satisfies ImageSearchRequest),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as { success?: unknown; imageUrl?: unknown };
    return body.success === true && typeof body.imageUrl === 'string' && body.imageUrl ? body.imageUrl : undefined;
  } catch {
    return undefined;
  }
}
