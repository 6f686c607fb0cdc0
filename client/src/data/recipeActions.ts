import type { RecipeCategory } from '../../../shared/domain/limits';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { SetAsideText } from '../../../shared/sync/merge';
import { endBookPreview } from './bookPreview';
import { keepTextsAside } from './conflictCopies';
import { loadedMerge, loadMerge } from './loadMerge';
import { traceStep } from './pathTrace';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

export interface NewRecipeInput {
  title: string;
  convertedRecipe: string;
  category?: RecipeCategory;
  dietaryFilters?: string[];
  imageUrl?: string;
  /** The text a converted recipe was made from. */
  originalRecipe?: string;
}

export type RecipePatch = Partial<Pick<RecipeDoc, 'title' | 'convertedRecipe' | 'category' | 'dietaryFilters' | 'imageUrl' | 'tags'>>;

// A recipe written here ends a fresh device's first-page preview: the book shows the store's view from then on.

export async function createRecipe(db: KitchenDatabase, input: NewRecipeInput): Promise<RecipeDoc> {
  endBookPreview();
  const at = nextStamp(db);
  const doc: RecipeDoc = {
    id: crypto.randomUUID(),
    title: input.title,
    convertedRecipe: input.convertedRecipe,
    dietaryFilters: input.dietaryFilters ?? [],
    category: input.category ?? 'main-dish',
    imageUrl: input.imageUrl ?? '',
    ...(input.originalRecipe ? { originalRecipe: input.originalRecipe } : {}),
    createdAt: at,
    updatedAt: at,
  };
  await db.recipes.insert(doc);
  return doc;
}

/** The recipe an edit was saved to is not in the store (deleted here or on another device meanwhile). */
export class RecipeGoneError extends Error {
  constructor() {
    super('This recipe no longer exists.');
    this.name = 'RecipeGoneError';
  }
}

/**
 * Saves an edit. `base` is the version the user started editing from: changes that reached this
 * device meanwhile (another device's edit, a merge) are merged with the edit, not overwritten.
 */
export async function updateRecipe(db: KitchenDatabase, id: string, patch: RecipePatch, base?: RecipeDoc): Promise<void> {
  endBookPreview();
  const doc = await db.recipes.findOne(id).exec();
  traceStep('write:read');
  if (!doc || doc.deleted) throw new RecipeGoneError();
  const stamp = nextStamp(db, doc.updatedAt, base?.updatedAt);
  if (!base) {
    await doc.incrementalPatch({ ...patch, updatedAt: stamp });
    traceStep('write:stored');
    return;
  }
  const { mergeDocumentsDetailed, MERGE_POLICIES } = loadedMerge() ?? (await loadMerge());
  let merged: RecipeDoc | undefined;
  let aside: SetAsideText[] = [];
  await doc.incrementalModify((current) => {
    // A tombstone stored since the read above: the edit must not land on a deleted recipe.
    if ((current as { _deleted?: boolean })._deleted) throw new RecipeGoneError();
    const result = mergeDocumentsDetailed<RecipeDoc>(base, { ...base, ...patch, updatedAt: stamp }, current, MERGE_POLICIES.recipes);
    traceStep('write:merged');
    const { _deleted: _ignored, ...fields } = result.doc as RecipeDoc & { _deleted?: boolean };
    merged = { ...fields, updatedAt: stamp };
    aside = result.setAside;
    return { ...current, ...merged };
  });
  traceStep('write:stored');
  if (merged && aside.length > 0) await keepTextsAside(db, merged, aside);
}

export async function removeRecipe(db: KitchenDatabase, id: string): Promise<void> {
  endBookPreview();
  const doc = await db.recipes.findOne(id).exec();
  // Stamp the delete so a later edit elsewhere is recognisably later (the merge keeps edited records).
  if (doc) await (await doc.incrementalPatch({ updatedAt: nextStamp(db, doc.updatedAt) })).remove();
}
