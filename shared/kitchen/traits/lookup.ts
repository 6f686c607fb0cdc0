import { findIngredient } from '../ingredients/lookup';
import { ingredientWords } from '../ingredients/normalise';
import { memoByText } from '../knowledge/textMemo';
import { resolveFood } from '../resolve/resolveFood';
import { TRAITS } from './table';
import type { CookingTraits } from './types';

/** Every name a row answers to (its own names and the ingredient-table foods it covers), normalised. */
const BY_NAME: ReadonlyMap<string, CookingTraits> = (() => {
  const map = new Map<string, CookingTraits>();
  for (const row of TRAITS) {
    for (const name of [...row.names, ...row.foods]) {
      const key = ingredientWords(name).join(' ');
      if (key !== '' && !map.has(key)) map.set(key, row);
    }
  }
  return map;
})();

const BY_FOOD: ReadonlyMap<string, CookingTraits> = new Map(TRAITS.flatMap((row) => row.foods.map((food) => [food, row] as const)));

const LONGEST_NAME = Math.max(...[...BY_NAME.keys()].map((key) => key.split(' ').length));

/**
 * The longest run of a phrase's words that names a row; of two runs as long, the later one (an English food
 * phrase ends in its head noun: "coconut milk" is milk-like only by its last word, "cream of tartar" is whole).
 */
function byWords(words: readonly string[]): CookingTraits | undefined {
  for (let length = Math.min(words.length, LONGEST_NAME); length > 0; length--) {
    for (let start = words.length - length; start >= 0; start--) {
      const row = BY_NAME.get(words.slice(start, start + length).join(' '));
      if (row) return row;
    }
  }
  return undefined;
}

/** The row whose name is exactly these words (normalised: "Bay Leaves" is "bay leaf"), or none. */
export function traitsNamed(words: readonly string[]): CookingTraits | undefined {
  return BY_NAME.get(words.join(' '));
}

/** The traits of the food an ingredient-table entry names ("garlic", "canned tomatoes"). */
export function traitsOfFood(entryName: string): CookingTraits | undefined {
  return BY_FOOD.get(entryName);
}

/**
 * The cooking traits of a food phrase ("fresh basil leaves", "2 x 400 g tins chopped tomatoes" after parsing:
 * "chopped tomatoes"): by the table's own names first, then through the ingredient table's synonyms, then by the
 * knowledge's reading of the whole phrase in any language ("tarwebloem", "mąka pszenna").
 */
export function traitsOf(phrase: string): CookingTraits | undefined {
  return traitsOfPhrase(phrase);
}

/** The step interpreter asks for the same foods' traits for every sentence of a method: each phrase's answer is kept. */
const traitsOfPhrase = memoByText((phrase: string): CookingTraits | undefined => {
  const own = byWords(ingredientWords(phrase));
  if (own) return own;
  const entry = findIngredient(phrase);
  if (entry) return traitsOfFood(entry.name);
  // A name in another language ("tarwebloem", "mąka pszenna"): the food the knowledge reads it as, whole.
  const food = resolveFood(phrase);
  if (!food || food.span.text.length < phrase.trim().length) return undefined;
  return (food.entry ? traitsOfFood(food.entry.name) : undefined) ?? traitsNamed(ingredientWords(food.name));
});
