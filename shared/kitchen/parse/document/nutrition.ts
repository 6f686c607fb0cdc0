/** A nutrition panel pasted with the recipe, read as the source's claim ("Calories: 262kcal | Protein: 4g", "285 kcal, Eiweiß 14 g"). */
import { ANY_NUTRIENT, fold, NUTRIENTS } from './matchers';
import type { SourceNutrition } from './types';
import { NUTRIENT_PART_STEMS } from './vocabulary';

const NUTRIENT_PART = NUTRIENT_PART_STEMS.map(fold);

type Nutrient = Exclude<keyof SourceNutrition, 'text'>;
const ORDER: readonly Nutrient[] = ['calories', 'protein', 'carbohydrates', 'fat', 'fiber', 'sodium'];

/** A number and its unit after (or before) a nutrient word in one clause. */
const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(kcal|cal|kj|mg|g)?\b/i;

/** A line that is a nutrition panel (or part of one): two nutrients named with numbers, or kcal. */
export function isNutritionLine(text: string): boolean {
  if (!/\d/.test(text)) return false;
  if (/\d\s*kcal\b|\bkcal\s*:?\s*\d/i.test(text)) return true;
  const numbered = text.split(/[|,;·•]/).filter((c) => /\d/.test(c));
  // Two clauses with numbers at least, before any is folded (most lines with a number have one clause).
  return numbered.length >= 2 && numbered.filter((c) => ANY_NUTRIENT.within(fold(c))).length >= 2;
}

/** Adds what the text states to `into` (first value for each nutrient wins). */
export function readNutrition(text: string, into: SourceNutrition | undefined): SourceNutrition {
  const out: SourceNutrition = into ?? { text: '' };
  out.text = out.text ? `${out.text}\n${text.trim()}` : text.trim();
  for (const clause of text.split(/[|,;·•]|\s{2,}/)) {
    const folded = fold(clause);
    const amount = AMOUNT.exec(clause);
    if (!amount?.[1]) continue;
    const value = Number(amount[1].replace(',', '.'));
    const unit = (amount[2] ?? '').toLowerCase();
    let found: Nutrient | undefined;
    if (unit === 'kcal' || unit === 'cal') found = 'calories';
    else found = ORDER.find((n) => n !== 'calories' && NUTRIENTS[n].within(folded) && !NUTRIENT_PART.some((stem) => folded.includes(stem)));
    if (!found && NUTRIENTS.calories.within(folded)) found = 'calories';
    if (!found || out[found] !== undefined) continue;
    out[found] = found === 'sodium' && unit === 'g' ? value * 1000 : value;
  }
  return out;
}
