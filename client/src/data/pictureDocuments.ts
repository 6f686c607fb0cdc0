import { debounceTime } from 'rxjs';
import { storedImageId } from '../../../shared/images/imageRules';
import { SETTINGS_DOC_ID } from '../../../shared/schemas/settings';
import { updateRecipe } from './recipeActions';
import { updateSettings } from './settingsActions';
import type { KitchenDatabase } from './types';

/** What the picture uploader and the offline picture cache need of the store: the documents that show a picture. */
export interface PictureDocuments {
  /** How many documents (recipes, the profile) show the picture at this address. */
  countShowing(url: string): Promise<number>;
  /** Points every document that shows `from` at `to` ('' = no picture), as the user's edit would; returns how many. */
  replaceAddress(from: string, to: string): Promise<number>;
  /** Every stored picture's address the user's documents show. */
  storedAddresses(): Promise<string[]>;
  /** Calls `listener` once recipes have stopped changing for `settleMs` (a first sync, an import); returns the unsubscribe. */
  onRecipesSettled(settleMs: number, listener: () => void): () => void;
}

export function pictureDocumentsOf(db: KitchenDatabase): PictureDocuments {
  // A full scan (count() would need an index on imageUrl): runs only while pictures wait.
  const recipesShowing = (url: string) => db.recipes.find({ selector: { imageUrl: url } }).exec();
  const profileShows = async (url: string) => (await db.settings.findOne(SETTINGS_DOC_ID).exec())?.profilePictureUrl === url;
  return {
    async countShowing(url) {
      return (await recipesShowing(url)).length + ((await profileShows(url)) ? 1 : 0);
    },
    async replaceAddress(from, to) {
      const recipes = await recipesShowing(from);
      for (const recipe of recipes) await updateRecipe(db, recipe.id, { imageUrl: to });
      const profile = await profileShows(from);
      if (profile) await updateSettings(db, { profilePictureUrl: to });
      return recipes.length + (profile ? 1 : 0);
    },
    async storedAddresses() {
      const recipes = await db.recipes.find().exec();
      const settings = await db.settings.findOne(SETTINGS_DOC_ID).exec();
      const urls = [...recipes.map((r) => r.imageUrl), settings?.profilePictureUrl].filter(
        (url): url is string => storedImageId(url) !== null,
      );
      return [...new Set(urls)];
    },
    onRecipesSettled(settleMs, listener) {
      const subscription = db.recipes.$.pipe(debounceTime(settleMs)).subscribe(() => listener());
      return () => subscription.unsubscribe();
    },
  };
}
