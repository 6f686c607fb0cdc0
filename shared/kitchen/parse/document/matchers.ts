/** The vocabulary compiled once into lookups: folded phrases matched as whole words. */
import {
  CLUTTER_LINES,
  CLUTTER_PHRASES,
  GROUP_HEADING_OPENERS,
  HOUR_WORDS,
  MINUTE_WORDS,
  NUTRIENT_WORDS,
  OTHER_META_LABELS,
  PIECE_WORDS,
  PROSE_JOINERS,
  RATING_LABELS,
  SECTION_HEADINGS,
  SERVING_LABELS,
  SERVING_SUGGESTIONS,
  SERVING_WORDS,
  type SectionKind,
  SIGN_OFFS,
  SOURCE_OPENERS,
  TIME_LABELS,
  TIP_LABELS,
  type TimeKind,
  TO_TASTE,
  YIELD_LABELS,
} from './vocabulary';

/** Lowercase, accents and ligatures folded, every run of punctuation or symbols one space. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

class PhraseSet {
  private readonly phrases: Set<string>;
  /** Longest first. */
  private readonly ordered: string[];
  constructor(list: readonly string[]) {
    this.phrases = new Set(list.map(fold).filter((p) => p !== ''));
    this.ordered = [...this.phrases].sort((a, b) => b.length - a.length);
  }
  /** The whole folded text is one of the phrases. */
  is(folded: string): boolean {
    return this.phrases.has(folded);
  }
  /** The longest phrase the folded text starts with (at a word boundary). */
  startOf(folded: string): string | undefined {
    return this.ordered.find((p) => folded === p || folded.startsWith(`${p} `));
  }
  /** Some phrase appears in the folded text as whole words. */
  within(folded: string): boolean {
    const padded = ` ${folded} `;
    return this.ordered.some((p) => padded.includes(` ${p} `));
  }
}

export const HEADINGS: Readonly<Record<SectionKind, PhraseSet>> = {
  ingredients: new PhraseSet(SECTION_HEADINGS.ingredients),
  method: new PhraseSet(SECTION_HEADINGS.method),
  tips: new PhraseSet(SECTION_HEADINGS.tips),
  nutrition: new PhraseSet(SECTION_HEADINGS.nutrition),
  equipment: new PhraseSet(SECTION_HEADINGS.equipment),
  comments: new PhraseSet(SECTION_HEADINGS.comments),
};
export const SECTION_KINDS = Object.keys(SECTION_HEADINGS) as SectionKind[];

export const GROUP_OPENERS = new PhraseSet(GROUP_HEADING_OPENERS);
export const SERVING_NOUNS = new PhraseSet(SERVING_WORDS);
export const SERVING_LABEL = new PhraseSet(SERVING_LABELS);
export const YIELD_LABEL = new PhraseSet(YIELD_LABELS);
export const PIECES = new PhraseSet(PIECE_WORDS);
export const TIME_LABEL: Readonly<Record<TimeKind, PhraseSet>> = {
  prep: new PhraseSet(TIME_LABELS.prep),
  cook: new PhraseSet(TIME_LABELS.cook),
  total: new PhraseSet(TIME_LABELS.total),
  rest: new PhraseSet(TIME_LABELS.rest),
};
export const TIME_KINDS = Object.keys(TIME_LABELS) as TimeKind[];
export const MINUTES = new PhraseSet(MINUTE_WORDS);
export const HOURS = new PhraseSet(HOUR_WORDS);
export const TASTE = new PhraseSet(TO_TASTE);
export const JOINERS = new PhraseSet(PROSE_JOINERS);
export const CLUTTER_LINE = new PhraseSet(CLUTTER_LINES);
export const CLUTTER_PHRASE = new PhraseSet(CLUTTER_PHRASES);
export const RATING = new PhraseSet(RATING_LABELS);
export const OTHER_META = new PhraseSet(OTHER_META_LABELS);
export const TIP = new PhraseSet(TIP_LABELS);
export const SUGGESTION = new PhraseSet(SERVING_SUGGESTIONS);
export const SOURCE = new PhraseSet(SOURCE_OPENERS);
export const SIGN_OFF = new PhraseSet(SIGN_OFFS);
export const NUTRIENTS = Object.fromEntries(Object.entries(NUTRIENT_WORDS).map(([k, words]) => [k, new PhraseSet(words)])) as Record<
  keyof typeof NUTRIENT_WORDS,
  PhraseSet
>;
export const ANY_NUTRIENT = new PhraseSet(Object.values(NUTRIENT_WORDS).flat());
