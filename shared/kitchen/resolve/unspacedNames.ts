import type { Lexicon } from '../knowledge/lexicon';
import { currentLexicon } from '../knowledge/store';
import { UNSPACED_NOT_FOOD } from './mentionWords';
import { overlayIndex } from './overlayIndex';

/** Kana (with the long-vowel mark) and the Han letters of Chinese and Japanese, as code point ranges. */
const KANA: readonly (readonly [number, number])[] = [[0x3040, 0x30ff]];
const HAN: readonly (readonly [number, number])[] = [
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xf900, 0xfaff],
];
/** Thai and Lao, whose vowel and tone marks are letters of the word too: a name there is two letters or more. */
const THAI_LAO: readonly (readonly [number, number])[] = [[0x0e00, 0x0eff]];
const inRanges = (code: number, ranges: readonly (readonly [number, number])[]) => ranges.some(([from, to]) => code >= from && code <= to);
const isKana = (letter: string) => inRanges(letter.codePointAt(0) ?? 0, KANA);
const isThaiLao = (letter: string) => inRanges(letter.codePointAt(0) ?? 0, THAI_LAO);
/** A letter of the scripts that put no spaces between words. */
const isUnspacedLetter = (letter: string) => isKana(letter) || isThaiLao(letter) || inRanges(letter.codePointAt(0) ?? 0, HAN);
/** One kana or one Thai letter alone is a particle, an ending or a part of a word, never a name ("を", "と"). */
const tooShort = (form: string) => form.length === 1 && (isKana(form) || isThaiLao(form));

interface UnspacedKeys {
  keys: ReadonlySet<string>;
  longest: number;
}

let keysOf: { lexicon: Lexicon | undefined; overlay: ReturnType<typeof overlayIndex>; value: UnspacedKeys } | undefined;

/** The knowledge's names written wholly in those scripts (the taxonomy's and the hand-kept ones), longest first. */
function unspacedKeys(): UnspacedKeys {
  const lexicon = currentLexicon();
  const overlay = overlayIndex();
  if (keysOf && keysOf.lexicon === lexicon && keysOf.overlay === overlay) return keysOf.value;
  const keys = new Set<string>();
  // One Han letter can be a name ("卵", "肉").
  // Keys are kept decomposed (a kana's voicing mark apart: "ハ゛ター"); texts come composed ("バター"): both are looked for.
  const add = (key: string) => {
    for (const form of new Set([key, key.normalize('NFC')])) if ([...form].every(isUnspacedLetter) && !tooShort(form)) keys.add(form);
  };
  for (const key of lexicon?.names() ?? []) add(key);
  for (const names of [overlay.entries, overlay.composites, overlay.brands]) for (const key of names.keys()) add(key);
  const value = { keys, longest: Math.max(1, ...[...keys].map((k) => k.length)) };
  keysOf = { lexicon, overlay, value };
  return value;
}

/** Whether a text holds a Japanese, Chinese, Thai or Lao letter. */
export function hasUnspacedLetters(text: string): boolean {
  for (const letter of text) if (isUnspacedLetter(letter)) return true;
  return false;
}

/** The runs of those letters in a text, with where each begins (UTF-16 offset). */
function unspacedRuns(text: string): { at: number; letters: string }[] {
  const runs: { at: number; letters: string }[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const inRun = i < text.length && isUnspacedLetter(text[i] as string);
    if (inRun && start < 0) start = i;
    if (!inRun && start >= 0) {
      runs.push({ at: start, letters: text.slice(start, i) });
      start = -1;
    }
  }
  return runs;
}

/**
 * The food names inside a text's runs of Japanese or Chinese letters, longest first from left to right ("醤油" before
 * "油"; "鶏もも肉" reads "肉"): those scripts put no spaces between words, so a name is found by its letters. Words that
 * hold a food's letter without meaning it ("乳化", to emulsify) are data (UNSPACED_NOT_FOOD) and read as no name.
 */
export function unspacedNames(text: string): { start: number; end: number; key: string }[] {
  const { keys, longest } = unspacedKeys();
  const out: { start: number; end: number; key: string }[] = [];
  for (const { at, letters } of unspacedRuns(text)) {
    let i = 0;
    while (i < letters.length) {
      const skip = notFoodAt(letters, i);
      if (skip > 0) {
        i += skip;
        continue;
      }
      let length = Math.min(longest, letters.length - i);
      while (length > 0 && !keys.has(letters.slice(i, i + length))) length--;
      if (length === 0) {
        i++;
        continue;
      }
      out.push({ start: at + i, end: at + i + length, key: letters.slice(i, i + length) });
      i += length;
    }
  }
  return out;
}

/** The length of a word of UNSPACED_NOT_FOOD that begins at `i`, or 0. */
function notFoodAt(letters: string, i: number): number {
  for (const word of UNSPACED_NOT_FOOD) if (letters.startsWith(word, i)) return word.length;
  return 0;
}
