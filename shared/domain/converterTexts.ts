/** Texts of the converter and the recipe card (public-site-and-plans §2, §5; signed-in-features §2, §8), written once. */
export const CONVERTER_TEXTS = {
  heading: 'Convert a recipe',
  convertTab: 'Convert Recipe',
  createTab: 'Create Recipe',
  surpriseMe: 'Surprise Me',
  convertButton: 'Convert',
  createButton: 'Create',
  cancel: 'Cancel',
  recipeLabel: 'Recipe',
  recipePlaceholder: 'Paste a recipe, or a link to one…',
  dishLabel: 'Dish name',
  dishPlaceholder: 'e.g. lentil shepherd’s pie',
  loading: 'Creating your recipe...',
  emptyTitle: 'Your recipe will appear here',
  emptyHint: 'Paste a recipe or type a dish name, pick your dietary filters and convert.',
  // File upload (public-site-and-plans §5)
  uploadLabel: 'Upload a file',
  uploadHint: '.txt, .docx or .pdf, up to 10MB',
  fileTooLarge: 'File is too large. Maximum size is 10MB.',
  fileWrongType: 'Please upload a text file (.txt), Word document (.docx), or PDF file (.pdf)',
  fileNoText: 'No text content found in file.',
  fileReadFailed: 'Failed to read file. Please try again.',
  clearFile: 'Clear file',
  readingFile: 'Reading file…',
  // From a link (ours)
  linkImporting: 'Reading the recipe from the link…',
  linkImported: 'Recipe read from the link',
  importLink: 'Read recipe',
  fromLink: 'From a link',
  linkLabel: 'Recipe link',
  linkPlaceholder: 'https://…',
  /** A paste, file or page longer than the 20,000-character limit keeps its start and says so. */
  textCut: (total: number) =>
    `This text has ${total.toLocaleString('en-US')} characters; only the first 20,000 were kept. Check that the whole recipe is still there, or remove what is not the recipe.`,
  // Filters
  filtersHeading: 'Dietary filters',
  filterSearch: 'Search filters',
  allCategories: 'All',
  activeFilters: 'Active filters',
  clearAll: 'Clear All',
  noActiveFilters: 'No filters selected',
  previousPage: 'Previous filters',
  nextPage: 'Next filters',
  noFilterMatch: 'No filter matches your search.',
  lockedFilterHint: 'Upgrade to unlock',
  allergiesHeading: 'Always avoided (your allergies)',
  religiousHeading: 'Always kept (your religious requirements)',
  /** Halal and Kosher are display-only in the filter list (spec §9): they are religious requirements set in Settings. */
  religiousPointer: 'Halal and Kosher are religious requirements: set them once in Settings → Preferences and every recipe keeps them.',
  religiousOn: 'on for every recipe, from Settings',
  religiousOff: 'set in Settings',
  openSettings: 'Open Settings',
  mustUseLabel: 'Must-use ingredients',
  avoidLabel: 'Ingredients to avoid',
  addIngredient: 'Add',
  // Usage meter
  meterLabel: 'Daily conversions',
  meterNearLimit: 'You are close to your daily limit. Upgrade for more conversions.',
  meterAtLimit: 'You have used all of today’s conversions. Upgrade for more, or come back tomorrow.',
  unlimited: 'Unlimited',
  // Preferences
  preferencesHeading: 'Recipe Preferences',
  servingsLabel: 'Default serving size',
  unitsLabel: 'Unit system',
  metric: 'Metric',
  us: 'US',
  // Premium
  premiumTitle: 'Unlock every filter',
  premiumText: 'Chef and Master Chef plans add up to 24 dietary filters, must-use and avoid lists, and more saved recipes.',
  premiumTextChef: 'Master Chef unlocks all 24 dietary filters, health conditions and goals, and up to 1,000 saved recipes.',
  /** The Master Chef price for a Chef user, in the visitor's currency ("€22.36 per month incl. VAT"). */
  masterChefHint: (amount: string, vatNote: string | null) =>
    `Master Chef: ${amount} per month${vatNote ? ` ${vatNote}` : ''}, cancel anytime.`,
  upgrade: 'Upgrade',
  // Consent (AI data sharing, version 1.0)
  consentTitle: 'Share recipe data with the AI service?',
  consentText:
    'To convert or create a recipe, Recipe Kitchen sends the details listed below to its AI provider, which writes the recipe. Nothing is sent until you accept, and you can withdraw consent in Settings.',
  /** The same consent when the server writes recipes with its built-in engine (no AI key): nothing leaves it. */
  consentTextLocal:
    "To convert or create a recipe, Recipe Kitchen sends the details listed below to this server's built-in recipe engine, which writes the recipe. Nothing is sent to an AI company, and you can withdraw consent in Settings.",
  /** What a generation sends (sync-server/src/generate/prompt.ts, profileText.ts): keep the two in step. */
  consentSentTitle: 'What is sent',
  consentSentItems: [
    'Your recipe text, or the dish name you typed',
    'The filters and the must-use and avoid lists you chose',
    'From your profile in Settings: allergies, dietary restrictions, religious requirements, health and medical conditions, medications',
    'Age, gender, BMI and activity level; cooking skill, time and budget; your active goals and daily targets',
  ],
  consentNotSent: 'Never your name, e-mail address, password or other account details.',
  consentSentTo: (host: string) => `Sent to: ${host}`,
  consentAccept: 'Accept and continue',
  consentDecline: 'Not now',
  // Offline
  offlineNotice: 'You are offline: recipes are made on this device with the built-in engine.',
  madeOnDevice: 'Made on this device',
  rerunOnServer: 'Re-run on the server',
  // Errors
  conversionFailedTitle: 'Conversion Failed',
  conversionFailedText: 'Unable to convert the recipe. Please check your input and try again.',
  surpriseFailedTitle: 'Recipe Generation Failed',
  /** Create without an AI provider, for a dish the built-in collection lacks: the closest built-in dishes to pick from. */
  closestDishesHeading: 'Closest built-in dishes',
  /** The title over that offer: the answer to a dish the collection lacks, not a failure. */
  notBuiltInTitle: 'Not in the built-in collection',
  makeDish: (name: string) => `Make ${name}`,
  surpriseFailedText: 'Unable to create a surprise recipe. Please try again.',
  // Servings the user asked for (ours): shown on the card when a converted recipe was rescaled.
  scaledServings: (from: number, to: number) =>
    `Scaled from ${from} to ${to} servings: the amounts in the list and the steps changed; oven temperatures, tin sizes and times stay as written.`,
  // A pasted recipe that names no servings, rescaled: the count it was taken to serve (LIMITS.defaultServings) is said.
  scaledFromUnstatedServings: (assumed: number, to: number) =>
    assumed === to
      ? `The recipe does not say how many it serves: the amounts are as written, taken as ${to} servings. Check them against the original.`
      : `The recipe does not say how many it serves: the amounts were scaled from ${assumed} to ${to} servings. Check them against the original.`,
} as const;

/** Save, auto-save and limit texts (signed-in-features §2, §4, §8). */
export const SAVE_TEXTS = {
  save: 'Save Recipe',
  saving: 'Saving...',
  saved: 'Saved!',
  savedTitle: 'Recipe Saved',
  alreadySavedTitle: 'Already Saved',
  alreadySaved: 'This recipe has already been saved to your collection.',
  saveFailedTitle: 'Save Failed',
  saveFailed: 'Could not save the recipe. Please try again.',
  limitTitle: 'Recipe Limit Reached',
  limitHint: 'Upgrade your plan to save more recipes.',
  autoSavedTitle: 'Recipe Auto-Saved',
  surpriseAutoSavedTitle: 'Surprise Recipe Auto-Saved',
  autoSaveLimitTitle: 'Auto-Save Failed - Limit Reached',
  autoSaveFailedTitle: 'Auto-Save Failed',
  autoSaveFailed: 'Could not automatically save the recipe.',
} as const;

/** "Your FREE plan allows 5 recipes." — the limit message names the plan in capitals and the limit. */
export function recipeLimitText(planName: string, limit: number): string {
  return `Your ${planName.toUpperCase()} plan allows ${limit.toLocaleString('en-US')} saved recipes. ${SAVE_TEXTS.limitHint}`;
}

/** Texts of the recipe card (signed-in-features §2). */
export const CARD_TEXTS = {
  prep: 'Prep',
  cook: 'Cook',
  dietary: 'Dietary',
  healthConditions: 'Health conditions',
  nutritionHeading: 'Nutrition per serving',
  /** A recipe whose nutrition was never entered (all values 0): said, not shown as zeros. */
  nutritionNotEntered: 'No nutrition entered for this recipe. Edit it to add the values from its label or source.',
  calories: 'Calories',
  protein: 'Protein',
  carbs: 'Carbs',
  fat: 'Fat',
  fiber: 'Fiber',
  sodium: 'Sodium',
  nutritionDisclaimer:
    'Nutrition values are estimates. If you have a medical condition, check with your healthcare provider or a registered dietitian.',
  profileFit: 'Why This Recipe Fits Your Profile',
  goalsAlignment: 'Health Goals Alignment',
  supportingGoals: 'Supporting goals',
  nutritionalTargets: 'Nutritional targets',
  progressSupport: 'Progress support',
  personalized: 'Personalized For You',
  skillLevel: 'Skill level',
  timeOptimization: 'Time optimization',
  budget: 'Budget',
  healthInsights: 'Health Insights',
  bmi: 'BMI considerations',
  medicalSupport: 'Medical condition support',
  allergyAlternatives: 'Allergy-safe alternatives',
  ingredients: 'Ingredients',
  /** The name of the lines before a list's first heading, when the list has parts. */
  ingredientsWithoutPart: 'Other ingredients',
  servings: 'Servings',
  fewerServings: 'Fewer servings',
  moreServings: 'More servings',
  units: 'Units',
  instructions: 'Instructions',
  tips: "Chef's Tips",
  source: 'Source:',
  notUnderstood: 'Not understood',
  notUnderstoodHint:
    'These lines of the pasted recipe were not read as an ingredient, step or tip, so the conversion did not change them and the filter check counts them as not verified. Read them against your diet and add what matters by hand.',
  whatChanged: 'What changed',
  compliance: 'Filter check',
  compliant: 'meets this filter',
  notCompliant: 'needs attention',
  parseError: 'Error parsing recipe data. Please try again.',
  debugDetails: 'Technical details',
  notSet: '—',
} as const;

/** Reading a recipe from a link (ours; the spec has no link import). */
export const LINK_TEXTS = {
  invalidUrl: 'Please enter a full web address starting with http:// or https://.',
  /** Offline: the page can only be read through the server. */
  offline: 'Reading a recipe from a link needs an internet connection. Paste the recipe text instead, or try again when you are online.',
  signedOut: 'Please sign in to read recipes from links.',
  serverUnreachable: 'Could not reach the server to read the link. Paste the recipe text instead.',
  failed: 'Could not read a recipe from this link.',
  refusedAddress: 'This link points to a private or local network address, which cannot be read.',
  tooManyRedirects: 'This link redirects too many times.',
  tooLarge: 'This page is too large to read (over 2 MB).',
  timedOut: 'The page took too long to answer. Try again or paste the recipe text.',
  unreachable: 'Could not load this page. Check the link or paste the recipe text.',
  notAPage: 'This link does not lead to a web page with a recipe.',
  noRecipe: 'No recipe found on this page. Paste the recipe text instead.',
} as const;

/** Limits of the link import: at most 5 redirects, 2 MB, 10 s. */
export const LINK_LIMITS = { maxRedirects: 5, maxBytes: 2 * 1024 * 1024, timeoutMs: 10_000 } as const;
