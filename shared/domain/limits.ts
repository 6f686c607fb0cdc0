/** Numbers from the spec, written once. */
export const LIMITS = {
  recipeTextMaxChars: 20_000,
  recipeTextAmberAbove: 15_000,
  recipeTextRedAbove: 18_000,
  createModeMaxWords: 3,
  uploadMaxBytes: 10 * 1024 * 1024,
  imageMaxBytes: 5 * 1024 * 1024,
  filterGridPageSize: 8,
  recipeBookPageSize: 8,
  unlimitedRecipes: 999_999,
  recipeLimitWarningRatio: 0.8,
  notificationBadgeCap: 9,
  plannerRecipeListCap: 100,
  mealPlanMinMatchingRecipes: 7,
  defaultServings: 4,
  dietaryTagTruncate: 8,
  consentLifetimeDays: 180,
  consentRefreshDays: 150,
  consentVersion: '1.0',
  aiConsentVersion: '1.0',
  blockedBannerSuppressMinutes: 10,
  paymentRedirectSeconds: 3,
  /** Spec §4: a paid subscription activates within about 5 minutes; past that the app says the plan is late. */
  paymentActivationMinutes: 5,
  exchangeRateCacheMinutes: 60,
  trialDays: 14,
  /** Largest JSON body of one synced document, in bytes. Recipes are text; images live elsewhere. */
  maxDocumentBytes: 256 * 1024,
  /**
   * Deepest nesting of arrays and objects a JSON request body may have. The deepest real body is a
   * meal-plan push (body, rows, row, document, days, day, slot, entries, entry: 9 levels).
   */
  maxJsonDepth: 32,
  /**
   * Most arrays, objects and further elements (opening brackets and commas) a JSON request body may
   * hold. The largest real body, a 100-row meal-plan push with full weeks and assumed states, has
   * about 140,000; a 16 MB body of tiny arrays or numbers would have millions for JSON.parse and the
   * schemas to build and walk.
   */
  maxJsonNodes: 200_000,
  /**
   * Live sync streams one account may hold on one server process (a few devices, each with some
   * tabs); opening one more closes the oldest.
   */
  maxLiveStreamsPerUser: 10,
  /** Server keeps tombstones at least this long (RxDB purges client tombstones after 31 days). */
  tombstoneRetentionDays: 62,
} as const;

export const MEAL_SLOTS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export type MealSlot = (typeof MEAL_SLOTS)[number];
export const MEAL_SLOT_CAPACITY: Record<MealSlot, number> = { breakfast: 3, lunch: 5, dinner: 3, snacks: 5 };

export const RECIPE_CATEGORIES = ['appetizer', 'main-dish', 'side-dish', 'dessert'] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

export const SHOPPING_CATEGORIES = [
  'Produce',
  'Meat & Seafood',
  'Dairy & Eggs',
  'Pantry & Dry Goods',
  'Frozen',
  'Beverages',
  'Other',
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];

export const HEALTH_CONDITIONS = ['Diabetes', 'Heart Disease', 'Hypertension', 'Celiac Disease', 'Kidney Disease'] as const;

/**
 * The most ingredient groups a recipe holds, and the longest heading ("For the sponge"). Here rather than beside the
 * structured recipe's schema, so a reader of groups (ingredientGroups.ts) does not load the schemas' code.
 */
export const INGREDIENT_GROUP_LIMITS = { groups: 50, headingChars: 200 } as const;
