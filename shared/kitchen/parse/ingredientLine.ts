import { memoByText } from '../knowledge/textMemo';
import type { ParsedIngredient } from '../types';
import { CONTAINER_UNITS, PART_OF_WORDS, PART_TAKEN_LEADS, PART_TAKEN_WORDS, type UnitDef } from '../unitData';
import { hedgeLength } from './hedge';
import { splitNameAndNotes } from './ingredientLineNotes';
import { readUnit, skipSpaces, unitAt } from './ingredientLineUnit';
import { type QuantityMatch, readQuantity, startsAmount } from './quantity';

export type Span = [start: number, end: number];

/** The measured content of one container or piece: "1 (400 g) can", "2 x 400g tins", "4 (6-ounce) fillets". */
export interface SizeNote {
  quantity: number;
  unit: string;
}

/** A parsed line with what scaling and unit conversion need to rewrite it in place. */
export interface ParsedLine extends ParsedIngredient {
  size: SizeNote | null;
  /** An equivalent measure given beside the main one ("100g/3½oz", "1 cup (240 ml)"), as typed. */
  alternative: string | null;
  /** The line tidied (bullets removed, spaces collapsed); spans point into it. */
  text: string;
  spans: { quantity: Span | null; unit: Span | null; size: Span | null; alternative: Span | null };
}

/** "a"/"an" is not "one" before these ("a little oil", "a bit of salt"). */
const NOT_ONE_AFTER_ARTICLE = /^\s*(little|bit|touch|lot|few|couple|good\s+(?:amount|glug))\b/i;

/** Count units that mean "one" when a line starts with them ("pinch of salt", "clove garlic"). */
const IMPLIED_ONE = new Set([
  'knob',
  'drizzle',
  'pinch',
  'dash',
  'splash',
  'handful',
  'bunch',
  'sprig',
  'clove',
  'can',
  'jar',
  'packet',
  'head',
  'slice',
  'piece',
]);

const MEASURE_KINDS = new Set(['mass', 'volume']);
/** Size notes may also be lengths: "2cm piece ginger", "1 (1-inch) piece". */
const SIZE_KINDS = new Set(['mass', 'volume', 'length']);

/** Longest first: "zest and juice" before "zest". */
const PARTS = [...PART_TAKEN_WORDS].sort((a, b) => b.length - a.length);
const PART_OF = new Set<string>(PART_OF_WORDS);

/** The next word of the text from `at` and where it ends (white space parts words). */
function wordFrom(text: string, at: number): { word: string; end: number } {
  let end = at;
  while (end < text.length && text.charAt(end).trim() !== '') end += 1;
  return { word: text.slice(at, end), end };
}

/**
 * "Juice of 1 lemon", "finely grated zest of 2 limes", "Saft von 1 Zitrone", "ralladura de 1 naranja": the part taken
 * (its words, with "finely" and "grated") and where the words after its "of" start.
 */
function partTaken(text: string): { part: string; end: number } | undefined {
  const lower = text.toLowerCase();
  let at = 0;
  for (const lead of PART_TAKEN_LEADS) {
    if (lower.startsWith(`${lead} `, at)) at = skipSpaces(text, at + lead.length);
  }
  const part = PARTS.find((p) => lower.startsWith(p, at) && lower.charAt(at + p.length).trim() === '' && at + p.length < lower.length);
  if (part === undefined) return undefined;
  const partEnd = at + part.length;
  const of = wordFrom(lower, skipSpaces(text, partEnd));
  if (!PART_OF.has(of.word) || of.end >= lower.length || lower.charAt(of.end).trim() !== '') return undefined;
  const end = skipSpaces(text, of.end);
  return end < text.length ? { part: text.slice(0, partEnd), end } : undefined;
}

function tidyLine(line: string): string {
  return line
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(?:[-*•·▪◦‣–—+]|\[\s?[xX]?\s?\]|\d{1,2}\)(?=\s+\S))\s*/, '')
    .trim();
}

interface Measure {
  quantity: QuantityMatch;
  def: UnitDef;
  end: number;
}

/** A quantity directly followed by a mass or volume unit, as in size notes: "14-oz", "400 g", "15 ounce". */
function readMeasure(text: string, pos: number): Measure | null {
  const quantity = readQuantity(text, pos);
  if (!quantity || quantity.article) return null;
  let at = quantity.end;
  if (text[at] === '-') at += 1;
  at = skipSpaces(text, at);
  const unit = unitAt(text, at);
  if (!unit || !SIZE_KINDS.has(unit.def.kind)) return null;
  return { quantity, def: unit.def, end: unit.end };
}

/** "(400 g)", "(about 14 oz)", "(6-ounce each)": a parenthesised measure at pos. */
function readParenMeasure(text: string, pos: number): { measure: Measure; end: number; inner: Span } | null {
  const open = /\(\s*(?:about|approx\.?|approximately|~|each)?\s*/iy;
  open.lastIndex = pos;
  const o = open.exec(text);
  if (!o) return null;
  const measure = readMeasure(text, pos + o[0].length);
  if (!measure) return null;
  const close = /\s*(?:each|total)?\s*\)/iy;
  close.lastIndex = measure.end;
  const c = close.exec(text);
  if (!c) return null;
  return { measure, end: measure.end + c[0].length, inner: [measure.quantity.start, measure.end] };
}

/** "/ 3½oz", "/9fl oz", "(240 ml)", "(2 sticks)": an equivalent of the measure just read. */
function readAlternative(text: string, pos: number): { end: number; span: Span } | null {
  const at = skipSpaces(text, pos);
  if (text[at] === '/') {
    const start = skipSpaces(text, at + 1);
    const quantity = readQuantity(text, start);
    if (!quantity || quantity.article) return null;
    const unit = readUnit(text, quantity.end);
    if (!unit || unit.modifiers.length > 0) return null;
    return { end: unit.end, span: [at, unit.end] };
  }
  if (text[at] === '(') {
    const inner = skipSpaces(text, at + 1);
    const quantity = readQuantity(text, inner);
    if (!quantity || quantity.article) return null;
    const unit = readUnit(text, quantity.end);
    if (!unit) return null;
    const close = /\s*\)/y;
    close.lastIndex = unit.end;
    const c = close.exec(text);
    if (!c) return null;
    return { end: unit.end + c[0].length, span: [at, unit.end + c[0].length] };
  }
  return null;
}

/** The middle of a size given as a range ("1 (3-4 lb) chicken" weighs 3.5 lb). */
function middle(quantity: QuantityMatch): number {
  return quantity.max !== null ? (quantity.value + quantity.max) / 2 : quantity.value;
}

/** A second measure of the same kind added to the first, converted into the first one's unit. */
function readCompound(text: string, pos: number, first: UnitDef): { value: number; end: number } | null {
  if (!MEASURE_KINDS.has(first.kind) || first.base === undefined) return null;
  const joiner = /\s*(?:\+|\bplus\b|\band\b)?\s*/iy;
  joiner.lastIndex = pos;
  const joined = joiner.exec(text);
  const at = pos + (joined?.[0].length ?? 0);
  const quantity = readQuantity(text, at);
  if (!quantity || quantity.article || quantity.max !== null) return null;
  const unit = readUnit(text, quantity.end);
  if (!unit || unit.modifiers.length > 0 || unit.def.kind !== first.kind || unit.def.base === undefined) return null;
  return { value: (quantity.value * unit.def.base) / first.base, end: unit.end };
}

interface Amount {
  quantity: number | null;
  quantityMax: number | null;
  def: UnitDef | null;
  modifiers: string[];
  size: SizeNote | null;
  spans: ParsedLine['spans'];
  /** Where the ingredient words start. */
  end: number;
}

function emptySpans(): ParsedLine['spans'] {
  return { quantity: null, unit: null, size: null, alternative: null };
}

/** Quantity, size note and unit at the start of the line. */
function readLeadingAmount(text: string, from: number): Amount | null {
  let quantity = readQuantity(text, from);
  if (quantity?.article && NOT_ONE_AFTER_ARTICLE.test(text.slice(quantity.end))) quantity = null;
  const spans = emptySpans();
  let size: SizeNote | null = null;
  let pos = from;
  if (quantity) {
    spans.quantity = [quantity.start, quantity.end];
    pos = skipSpaces(text, quantity.end);
    // "2 x 400g tins", "1 (14 oz) can", "one 28-ounce can"
    const times = /[x×]\s*/iy;
    times.lastIndex = pos;
    const hasTimes = times.exec(text) !== null && /\d/.test(text[times.lastIndex] ?? '');
    const paren = hasTimes ? null : readParenMeasure(text, pos);
    const bare = paren ? null : readMeasure(text, hasTimes ? times.lastIndex : pos);
    if (paren) {
      size = { quantity: middle(paren.measure.quantity), unit: paren.measure.def.id };
      spans.size = paren.inner;
      pos = skipSpaces(text, paren.end);
    } else if (bare) {
      const after = readUnit(text, bare.end);
      // "2 x 200g salmon fillets": after an "x" the measure is the size of each, whatever follows.
      if (hasTimes || (after && CONTAINER_UNITS.has(after.def.id))) {
        size = { quantity: middle(bare.quantity), unit: bare.def.id };
        spans.size = [bare.quantity.start, bare.end];
        pos = skipSpaces(text, bare.end);
      }
    }
  } else if (!/^\p{L}/u.test(text) || from > 0) {
    return null;
  }
  if (!quantity) {
    return readImpliedOne(text);
  }
  let unit = readUnit(text, pos);
  let value: number = quantity.value;
  const max = quantity.max;
  // "400g tin chopped tomatoes": a measure straight before a container is one container of that size.
  if (unit && !size && SIZE_KINDS.has(unit.def.kind) && max === null && !quantity.article) {
    const container = readUnit(text, unit.end);
    if (container && CONTAINER_UNITS.has(container.def.id) && container.modifiers.length === 0) {
      size = { quantity: value, unit: unit.def.id };
      spans.size = [quantity.start, unit.end];
      spans.quantity = null;
      value = 1;
      unit = container;
    }
  }
  if (unit) {
    spans.unit = [unit.start, unit.end];
    pos = unit.end;
    // "1/4 cup plus 2 tablespoons", "1 tbsp + 1 tsp", "1 lb 4 oz": one amount, in the first unit.
    const more = !size && max === null ? readCompound(text, pos, unit.def) : null;
    if (more) {
      value += more.value;
      spans.unit = [unit.start, more.end];
      pos = more.end;
    }
    const sizeAfter = CONTAINER_UNITS.has(unit.def.id) && !size ? readParenMeasure(text, skipSpaces(text, pos)) : null;
    if (sizeAfter) {
      size = { quantity: middle(sizeAfter.measure.quantity), unit: sizeAfter.measure.def.id };
      spans.size = sizeAfter.inner;
      pos = sizeAfter.end;
    } else if (MEASURE_KINDS.has(unit.def.kind) || unit.def.id === 'stick') {
      const alt = readAlternative(text, pos);
      if (alt) {
        spans.alternative = alt.span;
        pos = alt.end;
      }
    }
  }
  if (quantity.article && !unit && !/^\s*[A-Za-z]/.test(text.slice(quantity.end))) return null;
  return {
    quantity: value,
    quantityMax: max,
    def: unit?.def ?? null,
    modifiers: unit?.modifiers ?? [],
    size,
    spans,
    end: pos,
  };
}

/** Lines without a number: "Pinch of salt", "400g tin chopped tomatoes", "Clove garlic, crushed". */
function readImpliedOne(text: string): Amount | null {
  const spans = emptySpans();
  const sized = readMeasure(text, 0);
  if (sized) {
    const container = readUnit(text, sized.end);
    if (container && CONTAINER_UNITS.has(container.def.id) && container.modifiers.length === 0) {
      spans.size = [sized.quantity.start, sized.end];
      spans.unit = [container.start, container.end];
      return {
        quantity: 1,
        quantityMax: null,
        def: container.def,
        modifiers: [],
        size: { quantity: sized.quantity.value, unit: sized.def.id },
        spans,
        end: container.end,
      };
    }
  }
  const unit = readUnit(text, 0);
  if (!unit || !IMPLIED_ONE.has(unit.def.id)) return null;
  spans.unit = [unit.start, unit.end];
  return { quantity: 1, quantityMax: null, def: unit.def, modifiers: unit.modifiers, size: null, spans, end: unit.end };
}

/**
 * The words after an amount written after the name that are a note of the line ("Zwiebel 1, fein gewürfelt", "Kapern
 * 2 EL (Glas), abgetropft"): they open with a comma or a bracket and hold no number, so no number of the name (Type
 * 405, tipo 00) is ever taken for the amount.
 */
function isNoteAfterAmount(rest: string): boolean {
  const trimmed = rest.trim();
  if (trimmed === '') return true;
  if (trimmed[0] !== ',' && trimmed[0] !== '(') return false;
  return ![...trimmed].some(startsAmount);
}

/** "Flour - 200g", "Butter: 100 g", "Eggs x 3", "Zwiebel 1, fein gewürfelt": the amount written after the name. */
function readTrailingAmount(text: string): { amount: Amount; nameEnd: number; rest: string } | null {
  const candidates = /[\s:,–—-]+(?:[x×]\s*)?(?=[\d½⅓⅔¼¾⅛⅜⅝⅞])/g;
  for (let m = candidates.exec(text); m; m = candidates.exec(text)) {
    const start = m.index + m[0].length;
    const quantity = readQuantity(text, start);
    if (!quantity) continue;
    const unit = readUnit(text, quantity.end);
    const end = unit ? unit.end : quantity.end;
    if (!isNoteAfterAmount(text.slice(end)) || m.index === 0) continue;
    if (unit && unit.modifiers.length > 0) continue;
    const spans = emptySpans();
    spans.quantity = [quantity.start, quantity.end];
    if (unit) spans.unit = [unit.start, unit.end];
    return {
      amount: { quantity: quantity.value, quantityMax: quantity.max, def: unit?.def ?? null, modifiers: [], size: null, spans, end },
      nameEnd: m.index,
      rest: text.slice(end).trim(),
    };
  }
  return null;
}

/** "about 4 lbs", "1 cup", "14 oz each": a parenthesised group that is only a measure. */
function readMeasurement(text: string): { quantity: number; unit: string; start: number; end: number } | null {
  const prefix = /^(?:about|approx\.?|approximately|~)?\s*/i.exec(text)?.[0].length ?? 0;
  const quantity = readQuantity(text, prefix);
  if (!quantity || quantity.article) return null;
  const unit = readUnit(text, quantity.end);
  if (!unit || !/^\s*(?:each|total)?\s*$/i.test(text.slice(unit.end))) return null;
  return { quantity: quantity.value, unit: unit.def.id, start: quantity.start, end: unit.end };
}

function joinNotes(notes: string[]): string | null {
  const kept = notes.map((n) => n.trim()).filter((n) => n.length > 0);
  return kept.length > 0 ? kept.join(', ') : null;
}

/**
 * Parses one ingredient line of any common style: "1 1/2 cups (190 g) all-purpose flour, sifted",
 * "200g plain flour", "2 x 400g tins chopped tomatoes", "salt and pepper to taste", "Butter: 100 g".
 * Never throws; a line it cannot read keeps all its words in `ingredient`.
 */
function readIngredientLine(line: string): ParsedLine {
  const text = tidyLine(line);
  // "Juice of 1 lemon": the part taken goes to the notes, the amount is read after it.
  const part = partTaken(text);
  // "about 24 savoiardi": the hedge is a note, the amount follows it.
  const approx = part ? 0 : hedgeLength(text, { beforeNumber: true });
  const lead = part ? [part.part.toLowerCase()] : approx > 0 ? ['about'] : [];
  let amount = readLeadingAmount(text, part ? part.end : approx);
  let nameText: string;
  if (amount) {
    nameText = text.slice(amount.end);
  } else {
    const trailing = readTrailingAmount(text);
    amount = trailing?.amount ?? null;
    nameText = trailing ? `${text.slice(0, trailing.nameEnd)}${trailing.rest.startsWith('(') ? ' ' : ''}${trailing.rest}` : text;
  }

  const split = splitNameAndNotes(nameText);
  let ingredient = split.ingredient;
  let unitDef = amount?.def ?? null;
  const spans = amount?.spans ?? emptySpans();

  // "6 cloves" alone is the spice, not six cloves of nothing.
  if (ingredient === '' && unitDef && spans.unit) {
    ingredient = text.slice(spans.unit[0], spans.unit[1]);
    unitDef = null;
    spans.unit = null;
    if (amount && amount.quantity === 1 && !spans.quantity) amount.quantity = null;
  }
  // "3 garlic cloves": the unit comes after the name.
  if (!unitDef && amount?.quantity !== null && amount !== null) {
    const cloves = /^(.+?)\s+cloves?$/i.exec(ingredient);
    if (cloves?.[1]) {
      ingredient = cloves[1];
      unitDef = { id: 'clove', kind: 'count', system: 'both', singular: 'clove', plural: 'cloves', aliases: [] };
    }
  }

  const notes: string[] = [...(amount?.modifiers ?? []).map((m) => m.toLowerCase()), ...lead, ...split.notes];
  let alternative = spans.alternative ? text.slice(spans.alternative[0], spans.alternative[1]).replace(/^[\s/(]+|[\s)]+$/g, '') : null;
  let size = amount?.size ?? null;
  for (const group of split.parentheticals) {
    const measure = readMeasurement(group);
    if (measure && !unitDef && !size && amount?.quantity != null) {
      // "1 whole chicken (about 4 lbs)": the weight of each counted item.
      size = { quantity: measure.quantity, unit: measure.unit };
      const at = text.indexOf(group, amount.end);
      if (at >= 0) spans.size = [at + measure.start, at + measure.end];
    } else if (measure && alternative === null) {
      alternative = group;
      const at = text.indexOf(group, amount?.end ?? 0);
      const close = text.indexOf(')', at);
      if (at > 0 && text[at - 1] === '(' && close > at) spans.alternative = [at - 1, close + 1];
    } else notes.push(group);
  }
  if (split.commaNote) notes.push(split.commaNote);

  return {
    raw: line,
    quantity: amount?.quantity ?? null,
    quantityMax: amount?.quantityMax ?? null,
    unit: unitDef?.id ?? null,
    ingredient,
    notes: joinNotes(notes),
    size,
    alternative,
    text,
    spans,
  };
}

/** A sub-heading inside an ingredient list ("For the sauce:", "FILLING"), not an ingredient. */
export function isIngredientHeading(line: string): boolean {
  const text = tidyLine(line);
  if (text === '') return true;
  if (/:$/.test(text) && readQuantity(text, 0) === null) return true;
  return /^(?:for the\b|for\s+\w+:)/i.test(text) && readQuantity(text, 0) === null && !/,/.test(text);
}

const parsedLines = memoByText(readIngredientLine);

/**
 * One line, as readIngredientLine reads it. A line is parsed for the document, its analysis, scaling and nutrition
 * alike: it is read once, and each caller gets its own copy.
 */
export function parseIngredientLine(line: string): ParsedLine {
  const parsed = parsedLines(line);
  // The fields written out (a spread costs many times more, and every line of every reader comes through here).
  const { size, spans } = parsed;
  return {
    raw: parsed.raw,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    ingredient: parsed.ingredient,
    notes: parsed.notes,
    size: size && { quantity: size.quantity, unit: size.unit },
    alternative: parsed.alternative,
    text: parsed.text,
    spans: { quantity: spans.quantity, unit: spans.unit, size: spans.size, alternative: spans.alternative },
  };
}
