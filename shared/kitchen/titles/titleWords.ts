import { findExactIngredient, findIngredient } from '../ingredients/lookup';
import { normaliseIngredientName } from '../ingredients/normalise';
import type { IngredientEntry } from '../types';
import { DISH_SHAPES, DISH_WORDS, JOINING_WORDS } from './words';

/** One word of a title, where it stands, and its lowercase singular form ("Meatballs" → "meatball"). */
export interface TitleWord {
  start: number;
  end: number;
  text: string;
  key: string;
}

/** A run of title words that names a food (with its table entry) or a dish's shape ("Fish Cakes"). */
export interface TitleSpan {
  first: number;
  last: number;
  start: number;
  end: number;
  text: string;
  key: string;
  entry?: IngredientEntry;
  shape: boolean;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The key of a word or phrase: lowercase, accents gone, plurals singular ("Crème Brûlées" → "creme brulee"). */
export function keyOf(text: string): string {
  return normaliseIngredientName(text);
}

/** The words of a title, with the joining signs ("&", ",") that tie its parts, in order. */
export function titleWords(title: string): TitleWord[] {
  const out: TitleWord[] = [];
  for (const part of segmenter.segment(title)) {
    const text = part.segment;
    if (!part.isWordLike && !JOINING_WORDS.has(text)) continue;
    out.push({ start: part.index, end: part.index + text.length, text, key: part.isWordLike ? keyOf(text) : text });
  }
  return out;
}

const SHAPE_KEYS: ReadonlySet<string> = new Set([...DISH_SHAPES].map(keyOf));
/** Words (and pairs read together, "fried rice") that name a dish. */
export const DISH_KEYS: ReadonlySet<string> = new Set([...DISH_WORDS, 'fried rice'].map(keyOf));
const LONGEST = 3;
/** Joined words ("Schweineschnitzel") are looked up by their parts only when this long. */
const COMPOUND_LENGTH = 9;

function entryOf(phrase: string, words: number): IngredientEntry | undefined {
  if (words > 1) return findExactIngredient(phrase);
  if (phrase.length < 3) return undefined;
  return findExactIngredient(phrase) ?? (phrase.length >= COMPOUND_LENGTH ? findIngredient(phrase) : undefined);
}

/** The foods and dish shapes a title names, by position, longest first, none overlapping. */
export function titleSpans(title: string, words: readonly TitleWord[]): TitleSpan[] {
  const spans: TitleSpan[] = [];
  for (let i = 0; i < words.length; ) {
    let found: TitleSpan | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !found; n--) {
      const first = words[i];
      const last = words[i + n - 1];
      if (!first || !last || words.slice(i, i + n).some((w) => JOINING_WORDS.has(w.text))) continue;
      // "Beef Burgers" is beef and the dish: a food's name does not run into the dish word after it.
      if (n > 1 && DISH_KEYS.has(last.key) && !SHAPE_KEYS.has(keyOf(title.slice(first.start, last.end)))) continue;
      const text = title.slice(first.start, last.end);
      const key = keyOf(text);
      const shape = SHAPE_KEYS.has(key);
      const entry = shape ? undefined : entryOf(text, n);
      if (shape || entry)
        found = { first: i, last: i + n - 1, start: first.start, end: last.end, text, key, shape, ...(entry ? { entry } : {}) };
    }
    if (found) {
      spans.push(found);
      i = found.last + 1;
    } else i += 1;
  }
  return spans;
}

/**
 * Spans for words no entry covers that are a swapped food's own head word ("Thigh" of "chicken thighs", "pollo" of
 * "petti di pollo"), so a cut or a foreign word named alone goes with its food. Heads only: "red" of "red wine" is
 * no food of its own.
 */
export function headSpans(words: readonly TitleWord[], taken: readonly TitleSpan[], heads: ReadonlySet<string>): TitleSpan[] {
  return words.flatMap((w, i) =>
    heads.has(w.key) && !taken.some((s) => s.first <= i && i <= s.last)
      ? [{ first: i, last: i, start: w.start, end: w.end, text: w.text, key: w.key, shape: false }]
      : [],
  );
}
