import { findIngredient } from '../ingredients/lookup';
import { foodPart, resolveFood } from '../resolve/resolveFood';
import type { IngredientEntry } from '../types';
import { type PhraseMatcher, phraseMatcher } from './phraseMatch';

/**
 * Sodium of the low-salt versions the adapter swaps in, relative to the table's regular product. The table
 * holds the regular product only; these are conservative readings of the US label rules ("reduced sodium":
 * at least 25% less; "low sodium": at most 140 mg per serving, e.g. low-sodium soy sauce has about 40% less
 * and low-sodium stock far less; "no salt added": only the food's own sodium).
 */
const SODIUM_FACTORS: readonly [PhraseMatcher, number][] = [
  [phraseMatcher(['no-salt-added', 'no salt added', 'salt-free', 'sodium-free']), 0.1],
  [phraseMatcher(['low-sodium', 'low sodium']), 0.5],
  [phraseMatcher(['reduced-sodium', 'reduced sodium']), 0.75],
];

/**
 * Carbohydrates of the low-carb versions: shop "keto"/"low-carb"/"grain-free" breads, sauces and granolas carry
 * about a fifth of the regular product's carbohydrate (typical labels), and a "sugar-free" sauce, jam or syrup
 * about a quarter (the sugar replaced by non-nutritive sweeteners, counted out of net carbs).
 */
const CARB_FACTORS: readonly [PhraseMatcher, number][] = [
  [phraseMatcher(['low-carb', 'low carb', 'keto', 'grain-free', 'grain free']), 0.2],
  [phraseMatcher(['sugar-free', 'sugar free', 'no-sugar-added', 'no added sugar']), 0.25],
];

/**
 * The table entry of the food the knowledge reads by a name of several words ("hovězího masa" is beef): the table's
 * longest name alone may be one word of it that is another language's food ("masa", Spanish dough).
 */
function knownEntry(text: string): IngredientEntry | undefined {
  const food = resolveFood(foodPart(text));
  return food?.entry !== undefined && food.span.text.trim().includes(' ') ? food.entry : undefined;
}

/** The table entry for the text, with sodium or carbohydrate lowered for the versions that say so. */
export function qualifiedLookup(text: string): IngredientEntry | undefined {
  const entry = knownEntry(text) ?? findIngredient(text);
  if (!entry) return undefined;
  const lower = text.toLowerCase();
  const sodium = SODIUM_FACTORS.find(([pattern]) => pattern.test(lower))?.[1];
  const carbPattern = CARB_FACTORS.find(([pattern]) => pattern.test(lower));
  // A sugar-free version only lowers what the sugar brought: foods with added sugar.
  const carbs = carbPattern && (carbPattern[1] < 0.25 || entry.tags.includes('added-sugar')) ? carbPattern[1] : undefined;
  if (sodium === undefined && carbs === undefined) return entry;
  const n = entry.per100g;
  return {
    ...entry,
    per100g: {
      ...n,
      sodium: n.sodium * (sodium ?? 1),
      carbohydrates: n.carbohydrates * (carbs ?? 1),
      calories: carbs === undefined ? n.calories : n.calories - n.carbohydrates * (1 - carbs) * 4,
    },
  };
}
