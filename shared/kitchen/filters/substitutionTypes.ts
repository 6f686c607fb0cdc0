import type { PhraseTable, TextTest } from './phraseMatch';

/** One replacement for an ingredient, with how its amount changes. */
export interface SubstituteOption {
  /** The replacement's ingredient words; a function gets the original ingredient text ("spaghetti" → "gluten-free spaghetti"). */
  name: string | ((original: string) => string);
  /** Amount factor in the original unit (butter → olive oil ×0.75); default 1. */
  ratio?: number;
  /** Factor used instead when the original is already cooked ("2 cups cooked rice"). */
  cookedRatio?: number;
  /** For a counted original (2 eggs, 1 onion, 3 cloves garlic): each one becomes this amount. */
  perCount?: { amount: number; unit: string };
  /** The whole replacement line for a counted original, when one item becomes several ingredients (flax egg). */
  countLine?: (count: number) => string;
  /** A tip added when this option is used. */
  note?: string;
  /** Only when the method says so: the ingredient's role ("batter" for beer, where sparkling water does its job). */
  when?: TextTest;
  /** Not when the method says so. */
  unless?: TextTest;
}

export interface SubstitutionRule {
  /** Identifies the original by its ingredient text (lowercase). */
  match: TextTest;
  options: readonly SubstituteOption[];
}

/** A substitution as the table writes it: the original's words (whole words, any case or accent), and the options. */
export interface SubstitutionEntry {
  match: readonly string[] | PhraseTable;
  options: readonly SubstituteOption[];
}
