import { findIngredient } from '../ingredients/lookup';
import type { IngredientEntry } from '../types';

/**
 * Sodium of the low-salt versions the adapter swaps in, relative to the table's regular product. The table
 * holds the regular product only; these are conservative readings of the US label rules ("reduced sodium":
 * at least 25% less; "low sodium": at most 140 mg per serving, e.g. low-sodium soy sauce has about 40% less
 * and low-sodium stock far less; "no salt added": only the food's own sodium).
 */
const SODIUM_FACTORS: readonly [RegExp, number][] = [
  [/\b(?:no-salt-added|no salt added|salt-free|sodium-free)\b/, 0.1],
  [/\b(?:low-sodium|low sodium)\b/, 0.5],
  [/\b(?:reduced-sodium|reduced sodium)\b/, 0.75],
];

/** The table entry for the text, with sodium lowered for low-sodium versions ("low-sodium soy sauce"). */
export function qualifiedLookup(text: string): IngredientEntry | undefined {
  const entry = findIngredient(text);
  if (!entry) return undefined;
  const lower = text.toLowerCase();
  const factor = SODIUM_FACTORS.find(([pattern]) => pattern.test(lower))?.[1];
  return factor === undefined ? entry : { ...entry, per100g: { ...entry.per100g, sodium: entry.per100g.sodium * factor } };
}
