import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { SetAsideText } from '../../../shared/sync/merge';
import { loadMerge } from './loadMerge';
import type { KitchenDatabase } from './types';

/** Writes the copy unless it exists (another tab may have written the same copy a moment ago). */
async function writeOnce(db: KitchenDatabase, copy: RecipeDoc): Promise<void> {
  if (await db.recipes.findOne(copy.id).exec()) return;
  await db.recipes.insert(copy);
}

/**
 * Texts a merge could not keep in the recipe are saved together as one "(conflicting edit)" copy, once.
 * A copy that cannot be written is retried once, then the error is thrown: the save or the sync
 * fails visibly (and is tried again) instead of the text being dropped.
 */
export async function keepTextsAside(db: KitchenDatabase, merged: RecipeDoc, aside: readonly SetAsideText[]): Promise<void> {
  if (aside.length === 0) return;
  const copy = (await loadMerge()).conflictCopyOf(merged, aside);
  try {
    await writeOnce(db, copy);
  } catch {
    try {
      await writeOnce(db, copy);
    } catch (error) {
      throw new Error(`A conflicting edit of “${merged.title}” could not be kept aside: ${String(error)}`);
    }
  }
}
