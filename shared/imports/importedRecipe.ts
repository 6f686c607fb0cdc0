import { groupsFromLines, withIngredientGroups } from '../domain/ingredientGroups';
import { RECIPE_CATEGORIES, type RecipeCategory } from '../domain/limits';
import { nutritionOfLines } from '../kitchen/nutrition';
import type { RecipeDoc } from '../schemas/recipe';
import { RECIPE_TITLE_MAX } from '../schemas/recipe';
import { type Nutrition, type StructuredRecipe, structuredRecipeSchema } from '../schemas/structuredRecipe';

/** A recipe read from another app's export, before it becomes a saved recipe. */
export interface ImportedRecipe {
  recipe: StructuredRecipe;
  category: RecipeCategory;
  imageUrl: string;
  /** A photo carried inside the file (Paprika): kept by uploading it into the image store. */
  photo?: Uint8Array;
}

export interface ImportProblem {
  /** The recipe's name or the file entry it came from. */
  label: string;
  message: string;
}

export interface ImportResult {
  format: ImportFormat;
  recipes: ImportedRecipe[];
  problems: ImportProblem[];
  /** Photos inside the file that could not be kept (not a picture, too large, or a format whose photos are not read). */
  photosLeftOut: number;
}

export type ImportFormat = 'paprika' | 'mealie' | 'tandoor' | 'schema-org';

/** The raw fields every format is mapped to first. */
export interface RecipeFields {
  name: string;
  description?: string | undefined;
  ingredients: string[];
  instructions: string[];
  servings?: string | number | undefined;
  prepTime?: string | undefined;
  cookTime?: string | undefined;
  totalTime?: string | undefined;
  notes?: string[] | undefined;
  categories?: string[] | undefined;
  imageUrl?: string | undefined;
  nutrition?: Partial<Nutrition> | undefined;
  photo?: Uint8Array | undefined;
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Lines of a multi-line text, without empties and list bullets or numbers ("1.", "-", "•"). */
export function textLines(text: string | undefined | null): string[] {
  if (!text) return [];
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•·]|\d+[.)])\s+/, '').trim())
    .filter((l) => l !== '');
}

/** Minutes in an ISO 8601 duration (PT1H30M, P0DT0H20M), or undefined. */
export function isoDurationMinutes(value: string): number | undefined {
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(value.trim());
  if (!m || value.trim().toUpperCase() === 'P' || value.trim().toUpperCase() === 'PT') return undefined;
  const [, d, h, min, s] = m;
  return Math.round(Number(d ?? 0) * 1440 + Number(h ?? 0) * 60 + Number(min ?? 0) + Number(s ?? 0) / 60);
}

/** "90" → "1 hr 30 min"; "PT45M" → "45 min"; other text is kept as written. */
export function timeText(value: string | number | undefined): string {
  if (value === undefined || value === '') return '';
  const minutes = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : isoDurationMinutes(value);
  if (minutes === undefined) return clip(clean(String(value)), 60);
  if (minutes <= 0) return '';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} hr` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/** First number in a text such as "250 calories" or "12.5 g". */
export function firstNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const m = /(\d+(?:[.,]\d+)?)/.exec(value);
  return m?.[1] ? Number(m[1].replace(',', '.')) : undefined;
}

function servingsOf(value: string | number | undefined): { servings: number | string; count: number } {
  if (typeof value === 'number' && value > 0) return { servings: Math.min(1000, value), count: value };
  const text = typeof value === 'string' ? clean(value) : '';
  const n = firstNumber(text);
  if (n && n > 0 && /^\d+(?:[.,]\d+)?$/.test(text)) return { servings: Math.min(1000, n), count: n };
  if (text) return { servings: clip(text, 60), count: n && n > 0 ? n : 4 };
  return { servings: 4, count: 4 };
}

function categoryOf(categories: string[] | undefined): RecipeCategory {
  const words = (categories ?? []).join(' ').toLowerCase();
  if (/\b(desserts?|cakes?|cookies?|sweets?|baking|puddings?)\b/.test(words)) return 'dessert';
  if (/\b(sides?|side dish(es)?|salads?)\b/.test(words)) return 'side-dish';
  if (/\b(appeti[sz]ers?|starters?|snacks?|dips?)\b/.test(words)) return 'appetizer';
  for (const c of RECIPE_CATEGORIES) if (words.includes(c)) return c;
  return 'main-dish';
}

const webImage = (url: string | undefined) => (url && /^https?:\/\//i.test(url) && url.length <= 2048 ? url : '');

/**
 * The structured recipe of an imported one. Nutrition the file gives is kept; what it lacks is
 * computed from the ingredient table, like any recipe the engine makes.
 */
export function toImportedRecipe(fields: RecipeFields): ImportedRecipe {
  const name = clip(clean(fields.name), RECIPE_TITLE_MAX) || 'Imported recipe';
  // A line ending with a colon ("For the sauce:") heads a part of the list, as in the editor.
  const listed = withIngredientGroups(
    groupsFromLines(
      fields.ingredients
        .map((l) => clip(clean(l), 500))
        .filter(Boolean)
        .slice(0, 200),
    ),
  );
  const ingredients = listed.ingredients;
  const instructions = fields.instructions
    .map((l) => clip(l.trim(), 3000))
    .filter(Boolean)
    .slice(0, 100);
  const { servings, count } = servingsOf(fields.servings);
  const computed = nutritionOfLines(ingredients, count).perServing;
  const given = fields.nutrition ?? {};
  const nutrition: Nutrition = {
    calories: given.calories ?? computed.calories,
    protein: given.protein ?? computed.protein,
    carbohydrates: given.carbohydrates ?? computed.carbohydrates,
    fat: given.fat ?? computed.fat,
    fiber: given.fiber ?? computed.fiber,
    sodium: given.sodium ?? computed.sodium,
  };
  const imageUrl = webImage(fields.imageUrl);
  const recipe = structuredRecipeSchema.parse({
    recipeName: name,
    ...(fields.description ? { description: clip(clean(fields.description), 2000) } : {}),
    prepTime: timeText(fields.prepTime),
    cookTime: timeText(fields.cookTime),
    totalTime: timeText(fields.totalTime),
    servings,
    dietaryRequirements: [],
    ingredients,
    ...(listed.ingredientGroups ? { ingredientGroups: listed.ingredientGroups } : {}),
    instructions,
    nutrition,
    tips: (fields.notes ?? [])
      .map((n) => clip(n.trim(), 1000))
      .filter(Boolean)
      .slice(0, 50),
    ...(imageUrl ? { imageUrl } : {}),
    category: categoryOf(fields.categories),
  });
  return { recipe, category: recipe.category ?? 'main-dish', imageUrl, ...(fields.photo ? { photo: fields.photo } : {}) };
}

/** A recipe with no ingredients or no steps is not a recipe the book can show. */
export function missingParts(fields: RecipeFields): string | null {
  if (!clean(fields.name)) return 'It has no name.';
  if (fields.ingredients.length === 0) return 'It has no ingredients.';
  if (fields.instructions.length === 0) return 'It has no instructions.';
  return null;
}

/** The saved-recipe document of an imported recipe. */
export function importedToRecipeDoc(imported: ImportedRecipe, id: string, now: string): RecipeDoc {
  return {
    id,
    title: imported.recipe.recipeName,
    convertedRecipe: JSON.stringify(imported.recipe),
    dietaryFilters: [],
    category: imported.category,
    imageUrl: imported.imageUrl,
    createdAt: now,
    updatedAt: now,
  };
}

export function emptyResult(format: ImportFormat): ImportResult {
  return { format, recipes: [], problems: [], photosLeftOut: 0 };
}

/** Maps fields to a recipe, or reports why not. */
export function addFields(result: ImportResult, fields: RecipeFields, label: string): void {
  const missing = missingParts(fields);
  if (missing) {
    result.problems.push({ label: label || fields.name || 'A recipe', message: missing });
    return;
  }
  try {
    result.recipes.push(toImportedRecipe(fields));
  } catch (error) {
    result.problems.push({ label: label || fields.name, message: error instanceof Error ? error.message.slice(0, 200) : 'Unreadable.' });
  }
}
