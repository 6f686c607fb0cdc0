import type { Substitution } from '../../schemas/structuredRecipe';
import type { IngredientRole } from '../filters/roles';

/** An amount as a line gives it: "2-3 tbsp" is { quantity: 2, quantityMax: 3, unit: 'tbsp' }; "salt to taste" has none. */
export interface SwapAmount {
  quantity: number | null;
  quantityMax: number | null;
  /** Canonical unit id (g, ml, tbsp, clove, can, ...) or null for a bare count. */
  unit: string | null;
}

/** Where a food's words are in its line: offsets into the line as written, end exclusive. */
export type FoodSpan = readonly [start: number, end: number];

/**
 * One swap, from the moment a substitute is chosen to every place that speaks of it: the rewritten line and steps,
 * the tips, "What changed" and the check. A food left out has no substitute; its words and the words that tied them
 * in go from the method.
 */
export interface SwapRecord {
  /** The ingredient line as the recipe wrote it, its place in the list and the group (section) it is in. */
  original: { line: string; index: number; group: string | null };
  /** The food the swap replaces: its id (the lexicon's, or the traits table's), its name, and its words in the line. */
  food: { id: string; name: string; span: FoodSpan };
  /** What takes its place (id in the traits table or lexicon, name as the cook reads it); null when it is left out. */
  substitute: { id: string; name: string } | null;
  /** The job the food does in this dish, which the substitute must do too. */
  role: IngredientRole | null;
  /** The amounts before and after (a ratio, a per-count amount, or the same), and the new line as written. */
  amounts: { original: SwapAmount; substitute: SwapAmount | null; line: string | null };
  /** Why, in the cook's words ("Vegan: no butter"). */
  reason: string;
  /** The filters (and avoid-list entries, as written) this swap serves. */
  filters: readonly string[];
  avoid: readonly string[];
}

/** What "What changed" shows for one swap. */
export function substitutionOf(swap: SwapRecord): Substitution {
  return { original: swap.original.line, replacement: swap.amounts.line ?? '(left out)', reason: swap.reason };
}
