import type { MealSlot } from '../limits';

/** Meal planner texts of spec signed-in-features §2, §4, §5 and §8, written once. */
export const PLANNER_TEXTS = {
  title: 'Meal Planning',
  slotLabels: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snacks: 'Snacks' } satisfies Record<MealSlot, string>,
  /** Plural nouns used in the capacity message ("You can only add up to 3 breakfasts per day"). */
  slotNouns: { breakfast: 'breakfasts', lunch: 'lunches', dinner: 'dinners', snacks: 'snacks' } satisfies Record<MealSlot, string>,
  upTo: (n: number) => `Up to ${n}`,
  /** A placed recipe that is no longer in the book: it counts in no total and no shopping list. */
  deletedRecipe: 'Deleted from your recipe book',
  save: 'Save Plan',
  saving: 'Saving...',
  saved: 'Saved',
  unsaved: 'Unsaved changes',
  previousWeek: 'Previous',
  nextWeek: 'Next',
  thisWeek: 'This week',
  /** The planner's skip link: past the header, panels and recipe list, to the first day. */
  skipToWeek: 'Skip to the week grid',
  weekGridLabel: 'Week grid',
  showRecipes: 'Show recipes',
  hideRecipes: 'Hide recipes',
  addRecipe: 'Add recipe',
  generate: 'Generate Week',
  generating: 'Generating...',
  clear: 'Clear Week',
  clearing: 'Clearing...',
  shoppingList: 'Shopping List',
  loadFailed: { title: 'Failed to Load', description: 'Could not load your recipes' },
  saveFailed: { title: 'Save Failed', description: 'Could not save your meal plan. Please try again.' },
  limitReached: (slot: MealSlot, n: number) => ({
    title: `${PLANNER_TEXTS.slotLabels[slot]} Limit Reached`,
    description: `You can only add up to ${n} ${PLANNER_TEXTS.slotNouns[slot]} per day`,
  }),
  nothingToClear: { title: 'Nothing to Clear', description: 'The calendar is already empty' },
  clearFailed: { title: 'Clear Failed', description: 'Could not clear the calendar. Please try again.' },
  noRecipesAvailable: { title: 'No Recipes Available', description: 'You need to save some recipes first before generating a meal plan' },
  notEnoughRecipes: (style: string, found: number) => ({
    title: 'Not Enough Recipes',
    description: `You need at least 7 recipes that match the ${style} criteria to generate a meal plan. Found ${found} matching recipes.`,
  }),
  generationFailed: { title: 'Generation Failed', description: 'Could not generate meal plan. Please try again.' },
  saveRecipesFirst: 'Save some recipes first to generate meal plans',
  setProfileForOptions: 'Set health conditions and dietary preferences in Settings',
  mealPlanSaved: 'Meal Plan Saved',
  recipeAdded: 'Recipe Added',
  calendarCleared: 'Calendar Cleared',
  weeklyPlanGenerated: 'Weekly Plan Generated',
  noSavedRecipes: 'No saved recipes found',
  noSearchMatches: 'No recipes match your search',
  clearSearch: 'Clear search',
  noMealPlans: 'No meal plans yet',
  noNutritionData: 'No Nutrition Data Yet',
  allItemsCompleted: 'All Items Completed!',
  shopping: {
    title: 'Shopping List',
    print: 'Print',
    empty: 'Add recipes to the week to build its shopping list.',
    progress: (done: number, total: number) => `${done} of ${total} items checked`,
    alreadyHave: 'Already have',
    alreadyHaveHint: 'Staples you always have. They stay off every week’s list until you need them again.',
    needIt: 'Need it',
    addItem: 'Add item',
    itemName: 'Item',
    itemQuantity: 'Quantity',
    itemCategory: 'Aisle',
    addedByYou: 'Added by you',
    forRecipes: (titles: readonly string[]) => `For ${titles.join(', ')}`,
  },
  generation: {
    title: 'Weekly Menu Generator',
    style: 'Style',
    healthConditions: 'Health conditions',
    dietaryPreferences: 'Dietary preferences',
    calorieTarget: (kcal: number) => `Aim for my daily target (${kcal} kcal)`,
    alwaysRespected: 'Your allergies and religious requirements are always respected.',
    replaces: 'Generating replaces this week’s meals until you save.',
    /** The same choices always give the same week; this asks for a different one. */
    another: 'Another Plan',
  },
  analytics: {
    title: 'Nutrition Analytics',
    weekTotal: 'Week total',
    dailyAverage: 'Daily average',
    daysWithMeals: (n: number) => `over ${n} ${n === 1 ? 'day' : 'days'} with meals`,
    macros: 'Macros (share of energy)',
    insights: 'Insights',
    perDay: 'Each day against your targets',
    noTargets: 'Add age, height and weight in Settings to compare each day with your targets.',
    sources: (recipe: number, computed: number, missing: number) =>
      [
        recipe > 0 ? `${recipe} from the recipe` : '',
        computed > 0 ? `${computed} computed from ingredients` : '',
        missing > 0 ? `${missing} without nutrition (recipe deleted)` : '',
      ]
        .filter(Boolean)
        .join(' · '),
    emptyHint: 'Add recipes to the week to see its nutrition.',
  },
  /** §6: without canGenerateWeeklyMenu / canUseNutritionAnalysis. */
  generateUpsell: 'Weekly menu generation is available on the Master Chef plan.',
  analyticsUpsell: 'Nutrition analytics is available on the Master Chef plan.',
  upgradeToMasterChef: 'Upgrade to Master Chef',
  /** The server refused a planner write because the plan no longer includes meal planning. */
  planLostWrite:
    'Your plan no longer includes meal planning. Your weeks stay readable; upgrade to plan new meals. Nothing you changed was lost.',
} as const;
