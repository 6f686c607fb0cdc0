/**
 * Polish cases as data: which case a preposition before a food asks, the regular endings of feminine -a and neuter -o
 * nouns, masculine nouns in the instrumental, and adjectives, and the letters after which "z" is written "ze".
 */

export type PolishCase = 'ins' | 'gen';

/**
 * Prepositions and measures, and the case of the food after them in a recipe ("z mlekiem", "do mleka", "250 ml mleka",
 * "2 łyżki oliwy", "z odrobiną octu"); others are not read.
 */
export const PREPOSITION_CASES: Readonly<Record<string, PolishCase>> = {
  z: 'ins',
  ze: 'ins',
  do: 'gen',
  bez: 'gen',
  od: 'gen',
  dla: 'gen',
  zamiast: 'gen',
  ...Object.fromEntries(
    (
      'g dag kg ml l łyżka łyżki łyżek łyżeczka łyżeczki łyżeczek szklanka szklanki szklanek szczypta szczypty garść ' +
      'opakowanie opakowania puszka puszki puszek kostka kostki kostek odrobina odrobiną odrobiny'
    )
      .split(' ')
      .map((measure) => [measure, 'gen' as const]),
  ),
};

/** Nouns that never change their ending ("tofu"): neuter, the same in every case; their adjectives still agree. */
export const UNCHANGING_NOUN_ENDS: readonly string[] = ['u'];

/** Stems after which a soft "i" stands where others take "y" ("mąki", "oliwy"), and "iem" where others take "em". */
export const SOFT_STEM_ENDS: readonly string[] = ['k', 'g'];
/** Feminine stems whose genitive is "-i" as well ("soli" aside: "kawy" no, "fasoli", "mąki"). */
export const GENITIVE_I_STEM_ENDS: readonly string[] = ['k', 'g', 'l', 'j', 'i'];

/** Endings of a participle said before its noun ("niesłodzone mleko"): the next word is the noun. */
export const LEADING_PARTICIPLE_ENDS: readonly string[] = ['one', 'ony', 'ona'];

/** Letters after which "z" is written "ze" when a consonant follows them ("ze śmietaną", "ze szczypiorkiem"). */
export const ZE_BEFORE: readonly string[] = ['s', 'z', 'ś', 'ź', 'ż'];
export const VOWELS = 'aąeęioóuy';
