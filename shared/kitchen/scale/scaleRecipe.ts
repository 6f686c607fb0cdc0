import { LIMITS } from '../../domain/limits';
import type { StructuredRecipe } from '../../schemas/structuredRecipe';
import { languageScores } from '../language/detect';
import { RECIPE_LANGUAGES, type RecipeLanguage } from '../language/languages';
import { scaleLine } from './scaleLine';
import { scaleStepAmounts } from './stepAmounts';

/** The number of servings in a recipe's servings field: 4, "4", "Serves 4-6" (the first number), or null. */
export function servingsCount(servings: number | string): number | null {
  if (typeof servings === 'number') return Number.isFinite(servings) && servings > 0 ? servings : null;
  const value = Number(firstNumber(servings).replace(',', '.') || Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

function isDigit(c: string): boolean {
  return c >= '0' && c <= '9';
}

/** The first number of a text as written ("4", "1,5"; a decimal mark only between digits), or "". */
function firstNumber(text: string): string {
  let start = 0;
  while (start < text.length && !isDigit(text.charAt(start))) start++;
  let end = start;
  while (isDigit(text.charAt(end))) end++;
  const mark = text.charAt(end);
  if ((mark === '.' || mark === ',') && isDigit(text.charAt(end + 1))) {
    end++;
    while (isDigit(text.charAt(end))) end++;
  }
  return text.slice(start, end);
}

/** The languages a text's words point to, most first (for a word two languages write alike). */
function likelyLanguages(text: string): RecipeLanguage[] {
  const scores = languageScores(text);
  return [...RECIPE_LANGUAGES].sort((a, b) => scores[b] - scores[a]);
}

/**
 * Ingredient lines for `toServings` instead of `fromServings`. `context`: the recipe's other text (its method), read
 * with the lines for the language a word two languages write alike belongs to ("ei": "3 Eier", "3 eieren").
 */
export function scaleIngredientLines(lines: readonly string[], fromServings: number, toServings: number, context = ''): string[] {
  for (const [name, value] of [
    ['fromServings', fromServings],
    ['toServings', toServings],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
  }
  const factor = toServings / fromServings;
  const languages = likelyLanguages(`${lines.join('\n')}\n${context}`);
  return lines.map((line) => scaleLine(line, factor, languages));
}

/** Method steps for `toServings`: only the amounts of the list's foods named in them change. */
export function scaleSteps(steps: readonly string[], ingredients: readonly string[], fromServings: number, toServings: number): string[] {
  return steps.map((step) => scaleStepAmounts(step, toServings / fromServings, ingredients));
}

/**
 * The recipe for another number of servings: the list and the amounts named in the steps scale together
 * ("add the 3 tbsp oil" becomes "add the 6 tbsp oil" with the list); temperatures, tin sizes and times stay.
 * Nutrition is per serving and so stays the same. A recipe whose servings field has no number is taken as
 * `fallbackServings` (the spec's default 4).
 */
export function scaleRecipe(
  recipe: StructuredRecipe,
  servings: number,
  fallbackServings: number = LIMITS.defaultServings,
): StructuredRecipe {
  const from = servingsCount(recipe.servings) ?? fallbackServings;
  if (!Number.isFinite(servings) || servings <= 0) throw new RangeError(`Servings must be a positive number, got ${servings}`);
  if (from === servings) return { ...recipe, servings };
  return {
    ...recipe,
    servings,
    ingredients: scaleIngredientLines(recipe.ingredients, from, servings, recipe.instructions.join('\n')),
    instructions: scaleSteps(recipe.instructions, recipe.ingredients, from, servings),
  };
}
