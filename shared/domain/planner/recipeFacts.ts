import { nutritionOfLines, roundNutrition } from '../../kitchen/nutrition';
import { parseRecipeText } from '../../kitchen/parse/recipeText';
import { minutesIn } from '../../kitchen/profile';
import type { RecipeDoc } from '../../schemas/recipe';
import type { IngredientGroup, Nutrition } from '../../schemas/structuredRecipe';
import { headingPerLine } from '../ingredientGroups';

/** What the planner needs to know of a saved recipe, read once from its structured or legacy text. */
export interface RecipeFacts {
  id: string;
  title: string;
  category: RecipeDoc['category'];
  dietaryFilters: string[];
  healthConditions: string[];
  createdAt: string;
  rating: number;
  ingredients: string[];
  /** The heading of the part each line of `ingredients` belongs to ("For the sauce"), '' for none. */
  ingredientParts: string[];
  servings: number;
  totalMinutes: number | undefined;
  /** Nutrition per serving as the recipe states it, when it states any calories. */
  statedNutrition: Nutrition | undefined;
  /** Lowercase title, category, filters and recipe text: what keyword rules search. */
  haystack: string;
}

export type NutritionSource = 'recipe' | 'computed';

function servingsOf(value: number | string | undefined, fallback: number): number {
  if (typeof value === 'number' && value > 0) return value;
  const match = typeof value === 'string' ? /\d+(?:\.\d+)?/.exec(value) : null;
  const n = match ? Number(match[0]) : 0;
  return n > 0 ? n : fallback;
}

const DEFAULT_SERVINGS = 4;

/** The parts of a structured recipe the planner reads; checked by hand (a zod parse of thousands of recipes is slow). */
interface RecipeParts {
  description?: string;
  servings: number | string;
  totalTime?: string;
  prepTime?: string;
  cookTime?: string;
  ingredients: string[];
  ingredientGroups?: IngredientGroup[];
  instructions: string[];
  healthConditions?: string[];
  nutrition?: Nutrition;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

function readNutrition(value: unknown): Nutrition | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const n = (key: string) => (typeof v[key] === 'number' && Number.isFinite(v[key]) && (v[key] as number) >= 0 ? (v[key] as number) : 0);
  return {
    calories: n('calories'),
    protein: n('protein'),
    carbohydrates: n('carbohydrates'),
    fat: n('fat'),
    fiber: n('fiber'),
    sodium: n('sodium'),
  };
}

function readGroups(value: unknown): Pick<RecipeParts, 'ingredientGroups'> {
  if (!Array.isArray(value)) return {};
  const groups = value
    .filter((g): g is Record<string, unknown> => typeof g === 'object' && g !== null)
    .map((g) => ({ heading: text(g.heading) ?? '', ingredients: strings(g.ingredients) }));
  return { ingredientGroups: groups };
}

/** Each line of the list with the heading of its part, blank lines left out. */
function linesWithParts(recipe: RecipeParts): { ingredients: string[]; ingredientParts: string[] } {
  const headings = headingPerLine(recipe);
  const kept = recipe.ingredients.flatMap((line, i) => (line.trim() === '' ? [] : [[line, headings[i] ?? ''] as const]));
  return { ingredients: kept.map(([line]) => line), ingredientParts: kept.map(([, heading]) => heading) };
}

function readStructured(raw: string): RecipeParts | undefined {
  const trimmed = raw.trimStart();
  if (!trimmed.startsWith('{')) return undefined;
  try {
    const value: unknown = JSON.parse(trimmed);
    if (typeof value !== 'object' || value === null || !Array.isArray((value as { ingredients?: unknown }).ingredients)) return undefined;
    const v = value as Record<string, unknown>;
    const servings = typeof v.servings === 'number' || typeof v.servings === 'string' ? v.servings : '';
    const parts: RecipeParts = {
      servings,
      ingredients: strings(v.ingredients),
      ...readGroups(v.ingredientGroups),
      instructions: strings(v.instructions),
      healthConditions: strings(v.healthConditions),
    };
    const description = text(v.description);
    const nutrition = readNutrition(v.nutrition);
    if (description !== undefined) parts.description = description;
    if (nutrition) parts.nutrition = nutrition;
    for (const key of ['totalTime', 'prepTime', 'cookTime'] as const) {
      const t = text(v[key]);
      if (t !== undefined) parts[key] = t;
    }
    return parts;
  } catch {
    return undefined;
  }
}

const factsCache = new Map<string, RecipeFacts>();

/** Facts of one recipe; cached per id and updatedAt, so a book of thousands is read once. */
export function recipeFacts(doc: RecipeDoc): RecipeFacts {
  const key = `${doc.id}@${doc.updatedAt}`;
  const cached = factsCache.get(key);
  if (cached) return cached;
  const structured: RecipeParts = readStructured(doc.convertedRecipe) ?? parseRecipeText(doc.convertedRecipe);
  const stated = structured.nutrition && structured.nutrition.calories > 0 ? structured.nutrition : undefined;
  const facts: RecipeFacts = {
    id: doc.id,
    title: doc.title,
    category: doc.category,
    dietaryFilters: doc.dietaryFilters,
    healthConditions: doc.healthConditions ?? structured.healthConditions ?? [],
    createdAt: doc.createdAt,
    rating: doc.rating ?? 0,
    ...linesWithParts(structured),
    servings: servingsOf(structured.servings, DEFAULT_SERVINGS),
    totalMinutes: minutesIn(structured.totalTime) ?? sumMinutes(structured.prepTime, structured.cookTime),
    statedNutrition: stated,
    // The recipe's words, not its JSON (whose keys, e.g. "protein", would match every keyword rule).
    haystack: [
      doc.title,
      doc.category,
      ...doc.dietaryFilters,
      structured.description ?? '',
      ...structured.ingredients,
      ...structured.instructions,
    ]
      .join(' ')
      .toLowerCase(),
  };
  if (factsCache.size > 20_000) factsCache.clear();
  factsCache.set(key, facts);
  return facts;
}

function sumMinutes(prep: string | undefined, cook: string | undefined): number | undefined {
  const a = minutesIn(prep);
  const b = minutesIn(cook);
  return a === undefined && b === undefined ? undefined : (a ?? 0) + (b ?? 0);
}

const nutritionCache = new Map<RecipeFacts, { perServing: Nutrition; source: NutritionSource }>();

/** Nutrition per serving: the recipe's own numbers, else computed from its ingredients with shared/kitchen. */
export function recipeNutrition(facts: RecipeFacts): { perServing: Nutrition; source: NutritionSource } {
  const cached = nutritionCache.get(facts);
  if (cached) return cached;
  const result = facts.statedNutrition
    ? { perServing: facts.statedNutrition, source: 'recipe' as const }
    : { perServing: roundNutrition(nutritionOfLines(facts.ingredients, facts.servings).perServing), source: 'computed' as const };
  if (nutritionCache.size > 20_000) nutritionCache.clear();
  nutritionCache.set(facts, result);
  return result;
}
