import { groupsAgree, type IngredientGroup, withIngredientGroups } from '../domain/ingredientGroups';
import type { StructuredRecipe } from '../schemas/structuredRecipe';

/**
 * Where a part of the list begins, as a line every stage already reads as a sub-heading and leaves in its place
 * (no food, no amount: nothing resolves, scales, converts or is checked in it).
 */
export const PART_MARK = 'Ingredient part:';

/** The adapter also reads the parts' headings, and gives them back rewritten for its swaps ("For the tofu marinade"). */
type Adapt<O, R> = (recipe: StructuredRecipe, opts: O) => R;
type Result = { ok: true; recipe: StructuredRecipe; headings?: readonly string[] } | { ok: false };

/** The flat list with a mark before each part and one after the last (what a stage adds comes after it). */
export function markedLines(groups: readonly IngredientGroup[]): string[] {
  return [...groups.flatMap((g) => [PART_MARK, ...g.ingredients]), PART_MARK];
}

/**
 * The adapted lines back in their parts: lines between marks belong to the part the mark began (each swap stays in
 * the part of the line it replaced, the same food in two parts stays two lines); lines after the last mark (a
 * must-use food added) form a part of their own without a heading. Undefined when a stage lost or added a mark.
 */
export function partsOfMarked(lines: readonly string[], headings: readonly string[]): IngredientGroup[] | undefined {
  const parts: IngredientGroup[] = [];
  for (const line of lines) {
    if (line === PART_MARK) parts.push({ heading: headings[parts.length] ?? '', ingredients: [] });
    else if (parts.length === 0) return undefined;
    else parts[parts.length - 1]?.ingredients.push(line);
  }
  return parts.length === headings.length + 1 ? parts : undefined;
}

/**
 * Adapts a recipe whose list has parts ("For the sponge", "For the icing") through the flat adapter, keeping the parts:
 * the adapter sees each part's lines under a mark it reads as a sub-heading, and its result is cut back into the parts.
 * A recipe without agreeing parts is adapted as a flat list. A heading is rewritten by the same interpreter as the
 * method ("For the chicken marinade" → "For the tofu marinade"); one that still names a removed food is reported by the
 * output check (checkOutput reads headings), never passed as fine.
 */
export function adaptInParts<O extends { headings?: readonly string[] }, R extends Result>(
  recipe: StructuredRecipe,
  opts: O,
  adapt: Adapt<O, R>,
): R {
  const { ingredientGroups, ...flat } = recipe;
  if (!ingredientGroups || !groupsAgree(recipe)) return adapt(flat, opts);
  const asWritten = ingredientGroups.map((g) => g.heading);
  const result = adapt({ ...flat, ingredients: markedLines(ingredientGroups) }, { ...opts, headings: asWritten });
  if (!result.ok) return result;
  const adapted = result.recipe;
  const headings = result.headings?.length === asWritten.length ? result.headings : asWritten;
  const parts = partsOfMarked(adapted.ingredients, headings);
  const lines = adapted.ingredients.filter((line) => line !== PART_MARK);
  const grouped = parts ? withIngredientGroups(parts) : { ingredients: lines };
  const { ingredientGroups: _none, ...rest } = adapted;
  const { headings: _said, ...answer } = result;
  return { ...answer, recipe: { ...rest, ...grouped } } as R;
}
