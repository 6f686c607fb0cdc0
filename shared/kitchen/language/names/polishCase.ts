/**
 * Polish cases as data: which case a preposition before a food asks, the regular endings of feminine -a and neuter -o
 * nouns, masculine nouns in the instrumental, and adjectives, and the letters after which "z" is written "ze".
 */

export type PolishCase = 'ins' | 'gen';

/** Prepositions and the case of the food after them in a recipe ("z mlekiem", "do mleka"); others are not read. */
export const PREPOSITION_CASES: Readonly<Record<string, PolishCase>> = {
  z: 'ins',
  ze: 'ins',
  do: 'gen',
  bez: 'gen',
  od: 'gen',
  dla: 'gen',
  zamiast: 'gen',
};

/** Stems after which a soft "i" stands where others take "y" ("mąki", "oliwy"), and "iem" where others take "em". */
export const SOFT_STEM_ENDS: readonly string[] = ['k', 'g'];
/** Feminine stems whose genitive is "-i" as well ("soli" aside: "kawy" no, "fasoli", "mąki"). */
export const GENITIVE_I_STEM_ENDS: readonly string[] = ['k', 'g', 'l', 'j', 'i'];

/** Endings of a participle said before its noun ("niesłodzone mleko"): the next word is the noun. */
export const LEADING_PARTICIPLE_ENDS: readonly string[] = ['one', 'ony', 'ona'];

/** Letters after which "z" is written "ze" when a consonant follows them ("ze śmietaną", "ze szczypiorkiem"). */
export const ZE_BEFORE: readonly string[] = ['s', 'z', 'ś', 'ź', 'ż'];
export const VOWELS = 'aąeęioóuy';
