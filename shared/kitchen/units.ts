import { type ParsedLine, parseIngredientLine, type SizeNote } from './parse/ingredientLine';
import { applyEdits, type Edit } from './parse/ingredientLineRewrite';
import { readUnit } from './parse/ingredientLineUnit';
import { readQuantity } from './parse/quantity';
import { formatQuantity, isPlural, unitText } from './parse/quantityFormat';
import { roundConverted } from './scale/cookRounding';
import type { IngredientEntry, ParsedIngredient } from './types';
import { ML_PER_CUP, SPOON_FRACTIONS, UNIT_BY_ID, type UnitDef, unitBase, WHOLE_ITEM_UNITS } from './unitData';

export { formatQuantity } from './parse/quantityFormat';
export { UNITS, type UnitDef } from './unitData';

export type MeasureSystem = 'metric' | 'us';

export function unitDef(id: string | null): UnitDef | undefined {
  return id ? UNIT_BY_ID.get(id) : undefined;
}

/** Grams in one millilitre of the ingredient, from its spoon or cup weights; water (1) when unknown. */
export function gramsPerMl(entry: IngredientEntry): number {
  const w = entry.unitWeights;
  if (w.cup) return w.cup / ML_PER_CUP;
  if (w.tbsp) return w.tbsp / (ML_PER_CUP / 16);
  if (w.tsp) return w.tsp / (ML_PER_CUP / 48);
  return 1;
}

function gramsOfMeasure(quantity: number, def: UnitDef, entry: IngredientEntry): number | undefined {
  if (def.kind === 'mass') return quantity * (def.base ?? 0);
  if (def.kind === 'volume') {
    const own = def.id === 'cup' || def.id === 'tbsp' || def.id === 'tsp' ? entry.unitWeights[def.id] : undefined;
    return own !== undefined ? quantity * own : quantity * (def.base ?? 0) * gramsPerMl(entry);
  }
  return undefined;
}

function gramsOfSize(size: SizeNote, entry: IngredientEntry): number | undefined {
  const def = unitDef(size.unit);
  return def ? gramsOfMeasure(size.quantity, def, entry) : undefined;
}

type Weighable = Pick<ParsedIngredient, 'quantity' | 'quantityMax' | 'unit'> & { size?: SizeNote | null };

/**
 * Grams of the ingredient in a parsed line, or undefined when the line gives no way to know
 * (no quantity, or a count unit the entry has no weight for). A range counts as its middle.
 * Mass units convert directly; a size note ("1 (400 g) can") weighs each container or piece;
 * volume units use the entry's cup/tbsp/tsp weights (its density); count units use unitWeights,
 * a whole-item unit ("head", "fillet") falls back to the piece weight, and pinch/dash/drop are
 * fractions of the entry's teaspoon.
 */
export function toGrams(parsed: Weighable, entry: IngredientEntry): number | undefined {
  if (parsed.quantity === null) return undefined;
  const amount = parsed.quantityMax !== null ? (parsed.quantity + parsed.quantityMax) / 2 : parsed.quantity;
  const def = unitDef(parsed.unit);
  if (def && (def.kind === 'mass' || def.kind === 'volume')) return gramsOfMeasure(amount, def, entry);
  if (parsed.size) {
    const each = gramsOfSize(parsed.size, entry);
    if (each !== undefined) return amount * each;
  }
  const w = entry.unitWeights;
  if (!def) return w.piece !== undefined ? amount * w.piece : undefined;
  const own = (w as Record<string, number | undefined>)[def.id];
  if (own !== undefined) return amount * own;
  if (WHOLE_ITEM_UNITS.has(def.id) && w.piece !== undefined) return amount * w.piece;
  const spoon = SPOON_FRACTIONS[def.id];
  if (spoon !== undefined) {
    const tsp = w.tsp ?? (ML_PER_CUP / 48) * gramsPerMl(entry);
    return amount * spoon * tsp;
  }
  return undefined;
}

/** One measure in the other system, rounded as a cook would write it. */
export interface Measure {
  value: number;
  unit: string;
}

function toMetric(value: number, def: UnitDef): Measure | null {
  const base = def.base ?? 0;
  if (def.kind === 'mass') {
    const g = value * base;
    return g >= 1000 ? { value: g / 1000, unit: 'kg' } : { value: g, unit: 'g' };
  }
  if (def.kind === 'volume') {
    const ml = value * base;
    return ml >= 1000 ? { value: ml / 1000, unit: 'l' } : { value: ml, unit: 'ml' };
  }
  if (def.kind === 'length') return { value: value * base, unit: 'cm' };
  return null;
}

function toUs(value: number, def: UnitDef, entry?: IngredientEntry): Measure | null {
  const base = def.base ?? 0;
  if (def.kind === 'mass') {
    const g = value * base;
    // Under half an ounce, spoons read better than ounces when the ingredient's density is known.
    if (g < 14 && entry && (entry.unitWeights.tsp || entry.unitWeights.tbsp || entry.unitWeights.cup)) {
      return toUs(g / gramsPerMl(entry), UNIT_BY_ID.get('ml') as UnitDef);
    }
    if (g < 7) return null;
    const oz = g / unitBase('oz');
    return oz >= 16 ? { value: oz / 16, unit: 'lb' } : { value: oz, unit: 'oz' };
  }
  if (def.kind === 'volume') {
    const ml = value * base;
    if (ml < 14) return { value: ml / unitBase('tsp'), unit: 'tsp' };
    if (ml < 59) return { value: ml / unitBase('tbsp'), unit: 'tbsp' };
    const cups = ml / ML_PER_CUP;
    return cups >= 8 ? { value: cups / 4, unit: 'quart' } : { value: cups, unit: 'cup' };
  }
  if (def.kind === 'length') return { value: (value * base) / unitBase('inch'), unit: 'inch' };
  return null;
}

/**
 * A measure in the chosen system, or null when it already is in it or has no fixed size
 * (counts, cans) or is too small to say well (a few grams with no known density stay grams).
 * Spoons are both metric and US and stay as they are.
 */
export function convertMeasure(value: number, unit: string, system: MeasureSystem, entry?: IngredientEntry): Measure | null {
  const def = unitDef(unit);
  if (!def || def.system === 'both' || def.system === system) return null;
  if (system === 'metric' && def.id === 'cup' && entry && weighedInMetric(entry)) {
    const g = gramsOfMeasure(value, def, entry);
    if (g !== undefined) return inMetric(roundConverted(g), 'g', 'kg');
  }
  if (system === 'us') return toUs(value, def, entry);
  const metric = toMetric(value, def);
  if (!metric || (metric.unit !== 'g' && metric.unit !== 'ml' && metric.unit !== 'kg' && metric.unit !== 'l')) return metric;
  // A converted amount is rounded as a scale or jug reads it, then said in kilograms or litres from 1000 on.
  const small = metric.unit === 'kg' || metric.unit === 'l' ? metric.value * 1000 : metric.value;
  return metric.unit === 'g' || metric.unit === 'kg'
    ? inMetric(roundConverted(small), 'g', 'kg')
    : inMetric(roundConverted(small), 'ml', 'l');
}

function inMetric(value: number, small: string, large: string): Measure {
  return value >= 1000 ? { value: value / 1000, unit: large } : { value, unit: small };
}

/**
 * Foods a metric kitchen weighs rather than pours: "1 ¾ cups flour" is 219 g of flour there, not 414 ml
 * (butter, sugar, nuts, grated cheese, grains, chocolate, dried fruit, shredded or chopped solids alike).
 */
const WEIGHED =
  /\b(?:flour|meal|starch|sugar|sweetener|erythritol|butter|margarine|shortening|lard|nuts?|walnuts?|pecans?|almonds?|hazelnuts?|cashews?|pistachios?|peanuts?|macadamias?|seeds?|oats|rice|quinoa|couscous|bulgur|polenta|cheese|cheddar|parmesan|mozzarella|feta|gruy[eè]re|ricotta|chocolate|chips|cocoa|breadcrumbs|panko|coconut|raisins?|sultanas?|currants?|cranberr(?:y|ies)|dates?|lentils?|pasta|macaroni|cabbage|spinach|kale|sprouts?|berr(?:y|ies)|blueberr(?:y|ies)|raspberr(?:y|ies)|strawberr(?:y|ies)|tofu|mince|cornflakes|crackers?|biscuits?|flaxseeds?|linseeds?|chia|hemp|peas|sweetcorn|frozen)\b/i;
/** Poured foods, even when a weighed word is in their name ("coconut milk", "rice vinegar", "almond butter" stays weighed). */
const POURED =
  /\b(?:milk|cream(?! cheese)|oil|syrup|juice|vinegar|stock|broth|water|wine|sauce|extract|liqueur|beer|honey|molasses|treacle|drink|yog(?:h)?urt|kefir|puree|purée|paste)\b/i;

function weighedInMetric(entry: IngredientEntry): boolean {
  return WEIGHED.test(entry.name) && !POURED.test(entry.name);
}

function measureText(measure: Measure, typedSeparator = ' '): string {
  const def = unitDef(measure.unit) as UnitDef;
  const number = formatQuantity(measure.value, measure.unit);
  return `${number}${typedSeparator}${unitText(def, isPlural(number))}`;
}

function asLine(parsed: ParsedIngredient): ParsedLine {
  return 'spans' in parsed && 'text' in parsed ? (parsed as ParsedLine) : parseIngredientLine(parsed.raw);
}

/**
 * "1 1/2 cups (190 g) flour" in metric is best said with the 190 g the author gave: the equivalent
 * written right after the main measure, when it is already in the target system, tidied.
 */
function givenInTarget(line: ParsedLine, system: MeasureSystem): string | null {
  const { spans, text } = line;
  if (!spans.alternative || !spans.unit || !line.unit || line.quantityMax !== null) return null;
  if (text.slice(spans.unit[1], spans.alternative[0]).trim() !== '') return null;
  const main = unitDef(line.unit);
  if (!main || main.system === 'both' || main.system === system) return null;
  const alt = text.slice(spans.alternative[0], spans.alternative[1]).replace(/^[\s/(]+|[\s)]+$/g, '');
  const quantity = readQuantity(alt, 0);
  const unit = quantity ? readUnit(alt, quantity.end) : null;
  if (!quantity || !unit || unit.def.system !== system || unit.end !== alt.length) return null;
  return measureText({ value: quantity.value, unit: unit.def.id });
}

/**
 * The line written in the chosen system ("1 cup milk" → "237 ml milk", "1 (14 oz) can" →
 * "1 (397 g) can"); the rest of the line stays as typed. A line with nothing to convert comes
 * back exactly as given. An equivalent measure already given beside the main one is
 * dropped when the main one is converted, since it would now say the same.
 */
export function convertLine(parsed: ParsedIngredient, system: MeasureSystem, entry?: IngredientEntry): string {
  const line = asLine(parsed);
  const { text, spans } = line;
  const edits: Edit[] = [];
  const given = givenInTarget(line, system);
  if (given && spans.quantity && spans.alternative) {
    edits.push({ start: spans.quantity[0], end: spans.alternative[1], text: given });
  } else if (line.quantity !== null && line.unit && spans.quantity && spans.unit) {
    const low = convertMeasure(line.quantity, line.unit, system, entry);
    if (low) {
      const def = unitDef(low.unit) as UnitDef;
      let number = formatQuantity(low.value, low.unit);
      // A range keeps one unit: the upper bound takes the lower bound's factor.
      // A range keeps one unit: the upper bound is converted on its own when it lands in the same unit, else it takes
      // the lower bound's factor.
      if (line.quantityMax !== null) {
        const high = convertMeasure(line.quantityMax, line.unit, system, entry);
        const upper = high?.unit === low.unit ? high.value : (line.quantityMax * low.value) / line.quantity;
        number = `${number}-${formatQuantity(upper, low.unit)}`;
      }
      const plural = isPlural(number.split('-').pop() ?? number);
      if (spans.quantity[1] <= spans.unit[0] && text.slice(spans.quantity[1], spans.unit[0]).trim() === '') {
        edits.push({ start: spans.quantity[0], end: spans.unit[1], text: `${number} ${unitText(def, plural)}` });
      } else {
        edits.push({ start: spans.quantity[0], end: spans.quantity[1], text: number });
        edits.push({ start: spans.unit[0], end: spans.unit[1], text: unitText(def, plural) });
      }
      if (spans.alternative) edits.push({ start: spans.alternative[0], end: spans.alternative[1], text: '' });
    }
  }
  if (line.size && spans.size) {
    const size = convertMeasure(line.size.quantity, line.size.unit, system, entry);
    if (size) {
      const hyphenated = text[spans.size[0] - 1] !== '(' && /\d-\s*[A-Za-z]/.test(text.slice(spans.size[0], spans.size[1]));
      edits.push({ start: spans.size[0], end: spans.size[1], text: measureText(size, hyphenated ? '-' : ' ') });
    }
  }
  if (edits.length === 0) return line.raw;
  return applyEdits(text, edits)
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;)])/g, '$1')
    .trim();
}

// ---- temperatures in instruction text ----

// A leading minus (hyphen or U+2212) counts only where it cannot be a range dash ("5-10°C"): "freeze at -18°C".
const NUM = '((?:(?<![\\w.])[-−])?\\d{1,3}(?:[.,]\\d)?)';
const MARK = '(?:\\s*(?:°|º|˚|degrees?|deg\\.?)\\s*)';
const SCALE_WORD = '([FC])(?:ahrenheit|elsius|entigrade)?';
const TEMPERATURE = new RegExp(`${NUM}(?:\\s*(?:-|–|to)\\s*${NUM})?(?:${MARK}${SCALE_WORD}|\\s?([FC]))(?![A-Za-z])`, 'g');
const PAIR = new RegExp(
  `(${NUM}(?:\\s*(?:-|–|to)\\s*${NUM})?(?:${MARK}${SCALE_WORD}|\\s?([FC])))(?![A-Za-z])\\s*(?:\\(\\s*|/\\s*)(${NUM}(?:\\s*(?:-|–|to)\\s*${NUM})?(?:${MARK}${SCALE_WORD}|\\s?([FC])))(?![A-Za-z])\\s*\\)?`,
  'g',
);

/** Whether a bare "350 F" / "180 C" (no degree mark) is plausibly an oven temperature and not "2 C" of something. */
function plausibleBare(value: number, scale: 'F' | 'C'): boolean {
  return scale === 'F' ? value >= 200 && value <= 550 : value >= 90 && value <= 290;
}

function fToC(f: number): number {
  const c = ((f - 32) * 5) / 9;
  return f >= 250 ? Math.round(c / 10) * 10 : Math.round(c);
}

function cToF(c: number): number {
  const f = (c * 9) / 5 + 32;
  return c >= 120 ? Math.round(f / 25) * 25 : Math.round(f);
}

function scaleOf(match: string): 'F' | 'C' | null {
  const m = /([FC])(?:ahrenheit|elsius|entigrade)?\)?\s*$/i.exec(match.trim());
  return m?.[1] ? (m[1].toUpperCase() as 'F' | 'C') : null;
}

function degrees(text: string): number {
  return Number(text.replace('−', '-').replace(',', '.'));
}

function convertOne(match: string, low: string, high: string | undefined, target: MeasureSystem): string {
  const scale = scaleOf(match);
  const hasMark = new RegExp(MARK).test(match);
  const a = degrees(low);
  if (!scale || (!hasMark && !plausibleBare(a, scale))) return match;
  if ((target === 'metric' && scale === 'C') || (target === 'us' && scale === 'F')) return match;
  const convert = scale === 'F' ? fToC : cToF;
  const unit = scale === 'F' ? '°C' : '°F';
  const b = high !== undefined ? degrees(high) : undefined;
  if (b === undefined) return `${convert(a)}${unit}`;
  // "-20 to -18°C": a dash between negative numbers would read as a minus.
  const dash = convert(a) < 0 || convert(b) < 0 ? ' to ' : '-';
  return `${convert(a)}${dash}${convert(b)}${unit}`;
}

/**
 * Oven and cooking temperatures in free text, °F ⇄ °C: "350°F" → "180°C", "180 C" → "350°F",
 * "350-375 degrees F" → "180-190°C". Oven temperatures round to 10 °C or 25 °F (as oven dials and
 * recipes do), others to the degree ("165°F" → "74°C"). Where both scales are given
 * ("350°F (180°C)"), the one in the target scale is kept alone. A bare letter without a degree
 * mark only counts in the oven range, so "2 C sugar" is left alone.
 */
export function convertTemperaturesInText(text: string, system: MeasureSystem): string {
  const paired = text.replace(PAIR, (whole: string, first: string, ...rest: unknown[]) => {
    const second = rest[4];
    if (typeof second !== 'string') return whole;
    const a = scaleOf(first);
    const b = scaleOf(second);
    if (!a || !b || a === b) return whole;
    const wanted = system === 'metric' ? 'C' : 'F';
    const keep = a === wanted ? first : b === wanted ? second : null;
    return keep ? `${keep}${/\s$/.test(whole) ? ' ' : ''}` : whole;
  });
  return paired.replace(TEMPERATURE, (match: string, low: string, high: string | undefined) => convertOne(match, low, high, system));
}
