import type { RecipeLanguage } from '../language/languages';
import { type ParsedLine, parseIngredientLine, type Span } from '../parse/ingredientLine';
import { applyEdits, type Edit, nounNumberEdit } from '../parse/ingredientLineRewrite';
import { readUnit, unitAt } from '../parse/ingredientLineUnit';
import { readQuantity, startsAmount } from '../parse/quantity';
import { formatQuantity, isPlural, unitText } from '../parse/quantityFormat';
import { resolveFood } from '../resolve/resolveFood';
import { type CookingTraits, traitsOf, traitsOfFood } from '../traits/index';
import { UNIT_BY_ID, type UnitDef, unitBase } from '../unitData';
import {
  LARGER_METRIC,
  PART_TIN_BELOW,
  roundCounted,
  roundHalves,
  roundMeasure,
  roundWhole,
  SMALLER_METRIC,
  UNSCALED_UNITS,
  WHOLE_UNITS,
} from './cookRounding';
import { isEnglishNoun } from './englishNouns';
import { EQUIPMENT_WORDS } from './equipmentWords';
import { wordInNumber } from './numberWords';
import { statesOvenSetting } from './statedSettings';

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

function mapAmount(amount: Amount, f: (value: number) => number): Amount {
  return { ...amount, low: f(amount.low), high: amount.high === null ? null : f(amount.high) };
}

/** "⅛ cup" is "2 tbsp", "½ tbsp" is "1½ tsp", "0.3 kg" is "300 g": the unit a cook would use for the amount. */
function friendlierUnit(amount: Amount): Amount {
  let current = amount;
  for (let step = SMALLER_MEASURE[current.unit ?? '']; current.unit && step; step = SMALLER_MEASURE[current.unit ?? '']) {
    if ((current.high ?? current.low) >= step.below - 1e-9) break;
    const ratio = unitBase(current.unit) / unitBase(step.unit);
    current = { ...mapAmount(current, (v) => v * ratio), unit: step.unit };
  }
  const metric = current.unit ? SMALLER_METRIC[current.unit] : undefined;
  if (metric && (current.high ?? current.low) < 1) current = { ...mapAmount(current, (v) => v * metric.times), unit: metric.unit };
  return current;
}

function assertFactor(factor: number): void {
  if (!Number.isFinite(factor) || factor <= 0) throw new RangeError(`Scale factor must be a positive number, got ${factor}`);
}

/**
 * The traits of a food the table does not name in this language but the knowledge reads whole ("ägg", "æg", "jaja"
 * are eggs): how it comes (whole or weighed) is the food's, whatever the language.
 */
function knownTraits(food: string): CookingTraits | undefined {
  const known = food.trim() === '' ? undefined : resolveFood(food);
  return known && known.span.text.length === food.trim().length ? traitsOfFood(known.name) : undefined;
}

/** The food comes whole in this line's unit (or bare count): an egg, a clove, a bay leaf, a tin. */
function comesWhole(unit: string | null, traits: CookingTraits | undefined): boolean {
  if (unit !== null && WHOLE_UNITS.has(unit)) return true;
  const noun = traits?.noun;
  return noun?.kind === 'count' && noun.whole && (unit === null || unit === noun.unit);
}

/**
 * A weighed or measured amount of a food that comes in tins ("400 g canned tomatoes", "800 ml coconut milk") that is a
 * whole number of tins stays a whole number of tins: 533 g of tinned tomatoes is no amount a cook can open.
 */
function wholeTins(parsed: ParsedLine, factor: number, traits: CookingTraits | undefined): Amount | null {
  const noun = traits?.noun;
  const def = parsed.unit ? UNIT_BY_ID.get(parsed.unit) : undefined;
  if (noun?.kind !== 'count' || noun.unit !== 'can' || !noun.size || !def?.base || parsed.quantity === null) return null;
  if (parsed.quantityMax !== null || def.kind !== (noun.size.unit === 'g' ? 'mass' : 'volume')) return null;
  const tins = (parsed.quantity * def.base) / noun.size.quantity;
  const count = Math.round(tins);
  if (count < 1 || Math.abs(tins - count) > 0.06 * count) return null;
  const scaled = Math.round(count * factor);
  if (scaled < 1) return null;
  return { unit: parsed.unit, low: (parsed.quantity / count) * scaled, high: null };
}

/** The amount this line becomes, rounded as a cook measures, in the unit a cook would use. */
function scaledAmount(parsed: ParsedLine, factor: number, traits: CookingTraits | undefined): Amount {
  const quantity = parsed.quantity ?? 0;
  const amount: Amount = {
    unit: parsed.unit,
    low: quantity * factor,
    high: parsed.quantityMax !== null ? parsed.quantityMax * factor : null,
  };
  const tins = wholeTins(parsed, factor, traits);
  if (tins) return tins;
  const def = parsed.unit ? UNIT_BY_ID.get(parsed.unit) : undefined;
  if (def && (def.kind === 'mass' || def.kind === 'volume')) {
    const friendly = friendlierUnit(amount);
    const rounded = mapAmount(friendly, (v) => roundMeasure(v, friendly.unit ?? ''));
    // A scaled 1000 g or more is said in kilograms, as a cook writes it ("1 kg", "1.25 kg").
    const larger = rounded.unit ? LARGER_METRIC[rounded.unit] : undefined;
    if (!larger || rounded.low < 1000 || parsed.unit !== rounded.unit) return rounded;
    return { ...mapAmount(rounded, (v) => Number((v * larger.times).toFixed(2))), unit: larger.unit };
  }
  if (comesWhole(parsed.unit, traits)) return mapAmount(amount, roundWhole);
  // A count with no thing named ("9x" of a pan's size read as a line) is no count of things: only halved.
  return mapAmount(amount, wordsOfName(parsed.ingredient).some((w) => w.length > 1) ? roundCounted : roundHalves);
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

/** The equivalent measure beside the main one ("(240 ml)", "/ 3½oz") scaled by the same factor. */
function alternativeEdit(text: string, span: Span, factor: number): Edit | null {
  const inner = text.slice(span[0], span[1]);
  let offset = 0;
  while (offset < inner.length && !startsAmount(inner.charAt(offset))) offset++;
  if (offset === inner.length) return null;
  const start = span[0] + offset;
  const quantity = readQuantity(text, start);
  if (!quantity || quantity.article) return null;
  const id = readUnit(text, quantity.end)?.def.id ?? null;
  // An equivalent, not a measure of its own: it follows the main amount exactly ("2 cups (480 ml)").
  const round = (v: number) => formatQuantity(v * factor, id);
  const upper = quantity.max !== null ? `-${round(quantity.max)}` : '';
  return { start, end: quantity.end, text: `${round(quantity.value)}${upper}` };
}

/** The brackets after the amount that hold a measure ("(about 1½ cups)", "(ca. 300 g)"), where they do. */
function measureInNote(text: string, from: number, one: boolean): Span | null {
  const open = text.indexOf('(', from);
  const close = open >= 0 ? text.indexOf(')', open) : -1;
  if (close < 0) return null;
  let at = open + 1;
  while (at < close && !startsAmount(text.charAt(at))) at++;
  const quantity = at < close ? readQuantity(text, at) : null;
  if (!quantity || quantity.article || quantity.end > close) return null;
  const unit = readUnit(text, quantity.end);
  const kind = UNIT_BY_ID.get(unit?.def.id ?? '')?.kind;
  // "1 whole chicken (about 4 lbs)": one item's weight is its size, which two of them keep each.
  if (one && kind === 'mass') return null;
  return unit && unit.end <= close && (kind === 'mass' || kind === 'volume') ? [open, close + 1] : null;
}

/**
 * Less than most of a tin ("1 x 400 g tin chopped tomatoes" for a quarter of the servings) is measured, not opened
 * blind: the tin's words give way to the weight of what is used ("100 g chopped tomatoes").
 */
function partOfTin(parsed: ParsedLine, count: number): string | null {
  const { spans, size } = parsed;
  if (!size || !spans.unit) return null;
  const value = roundMeasure(count * size.quantity, size.unit);
  const starts = [spans.quantity?.[0], spans.size?.[0], spans.unit[0]].filter((n): n is number => n !== undefined);
  const ends = [spans.quantity?.[1], spans.size?.[1], spans.unit[1]].filter((n): n is number => n !== undefined);
  let end = Math.max(...ends);
  if (parsed.text[end] === ')') end += 1;
  const unit = UNIT_BY_ID.get(size.unit);
  const written = `${formatQuantity(value, size.unit)} ${unit ? unitText(unit, value > 1) : size.unit}`;
  return applyEdits(parsed.text, [{ start: Math.min(...starts), end, text: written }]);
}

/**
 * One ingredient line multiplied by `factor`, rewritten in place: only its amount changes, rounded as a cook
 * measures ("250 g flour" × ¼ → "65 g", "3 cloves garlic" × 1.5 → "5 cloves", "2 x 400g tins" × ½ → "1 x 400g tin";
 * the size of a tin never changes), and "a pinch of salt" stays a pinch. Lines without a quantity come back as given.
 */
export function scaleLine(line: string, factor: number, languages: readonly RecipeLanguage[] = []): string {
  assertFactor(factor);
  const parsed = parseIngredientLine(line);
  if (parsed.quantity === null || factor === 1) return line;
  if (parsed.unit !== null && UNSCALED_UNITS.has(parsed.unit)) return line;
  const { text, spans } = parsed;
  const traits = traitsOf(parsed.ingredient || line) ?? knownTraits(parsed.ingredient);
  if (isEquipment(parsed) || statesOvenSetting(line)) return line;
  if (parsed.unit === 'can' && parsed.quantity * factor < PART_TIN_BELOW) {
    const part = partOfTin(parsed, parsed.quantity * factor);
    if (part) return part;
  }
  const amount = scaledAmount(parsed, factor, traits);
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
    // "Clove garlic, crushed" has its one implied: the number goes in front of the unit or the size.
    const at = Math.min(spans.size?.[0] ?? Number.POSITIVE_INFINITY, spans.unit?.[0] ?? Number.POSITIVE_INFINITY);
    if (!Number.isFinite(at)) return line;
    edits.push({ start: at, end: at, text: `${number} ` });
  }
  const def = unit ? UNIT_BY_ID.get(unit) : undefined;
  if (def && spans.unit) {
    const typed = text.slice(spans.unit[0], spans.unit[1]);
    // "¼ cup plus 2 tablespoons" became one amount in cups: the whole phrase gives way to the unit.
    const compound = unitAt(text, spans.unit[0])?.end !== spans.unit[1];
    const written = unitChanged
      ? changedUnitText(def, plural, typed, parsed.unit)
      : compound
        ? unitText(def, plural)
        : unitText(def, plural, spans.quantity ? typed : typed.toLowerCase());
    if (written !== typed) edits.push({ start: spans.unit[0], end: spans.unit[1], text: written });
  }
  // The measure beside the main one follows the main one's rounding ("3 eggs (150 g)" → "2 eggs (100 g)"), and so does
  // one in the note's brackets ("3 bananas, mashed (about 1½ cups)").
  // Not a tin's own size ("2 (15 oz) cans", "1 can (14.5 oz) tomatoes"): only brackets after the food's name.
  const nameAt = parsed.ingredient ? text.indexOf(parsed.ingredient) : -1;
  const sizeBefore = spans.size !== null && spans.size[0] < nameAt;
  const inNote =
    !sizeBefore && parsed.unit !== 'can' && nameAt >= 0 ? measureInNote(text, nameAt, parsed.quantity === 1 && parsed.unit === null) : null;
  const beside = spans.alternative ?? inNote;
  if (beside) {
    const effective = parsed.quantity > 0 && !unitChanged ? amount.low / parsed.quantity : factor;
    const alt = alternativeEdit(text, beside, effective);
    if (alt) edits.push(alt);
  }
  const wasPlural = (parsed.quantityMax ?? parsed.quantity) > 1;
  // The word after the amount in another language takes the form the amount asks ("1 gousse", "2 dientes",
  // "1 Knoblauchzehe", "5 jajek").
  const after = wordAfterAmount(text, spans.unit?.[0] ?? spans.quantity?.[1] ?? 0);
  const form = after ? wordInNumber(after.text, readQuantity(high ?? low, 0)?.value ?? 0, languages) : undefined;
  // A food's own word changes only to a form the knowledge reads as the same food: never a line it could no longer read.
  const said = after && form !== undefined && sameFood(after.text, form) ? form : undefined;
  if (after && said !== undefined && said !== after.text && !edits.some((e) => e.start < after.end && after.start < e.end))
    edits.push({ start: after.start, end: after.end, text: said });
  else if (!unit) {
    const amountEnd = spans.quantity?.[1] ?? 0;
    const last = wordsOfName(parsed.ingredient).pop() ?? '';
    // Only an English word takes an English plural: "2 æg", "2 ei" stay as their language writes them.
    const noun = wasPlural !== plural && isEnglishNoun(last) ? nounNumberEdit(text, parsed.ingredient, amountEnd, plural) : null;
    if (noun) edits.push(noun);
  }
  return applyEdits(text, edits);
}

/** Whether two forms of a word are read as the same food (or neither as a food: a unit's word). */
function sameFood(was: string, now: string): boolean {
  if (was === now) return true;
  const before = resolveFood(was)?.name;
  return before === undefined || resolveFood(now)?.name === before;
}

/** The first word at or after `from` ("gousses" of "2 gousses d'ail"), by where it stands. */
function wordAfterAmount(text: string, from: number): { start: number; end: number; text: string } | undefined {
  let start = from;
  while (start < text.length && !isLetter(text.charAt(start))) start++;
  let end = start;
  while (end < text.length && isLetter(text.charAt(end))) end++;
  return end > start ? { start, end, text: text.slice(start, end) } : undefined;
}

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

/** A tin or mould by its size or count ("Moule de 24 cm", "1 Springform"): equipment, whose size and count never scale. */
function isEquipment(parsed: ParsedLine): boolean {
  if (parsed.unit !== null && UNIT_BY_ID.get(parsed.unit)?.kind !== 'length') return false;
  return wordsOfName(parsed.ingredient).some((word) => EQUIPMENT_WORDS.has(word.toLowerCase()));
}

/** The words of an ingredient's name, letters only. */
function wordsOfName(name: string): string[] {
  return name
    .split(' ')
    .map((w) => [...w].filter((c) => c.toLowerCase() !== c.toUpperCase()).join(''))
    .filter((w) => w !== '');
}
