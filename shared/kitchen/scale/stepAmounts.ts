import { ingredientWords } from '../ingredients/normalise';
import { parseIngredientLine } from '../parse/ingredientLine';
import { readUnit, skipSpaces } from '../parse/ingredientLineUnit';
import { readQuantity } from '../parse/quantity';
import { formatQuantity, unitText } from '../parse/quantityFormat';
import { traitsNamed } from '../traits/index';
import { UNIT_MODIFIERS } from '../unitData';
import { roundCounted, roundMeasure, roundWhole, UNSCALED_UNITS, WHOLE_UNITS } from './cookRounding';

/** Where an amount could start: a digit or a unicode fraction not inside a word or another number. */
const AMOUNT_START = /(?<![\p{L}\d.,/-])[\d½⅓⅔¼¾⅛⅜⅝⅞]/gu;

/** Words that may stand between an amount and its food ("200 ml of the milk", "50 g de beurre"). */
const LINKING_WORDS: ReadonlySet<string> = new Set([
  'of',
  'the',
  'your',
  'de',
  'des',
  'du',
  'di',
  'del',
  'della',
  'der',
  'die',
  'das',
  'von',
]);

/** How many words after an amount are read for its food. */
const FOOD_WORDS_READ = 6;

/** A food of the recipe's list, as the steps name it: its words, and whether it comes whole. */
export interface ListFood {
  words: readonly string[];
  whole: boolean;
}

/** The foods of an ingredient list, for finding their amounts in the method. */
export function listFoods(lines: readonly string[]): ListFood[] {
  return lines.flatMap((line) => {
    const parsed = parseIngredientLine(line);
    const words = ingredientWords(parsed.ingredient);
    if (words.length === 0) return [];
    const noun = traitsNamed(words)?.noun;
    const whole = (parsed.unit !== null && WHOLE_UNITS.has(parsed.unit)) || (noun?.kind === 'count' && noun.whole);
    return [{ words, whole }];
  });
}

/** Marks that end the words read for an amount's food. */
const CLAUSE_STOPS = ',.;:()!?';

/** The words after an amount, past "of the", up to the first comma, stop or bracket. */
function wordsAfter(text: string): string[] {
  let stop = 0;
  while (stop < text.length && !CLAUSE_STOPS.includes(text.charAt(stop))) stop++;
  const words = ingredientWords(text.slice(0, stop));
  let start = 0;
  while (start < words.length && LINKING_WORDS.has(words[start] ?? '')) start += 1;
  return words.slice(start, start + FOOD_WORDS_READ);
}

/**
 * `said` starts with the food's own words: one of them that is not a size ("anchovies" of "anchovy fillets",
 * "milk" of "whole milk"), or two of them in a row ("large eggs").
 */
function startsWithFood(said: readonly string[], food: readonly string[]): boolean {
  const [first, second] = said;
  if (first === undefined) return false;
  return food.some((word, at) => word === first && (!UNIT_MODIFIERS.has(first) || food[at + 1] === second));
}

/** The list food an amount in a step is of, or null when the words after it name no food of the list. */
function foodOfAmount(after: string, foods: readonly ListFood[]): ListFood | null {
  const said = wordsAfter(after);
  return foods.find((food) => startsWithFood(said, food.words)) ?? null;
}

/** The words after a measure name a food the kitchen knows ("200 ml water" when the list forgot the water). */
function namesKnownFood(after: string): boolean {
  const said = wordsAfter(after);
  for (let length = Math.min(3, said.length); length > 0; length--) if (traitsNamed(said.slice(0, length))) return true;
  return false;
}

/** "200 g (7 oz)", "100g/3½oz": the equivalent beside a measure in a step, to scale with it. */
function alternativeAt(step: string, pos: number): { start: number; end: number; unit: string } | null {
  const at = skipSpaces(step, pos);
  const open = step[at];
  if (open !== '(' && open !== '/') return null;
  const quantity = readQuantity(step, skipSpaces(step, at + 1));
  if (!quantity || quantity.article) return null;
  const unit = readUnit(step, quantity.end);
  if (!unit || (unit.def.kind !== 'mass' && unit.def.kind !== 'volume')) return null;
  const end = open === '(' ? skipSpaces(step, unit.end) : unit.end;
  if (open === '(' && step[end] !== ')') return null;
  return { start: quantity.start, end: open === '(' ? end + 1 : end, unit: unit.def.id };
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

function scaledNumber(value: number, max: number | null, round: (v: number) => number, unit: string | null): string {
  const low = formatQuantity(round(value), unit);
  return max === null ? low : `${low}-${formatQuantity(round(max), unit)}`;
}

/**
 * A method step with the amounts of its ingredients multiplied by `factor`, and nothing else: an amount changes
 * only where the words after it name a food of the list (`ingredients`), or, for a weight or volume, a food the
 * kitchen knows ("add 3 tbsp oil" × 2 → "add 6 tbsp oil", "crack in the 3 eggs" → "the 6 eggs"). Times, oven
 * temperatures, tin and pan sizes, counts of steps ("3 additions", "repeat 4 times") and a pinch stay as written.
 */
export function scaleStepAmounts(step: string, factor: number, ingredients: readonly string[] = []): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return step;
  const foods = listFoods(ingredients);
  const edits: Edit[] = [];
  for (const match of step.matchAll(AMOUNT_START)) {
    const start = match.index;
    if (edits.some((e) => start < e.end)) continue;
    const quantity = readQuantity(step, start);
    if (!quantity || quantity.article) continue;
    const unit = readUnit(step, quantity.end);
    const kind = unit?.def.kind;
    if (unit && (UNSCALED_UNITS.has(unit.def.id) || kind === 'length')) continue;
    const measured = kind === 'mass' || kind === 'volume';
    const alt = measured && unit ? alternativeAt(step, unit.end) : null;
    const after = step.slice(alt?.end ?? unit?.end ?? quantity.end);
    const food = foodOfAmount(after, foods);
    if (!food && !(measured && namesKnownFood(after))) continue;
    const id = unit?.def.id ?? null;
    const round =
      measured && id
        ? (v: number) => roundMeasure(v * factor, id)
        : (v: number) => (food?.whole || (id !== null && WHOLE_UNITS.has(id)) ? roundWhole : roundCounted)(v * factor);
    edits.push({ start: quantity.start, end: quantity.end, text: scaledNumber(quantity.value, quantity.max, round, id) });
    // The unit word follows its new number as the list's lines do ("1 cup water" × 2 → "2 cups water").
    if (unit) {
      const typed = step.slice(unit.start, unit.end);
      const written = unitText(unit.def, round(quantity.max ?? quantity.value) > 1, typed);
      if (written !== typed) edits.push({ start: unit.start, end: unit.end, text: written });
    }
    if (alt) {
      const altQuantity = readQuantity(step, alt.start);
      if (altQuantity) {
        const altRound = (v: number) => roundMeasure(v * factor, alt.unit);
        edits.push({
          start: altQuantity.start,
          end: altQuantity.end,
          text: scaledNumber(altQuantity.value, altQuantity.max, altRound, alt.unit),
        });
      }
    }
  }
  let out = step;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}
