/**
 * Plain text helpers of the step interpreter: words and sentences by position, phrases found whole-word and
 * case-insensitively. No regular expression names a food or a method word here; the words are the tables' data.
 */

import { memoByText } from '../knowledge/textMemo';

export interface Word {
  start: number;
  end: number;
  text: string;
}

const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

/** The words of a text (letters and digits), with where each stands. */
export function wordsOf(text: string): Word[] {
  return [...wordsOfText(text)];
}

const wordsOfText = memoByText((text: string): readonly Word[] => {
  const out: Word[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) out.push({ start: part.index, end: part.index + part.segment.length, text: part.segment });
  }
  return out;
});

const SENTENCE_ENDS = new Set(['.', '!', '?', ';']);

/** A step cut into its sentences, each with the spaces after it, so joining them gives the step back. */
export function sentencesOf(step: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < step.length; i++) {
    const c = step.charAt(i);
    const next = step.charAt(i + 1);
    // "1.5 kg", "e.g." and "approx." are not sentence ends: only a mark followed by a space and a capital (or the end).
    if (!SENTENCE_ENDS.has(c) || (next !== ' ' && next !== '')) continue;
    let end = i + 1;
    while (step.charAt(end) === ' ') end++;
    const after = step.charAt(end);
    if (after !== '' && after === after.toLowerCase() && c === '.') continue;
    out.push(step.slice(from, end));
    from = end;
  }
  if (from < step.length) out.push(step.slice(from));
  return out;
}

function isLetter(c: string): boolean {
  return c !== '' && c.toLowerCase() !== c.toUpperCase();
}

/** Every place a phrase stands as whole words in the text, case-insensitively. */
export function phraseAt(text: string, phrase: string): { start: number; end: number }[] {
  return phraseInLowercase(text.toLowerCase(), phrase.toLowerCase());
}

/** phraseAt on a text and phrase already in lowercase (a sentence searched for many phrases is lowered once). */
export function phraseInLowercase(lower: string, want: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  if (want === '') return out;
  for (let at = lower.indexOf(want); at >= 0; at = lower.indexOf(want, at + 1)) {
    const end = at + want.length;
    if (isLetter(lower.charAt(at - 1)) || isLetter(lower.charAt(end))) continue;
    out.push({ start: at, end });
  }
  return out;
}

/**
 * A span of the text lies inside a place where the text writes one of `names` whole, a name longer than the span
 * ("lait" of "le lait de coco", "butter" of "the peanut butter"): by position, those words belong to that name's food.
 * `names` in lowercase.
 */
export function withinName(text: string, start: number, end: number, names: readonly string[]): boolean {
  const lower = text.toLowerCase();
  return names.some(
    (name) =>
      name.length > end - start &&
      phraseInLowercase(lower, name).some((at) => at.start <= start && end <= at.end && at.end - at.start > end - start),
  );
}

/** The replacement written with the found text's leading capital ("Pour in" → "Add"). */
export function sameCase(found: string, replacement: string): string {
  const first = found.charAt(0);
  if (replacement === '' || first === first.toLowerCase()) return replacement;
  return replacement.charAt(0).toUpperCase() + replacement.slice(1);
}

/** Spaces once, none before a comma or a full stop, no comma left at a sentence's start or before its end. */
export function tidySentence(text: string): string {
  let out = text.split(' ').filter(Boolean).join(' ');
  for (const mark of [',', '.', ';', '!', '?']) out = out.split(` ${mark}`).join(mark);
  out = out.split(',,').join(',').split(',.').join('.');
  while (out.startsWith(',') || out.startsWith(' ')) out = out.slice(1);
  return out;
}
