/** Texts of the recipe book from the spec (signed-in-features §2, §4, §5, §8), written once. */
export const RECIPE_BOOK_TEXTS = {
  heading: 'My Recipe Book',
  loadFailedTitle: 'Failed to load recipes',
  titleRequired: 'Recipe title is required.',
  emptyTitle: 'No recipes saved yet',
  savedTitle: 'Recipe Saved',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'Could not save the recipe. Please try again.',
  updatedTitle: 'Recipe Updated',
  updated: 'Your recipe has been successfully updated',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Could not update the recipe. Please try again.',
  deletedTitle: 'Recipe Deleted',
  deleted: 'The recipe has been successfully removed from your collection',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Could not delete the recipe. Please try again.',
  limitReachedTitle: 'Recipe Limit Reached',
  limitReachedHint: 'Upgrade your plan to save more recipes.',
  nearlyAtLimitTitle: 'Nearly at Recipe Limit',
} as const;

/** "N / limit", with ∞ for the unlimited marker (spec: infinity symbol when the limit is 999999). */
export function recipeCountText(count: number, limit: number, unlimitedMarker: number): string {
  return `${count} / ${limit >= unlimitedMarker ? '∞' : limit}`;
}
