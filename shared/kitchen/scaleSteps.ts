import { readUnit } from './parse/ingredientLineUnit';
import { readQuantity } from './parse/quantity';
import { formatQuantity } from './parse/quantityFormat';

/** Where an amount could start: a digit or a unicode fraction not inside a word or another number. */
const AMOUNT_START = /(?<![\p{L}\d.,/-])[\d½⅓⅔¼¾⅛⅜⅝⅞]/gu;

/**
 * A method step with its ingredient amounts multiplied by `factor`: "add 3 tbsp oil" × 2 → "add 6 tbsp oil",
 * "stir in 200 g (7 oz) spinach" scales both measures. Only amounts with a unit of weight or volume change:
 * times ("10 minutes"), temperatures ("180°C"), sizes ("a 23 cm tin") and counts of steps or pieces stay.
 * A count changes only before a food the list counts (`countedFoods`: "the 4 anchovies" when the list has
 * "4 anchovy fillets"), rounded to halves as the list is.
 */
export function scaleStepAmounts(step: string, factor: number, countedFoods: readonly string[] = []): string {
  if (factor === 1 || !Number.isFinite(factor) || factor <= 0) return step;
  const edits: { start: number; end: number; text: string }[] = [];
  for (const match of step.matchAll(AMOUNT_START)) {
    const start = match.index;
    if (edits.some((e) => start < e.end)) continue;
    const quantity = readQuantity(step, start);
    if (!quantity || quantity.article) continue;
    const unit = readUnit(step, quantity.end);
    if (!unit || (unit.def.kind !== 'mass' && unit.def.kind !== 'volume')) {
      if (!unit && countsFood(step.slice(quantity.end), countedFoods)) {
        const low = formatQuantity(roundCount(quantity.value * factor), null);
        const high = quantity.max !== null ? `-${formatQuantity(roundCount(quantity.max * factor), null)}` : '';
        edits.push({ start: quantity.start, end: quantity.end, text: `${low}${high}` });
      }
      continue;
    }
    // "2 tbsp-sized balls", "the 400 ml tin": a measure naming a size, not an amount to add.
    if (/^[-‑]?(?:sized|size)\b|^\s+(?:tins?|cans?|jars?|packs?|packets?|bottles?|cartons?)\b/i.test(step.slice(unit.end))) continue;
    const id = unit.def.id;
    const low = formatQuantity(quantity.value * factor, id);
    const high = quantity.max !== null ? `-${formatQuantity(quantity.max * factor, id)}` : '';
    edits.push({ start: quantity.start, end: quantity.end, text: `${low}${high}` });
  }
  let out = step;
  for (const edit of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Whole items scale to halves (a quarter at least), as the list's counted lines do. */
function roundCount(value: number): number {
  return value < 0.375 ? 0.25 : Math.round(value * 2) / 2;
}

/** The words after a number name one of the list's counted foods ("large eggs", "anchovies"). */
function countsFood(after: string, foods: readonly string[]): boolean {
  const words = /^\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)/u.exec(after)?.[1]?.toLowerCase();
  if (!words) return false;
  const stem = (w: string) => w.replace(/(?:ies)$/, 'y').replace(/(?:es|s)$/, '');
  const said = words.split(/\s+/).map(stem);
  return foods.some((food) => said.includes(stem(food)));
}

/** The foods a list counts without a unit ("4 anchovy fillets", "2 eggs"): their head words, for the steps. */
export function countedFoods(lines: readonly { quantity: number | null; unit: string | null; ingredient: string }[]): string[] {
  const out = new Set<string>();
  for (const line of lines) {
    if (line.quantity === null || line.unit !== null || !line.ingredient) continue;
    for (const word of line.ingredient.toLowerCase().split(/\s+/)) if (word.length >= 3) out.add(word);
  }
  return [...out];
}
