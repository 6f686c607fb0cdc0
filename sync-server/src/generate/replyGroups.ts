import { withIngredientGroups } from '../../../shared/domain/ingredientGroups';
import { INGREDIENT_GROUP_LIMITS, type IngredientGroup } from '../../../shared/schemas/structuredRecipe';

/**
 * The parts of an AI reply's ingredient list ({ heading, ingredients } objects), read as loosely as the rest of it:
 * `line` makes each item a plain line. A part with neither heading nor lines is dropped.
 */
export function replyGroups(value: unknown, line: (item: unknown) => string): IngredientGroup[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const groups = value
    .filter((g): g is Record<string, unknown> => !!g && typeof g === 'object' && !Array.isArray(g))
    .map((g) => ({
      heading: typeof g.heading === 'string' ? g.heading.trim().slice(0, INGREDIENT_GROUP_LIMITS.headingChars) : '',
      ingredients: (Array.isArray(g.ingredients) ? g.ingredients : []).map(line).filter((l) => l !== ''),
    }))
    .filter((g) => g.heading !== '' || g.ingredients.length > 0);
  return groups.length > 0 ? groups : undefined;
}

/**
 * The flat list and the parts the card shows, so that the check reads every line the cook will see: the parts' lines
 * become the list when they hold every line of the flat list (or the flat list is empty); parts that leave a listed
 * line out are set aside (the flat list is kept whole, nothing the reply listed is lost).
 */
export function settleReplyGroups(flat: readonly string[], groups: readonly IngredientGroup[] | undefined) {
  if (!groups) return { ingredients: [...flat] };
  const inParts = new Map<string, number>();
  for (const l of groups.flatMap((g) => g.ingredients)) inParts.set(l, (inParts.get(l) ?? 0) + 1);
  for (const l of flat) {
    const left = inParts.get(l) ?? 0;
    if (left === 0) return { ingredients: [...flat] };
    inParts.set(l, left - 1);
  }
  return withIngredientGroups(groups);
}
