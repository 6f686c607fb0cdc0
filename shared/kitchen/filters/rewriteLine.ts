import { UNIT_BY_ID } from '../unitData';
import { formatAmount } from './amount';
import { keywordTags } from './keywordTags';
import type { AnalysedLine } from './lineTags';
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

function amountText(quantity: number, quantityMax: number | null, factor: number): string {
  const low = formatAmount(quantity * factor);
  return quantityMax !== null ? `${low}-${formatAmount(quantityMax * factor)}` : low;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function replacementName(option: SubstituteOption, original: string): string {
  return typeof option.name === 'function' ? option.name(original) : option.name;
}

/** A bracketed measure ("(400 g)", "(about 14 oz)") stays with the amount; other brackets were about the original. */
const MEASURE_NOTE =
  /^\(\s*(?:about|approx\.?|~)?\s*[\d½¼¾⅓⅔⅛.,/\s-]+\s*(?:g|kg|ml|l|oz|lb|lbs|cups?|tbsp|tsp|inch|in|cm|ounces?|pounds?|grams?)\b[^)]*\)$/i;

/**
 * The original's own remarks go with it: a brand ("(Philadelphia)", "(I like Sweet Baby Ray's)"), a translation
 * ("(milk)") or a note that names a food ("soaked in rum") would contradict the substitute.
 */
function withoutOriginalsNotes(line: string): string {
  const noBrackets = line.replace(/\s*\([^()]*\)/g, (group) => (MEASURE_NOTE.test(group.trim()) ? group : ''));
  const [head, ...rest] = noBrackets.split(/,\s*/);
  const kept = rest.filter((note) => keywordTags(note).size === 0 && !/\b(?:e\.g\.|such as|i use|i like|brand)\b/i.test(note));
  return [head, ...kept].join(', ');
}

/** The ingredient line with `option` in place of the original ingredient, its amount adjusted. */
export function rewriteLine(line: AnalysedLine, option: SubstituteOption, base?: string): string {
  const { parsed } = line;
  const original = base ?? (parsed.ingredient || parsed.raw).toLowerCase();
  const name = replacementName(option, original);
  // Preparation notes belong to the original ("softened", "grated"): kept only where the line stays as written.
  if (parsed.quantity === null) {
    const notes = parsed.notes ? withoutOriginalsNotes(`, ${parsed.notes}`) : '';
    return `${name}${notes}`.replace(/,\s*$/, '');
  }

  const counted = parsed.unit === null || COUNTED_UNITS.has(parsed.unit);
  if (counted && option.countLine) return option.countLine(parsed.quantity);
  if (counted && option.perCount) {
    const total = parsed.quantity * option.perCount.amount;
    return `${amountText(parsed.quantity, parsed.quantityMax, option.perCount.amount)} ${unitLabel(option.perCount.unit, total)} ${name}`;
  }
  const cooked = /\bcooked\b/.test(`${original} ${parsed.notes ?? ''}`);
  const ratio = (cooked ? option.cookedRatio : undefined) ?? option.ratio ?? 1;
  if (ratio === 1 && parsed.ingredient) {
    // Same amount: swap the words in place and keep the line as the cook wrote it.
    const source = withoutOriginalsNotes(line.line);
    const inPlace = source.replace(new RegExp(escapeRegExp(parsed.ingredient), 'i'), name);
    if (inPlace !== source) return inPlace.replace(/^\s*[-*•]\s*/, '');
  }
  const [unitId, factor] = smallerUnit(parsed.unit, parsed.quantity * ratio);
  const amount = amountText(parsed.quantity, parsed.quantityMax, ratio * factor);
  const unit = unitId && !COUNTED_UNITS.has(unitId) ? ` ${unitLabel(unitId, parsed.quantity * ratio * factor)}` : '';
  return `${amount}${unit} ${name}`;
}
