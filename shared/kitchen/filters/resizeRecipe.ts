import type { StructuredRecipe } from '../../schemas/structuredRecipe';
import { findIngredient } from '../ingredients/lookup';
import { parseIngredientLine } from '../parse/ingredientLine';
import { resolveFood } from '../resolve/resolveFood';
import { scaleRecipe } from '../scale';
import { convertLine, convertTemperaturesInText } from '../units';

/** The recipe at the wanted servings and in the wanted unit system, before any substitution. */
export function resizeAndConvert(
  recipe: StructuredRecipe,
  servings: number | undefined,
  units: 'metric' | 'us' | undefined,
): StructuredRecipe {
  const scaled = servings !== undefined && servings > 0 ? scaleRecipe(recipe, servings) : recipe;
  if (!units) return scaled;
  return {
    ...scaled,
    ingredients: scaled.ingredients.map((line) => {
      const parsed = parseIngredientLine(line);
      const food = parsed.ingredient || line;
      // The food as the rest of the engine knows it, in any language ("açúcar" is weighed like sugar).
      return convertLine(parsed, units, resolveFood(food)?.entry ?? findIngredient(food));
    }),
    instructions: scaled.instructions.map((step) => convertTemperaturesInText(step, units)),
  };
}
