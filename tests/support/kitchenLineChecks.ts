/** What the kitchen makes of one phrase or one ingredient line: shared by the knowledge tests. */

import { generateLocally } from '../../shared/kitchen';
import { checkCompliance, unverifiedLines } from '../../shared/kitchen/compliance';
import { resolveFood } from '../../shared/kitchen/resolve/resolveFood';
import type { StructuredRecipe } from '../../shared/schemas/structuredRecipe';

/** Every tag a phrase resolves to, certain or possible. */
export function tagsOf(phrase: string, language?: string): string[] {
  const food = resolveFood(phrase, language);
  return food ? [...food.tags, ...food.maybe] : [];
}

/** The filters (and "Avoid list") one line is reported under, outright or as a label to check. */
export function flaggedFor(line: string, filters: string[], avoid: string[] = []): string[] {
  const hard = checkCompliance({ ingredients: [line], instructions: [], servings: 4 }, { filters, avoid });
  const label = unverifiedLines([line], filters, avoid);
  return [...new Set([...hard, ...label].map((v) => v.filter))].sort();
}

/** A recipe converted by the engine to the filters and avoid list; a refusal fails the test with its message. */
export function engineConversion(text: string, filters: string[], avoid: string[] = []): StructuredRecipe {
  const result = generateLocally({ originalRecipe: text, mode: 'convert', filters, avoidIngredients: avoid });
  if (!result.ok) throw new Error(result.error);
  return result.recipe;
}
