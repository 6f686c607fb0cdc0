/** Texts of the recipe book from the spec (signed-in-features §2, §4, §5, §8), written once. */
export const RECIPE_BOOK_TEXTS = {
  heading: 'My Recipe Book',
  loadFailedTitle: 'Failed to load recipes',
  titleRequired: 'Recipe title is required.',
  ingredientRequired: 'At least one ingredient is required.',
  /** The editor's ingredient list: how a cook splits it into parts, and the tag a heading line carries. */
  ingredientPartsHint: 'To split the list into parts, write a heading line ending with a colon, such as “For the sauce:”.',
  ingredientHeadingTag: 'Heading',
  instructionRequired: 'At least one instruction is required.',
  servingsOutOfRange: 'Servings must be a number from 1 to 1,000 (or words such as "4-6").',
  nutritionTooLarge: (label: string, max: number, unit: string) =>
    `${label} can be at most ${max.toLocaleString('en-US')} ${unit} per serving.`,
  validationErrorTitle: 'Validation Error',
  emptyTitle: 'No recipes saved yet',
  emptyText: 'Recipes you save appear here, on every device.',
  noResultsTitle: 'No recipes found',
  noResultsText: 'No recipes match your search.',
  clearFilters: 'Clear Filters',
  clearSearch: 'Clear search',
  searchLabel: 'Search recipes',
  /** Phones: the filters fold behind this button, so the first recipe shows on the first screen. */
  filtersToggle: (active: number) => (active > 0 ? `Filters (${active})` : 'Filters'),
  searchPlaceholder: 'Search by title, ingredient or diet…',
  sortLabel: 'Sort',
  dietaryLabel: 'Dietary filter',
  allDiets: 'All diets',
  healthLabel: 'Health condition',
  allConditions: 'All conditions',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  filtersTeaser: 'Chef+ filters: health conditions, advanced categories & more',
  gridView: 'Grid view',
  listView: 'List view',
  savedTitle: 'Recipe Saved',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'Could not save the recipe. Please try again.',
  updatedTitle: 'Recipe Updated',
  updated: 'Your recipe has been successfully updated',
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Could not update the recipe. Please try again.',
  deletedElsewhereTitle: 'Saved as a new recipe',
  deletedElsewhere: 'This recipe was deleted on another device while you edited it, so your version was saved as a new recipe.',
  deletedTitle: 'Recipe Deleted',
  deleted: 'The recipe has been successfully removed from your collection',
  deleteFailedTitle: 'Delete Failed',
  deleteFailed: 'Could not delete the recipe. Please try again.',
  deleteFailedInline: 'Failed to delete recipe',
  deleteConfirmTitle: 'Delete recipe?',
  limitReachedTitle: 'Recipe Limit Reached',
  limitReachedHint: 'Upgrade your plan to save more recipes.',
  nearlyAtLimitTitle: 'Nearly at Recipe Limit',
  copiedTitle: 'Recipe Copied!',
  copyFailedTitle: 'Copy Failed',
  copyFailed: 'Unable to copy the recipe to clipboard. Please try again.',
  editRecipe: 'Edit Recipe',
  copyRecipe: 'Copy Recipe',
  print: 'Print',
  saveChanges: 'Save Changes',
  lastUpdated: 'Last updated',
  draftRestored: 'Your unsaved changes were restored.',
  draftKept: 'Unsaved changes are kept on this device.',
} as const;

/** "N / limit", with ∞ for the unlimited marker (spec: infinity symbol when the limit is 999999). */
export function recipeCountText(count: number, limit: number, unlimitedMarker: number): string {
  return `${count} / ${limit >= unlimitedMarker ? '∞' : limit}`;
}

/** "Recipe Limit Reached" body: names the plan in capitals and the limit (§4). */
export function limitReachedText(planUpper: string, limit: number): string {
  return `Your ${planUpper} plan allows ${limit} recipes. ${RECIPE_BOOK_TEXTS.limitReachedHint}`;
}

export function nearlyAtLimitText(count: number, limit: number): string {
  return `You have saved ${count} of ${limit} recipes. Upgrade your plan before you run out of room.`;
}

/** The results line: "N of M". */
export function resultsText(shown: number, total: number): string {
  return `${shown} of ${total}`;
}
