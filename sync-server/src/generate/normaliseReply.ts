import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { RECIPE_CATEGORIES } from '../../../shared/domain/limits';
import { MESSAGES } from '../../../shared/domain/messages';
import { UNTITLED_RECIPE } from '../../../shared/domain/recipeContent';
import { minimalGeneratedRecipeSchema, type Nutrition, type StructuredRecipe } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { GenerationError } from './generationError';
import { replyGroups, settleReplyGroups } from './replyGroups';

const invalid = (detail: string) => new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, detail);
const tooLong = (detail: string) =>
  new GenerationError(ERROR_CODES.providerError, 502, AI_PATH_TEXTS.replyTooLong(MAX_INGREDIENTS, MAX_STEPS), detail);
/** What a card holds (structuredRecipeSchema). */
const MAX_INGREDIENTS = 200;
const MAX_STEPS = 100;

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

/** A list's lines; more than `maxItems` is refused with a clear message, never cut without a word. */
function lines(value: unknown, maxItems: number, maxLength: number): string[] {
  if (!Array.isArray(value)) return [];
  const out = value.map((item) => line(item, maxLength)).filter((item) => item !== '');
  if (out.length > maxItems) throw tooLong(`${out.length} lines where at most ${maxItems} fit`);
  return out;
}

/** Optional lists (tips, the AI's own dietary labels) are kept to what the card holds. */
function someLines(value: unknown, maxItems: number, maxLength: number): string[] {
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

/** The reply's servings as given (a number, or its text): whether to believe it is the checker's decision. */
function servings(value: unknown): number | string {
  const n = amount(value);
  if (n !== undefined && n > 0) return Math.max(1, Math.round(n));
  return text(value, 60);
}

/** Some models wrap the recipe in one key ({ "recipe": { ... } }): the recipe is what is inside. */
function unwrapped(reply: unknown): unknown {
  if (!reply || typeof reply !== 'object' || Array.isArray(reply) || 'recipeName' in reply) return reply;
  const values = Object.values(reply as Record<string, unknown>);
  const inner = values.length === 1 ? values[0] : undefined;
  return inner && typeof inner === 'object' && !Array.isArray(inner) && 'recipeName' in inner ? inner : reply;
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
export function normaliseReply(reply: unknown): NormalisedReply {
  const minimal = minimalGeneratedRecipeSchema.safeParse(unwrapped(reply));
  if (!minimal.success) throw invalid(`missing ${minimal.error.issues.map((i) => i.path.join('.')).join(', ')}`);
  const r = minimal.data as Record<string, unknown>;
  // The list's parts ("For the sauce") when the reply has them: the check then reads every line the card shows.
  const listed = settleReplyGroups(
    lines(r.ingredients, MAX_INGREDIENTS, 500),
    replyGroups(r.ingredientGroups, (item) => line(item, 500)),
  );
  const ingredients = listed.ingredients;
  if (ingredients.length > MAX_INGREDIENTS) throw tooLong(`${ingredients.length} lines where at most ${MAX_INGREDIENTS} fit`);
  const instructions = lines(r.instructions, MAX_STEPS, 3000);
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
      servings: servings(r.servings),
      dietaryRequirements: someLines(r.dietaryRequirements, 40, 60),
      ingredients,
      ...(listed.ingredientGroups ? { ingredientGroups: listed.ingredientGroups } : {}),
      instructions,
      tips: someLines(r.tips, 50, 1000),
      ...(category ? { category } : {}),
      ...(substitutions?.length ? { substitutions } : {}),
    },
    nutrition: aiNutrition(r.nutrition),
  };
}
