import { type AdaptOptions, type AdaptResult, adaptRecipe } from './adapt';
import { analyseLine } from './filters/lineTags';
import { parseRecipeText } from './parse/recipeText';

export const NO_INGREDIENTS_MESSAGE = 'No ingredients found in the recipe text';

/**
 * A pasted recipe converted to the filters: parsed from any common layout, then adapted (substitutions,
 * rewritten steps, recomputed nutrition, tips, compliance). Text with no recognisable ingredient is an error.
 */
export function convertRecipeText(text: string, opts: AdaptOptions): AdaptResult {
  const draft = parseRecipeText(text);
  const recognised = draft.ingredients.some((line) => {
    const analysed = analyseLine(line);
    return analysed.entry !== undefined || analysed.tags.size > 0 || analysed.parsed.quantity !== null;
  });
  if (!recognised) return { ok: false, reason: NO_INGREDIENTS_MESSAGE, violations: [] };
  return adaptRecipe(draft, opts);
}
