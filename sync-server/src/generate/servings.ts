import { AI_PATH_TEXTS } from '../../../shared/domain/aiPathTexts';
import { CONVERTER_TEXTS } from '../../../shared/domain/converterTexts';
import { nutritionOfLines, scaleRecipe } from '../../../shared/kitchen/index';
import type { StructuredRecipe } from '../../../shared/schemas/structuredRecipe';

/** The most servings any request can ask for (generateRequestSchema): a reply claiming more is not believed. */
export const MAX_BELIEVABLE_SERVINGS = 100;
/** A serving under this many kcal, in a recipe of many servings, says the count is wrong, not the food. */
const MIN_KCAL_PER_SERVING = 5;
const MANY_SERVINGS = 12;
const NO_NUTRITION = { calories: 0, protein: 0, carbohydrates: 0, fat: 0, fiber: 0, sodium: 0 };

export interface ServingsChoice {
  /** The count the user asked for (the form's servings), or undefined to keep the recipe's own. */
  target: number | undefined;
  /** What to show when the reply gives no believable count: the target, else the user's default. */
  fallback: number;
}

function countIn(servings: number | string): number | null {
  const value = typeof servings === 'number' ? servings : Number(/\d+(?:[.,]\d+)?/.exec(servings)?.[0]?.replace(',', '.') ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * Servings of an AI reply as the user asked: a believable count is scaled to the one asked for (list and steps
 * together); a count the amounts do not support (1,000 servings at 2 kcal each) or no count at all is replaced
 * by the one asked for, unscaled. The card says which happened.
 */
export function settleServings<T extends Omit<StructuredRecipe, 'nutrition'>>(recipe: T, choice: ServingsChoice, notices: string[]): T {
  const shown = choice.target ?? choice.fallback;
  const claimed = countIn(recipe.servings);
  if (claimed === null) {
    notices.push(AI_PATH_TEXTS.servingsUnreadable(shown));
    return { ...recipe, servings: shown };
  }
  // The list's energy is worked out only for a count of many servings (most replies have a few).
  const tooLittleEach = () => {
    const totalKcal = nutritionOfLines(recipe.ingredients, 1).perServing.calories;
    return totalKcal > 0 && totalKcal / claimed < MIN_KCAL_PER_SERVING;
  };
  const absurd = claimed > MAX_BELIEVABLE_SERVINGS || (claimed > MANY_SERVINGS && tooLittleEach());
  if (absurd) {
    notices.push(AI_PATH_TEXTS.servingsAbsurd(claimed, shown));
    return { ...recipe, servings: shown };
  }
  const count = Math.round(claimed) || 1;
  if (choice.target === undefined || choice.target === count) return { ...recipe, servings: count };
  // Nutrition is per serving and does not change with the count; the scaler only needs a value there.
  const scaled = scaleRecipe({ ...recipe, servings: count, nutrition: NO_NUTRITION }, choice.target);
  notices.push(CONVERTER_TEXTS.scaledServings(count, choice.target));
  return { ...recipe, servings: scaled.servings, ingredients: scaled.ingredients, instructions: scaled.instructions };
}
