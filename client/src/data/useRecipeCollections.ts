import { useMemo } from 'react';
import { map } from 'rxjs';
import { sortedCollections } from '../../../shared/domain/collectionRules';
import type { RecipeDoc } from '../../../shared/schemas/recipe';
import type { RecipeCollectionDoc } from '../../../shared/schemas/recipeCollection';
import { createCollection, removeCollection, renameCollection, toggleRecipeInCollection } from './collectionActions';
import { useDataContext } from './DataContext';
import type { KitchenDatabase } from './types';
import { useDbObservable } from './useDbObservable';

const NONE: RecipeCollectionDoc[] = [];

function requireDb(db: KitchenDatabase | null): KitchenDatabase {
  if (!db) throw new Error('Your recipes are still loading — try again in a moment.');
  return db;
}

/** The user's collections, live and sorted by name, with the actions that change them. */
export function useRecipeCollections() {
  const { db } = useDataContext();
  const { value, loading } = useDbObservable(
    'recipeCollections',
    (d) => d.recipeCollections.find().$.pipe(map((docs) => sortedCollections(docs.map((doc) => doc.toJSON() as RecipeCollectionDoc)))),
    NONE,
  );
  const actions = useMemo(
    () => ({
      create: (name: string, recipeIds?: string[]) => createCollection(requireDb(db), name, recipeIds),
      rename: (id: string, name: string) => renameCollection(requireDb(db), id, name),
      toggleRecipe: (id: string, recipeId: string) => toggleRecipeInCollection(requireDb(db), id, recipeId),
      remove: (id: string) => removeCollection(requireDb(db), id),
      /** The collection's recipes that still exist, in the collection's order (a PDF of it). */
      recipesOf: async (collection: RecipeCollectionDoc): Promise<RecipeDoc[]> => {
        const found = await requireDb(db).recipes.findByIds(collection.recipeIds).exec();
        return collection.recipeIds.flatMap((id) => {
          const doc = found.get(id);
          return doc ? [doc.toJSON() as RecipeDoc] : [];
        });
      },
    }),
    [db],
  );
  return { collections: value, loading, ...actions };
}

/** The recipe ids of the collection filtering the book (null: no collection chosen, or it no longer exists). */
export function useCollectionRecipeIds(collectionId: string): readonly string[] | null {
  const { value } = useDbObservable(
    `recipeCollection:${collectionId}`,
    (d) => d.recipeCollections.findOne(collectionId || '-').$.pipe(map((doc) => (collectionId && doc ? [...doc.recipeIds] : null))),
    null,
  );
  return value;
}
