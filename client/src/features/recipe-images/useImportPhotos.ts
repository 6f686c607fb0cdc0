import { useCallback } from 'react';
import type { ImportedRecipe } from '../../../../shared/imports/importedRecipe';
import type { RecipeDoc } from '../../../../shared/schemas/recipe';
import { stagePendingImage, useStoreUserId } from '../../data';
import { checkImageFile } from './checkImageFile';

/**
 * Photos carried inside an import file (Paprika): each that passes the image checks is kept on the
 * device and its recipe points at it; the uploader puts it in the image store once the recipes are
 * imported (kickPendingUploads), offline too, later. Returns the documents and how many photos could
 * not be kept.
 */
export function useImportPhotos(): (
  recipes: readonly ImportedRecipe[],
  docs: readonly RecipeDoc[],
) => Promise<{ docs: RecipeDoc[]; leftOut: number }> {
  const userId = useStoreUserId();
  return useCallback(
    async (recipes, docs) => {
      let leftOut = 0;
      const out: RecipeDoc[] = [];
      for (const [index, doc] of docs.entries()) {
        const photo = recipes[index]?.photo;
        if (!photo || !userId) {
          out.push(doc);
          continue;
        }
        const blob = new Blob([photo.slice().buffer]);
        if ((await checkImageFile(blob)).ok) out.push({ ...doc, imageUrl: await stagePendingImage(userId, blob) });
        else {
          leftOut += 1;
          out.push(doc);
        }
      }
      return { docs: out, leftOut };
    },
    [userId],
  );
}
