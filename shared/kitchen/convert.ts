import { LIMITS } from '../domain/limits';
import type { StructuredRecipe } from '../schemas/structuredRecipe';
import { type AdaptOptions, type AdaptResult, adaptRecipe } from './adapt';
import { analyseLine } from './filters/lineTags';
import { ingredientsFromProse, sentencesOf } from './parse/proseIngredients';
import { parseRecipeText } from './parse/recipeText';

export const NO_INGREDIENTS_MESSAGE = 'No ingredients found in the recipe text';

/**
 * A pasted recipe converted to the filters: parsed from any common layout, then adapted (substitutions,
 * rewritten steps, recomputed nutrition, tips, compliance). Text with no recognisable ingredient is an error.
 */
export function convertRecipeText(text: string, opts: AdaptOptions): AdaptResult {
  const parsed = parseRecipeText(text);
  const draft = recognised(parsed.ingredients) ? parsed : fromParagraphs(parsed);
  if (!recognised(draft.ingredients)) return { ok: false, reason: NO_INGREDIENTS_MESSAGE, violations: [] };
  return adaptRecipe(draft, opts);
}

function recognised(lines: readonly string[]): boolean {
  return lines.some((line) => {
    const analysed = analyseLine(line);
    return analysed.entry !== undefined || analysed.tags.size > 0 || analysed.parsed.quantity !== null;
  });
}

/** A recipe written as running text: the amounts named in its sentences are the ingredients, the sentences the method. */
function fromParagraphs(draft: StructuredRecipe): StructuredRecipe {
  const body = draft.instructions.join(' ');
  const ingredients = ingredientsFromProse(body);
  if (ingredients.length < 2) return draft;
  const meta = /\bserves\s+(\d{1,2})\b/i.exec(body);
  return {
    ...draft,
    ingredients: ingredients.slice(0, 200),
    instructions: sentencesOf(body).slice(0, 100),
    servings: meta?.[1] && draft.servings === LIMITS.defaultServings ? Number(meta[1]) : draft.servings,
  };
}
