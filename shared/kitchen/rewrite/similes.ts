/**
 * What a mixture looks like is no food the recipe uses: "rub in until it looks like breadcrumbs", "bis die Masse wie
 * Streusel aussieht", "jusqu'à ce que le mélange ressemble à du sable", "finché il composto sembra pangrattato". The
 * words after a comparison cue, up to the clause's end, are a texture, never rewritten to a free-from food. Data per
 * language, lowercase, whole words.
 */

import { phraseInLowercase, type Word, wordsOf } from './text';

/** Cues that compare anywhere in a sentence: what follows is what the food looks like. */
const COMPARE_CUES: readonly string[] = [
  // English
  ...['looks like', 'look like', 'looking like', 'resembles', 'resemble', 'resembling', 'the texture of', 'the consistency of'],
  ...['a texture like', 'a consistency like', 'as fine as', 'as coarse as'],
  // German
  ...['aussieht wie', 'aussehen wie', 'sieht aus wie', 'ähnelt', 'ähneln', 'die konsistenz von', 'eine konsistenz wie'],
  // French
  ...['ressemble à', 'ressemblent à', 'ressemble a', 'ressemblent a', "l'aspect de", 'l’aspect de', 'la texture de', 'la consistance de'],
  // Italian
  ...['sembra', 'sembri', 'sembrino', 'somiglia a', 'somigli a', 'simile a', 'simili a', "l'aspetto di", 'la consistenza di'],
  // Spanish, Portuguese
  ...['parezca', 'parezcan', 'parece', 'se asemeje a', 'la textura de', 'la consistencia de', 'pareça', 'pareçam', 'a textura de'],
  // Dutch, Scandinavian
  ...['eruitziet als', 'lijkt op', 'eruit ziet als', 'ser ut som', 'ligner', 'liknar'],
  // Polish, Czech, Hungarian, Turkish
  ...['przypomina', 'przypominać', 'przypominała', 'wygląda jak', 'vypadá jako', 'připomíná', 'hasonlít', 'benzeyene'],
];

/**
 * How a food is added, in words that also name a food: Italian "a filo" (in a thin stream: "il latte a filo"), never
 * filo pastry. The phrase itself is no food.
 */
const MANNER_PHRASES: readonly string[] = ['a filo', 'a fil', 'à filo'];

/** "until": a comparison inside its clause ("until like wet sand", "bis wie Streusel") describes doneness, not a food. */
const UNTIL_WORDS: readonly string[] = [
  ...['until', 'till', 'bis', "jusqu'à", 'jusqu’à', "jusqu'a", 'finché', 'fino a', 'fin quando', 'hasta que', 'hasta', 'até'],
  ...['tot', 'tills', 'indtil', 'inntil', 'aż', 'dopóki', 'až', 'amíg', 'kadar'],
];

/** The word for "like" that compares, inside an "until" clause. */
const LIKE_WORDS: ReadonlySet<string> = new Set('like wie comme come como jak als som jako mint gibi'.split(' '));

/** What ends a compared texture: the clause's mark, or a word that starts what the cook does next. */
const CLAUSE_MARKS = ['.', ',', ';', ':', '!', '?', '(', ')'];
const NEXT_WORDS: ReadonlySet<string> = new Set(
  'and then or und dann oder et puis ou e poi o y luego entonces en dan of och sedan i potem a pak és majd ve sonra'.split(' '),
);

/** The most words a compared texture runs to ("fine breadcrumbs", "de la chapelure grossière"). */
const MAX_WORDS = 5;

interface Span {
  start: number;
  end: number;
}

/** The span compared after a cue that ends at `from`: up to the clause's end, a next word, or MAX_WORDS words. */
function comparedFrom(text: string, words: readonly Word[], from: number): Span | undefined {
  let end = from;
  let count = 0;
  for (const w of words) {
    if (w.start < from) continue;
    if (CLAUSE_MARKS.some((m) => text.slice(end, w.start).includes(m))) break;
    if (NEXT_WORDS.has(w.text.toLowerCase()) || count >= MAX_WORDS) break;
    end = w.end;
    count++;
  }
  return end > from ? { start: from, end } : undefined;
}

/** The start of the clause that holds `at`. */
function clauseStart(text: string, at: number): number {
  return Math.max(0, ...CLAUSE_MARKS.map((m) => text.lastIndexOf(m, at - 1) + 1));
}

/** The stretches of a text that say what something looks like ("breadcrumbs" of "until it looks like breadcrumbs"). */
export function comparedSpans(text: string): Span[] {
  const lower = text.toLowerCase();
  const words = wordsOf(text);
  const out: Span[] = [];
  for (const cue of COMPARE_CUES) {
    for (const at of phraseInLowercase(lower, cue)) {
      const span = comparedFrom(text, words, at.end);
      if (span) out.push(span);
    }
  }
  for (const phrase of MANNER_PHRASES) out.push(...phraseInLowercase(lower, phrase));
  for (const word of words) {
    if (!LIKE_WORDS.has(word.text.toLowerCase())) continue;
    const clause = lower.slice(clauseStart(text, word.start), word.start);
    if (!UNTIL_WORDS.some((u) => phraseInLowercase(clause, u).length > 0)) continue;
    const span = comparedFrom(text, words, word.end);
    if (span) out.push(span);
  }
  // Two cues may compare the same words ("looks like" and "like"): one span each stretch, in order.
  const merged: Span[] = [];
  for (const span of out.sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && span.start <= last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** Whether the text at `start..end` is a texture compared, not a food ("breadcrumbs" in "looks like breadcrumbs"). */
export function inComparison(text: string, start: number, end: number): boolean {
  return comparedSpans(text).some((s) => s.start <= start && end <= s.end);
}
