import { pluralWord, singularWord } from '../parse/ingredientLineRewrite';
import { formatQuantity } from '../parse/quantityFormat';
import { resolveFood } from '../resolve/resolveFood';
import { roundMeasure } from '../scale/cookRounding';
import { isEnglishNoun } from '../scale/englishNouns';
import { traitsOf } from '../traits';
import { UNIT_BY_ID } from '../unitData';
import { keywordTags } from './keywordTags';
import type { AnalysedLine } from './lineTags';
import { isMakersName } from './makersName';
import { properNames } from './properNames';
import type { SubstituteOption } from './substitutionTypes';

/** Units that count whole items: "2 eggs", "3 cloves garlic", "4 fillets". */
const COUNTED_UNITS = new Set(['piece', 'clove', 'head', 'fillet', 'stalk', 'slice']);

function unitLabel(unit: string, amount: number): string {
  const def = UNIT_BY_ID.get(unit);
  if (!def) return unit;
  return amount > 1 ? def.plural : def.singular;
}

/** "1/3 tbsp" reads better as "1 tsp", "1/8 cup" as "2 tbsp": the unit to use and the factor to multiply by. */
function smallerUnit(unit: string | null, amount: number): [string | null, number] {
  if (unit === 'tbsp' && amount < 1) return ['tsp', 3];
  if (unit === 'cup' && amount < 0.25) return ['tbsp', 16];
  return [unit, 1];
}

/** The amount as the rest of the recipe writes it for this unit ("1½ tsp", "⅛ tsp", "250 g"). */
/** A multiple of `step`, within rounding. */
function isMultiple(value: number, step: number): boolean {
  return Math.abs(value / step - Math.round(value / step)) < 1e-6;
}

/** "3 tsp" reads better as "1 tbsp", "12 tbsp" as "¾ cup": the larger measure where the amount fills it evenly. */
function largerUnit(unit: string | null, amount: number): [string | null, number] {
  if (unit === 'tsp' && amount >= 3 && isMultiple(amount, 1.5)) {
    const [bigger, factor] = largerUnit('tbsp', amount / 3);
    return [bigger, factor / 3];
  }
  if (unit === 'tbsp' && amount >= 4 && isMultiple(amount, 4)) return ['cup', 1 / 16];
  return [unit, 1];
}

/** Below this many grams or millilitres a substitute's amount is rounded to a scale's 5 g steps ("33 g" → "35 g"). */
const ROUNDED_BELOW = 100;

/** An amount times a substitute's ratio, rounded as a cook measures a small amount ("65 g" × ½ → "35 g", not "33 g"). */
function amountText(quantity: number, quantityMax: number | null, factor: number, unit: string | null): string {
  const small = (value: number) => (unit === 'g' || unit === 'ml') && value < ROUNDED_BELOW;
  const measured = (value: number) => (factor === 1 || unit === null || !small(value) ? value : roundMeasure(value, unit));
  const low = formatQuantity(measured(quantity * factor), unit);
  return quantityMax !== null ? `${low}-${formatQuantity(measured(quantityMax * factor), unit)}` : low;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Vegetables that are bought fresh: "410g can red kidney beans, drained" swapped for zucchini is "410g diced zucchini". */
const FRESH_SUBSTITUTE =
  /\b(?:zucchini|courgettes?|mushrooms|cauliflower|broccoli|eggplant|aubergine|green beans|cabbage|spinach|peppers?)\b/i;

function outOfTheTin(line: string, name: string): string {
  const mixed = / with /i.test(name);
  if ((!FRESH_SUBSTITUTE.test(name) && !mixed) || /\b(?:canned|tinned|jarred)\b/i.test(name)) return line;
  const loose = line
    .replace(new RegExp(`\\b(?:cans?|tins?|jars?|bottles?|cartons?)\\s+(?:of\\s+)?(?=${escapeRegExp(name)})`, 'i'), '')
    .replace(/,\s*(?:drained|rinsed)(?:\s+and\s+(?:drained|rinsed))?\b/gi, '');
  return containersWeighed(loose, name);
}

/** A count of containers with their size: "2 (425 g)", "2 x 400g", "1 bottle (340 g)". */
const CONTAINERS =
  /^(\d+(?:\.\d+)?)\s*(?:[x×]\s*|(?:(?:bottles?|cans?|tins?|jars?|cartons?)\s*)?\(\s*)(\d+(?:\.\d+)?)\s*(g|kg|ml|l|oz|lb)\s*\)?\s+/i;

/**
 * "2 (425 g) cans kidney beans" swapped for diced zucchini is "850 g diced zucchini", not "2 (425 g) diced zucchini";
 * a stock mixed at home for "1 bottle (340 g) beer" is 340 ml of it.
 */
function containersWeighed(line: string, name: string): string {
  const found = CONTAINERS.exec(line);
  if (!found?.[1] || !found[2] || !found[3]) return line;
  const total = Number(found[1]) * Number(found[2]);
  const poured = /^(?:[\w-]+\s+)*(?:stock|broth|water|juice|milk|wine|vinegar)\b/i.test(name) && /^(?:g|kg)$/i.test(found[3]);
  const unit = poured ? (found[3].toLowerCase() === 'kg' ? 'l' : 'ml') : found[3];
  return `${formatQuantity(total, unit.toLowerCase())} ${unit} ${line.slice(found[0].length)}`;
}

export function replacementName(option: SubstituteOption, original: string): string {
  return properNames(typeof option.name === 'function' ? option.name(original) : option.name);
}

/** A bracketed measure ("(400 g)", "(about 14 oz)") stays with the amount; other brackets were about the original. */
const MEASURE_NOTE =
  /^\(\s*(?:about|approx\.?|~|ca\.?|circa|à|je|jeweils|each|cada|ogni)?\s*[\d½¼¾⅓⅔⅛.,/\s-]+\s*(?:g|kg|ml|l|oz|lb|lbs|cups?|tbsp|tsp|inch|in|cm|ounces?|pounds?|grams?)\b[^)]*\)$/i;

/**
 * The original's own remarks go with it: a brand ("(Philadelphia)", "(I like Sweet Baby Ray's)", ", Red Boat"), a translation
 * ("(milk)") or a note that names a food ("soaked in rum") would contradict the substitute.
 */
function withoutOriginalsNotes(line: string): string {
  // A measure stays ("(400 g)"); a measure of another food is how the original is made ("(1 tsp Hondashi granules
  // dissolved in water)") and goes with it.
  const noBrackets = line.replace(/\s*\([^()]*\)/g, (group) =>
    MEASURE_NOTE.test(group.trim()) && resolveFood(group.trim().slice(1, -1)) === undefined ? group : '',
  );
  // A decimal comma ("1,5 l", "1,5 cm") is part of its number, not a break between notes.
  const [head, ...rest] = noBrackets.split(/,(?!\d)\s*/);
  // Preparation only the original needs ("peeled and deveined" shrimp, "scrubbed and debearded" mussels) goes with it.
  const kept = rest.filter(
    (note) =>
      !isMakersName(note) &&
      keywordTags(note).size === 0 &&
      !/\b(?:e\.g\.|such as|i use|i like|brand)\b/i.test(note) &&
      !/\b(?:peeled|deveined|shelled|shucked|debearded|scrubbed|tails? (?:on|off)|skin (?:on|off)|bone(?:s)? (?:in|out)|pitted|stoned|cored)\b/i.test(
        note,
      ),
  );
  return [head, ...kept].join(', ');
}

/** Grams of liquid oil in one millilitre. */
const OIL_DENSITY = 0.92;

/**
 * A liquid oil in place of a weighed fat is measured as oil is: "25 g butter" → "1½ tbsp olive oil", not "19 g
 * olive oil"; more than a quarter cup in ml (metric weights) or cups (ounces).
 */
function oilByWeight(unit: string | null, amount: number, name: string): string | undefined {
  if (!/\boil\b/i.test(name) || /\bcoconut oil\b/i.test(name) || / with /i.test(name)) return undefined;
  const grams = unit === 'g' ? amount : unit === 'kg' ? amount * 1000 : unit === 'oz' ? amount * 28.35 : undefined;
  if (grams === undefined) return undefined;
  const ml = grams / OIL_DENSITY;
  if (ml <= 60) {
    const tbsp = Math.max(0.5, Math.round(ml / 15 / 0.5) * 0.5);
    return `${formatQuantity(tbsp, 'tbsp')} tbsp ${name}`;
  }
  if (unit === 'oz') {
    const cups = ml / 236.6;
    return `${formatQuantity(cups, 'cup')} ${cups > 1 ? 'cups' : 'cup'} ${name}`;
  }
  return `${Math.round(ml / 5) * 5} ml ${name}`;
}

/** The ingredient line with `option` in place of the original ingredient, its amount adjusted. */
/**
 * A count of pieces says a count-noun substitute in its English plural: "4 hot dog sausages" → "4 vegan sausages",
 * never "4 vegan sausage"; a mass noun ("firm tofu") and a phrase ("stock with a splash of vinegar") stay as named.
 */
function countedName(name: string, quantity: number, quantityMax: number | null): string {
  if (Math.max(quantity, quantityMax ?? 0) <= 1 || /\b(?:with|per|and|or|of)\b|[,(]/.test(name)) return name;
  if (traitsOf(name)?.noun.kind !== 'count') return name;
  const words = name.split(' ');
  const last = words.pop() ?? '';
  if (singularWord(last) !== last || !isEnglishNoun(last)) return name;
  return [...words, pluralWord(last)].join(' ');
}

export function rewriteLine(line: AnalysedLine, option: SubstituteOption, base?: string): string {
  const { parsed } = line;
  const original = base ?? (parsed.ingredient || parsed.raw).toLowerCase();
  const named = replacementName(option, original);
  const name = parsed.quantity !== null && parsed.unit === null ? countedName(named, parsed.quantity, parsed.quantityMax) : named;
  // Preparation notes belong to the original ("softened", "grated"): kept only where the line stays as written.
  if (parsed.quantity === null) {
    const notes = parsed.notes ? withoutOriginalsNotes(`, ${parsed.notes}`) : '';
    return `${name}${notes}`.replace(/,\s*$/, '');
  }

  const counted = parsed.unit === null || COUNTED_UNITS.has(parsed.unit);
  if (counted && option.countLine) return option.countLine(parsed.quantity);
  if (counted && option.perCount) {
    const [unit, factor] = largerUnit(option.perCount.unit, (parsed.quantityMax ?? parsed.quantity) * option.perCount.amount);
    const each = option.perCount.amount * factor;
    return `${amountText(parsed.quantity, parsed.quantityMax, each, unit)} ${unitLabel(unit ?? option.perCount.unit, parsed.quantity * each)} ${name}`;
  }
  const cooked = /\bcooked\b/.test(`${original} ${parsed.notes ?? ''}`);
  const ratio = (cooked ? option.cookedRatio : undefined) ?? option.ratio ?? 1;
  if (ratio === 1 && parsed.ingredient) {
    // Same amount: swap the words in place and keep the line as the cook wrote it.
    const source = withoutOriginalsNotes(line.line);
    // "12 sheets wheat lasagne pasta" → "12 gluten-free lasagne sheets": a measure word the new name ends with is not said twice.
    // Not a measure the name itself carries ("rice vinegar with ½ tsp sugar per tbsp").
    const last = /\bper\s+\S+$/i.test(name) ? '' : (name.split(/\s+/).pop() ?? '').replace(/s$/i, '');
    const inPlace = source
      .replace(new RegExp(escapeRegExp(parsed.ingredient), 'i'), name)
      .replace(last.length >= 3 ? new RegExp(`\\b${escapeRegExp(last)}s?\\s+(?=${escapeRegExp(name)})`, 'i') : /$^/, '');
    if (inPlace !== source) return outOfTheTin(inPlace.replace(/^\s*[-*•]\s*/, ''), name);
  }
  const poured = oilByWeight(parsed.unit, parsed.quantity * ratio, name);
  if (poured) return poured;
  const [smaller, down] = smallerUnit(parsed.unit, parsed.quantity * ratio);
  const [unitId, up] = largerUnit(smaller, (parsed.quantityMax ?? parsed.quantity) * ratio * down);
  const factor = down * up;
  const amount = amountText(parsed.quantity, parsed.quantityMax, ratio * factor, unitId);
  const unit = unitId && !COUNTED_UNITS.has(unitId) ? ` ${unitLabel(unitId, parsed.quantity * ratio * factor)}` : '';
  return `${amount}${unit} ${name}`;
}
