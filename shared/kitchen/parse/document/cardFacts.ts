/**
 * A recipe card's facts under labels in a language the parser has no words for: "Porsies: 6", "Kooktyd: 45 min",
 * "Yn gwneud: 1 dorth (12 sleisen)", "Оцена: 4,8 (167 гласова)". Found by their shape and place, not their words:
 * a label of one to three words, a colon, and a value that is a duration, a small count of no food, or a rating; on
 * the lines above a headed ingredient list (a line there is no item of that list). Durations whose labels are unknown
 * take the card's usual order: preparation, cooking, total.
 */
import { parseIngredientLine } from '../ingredientLine';
import { fold, foldedWords } from './matchers';
import { type Meta, metaSegments, readMetaLine } from './meta';
import { namesFood } from './pageTail';
import type { StatedTime } from './types';

export interface CardServings {
  servings: number;
  max?: number;
}

export type CardFact = { kind: 'time'; time: StatedTime } | ({ kind: 'servings' } & CardServings) | { kind: 'rating' };

/** The most a count of servings under an unknown label may be ("36" comments or "143" votes are the page's). */
const MOST_SERVINGS = 24;
/** The most a rating may be. */
const TOP_RATING = 5;

const isDigit = (ch: string) => ch >= '0' && ch <= '9';
const allDigits = (word: string) => word !== '' && [...word].every(isDigit);

function labelAndValue(text: string): { label: string; value: string } | undefined {
  let colon = text.indexOf(':');
  if (colon < 0) colon = text.indexOf('：');
  if (colon < 2 || colon > 40) return undefined;
  const label = text.slice(0, colon).trim();
  const value = text.slice(colon + 1).trim();
  if (value === '' || [...label].some(isDigit)) return undefined;
  const words = foldedWords(fold(label));
  return words.length >= 1 && words.length <= 3 ? { label, value } : undefined;
}

/** "4,8 (167 гласова)", "4.6/5", "4,9 ★": a decimal of five at most, with a count or a scale beside it. */
function isRating(value: string): boolean {
  const first = value.split(' ')[0] ?? '';
  const mark = first.includes(',') ? ',' : '.';
  const [whole, part] = first.split('/')[0]?.split(mark) ?? [];
  if (!whole || !part || !allDigits(whole) || !allDigits(part) || Number(whole) > TOP_RATING) return false;
  return value.includes('(') || value.includes('/') || value.includes('★');
}

/** "6", "4-6", "6 mense", "1 dorth (12 sleisen)": a count of no food and no unit, or the pieces in brackets after it. */
function servingsOf(value: string): { servings: number; max?: number } | undefined {
  const open = value.indexOf('(');
  const inner = open > 0 && value.endsWith(')') ? value.slice(open + 1, -1).trim() : undefined;
  const head = open > 0 ? value.slice(0, open).trim() : value;
  const words = head.split(' ').filter((w) => w !== '');
  if (words.length === 0 || words.length > 3 || namesFood(value)) return undefined;
  const [low, high] = (words[0] as string).replaceAll('–', '-').split('-');
  if (!low || !allDigits(low) || (high !== undefined && !allDigits(high))) return undefined;
  if (words.slice(1).some((w) => [...w].some(isDigit)) || parseIngredientLine(head).unit !== null) return undefined;
  if (inner !== undefined) {
    const pieces = servingsOf(inner);
    return pieces && inner.split(' ').length <= 3 ? pieces : undefined;
  }
  const servings = Number(low);
  const max = high !== undefined ? Number(high) : undefined;
  if (servings < 1 || servings > MOST_SERVINGS || (max !== undefined && max <= servings)) return undefined;
  return max !== undefined ? { servings, max } : { servings };
}

/** The line as a card's fact under a label the parser does not know, or undefined. */
export function readCardFact(text: string): CardFact | undefined {
  if (readMetaLine(text) !== undefined) return undefined;
  const lv = labelAndValue(text);
  if (!lv || namesFood(lv.label)) return undefined;
  if (isRating(lv.value)) return { kind: 'rating' };
  const read = readMetaLine(lv.value);
  const times = read ? Object.keys(read.times) : [];
  if (read && read.servings === undefined && times.length === 1 && read.times.total)
    return { kind: 'time', time: { ...read.times.total, text } };
  if (read) return undefined;
  const count = servingsOf(lv.value);
  return count ? { kind: 'servings', ...count } : undefined;
}

/**
 * A row of the card's facts of which some are read by the parser's words and the others are facts by their shape:
 * "Porsies: 6 | Voorbereiding: 20 min | Kooktyd: 30 min", "৪ ব্যক্তি · ৩০ মিনিট" (a count of no food and no unit
 * beside a duration is the servings). Undefined unless every part of the row is a fact and one is not read.
 */
export function readFactRow(text: string): { meta: Meta[]; facts: CardFact[] } | undefined {
  const parts = metaSegments(text);
  if (parts.length < 2) return undefined;
  const meta: Meta[] = [];
  const facts: CardFact[] = [];
  const bare: string[] = [];
  for (const part of parts) {
    const read = readMetaLine(part);
    const fact = read ? undefined : readCardFact(part);
    if (read) meta.push(read);
    // A labelled count among other facts may count anything the card counts (ingredients, steps, pieces, a level).
    else if (fact && fact.kind !== 'servings') facts.push(fact);
    else if (!part.includes(':') && !part.includes('：')) bare.push(part);
    else return undefined;
  }
  const timed = meta.some((m) => Object.keys(m.times).length > 0) || facts.some((f) => f.kind === 'time');
  for (const part of bare) {
    const count = timed ? servingsOf(part) : undefined;
    if (!count) return undefined;
    facts.push({ kind: 'servings', ...count });
  }
  return facts.length > 0 ? { meta, facts } : undefined;
}

/**
 * The card's durations under unknown labels, set where the card's known labels left a place, by what the recipe shows
 * of them: the sum of the parts is the total; the time the method cooks for is the cooking time; the first of several,
 * before the part the others add to, is the preparation; one alone on a card with no known time is the whole time. A
 * duration shown by nothing (a resting or chilling time under an unknown label) is not placed.
 */
export function placeCardTimes(meta: Meta, times: readonly StatedTime[], methodCooks: number | undefined): void {
  const t = meta.times;
  const noneKnown = !t.prep && !t.cook && !t.total && !t.rest;
  if (noneKnown && times.length === 1) {
    t.total = times[0] as StatedTime;
    return;
  }
  times.forEach((time, i) => {
    const parts = (t.prep?.minutes ?? 0) + (t.cook?.minutes ?? 0);
    const next = times[i + 1]?.minutes;
    if (!t.total && t.prep && t.cook && time.minutes === parts) t.total = time;
    else if (!t.cook && (time.minutes === methodCooks || (t.prep && next === t.prep.minutes + time.minutes))) t.cook = time;
    else if (!t.prep && !t.cook && !t.total && i === 0 && next !== undefined && times[i + 2]?.minutes === time.minutes + next)
      t.prep = time;
  });
}
