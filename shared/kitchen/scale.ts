import { LIMITS } from '../domain/limits';
import type { StructuredRecipe } from '../schemas/structuredRecipe';
import { parseIngredientLine, type Span } from './parse/ingredientLine';
import { applyEdits, type Edit, nounNumberEdit } from './parse/ingredientLineRewrite';
import { readUnit, unitAt } from './parse/ingredientLineUnit';
import { readQuantity } from './parse/quantity';
import { formatQuantity, isPlural, unitText } from './parse/quantityFormat';
import { countedFoods, scaleStepAmounts } from './scaleSteps';
import { SPOON_FRACTIONS, UNIT_BY_ID, type UnitDef, unitBase } from './unitData';

/** US volumes that read badly in their own unit step down: under ¼ cup to tablespoons, under 1 tbsp to teaspoons. */
const SMALLER_MEASURE: Readonly<Record<string, { below: number; unit: string }>> = {
  cup: { below: 1 / 4, unit: 'tbsp' },
  tbsp: { below: 1, unit: 'tsp' },
};

interface Amount {
  unit: string | null;
  low: number;
  high: number | null;
}

/** "⅛ cup" is "2 tbsp", "½ tbsp" is "1½ tsp": a scaled-down spoon or cup measure in the unit a cook would use. */
function friendlierMeasure(amount: Amount): Amount {
  let { unit, low, high } = amount;
  for (let step = unit ? SMALLER_MEASURE[unit] : undefined; unit && step; step = SMALLER_MEASURE[unit]) {
    if ((high ?? low) >= step.below - 1e-9) break;
    const ratio = unitBase(unit) / unitBase(step.unit);
    low *= ratio;
    high = high === null ? null : high * ratio;
    unit = step.unit;
  }
  return { unit, low, high };
}

/** Whole items ("onion", "2 cloves", "1 can") scale to quarters below ⅜ and to halves above: never "⅔ onion". */
function roundCount(value: number): number {
  if (value < 0.375) return 0.25;
  return Math.round(value * 2) / 2;
}

function isWholeItemCount(unit: string | null): boolean {
  if (!unit) return true;
  return UNIT_BY_ID.get(unit)?.kind === 'count' && SPOON_FRACTIONS[unit] === undefined;
}

/** The new unit, spelled out ("teaspoons") when the old one was spelled out ("tablespoons"), else abbreviated. */
function changedUnitText(def: UnitDef, plural: boolean, typed: string, oldUnit: string | null): string {
  const old = oldUnit ? UNIT_BY_ID.get(oldUnit) : undefined;
  const lower = typed.toLowerCase();
  const spelledOut = old?.words?.some(([one, many]) => lower === one || lower === many) ?? false;
  const word = def.words?.[0];
  if (spelledOut && word) return plural ? word[1] : word[0];
  return unitText(def, plural);
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Scale factor must be a positive number, got ${factor}`);
}

/** The equivalent measure beside the main one ("(240 ml)", "/ 3½oz") scaled by the same factor. */
function alternativeEdit(text: string, span: Span, factor: number): Edit | null {
  const inner = text.slice(span[0], span[1]);
  const offset = inner.search(/[\d½⅓⅔¼¾⅛⅜⅝⅞]/);
  if (offset < 0) return null;
  const start = span[0] + offset;
  const quantity = readQuantity(text, start);
  if (!quantity || quantity.article) return null;
  const unit = readUnit(text, quantity.end);
  const id = unit?.def.id ?? null;
  const value = formatQuantity(quantity.value * factor, id);
  const upper = quantity.max !== null ? `-${formatQuantity(quantity.max * factor, id)}` : '';
  return { start, end: quantity.end, text: `${value}${upper}` };
}

/**
 * One ingredient line multiplied by `factor`, rewritten in place: "1 cup (240 ml) milk" × 2 →
 * "2 cups (480 ml) milk", "1 onion, diced" × 2 → "2 onions, diced", "2 x 400g tins" × 1.5 →
 * "3 x 400g tins" (the size of a tin does not change). Lines without a quantity come back as given.
 */
export function scaleLine(line: string, factor: number): string {
  assertFactor(factor);
  const parsed = parseIngredientLine(line);
  if (parsed.quantity === null || factor === 1) return line;
  const { text, spans } = parsed;
  let amount = friendlierMeasure({
    unit: parsed.unit,
    low: parsed.quantity * factor,
    high: parsed.quantityMax !== null ? parsed.quantityMax * factor : null,
  });
  if (isWholeItemCount(amount.unit)) {
    amount = { ...amount, low: roundCount(amount.low), high: amount.high === null ? null : roundCount(amount.high) };
  }
  const unit = amount.unit;
  const unitChanged = unit !== parsed.unit;
  const low = formatQuantity(amount.low, unit);
  const high = amount.high !== null ? formatQuantity(amount.high, unit) : null;
  const number = high !== null && high !== low ? `${low}-${high}` : low;
  const plural = isPlural(high ?? low);
  const edits: Edit[] = [];

  if (spans.quantity) {
    edits.push({ start: spans.quantity[0], end: spans.quantity[1], text: number });
  } else {
    // "Pinch of salt" has its one implied: the number goes in front of the unit or the size.
    const at = Math.min(spans.size?.[0] ?? Number.POSITIVE_INFINITY, spans.unit?.[0] ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(at)) return line;
    edits.push({ start: at, end: at, text: `${number} ` });
  }
  const def = unit ? UNIT_BY_ID.get(unit) : undefined;
  if (def && spans.unit) {
    const typed = text.slice(spans.unit[0], spans.unit[1]);
    // "¼ cup plus 2 tablespoons" became one amount in cups: the whole phrase gives way to the unit.
    const compound = unitAt(typed, 0)?.end !== typed.length;
    // With a number now in front of it, "Pinch of salt" reads "2 pinches of salt".
    const written = unitChanged
      ? changedUnitText(def, plural, typed, parsed.unit)
      : compound
        ? unitText(def, plural)
        : unitText(def, plural, spans.quantity ? typed : typed.toLowerCase());
    if (written !== typed) edits.push({ start: spans.unit[0], end: spans.unit[1], text: written });
  }
  if (spans.alternative) {
    const alt = alternativeEdit(text, spans.alternative, factor);
    if (alt) edits.push(alt);
  }
  if (!unit) {
    const wasPlural = (parsed.quantityMax ?? parsed.quantity) > 1;
    const amountEnd = spans.quantity?.[1] ?? 0;
    const noun = wasPlural !== plural ? nounNumberEdit(text, parsed.ingredient, amountEnd, plural) : null;
    if (noun) edits.push(noun);
  }
  return applyEdits(text, edits);
}

/** The number of servings in a recipe's servings field: 4, "4", "Serves 4-6" (the first number), or null. */
export function servingsCount(servings: number | string): number | null {
  if (typeof servings === 'number') return Number.isFinite(servings) && servings > 0 ? servings : null;
  const match = /\d+(?:[.,]\d+)?/.exec(servings);
  const value = match ? Number(match[0].replace(',', '.')) : Number.NaN;
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Ingredient lines for `toServings` instead of `fromServings`. */
export function scaleIngredientLines(lines: string[], fromServings: number, toServings: number): string[] {
  for (const [name, value] of [
    ['fromServings', fromServings],
    ['toServings', toServings],
  ] as const) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`${name} must be a positive number, got ${value}`);
  }
  const factor = toServings / fromServings;
  return lines.map((line) => scaleLine(line, factor));
}

/**
 * The recipe for another number of servings: the list and the amounts named in the steps scale together
 * ("add the 3 tbsp oil" becomes "add the 6 tbsp oil" with the list). Nutrition is per serving and so stays the same.
 * A recipe whose servings field has no number is taken as `fallbackServings` (the spec's default 4).
 */
export function scaleRecipe(
  recipe: StructuredRecipe,
  servings: number,
  fallbackServings: number = LIMITS.defaultServings,
): StructuredRecipe {
  const from = servingsCount(recipe.servings) ?? fallbackServings;
  if (!Number.isFinite(servings) || servings <= 0) throw new RangeError(`Servings must be a positive number, got ${servings}`);
  if (from === servings) return { ...recipe, servings };
  const counted = countedFoods(recipe.ingredients.map((line) => parseIngredientLine(line)));
  return {
    ...recipe,
    servings,
    ingredients: scaleIngredientLines(recipe.ingredients, from, servings),
    instructions: recipe.instructions.map((step) => scaleStepAmounts(step, servings / from, counted)),
  };
}
