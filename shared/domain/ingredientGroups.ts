import type { IngredientGroup, StructuredRecipe } from '../schemas/structuredRecipe';
import { INGREDIENT_GROUP_LIMITS } from './limits';

export type { IngredientGroup };

type Grouped = Pick<StructuredRecipe, 'ingredients' | 'ingredientGroups'>;

/** True when the groups' lines, joined in order, are exactly the flat list (what every reader relies on). */
export function groupsAgree(recipe: Grouped): boolean {
  const groups = recipe.ingredientGroups;
  if (!groups) return false;
  const flat = groups.flatMap((g) => g.ingredients);
  return flat.length === recipe.ingredients.length && flat.every((line, i) => line === recipe.ingredients[i]);
}

/**
 * The recipe's ingredient list in its parts, as every screen shows it: its groups when they agree with the flat list
 * (a writer that changed only the flat list leaves them stale, and then they are ignored), else one part without a heading.
 */
export function ingredientGroupsOf(recipe: Grouped): IngredientGroup[] {
  if (groupsAgree(recipe) && recipe.ingredientGroups?.some((g) => g.heading.trim() !== '')) {
    return (recipe.ingredientGroups ?? []).filter((g) => g.ingredients.length > 0 || g.heading.trim() !== '');
  }
  return [{ heading: '', ingredients: [...recipe.ingredients] }];
}

/** The heading each line of the flat list belongs to ('' for none), index for index. */
export function headingPerLine(recipe: Grouped): string[] {
  return ingredientGroupsOf(recipe).flatMap((g) => g.ingredients.map(() => g.heading));
}

/** A heading as written, tidied: no list marks, emphasis or closing colon ("**For the sauce:**" → "For the sauce"). */
export function tidyHeading(text: string): string {
  return text
    .replace(/^\s*(?:#{1,6}\s+|[-*•]\s+)/, '')
    .replace(/\*\*|__/g, '')
    .trim()
    .replace(/\s*:\s*$/, '')
    .trim()
    .slice(0, INGREDIENT_GROUP_LIMITS.headingChars);
}

/**
 * The flat list and the groups of a recipe made from parts: lines outside any heading stay a part without one, empty
 * parts without a heading go, and a list with no heading at all has no groups (the recipe stays as old readers know it).
 */
export function withIngredientGroups(groups: readonly IngredientGroup[]): Grouped {
  const kept = groups
    .map((g) => ({ heading: tidyHeading(g.heading), ingredients: [...g.ingredients] }))
    .filter((g) => g.ingredients.length > 0 || g.heading !== '');
  const ingredients = kept.flatMap((g) => g.ingredients);
  if (!kept.some((g) => g.heading !== '')) return { ingredients };
  // The schema's limit: more parts than a card holds fold into the last one kept.
  const limited = kept.slice(0, INGREDIENT_GROUP_LIMITS.groups);
  const last = limited[limited.length - 1];
  if (last) for (const extra of kept.slice(INGREDIENT_GROUP_LIMITS.groups)) last.ingredients.push(...extra.ingredients);
  return { ingredients, ingredientGroups: limited };
}

/** The recipe with its flat list and groups replaced together (never one without the other). */
export function replaceIngredientGroups<T extends Grouped>(recipe: T, groups: readonly IngredientGroup[]): T {
  const { ingredientGroups: _old, ...rest } = recipe;
  const next = withIngredientGroups(groups);
  return { ...rest, ...next } as T;
}

/** How a heading is written as a line among ingredient lines in the editor: it ends with a colon. */
export function headingAsLine(heading: string): string {
  return `${tidyHeading(heading)}:`;
}

/**
 * A line of the editor's ingredient list that is a heading: it ends with a colon and has words before it
 * ("For the sauce:", "Topping:"). An ingredient line never ends with a colon.
 */
export function isHeadingLine(line: string): boolean {
  const text = line.replace(/\*\*|__/g, '').trim();
  return text.length > 1 && text.endsWith(':') && /\p{L}/u.test(text);
}

/** The editor's lines (ingredients, and headings ending with a colon) as parts. */
export function groupsFromLines(lines: readonly string[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [{ heading: '', ingredients: [] }];
  for (const raw of lines) {
    const line = raw.trim();
    if (line === '') continue;
    if (isHeadingLine(line)) groups.push({ heading: tidyHeading(line), ingredients: [] });
    else groups[groups.length - 1]?.ingredients.push(line);
  }
  return groups;
}

/** The parts as the editor's lines: each heading as a line ending with a colon, then its ingredients. */
export function linesFromGroups(groups: readonly IngredientGroup[]): string[] {
  return groups.flatMap((g) => (g.heading.trim() ? [headingAsLine(g.heading), ...g.ingredients] : [...g.ingredients]));
}

/**
 * The recipe with `lines` as its list, kept in its parts position for position when a stage rewrote the lines one for
 * one (scaling, merging within parts); when the count changed the parts cannot be placed and the flat list stands alone.
 */
export function withLinesInParts<T extends Grouped>(recipe: T, lines: readonly string[]): T {
  const { ingredientGroups, ...rest } = recipe;
  const total = (ingredientGroups ?? []).reduce((n, g) => n + g.ingredients.length, 0);
  if (!ingredientGroups || total !== lines.length) return { ...rest, ingredients: [...lines] } as T;
  let at = 0;
  const groups = ingredientGroups.map((g) => {
    const part = lines.slice(at, at + g.ingredients.length);
    at += g.ingredients.length;
    return { heading: g.heading, ingredients: part };
  });
  return { ...rest, ...withIngredientGroups(groups) } as T;
}

/** Applies a list rewrite to each part on its own (the same food in two parts stays two lines). */
export function rewriteEachPart<T extends Grouped>(recipe: T, rewrite: (lines: readonly string[]) => string[]): T {
  if (!groupsAgree(recipe) || !recipe.ingredientGroups) {
    const { ingredientGroups: _stale, ...rest } = recipe;
    return { ...rest, ingredients: rewrite(recipe.ingredients) } as T;
  }
  return replaceIngredientGroups(
    recipe,
    recipe.ingredientGroups.map((g) => ({ heading: g.heading, ingredients: rewrite(g.ingredients) })),
  );
}
