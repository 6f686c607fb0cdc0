/** A nutrition panel pasted with the recipe, read as the source's claim ("Calories: 262kcal | Protein: 4g", "285 kcal, Eiweiß 14 g"). */
import { ANY_NUTRIENT, fold, NUTRIENTS } from './matchers';
import type { SourceNutrition } from './types';
import { ENERGY_UNIT_WORDS, NUTRIENT_PART_STEMS } from './vocabulary';

const NUTRIENT_PART = NUTRIENT_PART_STEMS.map(fold);

type Nutrient = Exclude<keyof SourceNutrition, 'text'>;
const ORDER: readonly Nutrient[] = ['calories', 'protein', 'carbohydrates', 'fat', 'fiber', 'sodium'];

/** A number and its unit after (or before) a nutrient word in one clause. */
const AMOUNT = /(\d+(?:[.,]\d+)?)\s*(kcal|cal|kj|mg|g)?\b/i;

const KJ_PER_KCAL = 4.184;

/** The clause's first amount, or its amount in kcal where it states the energy in kJ first ("2617kJ / 627kcal"). */
function energyAmount(clause: string): RegExpExecArray | null {
  const first = AMOUNT.exec(clause);
  if (first?.[2]?.toLowerCase() !== 'kj') return first;
  let rest = clause.slice(first.index + first[0].length);
  for (let next = AMOUNT.exec(rest); next; next = AMOUNT.exec(rest)) {
    const unit = next[2]?.toLowerCase();
    if (unit === 'kcal' || unit === 'cal') return next;
    rest = rest.slice(next.index + next[0].length);
  }
  return first;
}

const ENERGY_UNITS = new Set<string>(ENERGY_UNIT_WORDS.map(fold));

/** "380 কিলোক্যালরি", "450 กิโลแคลอรี", "520 ккал": a figure with the word of kilocalories in the page's script. */
function energyInWords(text: string): boolean {
  const words = text.split(' ');
  return words.some((w, i) => i > 0 && ENERGY_UNITS.has(fold(w)) && isDigit((words[i - 1] ?? '').at(-1) ?? ''));
}

const isDigit = (ch: string) => ch >= '0' && ch <= '9';

/** A line that is a nutrition panel (or part of one): two nutrients named with numbers, or kcal. */
export function isNutritionLine(text: string): boolean {
  if (!/\d/.test(text)) return false;
  if (/\d\s*kcal\b|\bkcal\s*:?\s*\d/i.test(text) || energyInWords(text)) return true;
  const numbered = text.split(/[|,;·•]/).filter((c) => /\d/.test(c));
  // Two clauses with numbers at least, before any is folded (most lines with a number have one clause).
  return numbered.length >= 2 && numbered.filter((c) => ANY_NUTRIENT.within(fold(c))).length >= 2;
}

/** The most words of a panel's row of one nutrient ("Bielkoviny 22 g", "Gesättigte Fettsäuren 3,1 g"). */
const PANEL_ROW_WORDS = 6;

/** A row of a panel under its first: one nutrient named with its figure and unit ("Bielkoviny 22 g", "Tuky: 28 g"). */
export function isPanelRow(text: string): boolean {
  const amount = AMOUNT.exec(text);
  if (!amount?.[2] || text.split(' ').length > PANEL_ROW_WORDS) return false;
  return ANY_NUTRIENT.within(fold(text));
}

/** Adds what the text states to `into` (first value for each nutrient wins). */
export function readNutrition(text: string, into: SourceNutrition | undefined): SourceNutrition {
  const out: SourceNutrition = into ?? { text: '' };
  out.text = out.text ? `${out.text}\n${text.trim()}` : text.trim();
  for (const clause of text.split(/[|,;·•]|\s{2,}/)) {
    const folded = fold(clause);
    const amount = energyAmount(clause);
    if (!amount?.[1]) continue;
    const unit = (amount[2] ?? '').toLowerCase();
    // "Brennwert 1724 kJ / 412 kcal": the kcal beside the kJ; a kJ alone is said in kcal.
    const value = unit === 'kj' ? Math.round(Number(amount[1].replace(',', '.')) / KJ_PER_KCAL) : Number(amount[1].replace(',', '.'));
    let found: Nutrient | undefined;
    if (unit === 'kcal' || unit === 'cal' || unit === 'kj') found = 'calories';
    else found = ORDER.find((n) => n !== 'calories' && NUTRIENTS[n].within(folded) && !NUTRIENT_PART.some((stem) => folded.includes(stem)));
    if (!found && NUTRIENTS.calories.within(folded)) found = 'calories';
    if (!found || out[found] !== undefined) continue;
    out[found] = found === 'sodium' && unit === 'g' ? value * 1000 : value;
  }
  return out;
}
