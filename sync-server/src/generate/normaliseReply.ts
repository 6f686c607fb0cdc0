import { RECIPE_CATEGORIES } from '../../../shared/domain/limits';
import { MESSAGES } from '../../../shared/domain/messages';
import { UNTITLED_RECIPE } from '../../../shared/domain/recipeContent';
import { minimalGeneratedRecipeSchema, type Nutrition, type StructuredRecipe } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { GenerationError } from './generationError';

const invalid = (detail: string) => new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, detail);

function text(value: unknown, max: number): string {
  if (typeof value === 'string') return value.trim().slice(0, max);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** An AI may send list items as objects ({ name, amount }) or numbered strings: make them plain lines. */
function line(value: unknown, max: number): string {
  if (typeof value === 'string') return value.trim().slice(0, max);
  if (value && typeof value === 'object') {
    const parts = Object.values(value as Record<string, unknown>).filter((v) => typeof v === 'string' || typeof v === 'number');
    return parts.join(' ').trim().slice(0, max);
  }
  return text(value, max);
}

function lines(value: unknown, maxItems: number, maxLength: number): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .map((item) => line(item, maxLength))
    .filter((item) => item !== '')
    .slice(0, maxItems);
}

/** "350 kcal", "12.5g", 12 → 12.5; anything unreadable → undefined. */
function amount(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  if (typeof value === 'string') {
    const match = /-?\d+(?:[.,]\d+)?/.exec(value);
    if (!match) return undefined;
    const n = Number(match[0].replace(',', '.'));
    return Number.isFinite(n) && n >= 0 ? n : undefined;
  }
  return undefined;
}

/** The AI's own nutrition if complete and readable; otherwise undefined (the engine computes it). */
function aiNutrition(value: unknown): Nutrition | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const v = value as Record<string, unknown>;
  const out = {
    calories: amount(v.calories),
    protein: amount(v.protein),
    carbohydrates: amount(v.carbohydrates ?? v.carbs),
    fat: amount(v.fat),
    fiber: amount(v.fiber ?? v.fibre),
    sodium: amount(v.sodium),
  };
  return Object.values(out).every((n) => n !== undefined) ? (out as Nutrition) : undefined;
}

function servings(value: unknown, fallback: number): number | string {
  const n = amount(value);
  if (n !== undefined && n > 0 && n <= 1000) return Math.round(n);
  const t = text(value, 60);
  return t === '' ? fallback : t;
}

export interface NormalisedReply {
  recipe: Omit<StructuredRecipe, 'nutrition'>;
  nutrition: Nutrition | undefined;
}

/**
 * Turns an AI reply into the structured recipe shape, or fails with 'Invalid recipe structure from AI'
 * when the reply lacks recipeName, an ingredients array or an instructions array (spec §5).
 * Nothing here decides compliance or nutrition: that is the checker's job afterwards.
 */
export function normaliseReply(reply: unknown, fallbackServings: number): NormalisedReply {
  const minimal = minimalGeneratedRecipeSchema.safeParse(reply);
  if (!minimal.success) throw invalid(`missing ${minimal.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const r = minimal.data as Record<string, unknown>;
  const ingredients = lines(r.ingredients, 200, 500);
  const instructions = lines(r.instructions, 100, 3000);
  if (ingredients.length === 0) throw invalid('no ingredients');
  if (instructions.length === 0) throw invalid('no instructions');
  const category = RECIPE_CATEGORIES.find((c) => c === r.category);
  const substitutions = Array.isArray(r.substitutions)
    ? r.substitutions
        .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
        .map((s) => ({ original: text(s.original, 500), replacement: text(s.replacement, 500), reason: text(s.reason, 1000) }))
        .filter((s) => s.original !== '' && s.replacement !== '')
        .slice(0, 200)
    : undefined;
  return {
    recipe: {
      recipeName: text(r.recipeName, 300) || UNTITLED_RECIPE,
      ...(text(r.description, 2000) ? { description: text(r.description, 2000) } : {}),
      prepTime: text(r.prepTime, 60),
      cookTime: text(r.cookTime, 60),
      totalTime: text(r.totalTime, 60),
      servings: servings(r.servings, fallbackServings),
      dietaryRequirements: lines(r.dietaryRequirements, 40, 60),
      ingredients,
      instructions,
      tips: lines(r.tips, 50, 1000),
      ...(category ? { category } : {}),
      ...(substitutions?.length ? { substitutions } : {}),
    },
    nutrition: aiNutrition(r.nutrition),
  };
}
