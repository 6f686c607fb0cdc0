import { findExactIngredient } from '../ingredients/lookup';
import { normaliseIngredientName } from '../ingredients/normalise';
import { memoByText } from '../knowledge/textMemo';
import type { DietTag, IngredientEntry } from '../types';
import { type Word, wordsOf } from './text';

/** One swap as the method reads it: the food's words as its line wrote them, its entry, what takes its place. */
export interface StepSwap {
  food: string;
  entry?: string;
  /** The substitute as a step names it ("firm tofu"); null when the food is left out. */
  substitute: string | null;
  /** The tags the filters forbid that the food carried. */
  tags: readonly DietTag[];
}

/** A run of words that names a food, by position. */
export interface Mention {
  start: number;
  end: number;
  text: string;
  key: string;
  entry?: IngredientEntry;
}

export function keyOf(text: string): string {
  return normaliseIngredientName(text);
}

const LONGEST = 4;

/**
 * The foods a text names, by position, longest first and none overlapping: "rice wine", "coconut milk" and "cream
 * of tartar" are one food each, never "rice", "milk" or "cream". Words a swap's food ends in ("the thighs" of
 * "chicken thighs") count too where no longer name covers them.
 */
export function mentionsIn(text: string, swaps: readonly StepSwap[] = []): Mention[] {
  const heads = [...new Set(swaps.map((s) => keyOf(s.food).split(' ').pop() ?? '').filter((h) => h.length >= 3))];
  return [...mentionsOf(`${heads.join(' ')}\u0000${text}`)];
}

// A sentence is read for its foods several times (before and after its rewriting, and for the title's swaps): once.
const mentionsOf = memoByText((headsAndText: string): readonly Mention[] => {
  const cut = headsAndText.indexOf('\u0000');
  const heads = new Set(headsAndText.slice(0, cut).split(' ').filter(Boolean));
  const text = headsAndText.slice(cut + 1);
  const words = wordsOf(text);
  const out: Mention[] = [];
  for (let i = 0; i < words.length; ) {
    let found: Mention | undefined;
    for (let n = Math.min(LONGEST, words.length - i); n >= 1 && !found; n--) {
      const first = words[i] as Word;
      const last = words[i + n - 1] as Word;
      const phrase = text.slice(first.start, last.end);
      // Short single words are method words more often than food ("fry", "top").
      if (n === 1 && phrase.length < 3) continue;
      const entry = findExactIngredient(phrase);
      const key = keyOf(phrase);
      if (entry || (n === 1 && heads.has(key)))
        found = { start: first.start, end: last.end, text: phrase, key, ...(entry ? { entry } : {}) };
      if (found) i += n;
    }
    if (found) out.push(found);
    else i += 1;
  }
  return out;
});

/**
 * The swap a mention is the food of: the same entry; or words all the swap food's own where the mention is no other
 * food ("chicken" of "boneless chicken thighs" carries the poultry the swap took out; "rice" of "rice wine" does not).
 */
export function swapOfMention(mention: Mention, swaps: readonly StepSwap[]): StepSwap | undefined {
  const name = mention.entry?.name;
  const own = mention.key.split(' ');
  const candidates = swaps.filter((s) => {
    if (name !== undefined && (s.entry === name || keyOf(s.food) === mention.key)) return true;
    const food = swapWords(`${s.food}\u0000${s.entry ?? ''}`);
    if (!own.every((w) => food.has(w))) return false;
    if (!mention.entry) return true;
    return mention.entry.tags.some((t) => s.tags.includes(t));
  });
  return candidates.sort((a, b) => keyOf(a.food).split(' ').length - keyOf(b.food).split(' ').length)[0];
}

/** The words of a swap's food and of its entry's name: asked for every mention of every sentence. */
const swapWords = memoByText((foodAndEntry: string): ReadonlySet<string> => {
  const [food = '', entry = ''] = foodAndEntry.split('\u0000');
  return new Set([...keyOf(food).split(' '), ...keyOf(entry).split(' ')]);
});
