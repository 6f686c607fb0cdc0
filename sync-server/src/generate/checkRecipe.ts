import { MESSAGES } from '../../../shared/domain/messages';
import { adaptRecipe, alignWordsWithFilters } from '../../../shared/kitchen/adapt';
import { checkCompliance, servingsNumber, unverifiedLines, unverifiedNotices } from '../../../shared/kitchen/compliance';
import { nutritionOfLines, roundNutrition } from '../../../shared/kitchen/nutrition';
import { type Nutrition, type StructuredRecipe, structuredRecipeSchema } from '../../../shared/schemas/structuredRecipe';
import { ERROR_CODES } from '../../../shared/sync/protocol';
import { GenerationError } from './generationError';

export interface CheckOptions {
  filters: readonly string[];
  avoid: readonly string[];
  mustUse: readonly string[];
}

/** An AI figure this far from the ingredient table's is not trusted (share of the computed value). */
export const NUTRITION_TOLERANCE = 0.25;
/** ...unless the difference is this small in absolute terms (kcal for calories, g for macros, mg for sodium). */
const ABSOLUTE_SLACK: Nutrition = { calories: 60, protein: 5, carbohydrates: 8, fat: 5, fiber: 3, sodium: 150 };

export function nutritionIsClose(claimed: Nutrition, computed: Nutrition): boolean {
  return (Object.keys(ABSOLUTE_SLACK) as (keyof Nutrition)[]).every((key) => {
    const diff = Math.abs(claimed[key] - computed[key]);
    return diff <= ABSOLUTE_SLACK[key] || diff <= computed[key] * NUTRITION_TOLERANCE;
  });
}

function describe(violations: ReturnType<typeof checkCompliance>): string {
  return violations
    .slice(0, 5)
    .map((v) => `${v.ingredient} (${v.filter})`)
    .join(', ');
}

/**
 * Holds any recipe, from any provider, to the same deterministic checks: filters, avoid and
 * must-use lists are enforced (violations repaired by the engine, or the request fails — a
 * recipe is never shown as compliant when it is not), and nutrition comes from the ingredient
 * table unless the provider's figures agree with it.
 */
export function checkRecipe(
  draft: Omit<StructuredRecipe, 'nutrition'> & { nutrition?: Nutrition },
  claimedNutrition: Nutrition | undefined,
  options: CheckOptions,
): StructuredRecipe {
  const notices = [...(draft.notices ?? [])];
  const servings = servingsNumber(draft.servings);
  const computedFirst = nutritionOfLines(draft.ingredients, servings).perServing;
  let recipe: StructuredRecipe = { ...draft, nutrition: draft.nutrition ?? claimedNutrition ?? computedFirst };

  const violations = checkCompliance(recipe, options);
  let repaired = false;
  if (violations.length > 0) {
    const adapted = adaptRecipe(recipe, { filters: options.filters, avoid: options.avoid, mustUse: options.mustUse });
    if (!adapted.ok) {
      throw new GenerationError(
        ERROR_CODES.providerError,
        422,
        `The recipe we got did not fit your choices and could not be fixed: ${adapted.reason}`,
        describe(violations),
      );
    }
    recipe = adapted.recipe;
    repaired = true;
    notices.push(`The recipe broke your choices (${describe(violations)}); the kitchen engine replaced those ingredients.`);
  }

  const computed = repaired ? recipe.nutrition : nutritionOfLines(recipe.ingredients, servingsNumber(recipe.servings)).perServing;
  let nutritionSource: StructuredRecipe['nutritionSource'] = 'computed';
  if (!repaired && claimedNutrition) {
    if (nutritionIsClose(claimedNutrition, computed)) {
      nutritionSource = 'ai';
      recipe = { ...recipe, nutrition: claimedNutrition };
    } else {
      recipe = { ...recipe, nutrition: computed };
      notices.push('Nutrition was recalculated from the ingredients: the estimate we received was far from the ingredient table.');
    }
  } else {
    recipe = { ...recipe, nutrition: computed };
  }

  const remaining = checkCompliance(recipe, options);
  if (remaining.length > 0) {
    throw new GenerationError(
      ERROR_CODES.providerError,
      422,
      `The recipe we got did not fit your choices and could not be fixed: ${describe(remaining)}`,
    );
  }
  // The title and method must not name what the list no longer has ("Chicken" in a vegan dish, "the cheese").
  const words = alignWordsWithFilters(recipe, options.filters, options.avoid);
  recipe = { ...recipe, recipeName: words.recipeName, instructions: words.instructions };
  // An ingredient the engine cannot place is never called safe: it is reported per filter and on the card.
  const unverified = unverifiedLines(recipe.ingredients, options.filters);
  for (const notice of unverifiedNotices(unverified)) if (!notices.includes(notice)) notices.push(notice);
  const result = structuredRecipeSchema.safeParse({
    ...recipe,
    dietaryRequirements: options.filters.length ? [...options.filters] : recipe.dietaryRequirements,
    nutrition: roundNutrition(recipe.nutrition),
    compliance: { filters: [...options.filters], compliant: unverified.length === 0, violations: unverified.slice(0, 500) },
    nutritionSource,
    ...(notices.length ? { notices: notices.slice(0, 20) } : {}),
  });
  if (!result.success) {
    throw new GenerationError(ERROR_CODES.providerError, 502, MESSAGES.invalidRecipeStructure, result.error.message);
  }
  return result.data;
}
