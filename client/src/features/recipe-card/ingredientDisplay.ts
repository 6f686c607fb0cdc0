import type { IngredientGroup } from '../../../../shared/domain/ingredientGroups';
import {
  convertLine,
  convertTemperaturesInText,
  type MeasureSystem,
  parseIngredientLine,
  scaleIngredientLines,
  servingsCount,
} from '../../../../shared/kitchen/light';

/** The recipe's own number of servings, or the fallback when its servings text has no number. */
export function baseServings(servings: number | string, fallback: number): number {
  return servingsCount(servings) ?? fallback;
}

/** Ingredient lines for `to` servings in the chosen unit system (scaled with the kitchen engine's rules). */
export function displayIngredients(lines: readonly string[], from: number, to: number, system: MeasureSystem): string[] {
  const scaled = from === to ? [...lines] : scaleIngredientLines([...lines], from, to);
  return scaled.map((line) => {
    try {
      return convertLine(parseIngredientLine(line), system);
    } catch {
      return line;
    }
  });
}

/** The parts of the list for `to` servings in the chosen unit system: scaled as one list, then cut back into its parts. */
export function displayIngredientGroups(
  groups: readonly IngredientGroup[],
  from: number,
  to: number,
  system: MeasureSystem,
): IngredientGroup[] {
  const shown = displayIngredients(
    groups.flatMap((g) => g.ingredients),
    from,
    to,
    system,
  );
  let at = 0;
  return groups.map((g) => {
    const lines = shown.slice(at, at + g.ingredients.length);
    at += g.ingredients.length;
    return { heading: g.heading, ingredients: lines };
  });
}

/** Instruction steps with their temperatures in the chosen system. */
export function displaySteps(steps: readonly string[], system: MeasureSystem): string[] {
  return steps.map((step) => convertTemperaturesInText(step, system));
}

/** Servings the stepper offers: 1 to 100. */
export const SERVINGS_RANGE = { min: 1, max: 100 } as const;

export function stepServings(current: number, delta: number): number {
  return Math.min(SERVINGS_RANGE.max, Math.max(SERVINGS_RANGE.min, Math.round(current) + delta));
}
