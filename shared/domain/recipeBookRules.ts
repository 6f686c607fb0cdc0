import { LIMITS, type RecipeCategory } from './limits';

/**
 * Rules of the recipe book (signed-in-features §5, §9): sorts, health-condition and category
 * keyword filters, pagination, badge truncation and the limit banners. Pure, no I/O.
 */

export const RECIPE_SORTS = [
  { id: 'newest', label: 'Newest First' },
  { id: 'oldest', label: 'Oldest First' },
  { id: 'a-z', label: 'A-Z' },
  { id: 'z-a', label: 'Z-A' },
] as const;
export type RecipeSort = (typeof RECIPE_SORTS)[number]['id'];

export function isRecipeSort(value: unknown): value is RecipeSort {
  return RECIPE_SORTS.some((s) => s.id === value);
}

/**
 * Keyword rules of the health-condition filter (§5: keyword matching for these five; any other value
 * passes everything). A recipe matches when its text or dietary filters hold one of the words.
 */
export const HEALTH_CONDITION_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  diabetes: ['diabetic', 'diabetes', 'low-sugar', 'sugar-free', 'low-carb', 'low glycemic', 'keto'],
  'heart disease': ['heart-healthy', 'heart healthy', 'low-fat', 'low fat', 'omega-3', 'mediterranean', 'low-sodium'],
  hypertension: ['low-sodium', 'low sodium', 'no salt', 'salt-free', 'dash', 'heart-healthy'],
  'celiac disease': ['gluten-free', 'gluten free', 'celiac', 'coeliac'],
  'kidney disease': ['kidney', 'renal', 'low-sodium', 'low potassium', 'low-potassium', 'low-protein'],
};

/** Keyword rules of the book's category filter (§5: keyword-based in the book). */
export const CATEGORY_KEYWORDS: Readonly<Record<RecipeCategory, readonly string[]>> = {
  appetizer: ['appetizer', 'starter', 'dip', 'bite', 'finger food', 'canape', 'bruschetta', 'tapas'],
  'main-dish': ['main-dish', 'main dish', 'main course', 'entree', 'dinner', 'stew', 'curry', 'roast', 'pasta', 'casserole'],
  'side-dish': ['side-dish', 'side dish', 'side', 'salad', 'slaw', 'mash', 'pilaf', 'roasted vegetables'],
  dessert: ['dessert', 'cake', 'cookie', 'pie', 'tart', 'pudding', 'ice cream', 'brownie', 'sweet', 'mousse'],
};

export const CATEGORY_LABELS: Readonly<Record<RecipeCategory, string>> = {
  appetizer: 'Appetizer',
  'main-dish': 'Main Dish',
  'side-dish': 'Side Dish',
  dessert: 'Dessert',
};

function containsAny(haystack: string, words: readonly string[]): boolean {
  return words.some((w) => haystack.includes(w));
}

/** The health conditions (lower case keys of HEALTH_CONDITION_KEYWORDS) a recipe's lower-cased text matches. */
export function matchedHealthConditions(lowerText: string): string[] {
  return Object.entries(HEALTH_CONDITION_KEYWORDS)
    .filter(([, words]) => containsAny(lowerText, words))
    .map(([name]) => name);
}

/** Categories a recipe matches: its own category field plus every category whose keywords its text holds. */
export function matchedCategories(category: RecipeCategory, lowerText: string): RecipeCategory[] {
  const out = new Set<RecipeCategory>([category]);
  for (const [name, words] of Object.entries(CATEGORY_KEYWORDS) as [RecipeCategory, readonly string[]][]) {
    if (containsAny(lowerText, words)) out.add(name);
  }
  return [...out];
}

/** Whether the condition filter applies: the user lists it, the plan allows it, and it has keyword rules. */
export function healthFilterApplies(condition: string, userConditions: readonly string[], allowed: boolean): boolean {
  if (!allowed || !condition) return false;
  const key = condition.toLowerCase();
  return key in HEALTH_CONDITION_KEYWORDS && userConditions.some((c) => c.toLowerCase() === key);
}

export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/** Page buttons of §9: first, last, and the current page ± 2, with ellipses for the gaps. */
export function paginationItems(current: number, total: number): PageItem[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const pages = new Set<number>([1, total]);
  for (let p = current - 2; p <= current + 2; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: PageItem[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const page = sorted[i] as number;
    const prev = sorted[i - 1];
    if (prev !== undefined && page - prev > 1) out.push(prev === 1 ? 'ellipsis-start' : 'ellipsis-end');
    out.push(page);
  }
  return out;
}

export function pageCount(total: number, pageSize: number = LIMITS.recipeBookPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Grid-card badges: the first two dietary filters cut at 8 characters, and "+N" for the rest. */
export function dietaryBadges(
  filters: readonly string[],
  shown = 2,
  cut: number = LIMITS.dietaryTagTruncate,
): { badges: string[]; more: number } {
  return {
    badges: filters.slice(0, shown).map((f) => (f.length > cut ? `${f.slice(0, cut)}…` : f)),
    more: Math.max(0, filters.length - shown),
  };
}

export type LimitBanner = { kind: 'reached'; plan: string; limit: number } | { kind: 'nearly'; count: number; limit: number } | null;

/** §4: "Recipe Limit Reached" when saving is not allowed; "Nearly at Recipe Limit" at 80 % or more while it is. */
export function limitBanner(input: { canSave: boolean; count: number; limit: number; planName: string }): LimitBanner {
  if (input.limit >= LIMITS.unlimitedRecipes) return null;
  if (!input.canSave) return { kind: 'reached', plan: input.planName.toUpperCase(), limit: input.limit };
  if (input.count >= input.limit * LIMITS.recipeLimitWarningRatio) return { kind: 'nearly', count: input.count, limit: input.limit };
  return null;
}
