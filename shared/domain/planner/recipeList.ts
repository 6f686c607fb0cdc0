import type { HEALTH_CONDITIONS } from '../limits';
import type { RecipeFacts } from './recipeFacts';

/** Planner list sorts (spec §5), with the labels the picker shows. */
export const PLANNER_SORTS = {
  'date-desc': 'Newest first',
  'date-asc': 'Oldest first',
  'name-asc': 'A-Z',
  'name-desc': 'Z-A',
  'rating-desc': 'Highest rated',
  'rating-asc': 'Lowest rated',
} as const;
export type PlannerSort = keyof typeof PLANNER_SORTS;

/** Planner dietary options (spec §5); the phone's add modal shows fewer (the first five). */
export const PLANNER_DIETARY_OPTIONS = [
  'Vegetarian',
  'Vegan',
  'Gluten-Free',
  'Dairy-Free',
  'Keto',
  'Paleo',
  'Low-Carb',
  'High-Protein',
] as const;
export const ADD_MODAL_DIETARY_OPTIONS = PLANNER_DIETARY_OPTIONS.slice(0, 5);

export type HealthCondition = (typeof HEALTH_CONDITIONS)[number];

/** Keywords that make a recipe fit a condition (spec §5 "keyword matching"); a recipe tagged with the condition fits too. */
const CONDITION_KEYWORDS: Record<HealthCondition, readonly string[]> = {
  Diabetes: ['diabetic', 'low-sugar', 'sugar-free', 'low-carb', 'low carb', 'keto'],
  'Heart Disease': ['heart-healthy', 'heart healthy', 'low-fat', 'low fat', 'omega-3', 'mediterranean'],
  Hypertension: ['low-sodium', 'low sodium', 'no salt', 'dash diet', 'heart-healthy'],
  'Celiac Disease': ['gluten-free', 'gluten free', 'celiac', 'coeliac'],
  'Kidney Disease': ['kidney', 'renal', 'low-sodium', 'low sodium', 'low-potassium', 'low potassium'],
};

export function fitsHealthCondition(recipe: RecipeFacts, condition: string): boolean {
  const keywords = CONDITION_KEYWORDS[condition as HealthCondition];
  if (!keywords) return true;
  if (recipe.healthConditions.some((c) => c.toLowerCase() === condition.toLowerCase())) return true;
  return keywords.some((k) => recipe.haystack.includes(k));
}

export function hasDietaryFilter(recipe: RecipeFacts, filter: string): boolean {
  const wanted = filter.toLowerCase();
  return recipe.dietaryFilters.some((f) => f.toLowerCase() === wanted);
}

export interface PlannerListQuery {
  search: string;
  sort: PlannerSort;
  dietary: string;
  healthCondition: string;
}

/** Search (case-insensitive on title, text and filters), dietary and health-condition options, then the sort. */
export function filterPlannerRecipes(recipes: readonly RecipeFacts[], query: PlannerListQuery): RecipeFacts[] {
  const term = query.search.trim().toLowerCase();
  const out = recipes.filter(
    (r) =>
      (term === '' || r.haystack.includes(term)) &&
      (query.dietary === '' || hasDietaryFilter(r, query.dietary)) &&
      (query.healthCondition === '' || fitsHealthCondition(r, query.healthCondition)),
  );
  return out.sort(comparator(query.sort));
}

function comparator(sort: PlannerSort): (a: RecipeFacts, b: RecipeFacts) => number {
  const byName = (a: RecipeFacts, b: RecipeFacts) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' });
  switch (sort) {
    case 'date-asc':
      return (a, b) => a.createdAt.localeCompare(b.createdAt) || byName(a, b);
    case 'date-desc':
      return (a, b) => b.createdAt.localeCompare(a.createdAt) || byName(a, b);
    case 'name-asc':
      return byName;
    case 'name-desc':
      return (a, b) => byName(b, a);
    case 'rating-asc':
      return (a, b) => a.rating - b.rating || byName(a, b);
    case 'rating-desc':
      return (a, b) => b.rating - a.rating || byName(a, b);
  }
}

/** A dietary tag cut to 8 characters (spec §9), plus how many more there are. */
export function truncatedTags(filters: readonly string[], max = 8): { first: string | null; more: number } {
  const first = filters[0];
  if (first === undefined) return { first: null, more: 0 };
  return { first: first.length > max ? `${first.slice(0, max)}…` : first, more: filters.length - 1 };
}
