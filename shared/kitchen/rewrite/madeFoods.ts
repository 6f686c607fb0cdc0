/**
 * What the recipe makes on the way is no food bought: "lepić pierogi", "Aus dem Teig Knödel formen", "cut into gnocchi",
 * "fino a ottenere una besciamella", "obtenir une pâte lisse". The food a making verb names (after it, or before a
 * verb that comes last as German and Dutch put it) is the recipe's own, in that step and every later one. Data per
 * language, lowercase, whole words.
 */

import { findFoodMentions } from '../resolve/findFoodMentions';
import { phraseInLowercase, wordsOf } from './text';

/** Verbs that make what follows them ("shape the gnocchi", "former une pâte", "zagnieść ciasto"). */
const MAKE_BEFORE: readonly string[] = [
  // English
  ...['make', 'makes', 'making', 'shape', 'shaping', 'form', 'forming', 'cut into', 'roll into', 'to obtain'],
  ...['until you have', 'divide into', 'mix to', 'knead to', 'bring together into', 'into a smooth', 'to a smooth'],
  // German
  ...['zu einem', 'zu einer'],
  // French
  ...['obtenir', 'former', 'formez', 'façonner', 'façonnez'],
  // Italian
  ...['ottenere', 'formare', 'formate', 'ricavare', 'ricavate'],
  // Spanish, Portuguese
  ...['obtener', 'formar', 'forme', 'obter', 'moldar', 'moldear'],
  // Dutch, Scandinavian
  ...['vorm', 'tot een', 'forma', 'form till'],
  // Polish, Czech, Hungarian
  ...['zagnieść', 'zagniatać', 'lepić', 'ulepić', 'uformować', 'formować', 'vytvarujte', 'formázz'],
];

/** Verbs that come after what they make ("Knödel formen", "ballen vormen"). */
const MAKE_AFTER: readonly string[] = ['formen', 'formt', 'abdrehen', 'herstellen', 'zubereiten', 'vormen', 'maken', 'draaien'];

/** How many words may stand between the verb and what it makes ("shape the dough into 24 small gnocchi"). */
const WITHIN_WORDS = 4;
const CLAUSE_MARKS = ['.', ',', ';', ':', '!', '?', '(', ')'];

/** "dairy-free", or "dairy" and "free" apart: a free-from claim's words. */
function isClaimWord(word: string, next: string | undefined): boolean {
  const lower = word.toLowerCase();
  return lower === 'free' || lower.endsWith('-free') || next?.toLowerCase() === 'free';
}

/** Keys of the foods a method makes, each with the step it is made in. */
export function madeInMethod(steps: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const [i, step] of steps.entries()) {
    const lower = step.toLowerCase();
    // The step's words and foods are read only where a cue stands (most steps have none).
    let words: ReturnType<typeof wordsOf> | undefined;
    let mentions: ReturnType<typeof findFoodMentions> | undefined;
    const foods = () => {
      mentions ??= findFoodMentions(step);
      return mentions;
    };
    const near = (from: number, to: number) => {
      const gap = step.slice(from, to);
      words ??= wordsOf(step);
      // A free-from claim the rewrite put before it ("a thick dairy-free gluten-free béchamel") is no word of the step's.
      const within = words.filter((w) => w.start >= from && w.end <= to);
      const count = within.filter((w, k) => !isClaimWord(w.text, within[k + 1]?.text)).length;
      return !CLAUSE_MARKS.some((m) => gap.includes(m)) && count <= WITHIN_WORDS;
    };
    for (const cue of MAKE_BEFORE) {
      for (const at of phraseInLowercase(lower, cue)) {
        // Each food named in reach: "um molho bechamel" makes the molho and its béchamel alike.
        for (const made of foods().filter((m) => m.start >= at.end && near(at.end, m.start))) {
          if (!out.has(made.key)) out.set(made.key, i);
        }
      }
    }
    for (const cue of MAKE_AFTER) {
      for (const at of phraseInLowercase(lower, cue)) {
        const made = [...foods()].reverse().find((m) => m.end <= at.start && near(m.end, at.start));
        if (made && !out.has(made.key)) out.set(made.key, i);
      }
    }
  }
  return out;
}
