/** Servings, yield and times as written, in any of the product's languages ("Für 4 Personen", "Prep 20 min · Cook 1 h"). */

import { memoByText } from '../../knowledge/textMemo';
import { UNIT_BY_ID } from '../../unitData';
import { parseIngredientLine } from '../ingredientLine';
import { UNICODE_FRACTIONS } from '../quantity';
import { HOURS_WITH_COUNT, MORE_DURATION_NUMBER_WORDS, MORE_HALF_WORDS } from './durationWordsByLanguage';
import { wordCount } from './lines';
import {
  ANY_NUTRIENT,
  fold,
  foldedWords,
  HOURS,
  MINUTES,
  OTHER_META,
  PIECES,
  SERVING_LABEL,
  SERVING_NOUNS,
  TIME_KINDS,
  TIME_LABEL,
  YIELD_LABEL,
} from './matchers';
import { isCredit } from './metaParts';
import { isCardFact, isCardFactLabel, isPriceText } from './pageFacts';
import type { DocumentTimes, StatedTime } from './types';
import {
  COOK_TIME_VERBS,
  COUNT_WORDS,
  DEGREE_WORDS,
  DIFFICULTY_WORDS,
  DOUGH_WORDS,
  DURATION_NUMBER_WORDS,
  EXCLUDING_WORDS,
  GENERIC_TIME_LABELS,
  HALF_WORDS,
  HEAT_STEMS,
  HOUR_WORDS,
  LABELLED_HOUR_WORDS,
  MINUTE_WORDS,
  ONLY_WORDS,
  OVEN_WORDS,
  READY_WORDS,
  SERVES_WORDS,
  SIDE_WORDS,
  SLICE_WORDS,
  SUM_WORDS,
  TIME_LABELS,
  TIME_PREPOSITIONS,
  type TimeKind,
  WAITING_PHRASES,
  WAITING_STEMS,
  WAITING_WORDS,
  WHOLE_WHEN_ALONE_LABELS,
  WORKING_STEMS,
} from './vocabulary';
import { AFTER_SERVING_WORDS } from './vocabularyMore';

export interface Meta {
  servings?: number;
  servingsMax?: number;
  yieldText?: string;
  times: DocumentTimes;
  /** Metadata kept as written that is neither servings nor time ("Difficoltà: facile", "Chłodzenie: całą noc"). */
  notes: string[];
  /** The servings were a count of pieces under a servings label ("Porcje: 40 sztuk"): a count of people beside them wins. */
  servingsOfPieces?: boolean;
  /** A source's credit among the parts of a meta line ("Oppskrift fra Fiskesprell | 4 porsjoner"): page clutter, not meta. */
  credits?: string[];
}

export function emptyMeta(): Meta {
  return { times: {}, notes: [] };
}

type Token =
  | { kind: 'number'; value: number; text: string }
  | { kind: 'word'; folded: string; text: string }
  | { kind: 'mark'; text: string };

const TOKEN = /(\d+(?:[.,]\d+)?(?:\s*[½¼¾⅓⅔])?|[½¼¾⅓⅔])|([\p{L}][\p{L}\p{M}'’-]*\.?)|(\S)/gu;
/** Words between a label and its amount that only hedge ("ca.", "about", "etwa", "kb."). */
const HEDGES = new Set([
  'uns',
  'umas',
  'ungefähr',
  'ca',
  'cca',
  'about',
  'approx',
  'approximately',
  'around',
  'circa',
  'etwa',
  'environ',
  'env',
  'unos',
  'unas',
  'ongeveer',
  'okolo',
  'ok',
  'omkring',
  'kb',
  'korulbelul',
  'asi',
  'zirka',
  'up',
  'to',
  'plus',
  'zzgl',
  'mind',
  'mindestens',
  'at least',
  'least',
  'au moins',
  'almeno',
  'minst',
  'legalabb',
  'alespon',
  'co najmniej',
  'najmniej',
  'en az',
  'sekitar',
  'yaklasik',
  'ok',
  // Japanese in romaji: yaku (約, about).
  'yaku',
  // only, just: "Total cuma 20 menit", "Gesamt nur 20 Minuten"
  // Indonesian particles closing a chat's sentence: "Total cuma 20 menit kok"
  'kok',
  'lho',
  'deh',
  'aja',
  'cuma',
  'hanya',
  'nur',
  // about, in Finnish, Romanian, Catalan, Swedish, Norwegian, romanised Hindi
  'noin',
  'cam',
  'aproximativ',
  'aproximadament',
  'aprox',
  'ungefär',
  'omtrent',
  'lagbhag',
]);
/** "4 to 6", "4 bis 6", "4 až 6", "۴ تا ۶", "4 hadi 6", "4 ila 6", "4 đến 6": words between the ends of a range (folded). */
const RANGE_WORDS = new Set(
  [
    ...['to', 'a', 'bis', 'tot', 'do', 'till', 'ate', 'e', 'y', 'och', 'und', 'or', 'oder', 'ou', 'o', 'of'],
    ...['til', 'az', 'ili', 'hadi', 'au', 'ila', 'veya', 'hingga', 'sampai', 'den', 'deri', 'ose', 'hanggang', 'neu', 'sau', 'eller'],
    ...['تا', 'یا', 'או', 'עד', 'или', 'до', 'ή', 'έως', 'से', 'या', 'ወይም', 'እስከ'],
  ].map(fold),
);

function numberOf(text: string): number {
  const mixed = /^(\d+)\s*([½¼¾⅓⅔])$/.exec(text);
  if (mixed?.[1] && mixed[2]) return Number(mixed[1]) + (UNICODE_FRACTIONS[mixed[2]] ?? 0);
  const fraction = UNICODE_FRACTIONS[text];
  if (fraction !== undefined) return fraction;
  return Number(text.replace(',', '.'));
}

/** The minute mark after a number ("Cottura 20'"). */
const MINUTE_MARKS = "'’′";

/** Where the first digit of the text is (its length when it has none). */
function firstDigit(text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) return i;
  }
  return text.length;
}

const COUNT_WORD = new Map<string, number>(Object.values(COUNT_WORDS).flatMap((words) => words.map((w, i) => [fold(w), i + 2] as const)));

/** A segment's tokens, kept (bounded): the readers of a line ask for the same segments' tokens again (speed only). */
function tokens(text: string): Token[] {
  return [...tokensOf(text)];
}

const tokensOf = memoByText((text: string): readonly Token[] => {
  const out: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const last = out.at(-1);
    if (m[1]) out.push({ kind: 'number', value: numberOf(m[1].replace(/\s+/g, '')), text: m[1] });
    else if (m[2]) {
      const folded = fold(m[2]);
      // "Serves four", "Für vier Personen": a count written as a word.
      const count = COUNT_WORD.get(folded);
      out.push(count !== undefined ? { kind: 'number', value: count, text: m[2] } : { kind: 'word', folded, text: m[2] });
    } else if (m[3] && last?.kind === 'number' && MINUTE_MARKS.includes(m[3])) {
      // "Cottura 20'": the minute mark.
      out.push({ kind: 'word', folded: 'min', text: m[3] });
    } else if (m[3]) out.push({ kind: 'mark', text: m[3] });
  }
  // "Cuisson au four : 45 min": a count word with figures after it is a word ("four", the oven), not the count.
  for (let i = 0; i < out.length; i += 1) {
    const t = out[i] as Token;
    if (t.kind !== 'number' || firstDigit(t.text) === 0) continue;
    let j = i + 1;
    while (out[j]?.kind === 'mark') j += 1;
    const next = out[j];
    if (next?.kind === 'number' && firstDigit(next.text) === 0) out[i] = { kind: 'word', folded: fold(t.text), text: t.text };
  }
  return out;
});

function wordsOf(list: readonly Token[]): string {
  return list
    .filter((t): t is Extract<Token, { kind: 'word' }> => t.kind === 'word')
    .map((t) => t.folded)
    .join(' ');
}

function unitOfTime(word: Token | undefined, labelled = false): number | undefined {
  if (word?.kind !== 'word') return undefined;
  if (MINUTES.is(word.folded)) return 1;
  if (HOURS.is(word.folded)) return 60;
  if (labelled && LABELLED_HOUR.has(word.folded.replace(/\.$/, ''))) return 60;
  return undefined;
}
const LABELLED_HOUR = new Set<string>(LABELLED_HOUR_WORDS.map(fold));

interface Duration {
  minutes: number;
  maxMinutes?: number;
  start: number;
  end: number;
}

/**
 * A duration starting at token i: "1 hr 15 mins", "10-12 min", "1,5 Stunden", "3 ½ hours", "12–24 hours". `labelled`: a
 * time label stands right before it, so the shortest hour abbreviations read as hours too ("1,5 t.").
 */
function durationAt(list: readonly Token[], i: number, labelled = false): Duration | undefined {
  const first = list[i];
  if (first?.kind !== 'number') return undefined;
  // "1:30 h", "1:15 Std.": hours and minutes with a colon, the hour's unit after them.
  const colon = list[i + 1];
  const mins = list[i + 2];
  if (
    colon?.kind === 'mark' &&
    colon.text === ':' &&
    mins?.kind === 'number' &&
    Number.isInteger(first.value) &&
    Number.isInteger(mins.value) &&
    mins.value < 60 &&
    mins.text.length === 2 &&
    unitOfTime(list[i + 3], labelled) === 60
  ) {
    return { minutes: first.value * 60 + mins.value, start: i, end: i + 4 };
  }
  let j = i + 1;
  let max: number | undefined;
  const sep = list[j];
  const isSep = (t: Token | undefined) =>
    (t?.kind === 'mark' && /[-–—~〜～]/.test(t.text)) || (t?.kind === 'word' && RANGE_WORDS.has(t.folded));
  if (isSep(sep) && list[j + 1]?.kind === 'number') {
    const upper = list[j + 1] as Extract<Token, { kind: 'number' }>;
    max = upper.value;
    j += 2;
  }
  // "20-pun", "15-Minuten": a hyphen joins the number to its unit.
  if (list[j]?.kind === 'mark' && (list[j] as { text: string }).text === '-' && unitOfTime(list[j + 1], labelled) !== undefined) j += 1;
  // "20 de minute", "2 de ore": Romanian puts "de" between twenty and more and their unit.
  if (list[j]?.kind === 'word' && (list[j] as { folded: string }).folded === 'de' && unitOfTime(list[j + 1], labelled) !== undefined)
    j += 1;
  const per = unitOfTime(list[j], labelled);
  if (per === undefined) return undefined;
  let minutes = first.value * per;
  let maxMinutes = max !== undefined ? max * per : undefined;
  j += 1;
  // "1 hr 15 mins", "1 Stunde 10 Minuten", "1 óra 30 perc" (an "and" may join them).
  let k = j;
  if (list[k]?.kind === 'word' && SUM_WORD.has((list[k] as { folded: string }).folded)) k += 1;
  const more = list[k];
  // "1 oră și 30 de minute": Romanian "de" before the minutes' unit.
  const de = list[k + 1]?.kind === 'word' && (list[k + 1] as { folded: string }).folded === 'de' ? 1 : 0;
  if (more?.kind === 'number' && maxMinutes === undefined && unitOfTime(list[k + 1 + de]) === 1 && per === 60) {
    minutes += more.value;
    j = k + 2 + de;
  } else if (
    // "1h10", "2 h 30": minutes after the hours without their unit.
    more?.kind === 'number' &&
    k === j &&
    maxMinutes === undefined &&
    per === 60 &&
    Number.isInteger(more.value) &&
    more.value < 60 &&
    (list[k + 1] === undefined || list[k + 1]?.kind === 'mark')
  ) {
    minutes += more.value;
    j = k + 1;
  }
  minutes = Math.round(minutes);
  if (maxMinutes !== undefined) maxMinutes = Math.round(maxMinutes);
  return { minutes, ...(maxMinutes !== undefined ? { maxMinutes } : {}), start: i, end: j };
}

/** A count or range at token i ("4", "6-8", "10 to 12", "8 à 10"). */
function countAt(list: readonly Token[], i: number): { value: number; max?: number; end: number } | undefined {
  const first = list[i];
  if (first?.kind !== 'number' || !Number.isInteger(first.value) || first.value <= 0 || first.value > 500) return undefined;
  const sep = list[i + 1];
  const upper = list[i + 2];
  const isSep = (sep?.kind === 'mark' && /[-–—/~〜～]/.test(sep.text)) || (sep?.kind === 'word' && RANGE_WORDS.has(sep.folded));
  if (isSep && upper?.kind === 'number' && Number.isInteger(upper.value) && upper.value > first.value) {
    return { value: first.value, max: upper.value, end: i + 3 };
  }
  return { value: first.value, end: i + 1 };
}

function onlyMarks(list: readonly Token[]): boolean {
  return list.every((t) => t.kind === 'mark' || (t.kind === 'word' && HEDGES.has(t.folded)));
}

function stated(d: Duration, text: string): StatedTime {
  return { minutes: d.minutes, ...(d.maxMinutes !== undefined ? { maxMinutes: d.maxMinutes } : {}), text: text.trim() };
}

const PORTION_PIECES = new Set(SLICE_WORDS.map(fold));
const AFTER_SERVING = new Set(AFTER_SERVING_WORDS.map(fold));
const SERVES = new Set<string>(SERVES_WORDS);
/** A label's words without hedges and small words ("ca. Tempo di preparazione" → "tempo preparazione"), folded. */
function labelKey(label: string): string {
  return fold(label)
    .split(' ')
    .filter((w) => w !== '' && !HEDGES.has(w) && !TIME_PREPOSITION.has(w))
    .join(' ');
}
let wholeWhenAlone: Set<string> | undefined;

/** A duration under its label: one that sites also use for the whole time is marked so (see `timeLabels.ts`). */
function labelled(d: Duration, text: string, label: string): StatedTime {
  wholeWhenAlone ??= new Set(WHOLE_WHEN_ALONE_LABELS.map(labelKey));
  const time = stated(d, text);
  return wholeWhenAlone.has(labelKey(label)) ? { ...time, wholeWhenAlone: true } : time;
}

/**
 * The metadata of one segment of a line ("Prep Time: 15 mins", "Serves 6-8", "Für 4 Personen", "Yield: 1 loaf (10 slices)",
 * "ca 30 bullar", "Chłodzenie: całą noc"), or undefined when the segment is something else.
 */
export function readMetaSegment(segment: string): Meta | undefined {
  // "0,95 € por ración", "$2.15 per serving": a price per serving is the card's fact, never a count of servings.
  if (isPriceText(segment)) return { times: {}, notes: [], credits: [segment] };
  // "Til 4 personer (ca. 16 stk.)": the bracketed yield is read on its own.
  const whole = readMetaSegmentOnce(segment);
  const statesSomething = (m: Meta | undefined) =>
    m !== undefined && (m.servings !== undefined || m.yieldText !== undefined || Object.keys(m.times).length > 0);
  const bracket = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(segment.trim());
  if (whole && statesSomething(whole) && !whole.servingsOfPieces && !(whole.servings === 1 && bracket)) return whole;
  if (bracket?.[1] && bracket[2]) {
    const outer = readMetaSegment(bracket[1]);
    const inner = readMetaSegment(bracket[2]);
    const opener = fold(bracket[1]).split(' ');
    // "Für 1 Blech (ca. 24 Stück)", "Voor 1 springvorm van 24 cm (12 punten)", "Rendimento: 1 bolo (10 fatias)": one tin,
    // tray or cake, cut into the pieces in brackets.
    const oneThing = /^\D*\b1\s+\p{L}/u.test(bracket[1]) && opener.length <= 8;
    const innerPieces = inner?.servings ?? piecesOfYield(bracket[2], true);
    if (
      oneThing &&
      innerPieces !== undefined &&
      (SERVING_LABEL.is(opener[0] ?? '') || YIELD_LABEL.startOf(opener.join(' ')) !== undefined)
    ) {
      const meta = emptyMeta();
      meta.servings = innerPieces;
      meta.yieldText = `${bracket[1].slice(firstDigit(bracket[1])).trim()} (${bracket[2].trim()})`;
      return meta;
    }
    // "For a 20 cm mould (8 portions)", "Para un molde de 24 cm (10 raciones)": the tin it is made in, with the servings in
    // brackets; the tin stays in the recipe as a note.
    if (innerPieces !== undefined && statesSize(bracket[1]) && opener.length <= 8 && !(outer && statesSomething(outer))) {
      const meta = emptyMeta();
      if (inner?.servings !== undefined) mergeMeta(meta, { ...inner, notes: [] });
      else meta.servings = innerPieces;
      delete meta.servingsOfPieces;
      meta.notes.push(bracket[1].trim());
      return meta;
    }
    if (outer && statesSomething(outer)) {
      if (inner) {
        // "Porcje: ok. 40 sztuk (4 osoby)": the people the pieces feed are the servings, the pieces the yield.
        if (outer.servingsOfPieces && inner.servings !== undefined && !inner.servingsOfPieces) {
          outer.yieldText ??= bracket[1].slice(bracket[1].search(/\d/)).trim();
          delete outer.servings;
          delete outer.servingsMax;
          delete outer.servingsOfPieces;
        }
        mergeMeta(outer, inner);
      }
      return outer;
    }
    // "Voor ongeveer 50 poffertjes (4 personen)", "Na duży garnek (10-12 porcji)": a short phrase of what it is made in or
    // for, opened by a servings word, with the servings in brackets.
    if (inner?.servings !== undefined && opener.length <= 5 && SERVING_LABEL.is(opener[0] ?? '') && (opener[0] ?? '').length <= 4) {
      return inner;
    }
  }
  return whole;
}

/**
 * The count of pieces a yield states ("24 Stück", "16 squares", "1 loaf (10 slices)", "12 pastéis"): the pieces it is cut
 * into or made as, which the cook serves one by one; undefined for one thing without its pieces ("1 loaf", "2 jars").
 */
export function piecesOfYield(yieldText: string, namedOnly = false): number | undefined {
  let found: number | undefined;
  for (const m of yieldText.matchAll(/(\d+)(?:\s*[-–]\s*\d+)?\s+(?:\p{L}+\.?\s+)?(\p{L}+)/gu)) {
    // "2.5 cups": the figures after a decimal mark are no count of their own.
    const before = yieldText.charAt(m.index - 1);
    if (m.index > 0 && (before === '.' || before === ',')) continue;
    const count = Number(m[1]);
    const noun = fold(m[2] ?? '');
    if (PORTION_PIECES.has(noun) || PIECES.is(noun) || SERVING_NOUNS.is(noun)) found = count;
    else if (found === undefined && count >= 4 && !namedOnly) found = count;
  }
  return found;
}

/** "PT1H15M", "P0DT45M": an ISO 8601 duration (schema.org's times copied from a page) as words the reader knows. */
function isoDurationsAsWords(text: string): string {
  return text.replace(/\bP(?:\d+D)?T(?:(\d+)H)?(?:(\d+)M)?(?:\d+S)?\b/g, (whole, h?: string, m?: string) =>
    h === undefined && m === undefined ? whole : [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' '),
  );
}

/** "20 Min. + 35 Min. Backzeit", "30 min + 6 ore di riposo", "15 minutos + 2 horas de frío": work time plus a named time. */
function readTimeSum(text: string, byWord = false): Meta | undefined {
  const all = (byWord ? splitAtSumWords(text) : text.split('+')).map(trimMarks).filter((p) => p !== '');
  if (all.length < 2) return undefined;
  // "40 min + chłodzenie", "30 min + chilling": a resting time named without its duration adds nothing.
  const parts = all.filter((p) => !isUnstatedRest(p));
  if (parts.length === 1 && parts.length < all.length) {
    const only = readMetaSegmentOnce(parts[0] as string);
    return only && Object.keys(only.times).length === 1 && only.servings === undefined ? only : undefined;
  }
  if (parts.length < 2) return undefined;
  const read = parts.map((p) => readMetaSegmentOnce(p));
  if (read.some((m) => !m || Object.keys(m.times).length !== 1 || m.servings !== undefined)) return undefined;
  const metas = read as Meta[];
  const named = metas.some((m) => m.times.cook || m.times.rest || m.times.prep);
  // "1 hour of preparation plus 3 hours of chilling": parts joined by a word are each a named time ("1 hour and 15
  // minutes" is one).
  if (byWord && !metas.every((m) => m.times.cook || m.times.rest || m.times.prep)) return undefined;
  const merged = emptyMeta();
  for (const m of metas) {
    const total = m.times.total;
    // The unnamed part beside a named one is the working time.
    if (total && named && generalTime(total.text)) merged.times.prep ??= total;
    else mergeMeta(merged, m);
  }
  return merged;
}

/** Tokens naming a waiting and no duration ("(plus cooling)", "plus le repos"): small words, hedges and sum words aside. */
function waitsOnly(list: readonly Token[]): boolean {
  if (list.some((t) => t.kind === 'number')) return false;
  const words = list
    .filter((t): t is Extract<Token, { kind: 'word' }> => t.kind === 'word')
    .map((t) => t.folded)
    .filter((w) => w.length > 3 && !HEDGES.has(w) && !SUM_WORD.has(w) && !EXCLUDING.has(w) && !TIME_PREPOSITION.has(w));
  return words.length > 0 && words.length <= 4 && isUnstatedRest(words.join(' '));
}

/** A resting time named without a duration ("chłodzenie", "Kühlzeit", "temps de repos", "chilling"). */
function isUnstatedRest(part: string): boolean {
  if (/\d/.test(part)) return false;
  const folded = fold(part);
  return timeKind(folded) === 'rest' || folded.split(' ').every((w) => WAITING_WORD.has(w) || WAITING.some((stem) => w.startsWith(stem)));
}

/**
 * "15-Minute Spicy Peanut Noodles", "30-Minuten-Nudeln", "Pasta en 20 minutos": the one duration a title states is the
 * dish's whole time.
 */
export function timeInTitle(title: string): StatedTime | undefined {
  const list = tokens(title.replace(/(\d)\s*-\s*(?=\p{L})/gu, '$1 ').replace(/(\p{L})-(?=\p{L})/gu, '$1 '));
  const found: Duration[] = [];
  for (let i = 0; i < list.length; i++) {
    const d = durationAt(list, i);
    if (d) found.push(d);
  }
  return found.length === 1 ? stated(found[0] as Duration, title) : undefined;
}

const SUM_WORD = new Set<string>(SUM_WORDS.map(fold));

/** A text cut at its words of adding ("plus", "und", "et", "y"), as parts. */
function splitAtSumWords(text: string): string[] {
  const parts: string[] = [];
  let part: string[] = [];
  for (const word of text.split(' ')) {
    if (SUM_WORD.has(fold(word)) || word === '+') {
      parts.push(part.join(' '));
      part = [];
    } else part.push(word);
  }
  parts.push(part.join(' '));
  return parts;
}

/** A text without the brackets, stops and spaces around it ("(+ 3 hours in the fridge)." → "3 hours in the fridge"). */
function trimMarks(text: string): string {
  const letterOrDigit = (c: string) => c.toLowerCase() !== c.toUpperCase() || (c >= '0' && c <= '9');
  let start = 0;
  let end = text.length;
  while (start < end && !letterOrDigit(text.charAt(start))) start += 1;
  while (end > start && !letterOrDigit(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/**
 * "3 hours setting in the fridge", "3 h de repos au frais", "4 horas de cuajado en la nevera": the kind named by the first
 * words after a duration, with a place after it (up to six words in all).
 */
function labelWithPlace(words: readonly string[]): TimeKind | undefined {
  if (words.length === 0 || words.length > 6) return undefined;
  for (let n = Math.min(3, words.length); n >= 1; n -= 1) {
    const kind = kindOfWords(words.slice(0, n).join(' '));
    if (kind) return kind;
  }
  // "3 hours in the fridge", "4 horas en la nevera": a place of waiting among the words.
  return words.slice(0, 4).some((w) => kindOfWords(w) === 'rest') ? 'rest' : undefined;
}

/**
 * Named times told in a sentence of the story ("This tart takes 1 hour of preparation plus 3 hours of chilling.",
 * "A no-bake cheesecake: preparation 1 hour + 3 hours setting."): from its first number on, a sum of named times.
 */
export function namedTimesInText(text: string): Meta | undefined {
  const at = firstDigit(text);
  if (at >= text.length) return undefined;
  // The label right before the first number belongs to it ("preparation 1 hour").
  const before = text.slice(0, at).trimEnd().split(' ');
  const label = before.at(-1) ?? '';
  const starts = label !== '' && timeKind(fold(label)) !== undefined ? [at - label.length - 1, at] : [at];
  for (const from of starts) {
    const rest = trimMarks(text.slice(Math.max(0, from)));
    const sum = readTimeSum(rest) ?? readTimeSum(rest, true);
    if (sum) return sum;
  }
  return undefined;
}

/** Marks that open a clause of a sentence: a time label may start right after one ("…, czas pieczenia: 50 minut"). */
const CLAUSE_MARKS = new Set([',', ';', ':', '–', '—', '-', '(', '|', '·', '•']);

/** The time label of the words ending at token `end` (exclusive), starting a clause: its kind and words. */
function labelBefore(list: readonly Token[], end: number): { kind: TimeKind; label: string } | undefined {
  let last = end;
  if (list[last - 1]?.kind === 'mark' && list[last - 1]?.text === ':') last -= 1;
  for (let n = Math.min(4, last); n >= 1; n -= 1) {
    const words = list.slice(last - n, last);
    if (!words.every((t) => t.kind === 'word')) continue;
    const before = list[last - n - 1];
    const opens =
      before === undefined ||
      (before.kind === 'mark' && CLAUSE_MARKS.has(before.text)) ||
      (before.kind === 'word' && SUM_WORD.has(before.folded));
    const label = wordsOf(words);
    const kind = kindOfWords(label);
    if (opens && kind) return { kind, label };
  }
  return undefined;
}

/**
 * Labelled times inside a sentence of the story ("Tempo di preparazione 35 minuti per un risotto cremoso…",
 * "Förberedelse 20 min och ugnstid 35 min – sen är pajen klar", "Czas przygotowania: 25 minut, czas pieczenia: 50
 * minut – i ta szarlotka…"): each duration right after a time label that opens a clause, whatever words follow.
 */
export function labelledTimesInText(text: string): Meta | undefined {
  const list = tokens(text);
  const meta = emptyMeta();
  for (let i = 0; i < list.length; i += 1) {
    const d = durationAt(list, i);
    if (!d) continue;
    const found = labelBefore(list, i) ?? labelAfter(list, d.end);
    if (found) meta.times[found.kind] ??= labelled(d, text, found.label);
    i = d.end - 1;
  }
  return Object.keys(meta.times).length > 0 ? meta : undefined;
}

/**
 * The time label right after a duration, its small words between ("20 min of preparation and 40 min of cooking", "20 min
 * za pripremu i 40 min kuhanja", "20 min de préparation"): one or two words that close their clause (a mark, an "and"
 * or the end follows), a general time word alone is none.
 */
function labelAfter(list: readonly Token[], start: number): { kind: TimeKind; label: string } | undefined {
  // "20 Min. Vorbereitung": the unit's abbreviation point.
  let j = list[start]?.kind === 'mark' && (list[start] as { text: string }).text === '.' ? start + 1 : start;
  while (list[j]?.kind === 'word' && TIME_PREPOSITION.has((list[j] as { folded: string }).folded)) j += 1;
  for (let n = 2; n >= 1; n -= 1) {
    const words = list.slice(j, j + n);
    if (words.length < n || !words.every((t) => t.kind === 'word')) continue;
    const next = list[j + n];
    if (next !== undefined && next.kind !== 'mark' && !(next.kind === 'word' && SUM_WORD.has(next.folded))) continue;
    const label = wordsOf(words);
    const kind = generalLabel(label) ? undefined : timeKind(label);
    if (kind) return { kind, label };
  }
  return undefined;
}

/** A time with no label or a general one ("Zeit: 20 Min.", "⏱ 30 min", "Tempo: 1 ora"), not a stated total. */
function generalTime(text: string): boolean {
  const list = tokens(text);
  const first = list.findIndex((t) => t.kind === 'number');
  return generalLabel(wordsOf(first < 0 ? list : list.slice(0, first)));
}

function generalLabel(label: string): boolean {
  const words = label
    .split(' ')
    .filter((w) => w !== '' && !HEDGES.has(w))
    .join(' ');
  return words === '' || GENERIC_TIME.has(words);
}
const GENERIC_TIME = new Set(GENERIC_TIME_LABELS.map(fold));
const TIME_PREPOSITION = new Set(TIME_PREPOSITIONS.map(fold));

/**
 * "זמן אפייה: שעה", "Cuisson : heure et demie": an hour word right after a time label's colon, no figure before it, is
 * one hour (a language without an indefinite article writes "an hour" so).
 */
function hourAloneAfterLabel(list: readonly Token[]): readonly Token[] {
  const colon = list.findIndex((t) => t.kind === 'mark' && (t.text === ':' || t.text === '：'));
  const unit = list[colon + 1];
  if (colon < 1 || unit === undefined || unitOfTime(unit) !== 60 || list.slice(0, colon).some((t) => t.kind !== 'word')) return list;
  if (timeKind(wordsOf(list.slice(0, colon))) === undefined) return list;
  return [...list.slice(0, colon + 1), { kind: 'number', value: 1, text: '1' }, ...list.slice(colon + 1)];
}

function readMetaSegmentOnce(segment: string): Meta | undefined {
  const text = isoDurationsAsWords(segment.trim().replace(/[:：]\s*$/, ''));
  if (text === '') return undefined;
  if (text.includes('+')) {
    const sum = readTimeSum(text);
    if (sum) return sum;
  }
  // "half an hour", "eine halbe Stunde", "une demi-heure", "pół godziny": number words before a unit of time are numbers.
  const list = withDurationWords(hourAloneAfterLabel(tokens(text)));
  const firstNumber = list.findIndex((t) => t.kind === 'number');
  const before = firstNumber < 0 ? list : list.slice(0, firstNumber);
  const label = wordsOf(before);
  const meta = emptyMeta();

  // Times: a time label, then a duration and nothing else ("Kühlzeit 4 Stunden", "Prep: 20 mins", "⏱ 50 min").
  if (firstNumber >= 0) {
    const duration = durationAt(list, firstNumber, label !== '' && timeKind(label) !== undefined);
    const trailing = duration ? list.slice(duration.end).filter((t) => t.kind === 'word') : [];
    // "1 uur 15 min in de oven", "5–8 min i ugnen": the time in the oven is cooking.
    if (
      duration &&
      label === '' &&
      trailing.length > 0 &&
      trailing.length <= 4 &&
      trailing.some((t) => t.kind === 'word' && OVEN_WORDS.has(t.folded))
    ) {
      meta.times.cook = stated(duration, text);
      return meta;
    }
    // "40 mins (plus cooling)", "45 min plus resting": a waiting named after the duration is an aside of its own, unstated.
    const setsApart = (t: Token | undefined) =>
      (t?.kind === 'mark' && t.text === '+') || (t?.kind === 'word' && (SUM_WORD.has(t.folded) || EXCLUDING.has(t.folded)));
    const next = duration ? list[duration.end] : undefined;
    const aside = setsApart(next) || (next?.kind === 'mark' && next.text === '(' && setsApart(list[(duration?.end ?? 0) + 1]));
    const asideWaits = duration !== undefined && aside && waitsOnly(list.slice(duration.end));
    // "10 mins prep", "35 Min. Backzeit", "2 horas de frío", "6 ore di riposo": the label after the duration.
    if (duration && generalLabel(label) && !aside) {
      const after = list.slice(duration.end).filter((t) => t.kind === 'word');
      const words = after.map((t) => (t as { folded: string }).folded);
      while (words.length > 0 && TIME_PREPOSITION.has(words[0] as string)) words.shift();
      const kind = (words.length > 0 && words.length <= 3 ? timeKind(words.join(' ')) : undefined) ?? labelWithPlace(words);
      if (kind && list.slice(duration.end).every((t) => t.kind !== 'number')) {
        meta.times[kind] = labelled(duration, text, words.join(' '));
        return meta;
      }
    }
    if (duration && (onlyMarks(list.slice(duration.end)) || asideWaits)) {
      // "Repòs a la nevera: 2 h", "Cottura in forno: 30 min": a time label with the place it is spent.
      const kind = timeKind(label) ?? (label === '' ? undefined : labelWithPlace(label.split(' ').filter((w) => w !== '')));
      if (kind) {
        meta.times[kind] = labelled(duration, text, label);
        return meta;
      }
      if (label === '' || before.every((t) => t.kind === 'mark' || (t.kind === 'word' && HEDGES.has(t.folded)))) {
        meta.times.total = stated(duration, text);
        return meta;
      }
    }
  }

  // Yield: "Yield: 1 loaf (10 slices)", "Makes about 24 cookies", "Ergibt 1 Zopf (ca. 16 Scheiben)", "Počet kusů: 20".
  const yieldLabel = YIELD_LABEL.startOf(fold(text));
  if (
    yieldLabel !== undefined &&
    (firstNumber >= 0 || /^(?:makes|yields?)\s+(?:one|a|an)\b/i.test(text)) &&
    !(HEDGES.has(yieldLabel) && measuresAFood(text))
  ) {
    const rest = text
      .trim()
      .split(/\s+/)
      .slice(yieldLabel.split(' ').length)
      .join(' ')
      .replace(/^[:：]\s*/, '');
    meta.yieldText = rest;
    const bracket = /\(\s*(?:\p{L}+\.?\s+)?(\d+)(?:\s*[-–]\s*(\d+))?\s+(\p{L}+)\s*\)/u.exec(rest);
    if (bracket?.[1] && bracket[3] && PORTION_PIECES.has(fold(bracket[3]))) meta.servings = Number(bracket[1]);
    // "etwa 15 Pfannkuchen (3–4 Portionen)", "15 crêpes (3 à 4 portions)": the people in brackets, a range kept.
    if (meta.servings === undefined) {
      const people = servingsInBrackets(rest);
      if (people) mergeMeta(meta, people);
    }
    const plain = countAt(list, firstNumber);
    const noun = wordsOf(list.slice(plain?.end ?? firstNumber + 1));
    if (meta.servings === undefined && plain && SERVING_NOUNS.startOf(noun) !== undefined) {
      meta.servings = plain.value;
      if (plain.max !== undefined) meta.servingsMax = plain.max;
    }
    if (meta.servings === undefined) {
      // "makes 1 loaf, 10 thick slices": the portions the yield is cut into.
      const portions = /(?:^|[\s,;])(\d+)\s+(?:\p{L}+\s+)?(\p{L}+)/gu;
      for (const m of rest.matchAll(portions)) {
        if (m[1] && m[2] && PORTION_PIECES.has(fold(m[2])) && (plain === undefined || Number(m[1]) !== plain.value || m.index > 0)) {
          meta.servings = Number(m[1]);
          break;
        }
      }
    }
    return meta;
  }

  // Servings: "Serves 4", "Servings: 4", "Porzioni: 4", "Für 4 Personen", "4 portioner", "Dosi per 8 persone", "8 à 10 stukken".
  if (firstNumber >= 0) {
    const count = countAt(list, firstNumber);
    if (count) {
      const after = list.slice(count.end);
      const noun = wordsOf(after);
      const nounWord = SERVING_NOUNS.startOf(noun);
      const firstNoun = noun.split(' ')[0] ?? '';
      const pieceWord =
        nounWord === undefined ? (PIECES.startOf(noun) ?? (PORTION_PIECES.has(firstNoun) ? firstNoun : undefined)) : undefined;
      const words = label.split(' ').filter((w) => w !== '');
      // "Side for 4", "Tapas für 6": up to two words before a servings preposition, with nothing after the count.
      const prefixed =
        words.length >= 2 &&
        words.length <= 3 &&
        SERVING_LABEL.is(words.at(-1) ?? '') &&
        (words.at(-1) ?? '').length <= 4 &&
        noun === '' &&
        !text.includes('(');
      const labelled = label !== '' && (labelIs(label, SERVING_LABEL) || prefixed);
      const hedged = label !== '' && label.split(' ').every((w) => HEDGES.has(w));
      const restAfterNoun = (word: string | undefined) => (word === undefined ? noun : noun.slice(word.length).trim());
      // "4 raciones de tapa", "4 portions of soup", "4 logon ke liye" (for 4 people): a short phrase may follow the
      // servings word.
      const tail = nounWord === undefined ? [] : restAfterNoun(nounWord).split(' ').filter(Boolean);
      const ofSomething = tail.length === 0 || (tail.length <= 3 && AFTER_SERVING.has(tail[0] ?? ''));
      if ((labelled || label === '' || hedged) && nounWord !== undefined && ofSomething) {
        return withServings(meta, count);
      }
      // "Antal: 4 portioner", "Mennyiség: 4 adag", "Personas: 4", "Nombre de personnes : 4", "Adagok száma: 4": a short
      // label, and a servings word beside the count.
      const colonLabel = /^[^:：\d]{2,30}[:：]\s*\d/u.test(text);
      const servingWordInLabel =
        words.length <= 4 && words.some((w) => w.length >= 4 && (SERVING_NOUNS.is(w) || SERVING_LABEL.is(w))) && colonLabel;
      if (colonLabel && words.length <= 3 && nounWord !== undefined && restAfterNoun(nounWord) === '') return withServings(meta, count);
      if (servingWordInLabel && noun === '' && onlyMarks(after)) return withServings(meta, count);
      if (labelled && noun === '' && onlyMarks(after)) {
        // "Für 4", "för 4", "per 4" alone are servings only with a servings word as label ("Porzioni: 4").
        return withServings(meta, count);
      }
      if (labelled && pieceWord !== undefined && restAfterNoun(pieceWord) === '') {
        // "Portionen: 12 Stücke" counts servings; "Na 8 kusů" (for 8 pieces) is a yield.
        if (SERVING_NOUNS.startOf(label) !== undefined || /portion|porci|porzion|porc/.test(label))
          return { ...withServings(meta, count), servingsOfPieces: true };
        meta.yieldText = text.slice(text.search(/\d/)).trim();
        return meta;
      }
      if ((label === '' || hedged) && pieceWord !== undefined && restAfterNoun(pieceWord) === '') {
        meta.yieldText = text.slice(text.search(/\d/)).trim();
        return meta;
      }
      // "Para 6 vasos", "For 6 glasses", "Voor 4 kommen", "Für 6 Waffeln": a servings preposition, a count and what each
      // one eats from or gets: as many servings (a count of people beside them wins; "Für 1 Kastenform" is a tin).
      const oneNoun = noun.split(' ').filter(Boolean);
      if (
        words.length === 1 &&
        /\d/.test(list[firstNumber]?.text ?? '') &&
        SERVING_LABEL.is(label) &&
        label.length <= 4 &&
        count.max === undefined &&
        count.value >= 2 &&
        count.value <= 60 &&
        oneNoun.length === 1 &&
        (oneNoun[0] ?? '').length >= 4 &&
        unitOfTime(after[0]) === undefined &&
        onlyMarks(after.slice(1))
      ) {
        return { ...withServings(meta, count), servingsOfPieces: true };
      }
      // "Per 1 pagnotta", "Für 1 Kastenform", "Pour 1 tarte": one thing the recipe makes, a yield without servings.
      if (
        words.length === 1 &&
        SERVING_LABEL.is(label) &&
        label.length <= 4 &&
        count.value === 1 &&
        count.max === undefined &&
        oneNoun.length >= 1 &&
        oneNoun.length <= 2 &&
        (oneNoun[0] ?? '').length >= 3 &&
        onlyMarks(after.slice(oneNoun.length)) &&
        parseIngredientLine(text.slice(firstDigit(text))).unit === null
      ) {
        meta.yieldText = text.slice(firstDigit(text)).trim();
        return meta;
      }
    }
  }

  // "Serves 6 as a main, 8 as a side", "Porzioni: 4 (come piatto unico)": a servings word as the label, then the count and a
  // short remark.
  if (firstNumber >= 0 && before.some((t) => t.kind === 'word')) {
    const count = countAt(list, firstNumber);
    const plainLabel = label
      .split(' ')
      .filter((w) => w !== '' && !HEDGES.has(w))
      .join(' ');
    const remark = list.slice(count?.end ?? list.length).filter((t) => t.kind === 'word');
    // "Pang-6 na tao", "Pre 4 osoby": a short label is one when a serving noun follows the count (after a linking word).
    const after = list.slice(count?.end ?? list.length);
    const nounAfter =
      (remark.length === 1 || (remark.length === 2 && (remark[0]?.text.length ?? 9) <= 3)) &&
      !after.some((t) => t.kind === 'number') &&
      SERVING_NOUNS.is(wordsOf(remark.slice(remark.length - 1)));
    if (
      count &&
      SERVING_LABEL.is(plainLabel) &&
      (SERVING_NOUNS.is(plainLabel) || plainLabel.length > 4 || nounAfter) &&
      remark.length <= 8
    ) {
      const pieces = PIECES.startOf(wordsOf(remark)) !== undefined;
      return { ...withServings(meta, count), ...(pieces ? { servingsOfPieces: true } : {}) };
    }
  }

  // "Difficoltà: facile", "Chłodzenie: całą noc": a label with a short value.
  const colon = /^([^:]{2,40}):\s*(\S.{0,40})$/.exec(text);
  if (colon?.[1] && (OTHER_META.is(fold(colon[1])) || timeKind(fold(colon[1])) !== undefined)) {
    // "Difficoltà: facile", "Coût : bon marché": a card's fact is the page's, not a note for the cook.
    if (timeKind(fold(colon[1])) === undefined && isCardFactLabel(colon[1])) meta.credits = [text];
    else meta.notes.push(text);
    return meta;
  }
  // "Difficulty easy", "난이도 쉬움": a card label without its colon, a word or two of value after it.
  const folded = fold(text);
  const other = colon ? undefined : OTHER_META.startOf(folded);
  const value = other === undefined ? 0 : folded.split(' ').length - other.split(' ').length;
  if (other !== undefined && value >= 1 && value <= 2 && firstDigit(text) === text.length) {
    if (isCardFactLabel(other)) meta.credits = [text];
    else meta.notes.push(text);
    return meta;
  }
  return undefined;
}

/**
 * "kb. 2,5 dl víz", "ca. 500 ml Wasser": after a word that is a yield's label and a hedge both ("kb. 40 db" is a yield),
 * an amount in a mass or volume unit measures a food.
 */
function measuresAFood(text: string): boolean {
  const unit = parseIngredientLine(text).unit;
  const kind = unit ? UNIT_BY_ID.get(unit)?.kind : undefined;
  return kind === 'mass' || kind === 'volume';
}

function labelIs(label: string, set: { is(folded: string): boolean }): boolean {
  const words = label.split(' ').filter((w) => !HEDGES.has(w));
  return set.is(words.join(' '));
}

function timeKind(label: string): TimeKind | undefined {
  const words = label.split(' ').filter((w) => w !== '' && !HEDGES.has(w));
  if (words.length === 0) return undefined;
  const exact = kindOfWords(words.join(' '));
  if (exact) return exact;
  // "Doba chlazení", "Tiempo de refrigeración", "Koch-/Backzeit", "Resting time": a general time word around the named one.
  const named = words.filter((w) => !GENERIC_TIME.has(w) && !TIME_PREPOSITION.has(w));
  // "Temps : 30 min", "Durée : 1 h": a general time word alone is the whole time.
  if (named.length === 0) return 'total';
  if (named.length === words.length) return kindOfStem(named);
  return kindOfWords(named.join(' ')) ?? kindOfStem(named);
}

function kindOfWords(words: string): TimeKind | undefined {
  return TIME_KINDS.find((kind) => TIME_LABEL[kind].is(words)) ?? (COOK_VERB.has(words) ? 'cook' : undefined);
}
const COOK_VERB = new Set(COOK_TIME_VERBS.map(fold));

/** "Juntar o leite e deixar cozinhar", "im Ofen backen": the text names cooking (a cooking verb or the oven), timed or not. */
export function namesCooking(text: string): boolean {
  return tokens(text).some((t) => t.kind === 'word' && (COOK_VERB.has(t.folded) || OVEN_WORDS.has(t.folded)));
}

/** The stems of the one-word time labels (an inflected label: "pieczenie" beside "czas pieczenia"), by kind. */
const TIME_STEMS: ReadonlyMap<string, TimeKind> = (() => {
  const stems = new Map<string, TimeKind | null>();
  for (const kind of TIME_KINDS) {
    for (const phrase of TIME_LABELS[kind]) {
      const last = fold(phrase).split(' ').at(-1) ?? '';
      if (last.length < 7 || GENERIC_TIME.has(last)) continue;
      const stem = last.slice(0, -2);
      stems.set(stem, stems.has(stem) && stems.get(stem) !== kind ? null : kind);
    }
  }
  return new Map([...stems].filter((e): e is [string, TimeKind] => e[1] !== null));
})();

/** The kind of the last named word by its stem ("Koch-/Backzeit" is baking, "pieczenie" is "pieczenia"). */
function kindOfStem(named: readonly string[]): TimeKind | undefined {
  const last = named.at(-1) ?? '';
  if (named.length > 2) return undefined;
  const whole = kindOfWords(last);
  if (whole) return whole;
  return last.length >= 7 ? TIME_STEMS.get(last.slice(0, -2)) : undefined;
}

function withServings(meta: Meta, count: { value: number; max?: number }): Meta {
  meta.servings = count.value;
  if (count.max !== undefined) meta.servingsMax = count.max;
  return meta;
}

/** After a duration a new label may start with no separator: "Prep Time 10 mins Cook Time 15 mins Total Time 25 mins". */
const AFTER_DURATION = new RegExp(
  `(?<=\\d\\s*(?:${[...MINUTE_WORDS, ...HOUR_WORDS].filter((w) => w.length > 1).join('|')})\\.?)\\s+(?!(?:${SUM_WORDS.join('|')})\\s)(?=\\p{L}{3,}\\s*(?:time|zeit|temps|tiempo|tempo|tijd|czas|tid|idő|doba)?\\s*:?\\s*\\d)`,
  'iu',
);

/** The segments of a metadata line: "Prep 20 min · Cook 1 h", "Serves: 8 | Prep: 25 minutes", "Voorbereiding 30 min. Baktijd 1 uur." */
const SEGMENT_BREAK = /\s*[|·•;]\s*|\s+[-–—/=]\s+|,\s+(?=\p{L})|\.\s+(?=\p{Lu})|\s{3,}/u;
/** A comma before a count too: "Moule de 24 cm, 8 parts", "15 min förberedelse, 30 min i ugnen". */
const SEGMENT_BREAK_OR_NUMBER = /\s*[|·•;]\s*|\s+[-–—/=]\s+|,\s+(?=\p{L}|\d+\s*\p{L})|\.\s+(?=\p{Lu})|\s{3,}/u;

/** "… 20 Min.", "… 1 h": a duration closes the text ("For 6 glasses" does not). */
function endsWithDuration(text: string): boolean {
  const list = tokens(text);
  return list.at(-2)?.kind === 'number' && unitOfTime(list.at(-1)) !== undefined;
}

export function metaSegments(text: string, beforeNumbers = false): string[] {
  return text
    .split(beforeNumbers ? SEGMENT_BREAK_OR_NUMBER : SEGMENT_BREAK)
    .flatMap((segment) => (/\d.*\d/.test(segment) ? segment.split(AFTER_DURATION) : [segment]))
    .map((s) => s.trim())
    .filter((s) => s !== '' && /[\p{L}\p{N}]/u.test(s))
    .reduce<string[]>((out, segment) => {
      // "20 Min. + 35 Min. Backzeit": a time label after an abbreviation's period belongs to the duration before it.
      const previous = out.at(-1);
      if (previous !== undefined && !/\d/.test(segment) && endsWithDuration(previous) && timeKind(fold(segment)) !== undefined) {
        out[out.length - 1] = `${previous} ${segment}`;
      } else out.push(segment);
      return out;
    }, []);
}

/** The metadata of a whole line, when every segment of it is metadata. */
const META_LINES = new Map<string, Meta | null>();

/** The metadata of a whole line (remembered: a line is asked about by several readers). Callers get their own copy. */
export function readMetaLine(text: string): Meta | undefined {
  let known = META_LINES.get(text);
  if (known === undefined) {
    known = readMetaLineOnce(text) ?? null;
    if (META_LINES.size > 20_000) META_LINES.clear();
    META_LINES.set(text, known);
  }
  if (known === null) return undefined;
  const copy: Meta = { ...known, times: { ...known.times }, notes: [...known.notes] };
  if (known.credits) copy.credits = [...known.credits];
  return copy;
}

/** A value's word written before its figure ("Maandalizi: dakika 20", "Inatosha: watu 6"): a time or serving word (not "1 h 25"). */
const WORD_THEN_FIGURE = /(?<![\p{L}\d])(?<!\d\s*)(\p{L}{2,})\s+(\d+(?:[.,]\d+)?)(?=\s*$|\s*[|·•]|\s+\p{L}{1,4}\s+\p{L}{2,}\s+\d)/gu;
/** A bilingual label or value ("Paratoi / Prep: 10 munud / mins"): the first of the two ("Koch-/Backzeit" is one label). */
const BILINGUAL_LABEL = /^([^:/|]*?[^:/|\s-])\s*\/\s*[^:/|\d]+:/u;
const BILINGUAL_UNIT = /(\d+\s*\p{L}+)\s*\/\s*\p{L}+(?=\s*$|\s*[|·•])/gu;

/** The text with a time or serving word moved after its figure, and a bilingual label or unit read once. */
function inReadingOrder(text: string): string {
  let out = text;
  if (out.includes('/')) out = out.replace(BILINGUAL_LABEL, '$1:').replace(BILINGUAL_UNIT, '$1');
  if (/\p{L}\s+\d/u.test(out)) {
    out = out.replace(WORD_THEN_FIGURE, (whole, word: string, figure: string, at: number, all: string) => {
      const folded = fold(word);
      // "saa 1 na dakika 30": hours joined by a short "and" to minutes written the same way; servings only at the end.
      const closes =
        all.slice(at + whole.length).trim() === '' ||
        '|·•'.includes(
          all
            .slice(at + whole.length)
            .trim()
            .charAt(0),
        );
      if (MINUTES.is(folded) || HOURS.is(folded)) return `${figure} ${word}`;
      // "Kwa watu 6", "Inatosha watu 4": a label that ends in the noun keeps its figure after it.
      const before = foldedWords(fold(all.slice(0, at))).at(-1);
      if (before !== undefined && SERVING_LABEL.is(`${before} ${folded}`)) return whole;
      return closes && SERVING_NOUNS.is(folded) ? `${figure} ${word}` : whole;
    });
  }
  return out;
}

function readMetaLineOnce(written: string): Meta | undefined {
  if (!/[\p{L}\p{N}]/u.test(written)) return undefined;
  const text = inReadingOrder(written);
  // "makes 12 cookies ✨ ready in 15 min": emoji between the parts, each of them metadata.
  const parts = EMOJI_BETWEEN.test(text) ? text.split(EMOJI_BETWEEN).filter((p) => /[\p{L}\p{N}]/u.test(p)) : [];
  if (parts.length >= 2) {
    const metas = parts.map((p) => readMetaSegments(p));
    if (metas.every((m) => m !== undefined && m.notes.length === 0)) {
      const merged = emptyMeta();
      for (const meta of metas) if (meta) mergeMeta(merged, meta);
      return merged;
    }
  }
  const read = readMetaSegments(text);
  if (!text.includes(',')) return read;
  // "Moule de 24 cm, 8 parts": read with a break before the count too, when that states more.
  const split = readMetaSegments(text, true);
  return stateCount(split) > stateCount(read) ? split : read;
}

function stateCount(meta: Meta | undefined): number {
  return meta === undefined ? -1 : (meta.servings !== undefined ? 1 : 0) + Object.keys(meta.times).length;
}

const EMOJI_BETWEEN = /\s*(?:\p{Extended_Pictographic}[\ufe0f\u200d]*)+\s*/u;

/**
 * A segment cut before each time label that opens right after a duration ("… 15 min Tiempo de cocción 20 min …"): the
 * label is one of the time labels from its first word, a number after it.
 */
function atRunOnLabels(segment: string): string[] {
  const words = segment.split(' ');
  const parts: string[] = [];
  let from = 0;
  for (let k = 2; k < words.length - 1; k += 1) {
    const unit: Token = { kind: 'word', folded: fold(words[k - 1] ?? ''), text: words[k - 1] ?? '' };
    if (unitOfTime(unit) === undefined || firstDigit(words[k - 2] ?? '') !== 0) continue;
    for (let n = 1; n <= 4 && k + n < words.length; n += 1) {
      const label = fold(words.slice(k, k + n).join(' '));
      // "… 20 minutes Temps de cuisson : 1 heure": a colon standing apart may come between the label and its number.
      const colon = words[k + n] === ':' || words[k + n] === '：' ? 1 : 0;
      if (firstDigit(words[k + n + colon] ?? '') === 0 && TIME_KINDS.some((kind) => TIME_LABEL[kind].is(label))) {
        parts.push(words.slice(from, k).join(' '));
        from = k;
        break;
      }
    }
  }
  parts.push(words.slice(from).join(' '));
  return parts;
}

function readMetaSegments(text: string, beforeNumbers = false): Meta | undefined {
  const segments = metaSegments(text, beforeNumbers);
  if (segments.length === 0) return undefined;
  const found: Meta[] = [];
  const others: string[] = [];
  const credits: string[] = [];
  let unitOfLine: boolean | undefined;
  for (const written of segments) {
    // "Prep 15 | Cook 25 | Total 40 min": a time label's bare figure takes the minutes the line writes beside it.
    unitOfLine ??= segments.some((s) => tokens(s).some((t, i, l) => t.kind === 'number' && unitOfTime(l[i + 1]) !== undefined));
    const segment = unitOfLine && isLabelledFigure(written) ? `${written} min` : written;
    const meta = readMetaSegment(segment);
    // "Temps de préparation : 20 minutes Temps de cuisson : 1 heure" reads whole as one label's note: its run-on labels
    // state more.
    const noteOnly =
      meta !== undefined && meta.servings === undefined && meta.yieldText === undefined && Object.keys(meta.times).length === 0;
    if (meta && !(noteOnly && /\d/.test(segment) && atRunOnLabels(segment).length > 1)) {
      found.push(meta);
      continue;
    }
    // "Oppskrift fra Fiskesprell | 4 porsjoner": the source's credit beside the meta is a note, never what the line is.
    if (segments.length > 1 && isCredit(segment)) {
      credits.push(segment);
      continue;
    }
    // "Tiempo de preparación 15 min Tiempo de cocción 20 min": labels of several words run on after a duration.
    const parts = atRunOnLabels(segment);
    const metas = parts.length > 1 ? parts.map(readMetaSegment) : [];
    if (metas.length > 1 && metas.every((m) => m !== undefined && Object.keys(m.times).length > 0)) found.push(...(metas as Meta[]));
    else others.push(segment);
  }
  // "Makes 1 tray / about 12 pieces", "1 blacha / ok. 20 kawałków": the one thing the pieces are cut from joins the yield.
  const pieces = found.find((m) => (m.yieldText !== undefined && piecesOfYield(m.yieldText, true) !== undefined) || (m.servings ?? 0) > 1);
  if (pieces && others.length > 0 && others.every(isOneThing)) {
    const things = others.map((o) => o.slice(firstDigit(o))).join(', ');
    pieces.yieldText = pieces.yieldText === undefined ? things : `${things}, ${pieces.yieldText}`;
    others.length = 0;
  }
  // "Springform 26 cm · 16 Stücke · Backzeit 30 Minuten": a tin, an oven temperature or a short aside beside the meta is
  // kept as a note; a line is meta only when most of it is.
  if (found.length === 0 || others.length > found.length || others.some((o) => !isShortAside(o))) return undefined;
  // "Gotować 40 minut.": a verb of cooking with its time, alone on its line, is a step.
  if (segments.length === 1 && COOK_VERB.has(fold((segments[0] ?? '').slice(0, firstDigit(segments[0] ?? ''))))) return undefined;
  const merged = emptyMeta();
  for (const meta of found) mergeMeta(merged, meta);
  for (const other of others) {
    // "Medium", "Fàcil" beside the times: how hard it is, the card's fact.
    if (isDifficulty(fold(other))) credits.push(other);
    else merged.notes.push(other);
  }
  if (credits.length > 0) merged.credits = [...(merged.credits ?? []), ...credits];
  return merged;
}

/** "Prep 15", "Cook: 25": a time label and one whole figure under 300, nothing after it. */
function isLabelledFigure(segment: string): boolean {
  const list = tokens(segment);
  const last = list.at(-1);
  const head = list.slice(0, -1).filter((t) => !(t.kind === 'mark' && t.text === ':'));
  if (last?.kind !== 'number' || !Number.isInteger(last.value) || last.value >= 300 || head.length === 0) return false;
  return head.every((t) => t.kind === 'word') && timeKind(wordsOf(head)) !== undefined;
}

const SIZE = /\d\s*(?:cm|mm|inch|in\.|["″])(?![\p{L}])/iu;

/** "20 cm", "9 inch", "Ø 26 cm": the text names a size (of a tin, a mould, a tray). */
export function statesSize(text: string): boolean {
  return SIZE.test(text);
}

/** "1 tray", "Pour 1 plaque", "Für 1 Blech": one thing (a tray, a tin, a cake), led at most by a servings or yield word. */
function isOneThing(segment: string): boolean {
  const list = tokens(segment);
  const at = list.findIndex((t) => t.kind === 'number');
  const first = list[at];
  if (first?.kind !== 'number' || first.value !== 1) return false;
  const label = wordsOf(list.slice(0, at));
  if (at > 1 || (label !== '' && !SERVING_LABEL.is(label) && YIELD_LABEL.startOf(label) === undefined)) return false;
  const after = list.slice(at + 1);
  return after.length >= 1 && after.length <= 2 && after.every((t) => t.kind === 'word');
}

/** A tin size, temperature or short phrase beside metadata ("Springform 26 cm", "225 °C", "Ø 24 cm"). */
function isShortAside(segment: string): boolean {
  const words = segment.split(/\s+/);
  // "marinování přes noc", "Repos : une nuit": a named time in words.
  const folded = fold(segment).split(' ');
  if (folded.length <= 5 && [1, 2].some((n) => kindOfWords(folded.slice(0, n).join(' ')) !== undefined)) return true;
  if (words.length <= 4 && /\d/.test(segment) && /°|\bcm\b|\bmm\b|inch|\bgas\b|["″]|\bx\b|×/i.test(segment)) return true;
  // "Für 1 Kastenform (25 cm)", "für eine Springform (Ø 26 cm)": the tin it is made in, with its size.
  if (words.length <= 7 && statesSize(segment)) return true;
  // "Servings: 4 | Calories: 350 kcal": the source's nutrition beside the servings.
  if (words.length <= 4 && /\d/.test(segment) && ANY_NUTRIENT.within(fold(segment))) return true;
  // "Helppo", "Fàcil", "Medium": how hard the recipe is, beside its times.
  if (folded.length <= 2 && DIFFICULTY.has(folded.join(' '))) return true;
  // "Rösti vorbereiten: am Vortag (Kartoffeln über Nacht auskühlen lassen)": a labelled aside in words, no figure.
  if (
    words.length <= 12 &&
    !/\d/.test(segment) &&
    /^[^:：]{2,30}[:：]\s*\S/u.test(segment) &&
    (segment.split(/[:：]/)[0] ?? '').split(/\s+/).length <= 3
  )
    return true;
  // "30 min + 6 ore di riposo": times the reader cannot split, kept as written.
  return words.length <= 8 && tokens(segment).some((t, i, list) => t.kind === 'number' && unitOfTime(list[i + 1]) !== undefined);
}

const DEGREE = new Set<string>(DEGREE_WORDS);
const DIFFICULTY = new Set<string>(DIFFICULTY_WORDS.map(fold));

/** "einfach", "Medel", "Facile": how hard the recipe is, a word or two alone (folded). */
export function isDifficulty(folded: string): boolean {
  const words = folded.split(' ');
  return words.length <= 2 && DIFFICULTY.has(folded);
}

/** "175 °C", "180 Grad", "four 180", "175 grader": an oven setting (a number of 100 or more with its degrees, or the oven named). */
function isOvenSetting(list: readonly Token[]): boolean {
  return list.some((t, i) => (t.kind === 'word' && OVEN_WORDS.has(t.folded)) || isHeatAt(list, i));
}

/** "175 °C", "180 Grad", "350 degrees": a number of 100 or more with its degrees at `i`. */
function isHeatAt(list: readonly Token[], i: number): boolean {
  const t = list[i];
  const next = list[i + 1];
  const word = next?.kind === 'word' ? next.text.toLowerCase() : '';
  const degree = next?.kind === 'mark' ? next.text : word.length > 1 ? (word.endsWith('.') ? word.slice(0, -1) : word) : '';
  return t?.kind === 'number' && t.value >= 100 && DEGREE.has(degree);
}

/** "Bake at 350°F (175°C).", "Cuire à 180 °C (th. 6).": the text states the oven's heat, in degrees or as a French mark. */
export function statesHeat(text: string): boolean {
  const list = tokens(text);
  return list.some((t, i) => isHeatAt(list, i) || (t.kind === 'word' && t.folded === 'th' && list[i + 1]?.kind === 'number'));
}

/**
 * "Oven: 180C/160C fan/gas 4", "Horno: 220 °C", "Uuni 275 °C": a line that names the oven first and sets it, alone on
 * its line — never an ingredient ("180C" is no 180 cups), kept as written.
 */
export function isOvenLine(text: string): boolean {
  if (!/\d/.test(text) || wordCount(text) > 10) return false;
  const list = tokens(text);
  const first = list.findIndex((t) => t.kind !== 'mark');
  const opener = list[first];
  return opener?.kind === 'word' && OVEN_WORDS.has(opener.folded) && list.some((t) => t.kind === 'number' && t.value >= 100);
}

/**
 * "1 large loaf in a 2-litre tin · 175 °C for 1 h 45 min", "1 Kastenform (30 cm) | 180 °C Ober-/Unterhitze | 60 Minuten",
 * "1 långpanna, ca 24 bitar · 175 grader · 25 min": a strip of yield, tin, oven setting and time under the title, never an
 * ingredient. Every part is one of them, with an oven setting or a time among them; a time beside the oven is the
 * baking time. The oven and the tin are kept as notes (the method need not repeat them).
 */
export function readMetaStrip(text: string): Meta | undefined {
  if (!/\d/.test(text) || !/[|·•/–—,]/.test(text)) return undefined;
  const parts = metaSegments(text);
  if (parts.length < 2 || parts.length > 6) return undefined;
  const meta = emptyMeta();
  const durations: { d: Duration; part: string }[] = [];
  let oven = false;
  let kinds = 0;
  for (const part of parts) {
    const list = tokens(part);
    const partDurations: Duration[] = [];
    for (let i = 0; i < list.length; i += 1) {
      const d = durationAt(list, i);
      if (d) {
        partDurations.push(d);
        i = d.end - 1;
      }
    }
    const stated_ = readMetaSegment(part);
    if (isOvenSetting(list)) {
      oven = true;
      durations.push(...partDurations.map((d) => ({ d, part })));
      meta.notes.push(part);
    } else if (stated_ && (stated_.servings !== undefined || stated_.yieldText !== undefined || Object.keys(stated_.times).length > 0)) {
      mergeMeta(meta, stated_);
    } else if (partDurations.length > 0 && list.length <= 6) {
      durations.push(...partDurations.map((d) => ({ d, part })));
    } else if (isShortAside(part) && !partDurations.length) {
      // "Helppo", "Difficulty: easy": how hard it is, the card's fact; a tin or the oven, a note.
      if (isDifficulty(fold(part)) || isCardFact(part)) meta.credits = [...(meta.credits ?? []), part];
      else meta.notes.push(part);
    } else if (
      part.split(/\s+/).length <= 8 &&
      ((list[0]?.kind === 'number' && Number.isInteger(list[0].value) && list[1]?.kind === 'word') ||
        piecesOfYield(part, true) !== undefined)
    ) {
      // "1 large loaf in a 2-litre tin", "1 långpanna", "ca 24 bitar": what the recipe makes, and in what.
      meta.yieldText = meta.yieldText === undefined ? part : `${meta.yieldText}, ${part}`;
    } else return undefined;
    kinds += 1;
  }
  if (kinds < 2 || (!oven && durations.length === 0)) return undefined;
  const first = durations[0];
  if (first && durations.length === 1) {
    const kind = oven ? 'cook' : 'total';
    meta.times[kind] ??= stated(first.d, first.part);
  }
  return meta;
}

const READY = new Set<string>(READY_WORDS.map(fold));
const ONLY = new Set<string>(ONLY_WORDS.map(fold));

/**
 * "Sin cocción y listo en solo 15 minutos", "Une mousse prête en 15 minutes, à laisser prendre au frais", "In 30 Minuten
 * fertig": the duration nearest a word saying the dish is ready, within a few words of it, is the total time.
 */
export function readyTimeInText(text: string): StatedTime | undefined {
  const list = tokens(text);
  // "No cooking, only 15 minutes", "nur 15 Minuten", "solo 15 minutos": a duration right after a word saying it is all.
  for (const [i, t] of list.entries()) {
    if (t.kind !== 'word' || !ONLY.has(t.folded)) continue;
    const d =
      durationAt(list, i + 1) ??
      (list[i + 1]?.kind === 'word' && HEDGES.has(fold(list[i + 1]?.text ?? '')) ? durationAt(list, i + 2) : undefined);
    if (d) return stated(d, text);
  }
  const ready = list.findIndex((t) => t.kind === 'word' && READY.has(t.folded));
  if (ready < 0) return undefined;
  let best: Duration | undefined;
  for (let i = Math.max(0, ready - 6); i < Math.min(list.length, ready + 7); i += 1) {
    const d = durationAt(list, i);
    if (d && (best === undefined || Math.abs(d.start - ready) < Math.abs(best.start - ready))) best = d;
  }
  return best ? stated(best, text) : undefined;
}

/** "que da para 4 personas", "serves 4", "per 4 persone" inside a sentence: the servings a story or method states. */
export function servingsInText(text: string): Meta | undefined {
  const list = tokens(text);
  for (const [i, t] of list.entries()) {
    if (t.kind !== 'number') continue;
    const count = countAt(list, i);
    if (!count) continue;
    const before = list[i - 1];
    const after = list[count.end];
    const beforeWord = before?.kind === 'word' ? before.folded : '';
    const afterWord = after?.kind === 'word' ? after.folded : '';
    const servesBefore = SERVES.has(beforeWord);
    if (servesBefore || (SERVING_LABEL.is(beforeWord) && SERVING_NOUNS.is(afterWord))) return withServings(emptyMeta(), count);
  }
  return undefined;
}

/** The parts of a text in round brackets, innermost text only ("15 pancakes (3–4 portions)" → "3–4 portions"). */
function bracketed(text: string): string[] {
  const out: string[] = [];
  let open = text.indexOf('(');
  while (open >= 0) {
    const close = text.indexOf(')', open + 1);
    if (close < 0) break;
    const inner = text.slice(open + 1, close);
    const nested = inner.lastIndexOf('(');
    out.push(nested >= 0 ? inner.slice(nested + 1) : inner);
    open = text.indexOf('(', close + 1);
  }
  return out;
}

/**
 * Servings a text states in brackets ("This makes about 15 pancakes (3–4 portions).", "(für 4 Personen)"): people or
 * portions, never a count of pieces; a range is kept.
 */
export function servingsInBrackets(text: string): Meta | undefined {
  for (const inner of bracketed(text)) {
    const meta = readMetaSegment(inner.trim());
    if (meta?.servings !== undefined && !meta.servingsOfPieces && Object.keys(meta.times).length === 0) {
      const only = emptyMeta();
      only.servings = meta.servings;
      if (meta.servingsMax !== undefined) only.servingsMax = meta.servingsMax;
      return only;
    }
  }
  return undefined;
}

/** Adds what `from` states and `into` does not. */
export function mergeMeta(into: Meta, from: Meta): void {
  if (into.servings === undefined && from.servings !== undefined) {
    into.servings = from.servings;
    if (from.servingsMax !== undefined) into.servingsMax = from.servingsMax;
    if (from.servingsOfPieces) into.servingsOfPieces = true;
  }
  if (into.yieldText === undefined && from.yieldText !== undefined) into.yieldText = from.yieldText;
  // "Makes 1 tray, about 12 squares": the pieces the yield is cut into join it.
  else if (into.yieldText !== undefined && from.yieldText !== undefined && piecesOfYield(into.yieldText, true) === undefined) {
    if (piecesOfYield(from.yieldText, true) !== undefined) into.yieldText = `${into.yieldText}, ${from.yieldText}`;
  }
  for (const kind of TIME_KINDS) {
    const had = into.times[kind];
    const come = from.times[kind];
    if (had === undefined && come) into.times[kind] = come;
    else if (had && come && kind !== 'total' && into.times.total === undefined && (had.wholeWhenAlone || come.wholeWhenAlone)) {
      // "Előkészítés: 20 perc · Elkészítési idő: 60 perc": beside a part of the work, the word sites use for the whole
      // time is the total.
      into.times.total = had.wholeWhenAlone ? had : come;
      if (had.wholeWhenAlone) into.times[kind] = come;
    }
  }
  into.notes.push(...from.notes);
  if (from.credits?.length) into.credits = [...(into.credits ?? []), ...from.credits];
}

/**
 * Metadata at the end of a title ("Tarte aux pommes (8 parts)", "Pannkakor, 4 portioner", "Sajtos pogácsa kb. 40 db",
 * "Linseneintopf (für 4 Personen)"): the title without it, and what it states.
 */
export function splitTitleMeta(written: string): { title: string; meta?: Meta } {
  // "だし巻き卵（2人分）", "番茄炒蛋（3人份）": full-width brackets are brackets.
  const title = written.includes('（') ? written.replaceAll('（', '(').replaceAll('）', ')') : written;
  const paren = /\s*\(([^()]{1,60})\)\s*$/.exec(title);
  if (paren?.[1]) {
    const inner = paren[1].trim();
    const meta = readMetaLine(inner);
    if (meta) return { title: title.slice(0, paren.index).trim(), meta };
    // "(1 jar)", "(2 glas)", "(pour une quinzaine de crêpes)": what the recipe makes.
    const words = fold(inner).split(' ');
    if (/^(?:\p{L}+\.?\s+)?\d+(?:[-–]\d+)?\s+\p{L}+$/u.test(inner) || (words.length <= 6 && SERVING_LABEL.is(words[0] ?? ''))) {
      return { title: title.slice(0, paren.index).trim(), meta: { ...emptyMeta(), yieldText: inner } };
    }
  }
  // "Eton Mess — serves 6", "Pannkakor, 4 portioner", "Pytt i panna för 4".
  const dashed = /\s[-–—|]\s+([^-–—|]+)$/u.exec(title);
  if (dashed?.[1]) {
    const meta = readMetaLine(dashed[1]);
    if (meta) return { title: title.slice(0, dashed.index).trim(), meta };
  }
  const tail = /(?:,|\s[-–—:]|\s)\s*((?:\p{L}+\.?\s+)?\d[\d\s–-]*(?:\s*\p{L}+\.?)?)\s*$/u.exec(title);
  if (tail?.[1]) {
    const meta = readMetaLine(tail[1]);
    if (meta && (meta.servings !== undefined || meta.yieldText !== undefined))
      return {
        title: title
          .slice(0, tail.index)
          .replace(/[\s,:–-]+$/, '')
          .trim(),
        meta,
      };
  }
  return { title: written };
}

/**
 * "2인분, 큰 전 3장", "4 Portionen, 1 Blech": a bracket's parts parted by commas, read one by one where the whole does
 * not read: the servings, times and yield the parts state (undefined when none reads).
 */
export function readMetaParts(inner: string): Meta | undefined {
  const whole = readMetaLine(inner);
  if (whole || !inner.includes(',')) return whole;
  let found: Meta | undefined;
  for (const part of inner.split(',')) {
    const meta = readMetaLine(part.trim());
    if (!meta) continue;
    found ??= emptyMeta();
    mergeMeta(found, meta);
  }
  return found;
}

const WAITING = WAITING_STEMS.map(fold);
const WORKING: readonly string[] = WORKING_STEMS;
const DOUGH = new Set(Object.values(DOUGH_WORDS).flat());
const HEAT = HEAT_STEMS.map(fold);
const WAITING_WORD = new Set(WAITING_WORDS.map(fold));
const SIDE = new Set(SIDE_WORDS.map(fold));
const WAITING_PHRASE = WAITING_PHRASES.map(fold);
const DURATION_NUMBER = new Map<string, number>(
  Object.entries({ ...DURATION_NUMBER_WORDS, ...MORE_DURATION_NUMBER_WORDS }).map(([w, n]) => [fold(w), n]),
);
const HOURS_COUNTED = new Map<string, number>(Object.entries(HOURS_WITH_COUNT).map(([w, n]) => [fold(w), n]));

/** "an hour", "half an hour", "eine Stunde": number words right before a unit of time read as numbers. */
function withDurationWords(tokenList: readonly Token[]): Token[] {
  const out: Token[] = [];
  const list = tokenList.flatMap(joinedDuration);
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i] as Token;
    // "שעתיים", "ساعتين": two hours in one word.
    const hours = t.kind === 'word' ? HOURS_COUNTED.get(t.folded) : undefined;
    if (hours !== undefined) {
      out.push({ kind: 'number', value: hours, text: t.text }, { kind: 'word', folded: 'h', text: t.text });
      continue;
    }
    const value = t.kind === 'word' ? DURATION_NUMBER.get(t.folded) : undefined;
    if (value !== undefined) {
      const next = list[i + 1];
      const nextValue = next?.kind === 'word' ? DURATION_NUMBER.get(next.folded) : undefined;
      if (unitOfTime(next) !== undefined) {
        out.push({ kind: 'number', value, text: t.text });
        continue;
      }
      if (nextValue !== undefined && unitOfTime(list[i + 2]) !== undefined) {
        out.push({ kind: 'number', value: value * nextValue, text: `${t.text} ${(next as { text: string }).text}` });
        i += 1;
        continue;
      }
    }
    out.push(t);
  }
  return withHalves(out);
}

const HALF = new Set<string>([...HALF_WORDS, ...MORE_HALF_WORDS].map(fold));
const isSumWord = (t: Token | undefined) => t?.kind === 'word' && SUM_WORD.has(t.folded);
const EXCLUDING = new Set<string>(EXCLUDING_WORDS.map((w) => fold(w).replace(/\.$/, '')));

/** Where the words "and a half" ("y media", "et demie", "och en halv", "a půl", "buçuk") starting at j end, or -1. */
function halfEnd(list: readonly Token[], j: number): number {
  let k = j;
  const word = (at: number) => {
    const t = list[at];
    return t?.kind === 'word' ? t.folded : t?.kind === 'number' && t.value === 1 && !/\d/.test(t.text) ? fold(t.text) : '';
  };
  if (SUM_WORD.has(word(k))) k += 1;
  if (DURATION_NUMBER.get(word(k)) === 1) k += 1;
  return HALF.has(word(k)) ? k + 1 : -1;
}

/**
 * "an hour and a half", "1 hora y media", "une heure et demie", "en och en halv timme", "bir buçuk saat", "hodina a
 * půl": a half after the hours or their number adds half an hour (the number becomes 1.5 when no number was written).
 */
function withHalves(list: readonly Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const t = list[i] as Token;
    const value = t.kind === 'number' ? t.value : t.kind === 'word' ? DURATION_NUMBER.get(t.folded) : undefined;
    if (value !== undefined) {
      // "1 hora y media": the number, its hours, then the half.
      const afterUnit = unitOfTime(list[i + 1]) === 60 ? halfEnd(list, i + 2) : -1;
      if (afterUnit > 0) {
        out.push({ kind: 'number', value: value + 0.5, text: t.text }, list[i + 1] as Token);
        i = afterUnit - 1;
        continue;
      }
      // "en och en halv timme", "1 and a half hours" (the half already read as a number): the number, and half, the hours.
      const half = list[i + 2];
      if (isSumWord(list[i + 1]) && half?.kind === 'number' && half.value === 0.5 && unitOfTime(list[i + 3]) === 60) {
        out.push({ kind: 'number', value: value + 0.5, text: t.text });
        i += 2;
        continue;
      }
      // "bir buçuk saat": the number, the half, then the hours.
      const beforeUnit = halfEnd(list, i + 1);
      if (beforeUnit > 0 && unitOfTime(list[beforeUnit]) === 60) {
        out.push({ kind: 'number', value: value + 0.5, text: t.text });
        i = beforeUnit - 1;
        continue;
      }
    }
    // "hodina a půl": the hours alone, then the half.
    const alone = t.kind === 'word' && unitOfTime(t) === 60 && out.at(-1)?.kind !== 'number' ? halfEnd(list, i + 1) : -1;
    if (alone > 0) {
      out.push({ kind: 'number', value: 1.5, text: t.text }, t);
      i = alone - 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/** "demi-heure", "mezz'ora": a number word joined to its unit of time, as the two words. */
/** Where the first hyphen or apostrophe stands, counted in characters as `[...text]` counts them (no copy made). */
function joinAt(text: string): number {
  let index = 0;
  for (const c of text) {
    if (c === '-' || c === "'" || c === '’') return index;
    index += 1;
  }
  return -1;
}

function joinedDuration(t: Token): Token[] {
  if (t.kind !== 'word') return [t];
  const cut = joinAt(t.text);
  if (cut <= 0) return [t];
  const head = t.text.slice(0, cut);
  const tail = t.text.slice(cut + 1);
  if (DURATION_NUMBER.get(fold(head)) === undefined) return [t];
  const unit: Token = { kind: 'word', folded: fold(tail), text: tail };
  return unitOfTime(unit) !== undefined ? [{ kind: 'word', folded: fold(head), text: head }, unit] : [t];
}

/** "l'impasto" → "impasto": a word without the article elided before it. */
function afterElision(word: string): string {
  const cut = Math.max(word.lastIndexOf("'"), word.lastIndexOf('’'));
  return cut > 0 && cut <= 4 ? word.slice(cut + 1) : word;
}

/**
 * The durations a sentence of the method states, in any of the product's languages ("simmer 20 minutes", "1,5 Stunden
 * schmoren", "gotować 40 minut"), each at its upper end ("10-12 min" is 12), and whether the sentence waits (chill, rest,
 * ruhen lassen, reposer, pihentetjük) rather than cooks.
 */
export function durationsInSentence(sentence: string): { minutes: number[]; waiting: boolean; working: boolean } {
  const list = withDurationWords(tokens(sentence));
  const minutes: number[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const d = durationAt(list, i);
    if (!d) continue;
    // "5-6 minutes on each side", "3 minuti per lato": twice.
    const next = list.slice(d.end, d.end + 3).map((t) => (t.kind === 'word' ? t.folded : ''));
    const perSide = next.some((w) => SIDE.has(w));
    minutes.push((d.maxMinutes ?? d.minutes) * (perSide ? 2 : 1));
    i = d.end - 1;
  }
  const folded = ` ${fold(sentence)} `;
  // "l’impasto", "dell'impasto": the word after an elided article is the word read.
  const words = list.filter((t): t is Extract<Token, { kind: 'word' }> => t.kind === 'word').map((t) => afterElision(t.folded));
  const working =
    (WORKING.some((stem) => (stem.includes(' ') ? folded.includes(` ${stem}`) : words.some((w) => w.startsWith(stem)))) ||
      words.some((w) => DOUGH.has(w))) &&
    !words.some((w) => HEAT.some((stem) => w.startsWith(stem)));
  const waiting =
    list.some((t) => t.kind === 'word' && (WAITING_WORD.has(t.folded) || WAITING.some((stem) => t.folded.startsWith(stem)))) ||
    WAITING_PHRASE.some((p) => folded.includes(` ${p} `));
  return { minutes, waiting, working };
}
