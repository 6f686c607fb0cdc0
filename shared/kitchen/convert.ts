import { LIMITS } from '../domain/limits';
import type { StructuredRecipe } from '../schemas/structuredRecipe';
import { type AdaptOptions, type AdaptResult, adaptRecipe } from './adapt';
import { checkNotUnderstood } from './check/checkNotUnderstood';
import { analyseLine } from './filters/lineTags';
import { withReaderDigits } from './parse/document/scriptDigits';
import { waterOnlyInMethod } from './parse/methodWater';
import { ingredientsFromProse, sentencesOf } from './parse/proseIngredients';
import { readRecipeText } from './parse/recipeText';
import { servingsAsked } from './parse/servingsAsked';
import { isServingMeasure, servedItemAsSaid } from './rewrite/index';
import { servingsCount } from './scale';

export const NO_INGREDIENTS_MESSAGE = 'No ingredients found in the recipe text';

/**
 * A pasted recipe converted to the filters: parsed from any common layout, then adapted (substitutions,
 * rewritten steps, recomputed nutrition, tips, compliance). Text with no recognisable ingredient is an error.
 */
export function convertRecipeText(text: string, opts: AdaptOptions): AdaptResult {
  // "Please make this for 6 people" in the pasted text is the user's own ask; without one the recipe keeps its servings.
  const ask = servingsAsked(withReaderDigits(text));
  const read = readRecipeText(ask.text);
  const parsed = read.recipe;
  const written = recognised(parsed.ingredients) ? parsed : fromParagraphs(parsed);
  if (!recognised(written.ingredients)) return { ok: false, reason: NO_INGREDIENTS_MESSAGE, violations: [] };
  const draft = withMethodWater(written);
  const own = servingsCount(draft.servings) ?? LIMITS.defaultServings;
  const asked = opts.servings ?? ask.servings ?? (ask.factor !== undefined ? Math.max(1, Math.round(own * ask.factor)) : undefined);
  const adapted = adaptRecipe(draft, { ...opts, servings: asked, announceScaling: asked !== undefined });
  if (!adapted.ok) return adapted;
  return { ...adapted, recipe: withServedFoods(withTins(adapted.recipe, read.tins), read.servedWith, draft.instructions, opts) };
}

/** The water the method pours and the list leaves out, as the list's last line (`parse/methodWater.ts`). */
function withMethodWater(draft: StructuredRecipe): StructuredRecipe {
  const water = waterOnlyInMethod(draft.ingredients, draft.instructions);
  if (water === undefined || draft.ingredients.length >= 200) return draft;
  const groups = draft.ingredientGroups ? { ingredientGroups: [...draft.ingredientGroups, { heading: '', ingredients: [water] }] } : {};
  return { ...draft, ...groups, ingredients: [...draft.ingredients, water] };
}

/** The tins the recipe names with their size ("Teglia: 20x30 cm"), kept as written in the description: never scaled, never lost. */
function withTins(recipe: StructuredRecipe, tins: readonly string[]): StructuredRecipe {
  const card = [recipe.description ?? '', ...recipe.ingredients, ...recipe.instructions, ...recipe.tips].join('\n');
  const missing = tins.filter((tin) => !card.includes(tin));
  if (missing.length === 0) return recipe;
  const said = missing.join(' · ');
  return { ...recipe, description: (recipe.description ? `${recipe.description}\n${said}` : said).slice(0, 2000) };
}

/**
 * Foods the method serves the dish with that the list does not hold ("Server med … brun sovs"): one the filters forbid,
 * or one the knowledge cannot read, is shown with the lines not understood, so it is checked and never passes unseen.
 * Read in the converted method: one the rewrite took out, or said in a version that fits ("vegan custard"), is no
 * longer served; a measure ("a scoop") is no food.
 */
function withServedFoods(
  draft: StructuredRecipe,
  servedWith: readonly string[],
  written: readonly string[],
  opts: AdaptOptions,
): StructuredRecipe {
  if (servedWith.length === 0 || (opts.filters.length === 0 && opts.avoid.length === 0)) return draft;
  const listed = draft.ingredients.join('\n').toLowerCase();
  const unread = (item: string) => checkNotUnderstood([item], opts.filters, opts.avoid).length > 0;
  const flagged = servedWith.filter(
    (item) =>
      !listed.includes(item.toLowerCase()) &&
      !isServingMeasure(item) &&
      unread(item) &&
      servedItemAsSaid(item, draft.instructions, written).some(unread),
  );
  if (flagged.length === 0) return draft;
  return { ...draft, notUnderstood: [...(draft.notUnderstood ?? []), ...flagged].slice(0, 50) };
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
    servings: meta?.[1] && draft.servings === '' ? Number(meta[1]) : draft.servings,
  };
}
