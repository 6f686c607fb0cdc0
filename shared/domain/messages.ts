/** The product's messages, written once (spec public-site-and-plans §5, signed-in-features §6 and §8). */
export const MESSAGES = {
  createEmptyDishName: 'Please enter a food name or dish type',
  createNoFilter: 'Please select at least one dietary filter',
  /** Ours: the spec shows no text for an empty convert request. */
  convertEmptyRecipe: 'Please enter a recipe to convert',
  surpriseNoFilter: 'Please select at least one dietary filter for surprise recipe generation',
  notAuthenticated: 'User must be authenticated to generate recipes',
  consentRequired: 'OpenAI data sharing consent is required to generate recipes. Please accept the consent in your settings.',
  invalidRecipeStructure: 'Invalid recipe structure from AI',
  quotaExceeded: 'AI service quota exceeded. Please try again later.',
  connectionFailed: 'Unable to connect to recipe service. Please check your internet connection.',
  generationFailed: 'Failed to generate recipe. Please try again.',
  conversionFailed: 'Recipe conversion failed',
  convertFailed: 'Failed to convert recipe. Please try again.',
  signInToGenerate: 'Please sign in to generate recipes.',
  dailyLimitTitle: 'Daily Conversion Limit Reached',
  dailyLimitTemplate:
    'Daily conversion limit reached. Your {plan} plan allows {n} conversions per day. Upgrade your plan for more conversions. Your limit resets in {h}h {m}m.',
} as const;

/** The daily-limit text with its placeholders filled (spec signed-in-features §8). */
export function dailyLimitMessage(values: { plan: string; n: number; h: number; m: number }): string {
  return MESSAGES.dailyLimitTemplate
    .replace('{plan}', values.plan)
    .replace('{n}', String(values.n))
    .replace('{h}', String(values.h))
    .replace('{m}', String(values.m));
}

/** 'HTTP error! status: N' for non-OK responses without an error field (spec signed-in-features §8). */
export function httpErrorMessage(status: number): string {
  return `HTTP error! status: ${status}`;
}

/** Server answers for input PostgreSQL cannot store (a NUL character in text, half of an emoji's surrogate pair in JSON). */
export const TEXT_MESSAGES = {
  nulCharacter: 'Text contains a NUL character',
  brokenCharacter: 'Text contains a broken character (half of an emoji or symbol)',
} as const;

/** Server texts for requests refused before any route runs (ours: the spec shows none). */
export const REQUEST_MESSAGES = {
  bodyTooLarge: 'The request is too large.',
  bodyTooDeep: 'The request nests data more deeply than any document can.',
  bodyTooManyValues: 'The request holds more values than any sync batch can.',
  databaseUnavailable: 'The server cannot reach its database right now. Your changes are safe on this device; please try again shortly.',
  tooManyStreams: 'Too many live connections for this account. The oldest one was closed.',
} as const;

/** Server texts of /api/generate for plan and account checks (ours: the spec shows none). */
export const GENERATION_MESSAGES = {
  accountDeactivated: 'Your account is deactivated. Reactivate it to generate recipes.',
  ingredientListsLockedTemplate: 'Must-use and avoid ingredient lists are not part of the {plan} plan. Upgrade your plan to use them.',
} as const;

/** A plan lacks some of the filters asked for. */
export function lockedFiltersMessage(plan: string, locked: readonly string[]): string {
  return `Your ${plan} plan does not include ${locked.join(', ')}. Upgrade your plan to use ${locked.length > 1 ? 'these filters' : 'this filter'}.`;
}

/** Ingredient lists are not part of the plan. */
export function ingredientListsLockedMessage(plan: string): string {
  return GENERATION_MESSAGES.ingredientListsLockedTemplate.replace('{plan}', plan);
}
