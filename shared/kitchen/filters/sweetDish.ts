import type { DietTag } from '../types';
import type { AnalysedLine } from './lineTags';

/** Flesh, or a food that only savoury dishes hold: a dish with one is savoury whatever its sugar (data). */
const SAVOURY_TAGS: readonly DietTag[] = ['meat', 'poultry', 'fish', 'shellfish', 'game'];
const SAVOURY_FOODS = /\b(?:onions?|garlic|shallots?|leeks?|stock|broth|bouillon|soy sauce|fish sauce)\b/;

/** Substitutes only a savoury dish takes: stock in a zabaione or a poached pear is no cook's answer. */
const SAVOURY_SUBSTITUTES = /\b(?:stock|broth|bouillon|soy sauce|tamari|miso)\b/i;

/** A dish sweetened on purpose and holding nothing savoury: a dessert, a sweet bake, a sweet drink. */
export function isSweetDish(lines: readonly AnalysedLine[]): boolean {
  let sweetened = false;
  for (const line of lines) {
    if (SAVOURY_TAGS.some((tag) => line.tags.has(tag))) return false;
    if (SAVOURY_FOODS.test((line.food?.name ?? line.entry?.name ?? '').toLowerCase())) return false;
    if (line.tags.has('added-sugar') || line.tags.has('honey')) sweetened = true;
  }
  return sweetened;
}

export function isSavourySubstitute(name: string): boolean {
  return SAVOURY_SUBSTITUTES.test(name);
}
