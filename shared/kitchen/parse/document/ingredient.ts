/**
 * One ingredient line of any layout as a document line: "200 g flour", "Flour: 200 g", "Flour — 200 g", "Flour 200 g",
 * "200 g | flour", "Leche entera | 500 ml", "Pepe nero q.b.". The amount goes first in the line's text (every word kept),
 * and the food span is the noun phrase the amount applies to, never the preparation note.
 */

import { hedgeLength } from '../hedge';
import { parseIngredientLine } from '../ingredientLine';
import { readUnit, skipSpaces, unitAt } from '../ingredientLineUnit';
import { readQuantity } from '../quantity';
import { unitThenNumber } from './dottedLeader';
import { collapseSpaces } from './lines';
import { fold, HOURS, JOINERS, MINUTES, TASTE } from './matchers';
import type { DocumentIngredientLine, FoodSpan } from './types';
import {
  CZECH_SLOVAK_AND,
  INFORMAL_QUANTIFIERS,
  SEASONING_JOINS,
  TABLE_HEADER_WORDS,
  TO_TASTE,
  TRAILING_NOTE_PHRASES,
  TRAILING_PREP_WORDS,
} from './vocabulary';

const TABLE_HEADER = new Set(TABLE_HEADER_WORDS.map(fold));
const PREP_WORDS = new Set(TRAILING_PREP_WORDS.map((w) => w.toLowerCase()));
const NOTE_PHRASES = [...TRAILING_NOTE_PHRASES].sort((a, b) => b.length - a.length);

const NOTE_AT = new Map<string, number>();

/** `noteAt`, remembered: a line's words are asked about by several readers. */
function trailingNoteAt(food: string): number {
  let known = NOTE_AT.get(food);
  if (known === undefined) {
    known = noteAt(food);
    if (NOTE_AT.size > 20_000) NOTE_AT.clear();
    NOTE_AT.set(food, known);
  }
  return known;
}

/** Where a preparation note starts inside the words after the food's first word ("bacalhau demolhado", "cebolas às rodelas"), or -1. */
function noteAt(food: string): number {
  const lower = food.toLowerCase();
  let best = -1;
  for (const phrase of NOTE_PHRASES) {
    const at = lower.indexOf(` ${phrase}`);
    if (at > 0 && (at + phrase.length + 1 === lower.length || /[\s,.]/.test(lower[at + phrase.length + 1] ?? ''))) {
      if (best < 0 || at < best) best = at;
    }
  }
  const words = [...lower.matchAll(/[\p{L}\p{M}'’-]+/gu)];
  for (const w of words.slice(1)) {
    const at = w.index ?? 0;
    if (PREP_WORDS.has(w[0]) && (best < 0 || at < best)) best = at;
  }
  return best;
}

/**
 * A part of a list that only says how the food before it is made ready ("finely chopped", "fein gehackt", "ramolli",
 * "to garnish"): a word of preparation or a note's phrase, in a part of four words or fewer.
 */
export function isPreparationNote(part: string): boolean {
  const lower = ` ${part.toLowerCase().trim()}`;
  const words = [...lower.matchAll(/[\p{L}\p{M}'’-]+/gu)].map((w) => w[0]);
  if (words.length === 0 || words.length > 4) return false;
  if (words.some((w) => PREP_WORDS.has(w))) return true;
  return NOTE_PHRASES.some((phrase) => lower.startsWith(` ${phrase}`));
}

/** A quantity (or a counted unit such as "pinch of") at the start of the text: where it ends, or -1. */
export function leadingAmountEnd(text: string): number {
  let known = AMOUNT_END.get(text);
  if (known === undefined) {
    known = amountEnd(text);
    if (AMOUNT_END.size > 20_000) AMOUNT_END.clear();
    AMOUNT_END.set(text, known);
  }
  return known;
}
const AMOUNT_END = new Map<string, number>();

const QUANTIFIERS = [...INFORMAL_QUANTIFIERS].sort((a, b) => b.length - a.length);

/** "quelques gouttes", "unas gotas", "en nypa": a quantifier (or a hedge) without a number, then a unit; where it ends, or -1. */
function informalAmountEnd(text: string, hedge: number): number {
  const lower = text.slice(hedge, hedge + 14).toLowerCase();
  const quantifier = QUANTIFIERS.find((q) => lower.startsWith(`${q} `));
  if (quantifier === undefined && hedge === 0) return -1;
  const unit = readUnit(text, hedge + (quantifier?.length ?? 0));
  return unit ? unit.end : -1;
}

function amountEnd(text: string): number {
  const hedge = hedgeLength(text);
  const informal = informalAmountEnd(text, hedge);
  if (informal > 0) return informal;
  const quantity = readQuantity(text, hedge);
  // "15-MINUTE PEANUT NOODLES", "30-Minuten-Nudeln": a duration opens a title, never an amount.
  if (quantity && isTimeWord(/^[\s-]*(\p{L}+)/u.exec(text.slice(quantity.end))?.[1])) return -1;
  if (quantity && !quantity.article) {
    // A number glued to letters is a word ("3x", "00" flour names are read by the caller).
    const unit = readUnit(text, quantity.end);
    return unit ? unit.end : quantity.end;
  }
  if (quantity?.article) {
    const unit = readUnit(text, quantity.end);
    return unit ? unit.end : -1;
  }
  return -1;
}

function isTimeWord(word: string | undefined): boolean {
  if (word === undefined) return false;
  const folded = fold(word);
  return MINUTES.is(folded) || HOURS.is(folded);
}

/** The whole text is an amount and nothing else: "500 g", "2", "2 tbsp", "1 spicchio", "q.b.". */
export function isAmountOnly(text: string): boolean {
  const end = leadingAmountEnd(text.trim());
  return end > 0 && text.trim().slice(end).trim() === '';
}

/** A seasoning marker ("q.b.", "to taste", "nach Geschmack", "dle chuti") in the text: where it starts, or -1. */
function tasteMarkerAt(text: string): number {
  const lower = text.toLowerCase();
  let best = -1;
  for (const marker of TO_TASTE) {
    const at = lower.lastIndexOf(marker);
    if (
      at > 0 &&
      /[\s,(]/.test(lower[at - 1] ?? '') &&
      (at + marker.length === lower.length || /[\s,.)!]/.test(lower[at + marker.length] ?? ''))
    ) {
      if (best < 0 || at < best) best = at;
    }
  }
  return best;
}

export function hasTasteMarker(text: string): boolean {
  return tasteMarkerAt(text) > 0 || TASTE.is(fold(text));
}

/** A table's header row: every cell a header word ("Amount", "Ingredient", "Menge", "Zutat"). */
export function isTableHeader(cells: readonly string[]): boolean {
  if (cells.length > 4 || !TABLE_HEADER.has(firstWord(fold(cells[0] ?? '')))) return false;
  const words = cells.flatMap((c) => fold(c).split(' ')).filter((w) => w !== '');
  return words.length >= 2 && words.length <= 4 && words.every((w) => TABLE_HEADER.has(w));
}

/** The first word of a folded text (up to its first space), without splitting the rest. */
function firstWord(folded: string): string {
  const space = folded.indexOf(' ');
  return space < 0 ? folded : folded.slice(0, space);
}

/** "Amount", "Menge", "Quantité" alone on a line: a flattened table's header word, never a food. */
export function isLoneHeaderWord(folded: string): boolean {
  return folded !== '' && !folded.includes(' ') && TABLE_HEADER.has(folded);
}

/** A table row's cells as one line, the amount first: ["Leche entera", "500 ml"] → "500 ml Leche entera". */
export function rowText(cells: readonly string[]): string {
  // "shōyu | ōsaji 3": an amount cell written unit first reads number first.
  const kept = cells
    .map((c) => c.trim())
    .filter((c) => c !== '')
    .map((c) => (leadingAmountEnd(c) > 0 ? c : (unitThenNumber(c) ?? c)));
  if (kept.length < 2) return kept[0] ?? '';
  const amountAt = kept.findIndex((c) => leadingAmountEnd(c) > 0);
  if (amountAt > 0) {
    const amount = kept[amountAt] ?? '';
    const amountEnd = leadingAmountEnd(amount);
    const rest = amount.slice(amountEnd).trim();
    const name = kept.filter((_, i) => i !== amountAt).join(' ');
    return `${amount.slice(0, amountEnd).trim()} ${name}${rest ? ` ${rest}` : ''}`;
  }
  return kept.join(' ');
}

/**
 * "Haferflocken 80 g", "Haselnüsse, gehackt 2 EL": an amount closing a line of words, moved in front; `measured`: only
 * an amount with its unit (not a bare count).
 */
function closingAmount(text: string, measured = false): string | undefined {
  if (!/[\d½¼¾⅓⅔][^\d]{0,16}$/.test(text) || text.length > 120) return undefined;
  const trailing = /^(\D*?\p{L}[^\d½¼¾⅓⅔]*?)\s+((?:ca\.?\s*|etwa\s*)?[\d½¼¾⅓⅔][\d.,/½¼¾⅓⅔\s-]*\s*\p{L}{0,12}\.?)$/u.exec(text);
  if (!trailing?.[1] || !trailing[2]) return undefined;
  const amount = trailing[2].trim();
  const end = leadingAmountEnd(amount);
  const unit = readUnit(amount, readQuantity(amount, 0)?.end ?? 0) !== null;
  // A bare number or fraction closing a line is a count ("Eier 3", "Cipolle dorate ½"), never a year or a page ("Good Food magazine, October 2025").
  const counted = unit || (!measured && (readQuantity(amount, 0)?.value ?? 100) < 100);
  return end > 0 && amount.slice(end).trim() === '' && counted ? `${amount} ${trailing[1].trim()}` : undefined;
}

/**
 * "Flour: 200 g", "Butter, softened: 225 g", "Milk — 2 tbsp", "Eggs: 4 large", "Haferflocken 80 g", "Apfel 1 Stück",
 * "Sale grosso: un pizzico": the amount after the name, moved in front (what follows the amount becomes a note).
 * Undefined when the line has no amount after its name.
 */
export function nameThenAmount(text: string): string | undefined {
  if (leadingAmountEnd(text) > 0) return undefined;
  const separated = /^(.+?)\s*(?:[:：]|\s[—–-]|[—–])\s+(.+)$/u.exec(text);
  if (separated?.[1] && separated[2] && !/\d/.test(separated[1])) {
    const right = separated[2].trim();
    const end = leadingAmountEnd(right);
    if (end > 0) {
      const rest = right
        .slice(end)
        .trim()
        .replace(/^[,;]\s*/, '');
      return `${right.slice(0, end).trim()} ${separated[1].trim()}${rest ? `, ${rest.replace(/^\((.*)\)$/, '$1')}` : ''}`;
    }
    return undefined;
  }
  const unitFirstInside = unitBeforeNumber(text);
  if (unitFirstInside !== undefined) return unitFirstInside;
  // "Mąka 500 g (ok. 3 szklanki)", "김치 300g (1/4포기)": the amount closing the words before a bracketed aside.
  const open = text.endsWith(')') ? text.lastIndexOf('(') : -1;
  if (open > 0) {
    const before = nameThenAmount(text.slice(0, open).trim());
    return before === undefined ? undefined : `${before} ${text.slice(open)}`;
  }
  const closing = closingAmount(text);
  if (closing !== undefined) return closing;
  // "Butter 150 g, kalt", "Twaróg 1 kg, zmielony": a measure closing the words before a note after a comma.
  const comma = text.lastIndexOf(', ');
  const note = comma > 0 ? text.slice(comma + 2).trim() : '';
  if (note !== '' && !note.endsWith(':') && ![...note].some((ch) => ch >= '0' && ch <= '9')) {
    const before = closingAmount(text.slice(0, comma).trim(), true);
    if (before !== undefined) return `${before}, ${note}`;
  }
  // "しょうゆ 大さじ2", "Milch Tasse 1": the unit written before its number at the line's end.
  const unitFirst = /^(\D*?\p{L}[^\d]*?)\s+(\p{L}[^\s\d]{0,11})\s*(\d[\d.,/½¼¾⅓⅔]*)$/u.exec(text);
  if (unitFirst?.[1] && unitFirst[2] && unitFirst[3] && unitAt(unitFirst[2], 0)?.end === unitFirst[2].length) {
    return `${unitFirst[3]} ${unitFirst[2]} ${unitFirst[1].trim()}`;
  }
  return undefined;
}

/** A word that is a whole unit ("vikombe", "kijiko kikubwa"), read as the unit table spells it. */
function isWholeUnit(words: readonly string[]): boolean {
  const phrase = words.join(' ');
  return phrase !== '' && unitAt(phrase, 0)?.end === phrase.length;
}

/**
 * "Vikombe 3 vya mchele", "Maji vikombe 5 (pamoja na supu)", "Kitunguu saumu kijiko 1 kikubwa": the unit written before
 * its one number inside the line, its size word after the number ("kijiko 1 kikubwa" is "1 kijiko kikubwa"), moved in front.
 */
function unitBeforeNumber(text: string): string | undefined {
  const open = text.indexOf('(');
  const words = (open < 0 ? text : text.slice(0, open)).split(' ').filter((w) => w !== '');
  const aside = open < 0 ? '' : ` ${text.slice(open)}`;
  const numbers = words.flatMap((w, i) => (readQuantity(w, 0)?.end === w.length ? [i] : []));
  const at = numbers[0];
  if (numbers.length !== 1 || at === undefined || at === 0 || words.some((w, i) => i !== at && /\d/.test(w))) return undefined;
  const after = words.slice(at + 1);
  for (const width of [2, 1]) {
    if (at - width < 0) continue;
    const unit = words.slice(at - width, at);
    // "kijiko 1 kikubwa", "kijiko 1 cha chai": the unit's own words after the number.
    const sized = [2, 1].find((n) => after.length >= n && isWholeUnit([...unit, ...after.slice(0, n)])) ?? 0;
    if (sized === 0 && !isWholeUnit(unit)) continue;
    const before = words.slice(0, at - width).join(' ');
    const rest = after.slice(sized).join(' ');
    const measure = `${words[at]} ${[...unit, ...after.slice(0, sized)].join(' ')}`;
    const name = before !== '' && rest !== '' ? `${before}, ${rest}` : before || rest;
    return name === '' ? undefined : `${measure} ${name}${aside}`;
  }
  return undefined;
}

function spanOf(text: string, phrase: string): FoodSpan {
  const trimmed = phrase.trim();
  let start = trimmed ? text.indexOf(trimmed) : -1;
  if (start < 0 && trimmed) start = text.toLowerCase().indexOf(trimmed.toLowerCase());
  if (start < 0) return { start: 0, end: text.length, text };
  return { start, end: start + trimmed.length, text: text.slice(start, start + trimmed.length) };
}

/** The food span without a seasoning marker ("Pfeffer nach Geschmack" → "Pfeffer") or a trailing note ("beurre fondu"). */
function withoutTrailingNotes(ingredient: string): { food: string; notes: string[] } {
  let food = ingredient;
  const notes: string[] = [];
  const taste = tasteMarkerAt(food);
  if (taste > 0) {
    notes.push(
      food
        .slice(taste)
        .replace(/[).]+$/, '')
        .trim(),
    );
    food = food.slice(0, taste).replace(/[\s,(]+$/, '');
  }
  const note = trailingNoteAt(food);
  if (note > 0) {
    notes.unshift(food.slice(note).trim());
    food = food.slice(0, note).replace(/[\s,(]+$/, '');
  }
  return { food, notes };
}

/** The text a document line is read from: the amount first, spaces collapsed. */
function lineText(body: string): string {
  return collapseSpaces(nameThenAmount(body) ?? body);
}

/** The unit id `documentLine` reads in the body, or null: a caller wanting lines of some units only asks this first. */
export function documentLineUnit(body: string): string | null {
  return parseIngredientLine(lineText(body)).unit;
}

/** The document line of an ingredient written in any of the layouts above (`raw` as pasted). */
export function documentLine(body: string, raw: string): DocumentIngredientLine {
  const parsed = parseIngredientLine(lineText(body));
  const { food, notes: trailing } = withoutTrailingNotes(parsed.ingredient || parsed.text);
  const notes = [parsed.notes, ...trailing].filter((n): n is string => !!n);
  const line: DocumentIngredientLine = {
    raw,
    text: parsed.text,
    quantity: parsed.quantity,
    quantityMax: parsed.quantityMax,
    unit: parsed.unit,
    foodSpan: spanOf(parsed.text, food),
  };
  if (parsed.size) line.size = { quantity: parsed.size.quantity, unit: parsed.size.unit };
  if (parsed.alternative) line.altAmount = parsed.alternative;
  if (notes.length > 0) line.note = notes.join(', ');
  return line;
}

const JOINS = new Set<string>(SEASONING_JOINS);
const JOINS_WITH_A = new Set<string>([...SEASONING_JOINS, CZECH_SLOVAK_AND]);

/** The parts of a list between its commas and its "and" words. */
function splitAtJoins(list: string, joins: ReadonlySet<string>): string[] {
  const parts: string[] = [];
  for (const piece of list.split(',')) {
    let words: string[] = [];
    for (const word of piece.split(' ')) {
      if (word === '') continue;
      if (!joins.has(word.toLowerCase())) words.push(word);
      else if (words.length > 0) {
        parts.push(words.join(' '));
        words = [];
      }
    }
    parts.push(words.join(' '));
  }
  return parts;
}
/** Letters of Czech and Slovak words, where "a" means "and" ("sůl a pepř"). */
const CZECH_SLOVAK_LETTERS = /[ěščřžýůťďňľĺŕ]/iu;

/**
 * A seasoning line without amounts names each food apart: "Salz, Pfeffer", "sel, poivre", "salt & pepper to taste",
 * "sůl a pepř podle chuti" are two lines (the shared note kept on each). Other lines are one item.
 */
export function seasoningItems(body: string): string[] {
  if (leadingAmountEnd(body) > 0 || /\d/.test(body) || trailingNoteAt(body) > 0) return [body];
  const at = tasteMarkerAt(body);
  const marker = at > 0 ? body.slice(at).trim() : '';
  const list = at > 0 ? body.slice(0, at).trim() : body;
  // "a" is "and" in Czech and Slovak only: elsewhere it joins a name's own words ("Zucchero a velo", "pollo a la plancha").
  const joiners = CZECH_SLOVAK_LETTERS.test(list) ? JOINS_WITH_A : JOINS;
  const parts = splitAtJoins(list, joiners).filter((p) => p !== '');
  const joined = (p: string) => JOINERS.is(fold(p.split(/\s+/)[0] ?? ''));
  if (parts.length < 2 || parts.length > 4 || parts.some((p) => p.split(/\s+/).length > 3 || joined(p))) return [body];
  return parts.map((p) => (marker ? `${p} ${marker}` : p));
}

/** An ingredient line read out of running text ("200 g red lentils"), its raw the phrase itself. */
export function proseLine(phrase: string): DocumentIngredientLine {
  return documentLine(phrase, phrase);
}

export { skipSpaces };
