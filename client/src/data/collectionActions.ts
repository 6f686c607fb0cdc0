import { toggleRecipe } from '../../../shared/domain/collectionRules';
import type { RecipeCollectionDoc } from '../../../shared/schemas/recipeCollection';
import { nextStamp } from './stamps';
import type { KitchenDatabase } from './types';

/** Writes of the user's recipe collections: local first, replication carries them to the server and other devices. */
export async function createCollection(db: KitchenDatabase, name: string, recipeIds: string[] = []): Promise<RecipeCollectionDoc> {
  const at = nextStamp(db);
  const doc: RecipeCollectionDoc = { id: crypto.randomUUID(), name: name.trim(), recipeIds, createdAt: at, updatedAt: at };
  await db.recipeCollections.insert(doc);
  return doc;
}

export async function renameCollection(db: KitchenDatabase, id: string, name: string): Promise<void> {
  const doc = await db.recipeCollections.findOne(id).exec();
  if (doc) await doc.incrementalPatch({ name: name.trim(), updatedAt: nextStamp(db, doc.updatedAt) });
}

/** Adds the recipe to the collection, or takes it out when it is in already. */
export async function toggleRecipeInCollection(db: KitchenDatabase, id: string, recipeId: string): Promise<void> {
  const doc = await db.recipeCollections.findOne(id).exec();
  if (!doc) return;
  await doc.incrementalModify((current) => ({
    ...current,
    recipeIds: toggleRecipe(current.recipeIds, recipeId),
    updatedAt: nextStamp(db, current.updatedAt),
  }));
}

export async function removeCollection(db: KitchenDatabase, id: string): Promise<void> {
  const doc = await db.recipeCollections.findOne(id).exec();
  if (doc) await (await doc.incrementalPatch({ updatedAt: nextStamp(db, doc.updatedAt) })).remove();
}
