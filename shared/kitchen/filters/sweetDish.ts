import type { DietTag } from '../types';
import type { AnalysedLine } from './lineTags';

/** Flesh, or a food that only savoury dishes hold: a dish with one is savoury whatever its sugar (data). */
const SAVOURY_TAGS: readonly DietTag[] = ['meat', 'poultry', 'fish', 'shellfish', 'game'];
const SAVOURY_FOODS: ReadonlySet<string> = new Set([
  'onion',
  'garlic',
  'shallot',
  'leek',
  'stock',
  'broth',
  'bouillon',
  'soy sauce',
  'fish sauce',
]);

/** Substitutes only a savoury dish takes: stock in a zabaione or a poached pear is no cook's answer. */
const SAVOURY_SUBSTITUTES: ReadonlySet<string> = new Set(['stock', 'broth', 'bouillon', 'soy sauce', 'tamari', 'miso']);

/** A dish sweetened on purpose and holding nothing savoury: a dessert, a sweet bake, a sweet drink. */
export function isSweetDish(lines: readonly AnalysedLine[]): boolean {
  let sweetened = false;
  for (const line of lines) {
    if (SAVOURY_TAGS.some((tag) => line.tags.has(tag))) return false;
    if (names(line.food?.name ?? line.entry?.name ?? '', SAVOURY_FOODS)) return false;
    if (line.tags.has('added-sugar') || line.tags.has('honey')) sweetened = true;
  }
  return sweetened;
}

export function isSavourySubstitute(name: string): boolean {
  return names(name, SAVOURY_SUBSTITUTES);
}

/** True when the name holds one of the words or two-word names of the set, in either number ("onions", "soy sauce"). */
function names(name: string, set: ReadonlySet<string>): boolean {
  const words = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .map((w) => w.replace(/s$/, ''));
  return words.some((w, i) => set.has(w) || set.has(`${w} ${words[i + 1] ?? ''}`));
}
