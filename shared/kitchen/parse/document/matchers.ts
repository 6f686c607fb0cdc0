/** The vocabulary compiled once into lookups: folded phrases matched as whole words. */
import { foldLetters } from '../../knowledge/normaliseKey';
import { PAGE_CART_WORDS } from './pageWordsByLanguage';
import {
  CLUTTER_LINES,
  CLUTTER_PHRASES,
  COMMENT_VERBS,
  CONSENT_WORDS,
  COOKIE_WORDS,
  GROUP_HEADING_OPENERS,
  HOUR_WORDS,
  LIST_CONJUNCTIONS,
  LIST_NOTE_OPENERS,
  MINUTE_WORDS,
  MONTH_WORDS,
  NUTRIENT_WORDS,
  OTHER_META_LABELS,
  PAGE_OBJECTS,
  PAGE_PLACES,
  PAGE_VERBS,
  PIECE_WORDS,
  PROSE_JOINERS,
  RATING_LABELS,
  RELATED_RECIPE_PHRASES,
  SECTION_HEADINGS,
  SELF_INTRODUCTIONS,
  SERVE_WITH_OPENERS,
  SERVING_GROUP_LABELS,
  SERVING_LABELS,
  SERVING_SUGGESTIONS,
  SERVING_WORDS,
  type SectionKind,
  SIGN_OFFS,
  SOURCE_OPENERS,
  STAMP_WORDS,
  THANKS_WORDS,
  TIME_LABELS,
  TIP_LABELS,
  type TimeKind,
  TO_TASTE,
  UNSPACED_CLUTTER,
  YIELD_LABELS,
} from './vocabulary';
import { HOW_TO_OPENERS, SHOP_WORDS, STAR_WORDS } from './vocabularyCore';
import { GREETING_WORDS } from './vocabularyMore';
import { NOTICE_LABELS } from './vocabularySocial';

const FOLDED = new Map<string, string>();
const FOLD_CACHE_LIMIT = 20_000;

/** Lowercase, accents and ligatures folded, every run of punctuation or symbols one space. */
export function fold(text: string): string {
  const known = FOLDED.get(text);
  if (known !== undefined) return known;
  // The kitchen's one accent folding; an apostrophe parts words here ("l'impasto" is "l impasto").
  const folded = foldLetters(text.replaceAll('’', ' ').replaceAll("'", ' '))
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
  if (FOLDED.size >= FOLD_CACHE_LIMIT) FOLDED.clear();
  FOLDED.set(text, folded);
  return folded;
}

let lastFolded: string | undefined;
let lastWords: readonly string[] = [];

/**
 * The words of a folded text (parted at its single spaces). The last text's words are kept: a line's readers ask about
 * its words in turn (clutter, ratings, comments, the page's prompts), and each would split it again.
 */
export function foldedWords(folded: string): readonly string[] {
  if (folded !== lastFolded) {
    lastWords = folded.split(' ');
    lastFolded = folded;
  }
  return lastWords;
}

/** A list of phrases (folded), looked up by whole words: cost grows with the words of the text, not the list's length. */
class PhraseSet {
  private readonly phrases: Set<string>;
  private readonly firstWords: Set<string>;
  private readonly longest: number;
  constructor(list: readonly string[]) {
    this.phrases = new Set(list.map(fold).filter((p) => p !== ''));
    this.firstWords = new Set([...this.phrases].map((p) => p.split(' ')[0] as string));
    this.longest = Math.max(1, ...[...this.phrases].map((p) => p.split(' ').length));
  }
  /** The whole folded text is one of the phrases. */
  is(folded: string): boolean {
    return this.phrases.has(folded);
  }
  /** The longest phrase the folded text starts with (at a word boundary). */
  startOf(folded: string): string | undefined {
    const space = folded.indexOf(' ');
    if (!this.firstWords.has(space < 0 ? folded : folded.slice(0, space))) return undefined;
    const words = foldedWords(folded);
    for (let n = Math.min(this.longest, words.length); n > 0; n -= 1) {
      const head = words.slice(0, n).join(' ');
      if (this.phrases.has(head)) return head;
    }
    return undefined;
  }
  /** Some phrase appears in the folded text as whole words. */
  within(folded: string): boolean {
    const words = foldedWords(folded);
    for (let i = 0; i < words.length; i += 1) {
      if (!this.firstWords.has(words[i] as string)) continue;
      let head = '';
      for (let n = 0; n < this.longest && i + n < words.length; n += 1) {
        head = n === 0 ? (words[i] as string) : `${head} ${words[i + n]}`;
        if (this.phrases.has(head)) return true;
      }
    }
    return false;
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
export const RELATED_RECIPES = new PhraseSet(RELATED_RECIPE_PHRASES);
export const SELF_INTRODUCTION = new PhraseSet(SELF_INTRODUCTIONS);
/** A shop's cart or basket (`pageWordsByLanguage.ts`). */
export const CART_WORD = new PhraseSet(PAGE_CART_WORDS);
export const GREETING = new PhraseSet(GREETING_WORDS);
export const STAMP_WORD = new PhraseSet(STAMP_WORDS);
export const THANKS = new PhraseSet(THANKS_WORDS);
export const UNSPACED_THANKS: readonly string[] = THANKS_WORDS.map(fold).filter((w) => !w.includes(' ') && /[\u3000-\u9fff]/u.test(w));
export const UNSPACED_CLUTTER_WORDS: readonly string[] = UNSPACED_CLUTTER.map(fold);
export const COOKIE = new PhraseSet(COOKIE_WORDS);
export const CONSENT = new PhraseSet(CONSENT_WORDS);
export const RATING = new PhraseSet(RATING_LABELS);
export const OTHER_META = new PhraseSet(OTHER_META_LABELS);
export const TIP = new PhraseSet(TIP_LABELS);
export const NOTICE = new PhraseSet(NOTICE_LABELS);
export const SUGGESTION = new PhraseSet(SERVING_SUGGESTIONS);
export const SOURCE = new PhraseSet(SOURCE_OPENERS);
export const SERVING_GROUP = new PhraseSet(SERVING_GROUP_LABELS);
export const LIST_NOTE = new PhraseSet(LIST_NOTE_OPENERS);
export const LIST_CONJUNCTION = new PhraseSet(LIST_CONJUNCTIONS);
export const SIGN_OFF = new PhraseSet(SIGN_OFFS);
export const NUTRIENTS = Object.fromEntries(Object.entries(NUTRIENT_WORDS).map(([k, words]) => [k, new PhraseSet(words)])) as Record<
  keyof typeof NUTRIENT_WORDS,
  PhraseSet
>;
export const ANY_NUTRIENT = new PhraseSet(Object.values(NUTRIENT_WORDS).flat());

/**
 * Openers of a serving sentence, also with a cook's words between the verb and its "with" ("Servez chaud avec…",
 * "Serve hot with…", "Servite tiepido con…", "À servir tiède avec…"): the verbs and the "with" words are the listed
 * openers' own first and last words, so no second list is kept.
 */
class ServingOpeners extends PhraseSet {
  private readonly verbs: ReadonlySet<string>;
  private readonly withs: ReadonlySet<string>;
  constructor(list: readonly string[]) {
    super(list);
    const spaced = list.map(fold).filter((p) => p.includes(' '));
    this.verbs = new Set(spaced.map((p) => p.split(' ')[0] as string));
    this.withs = new Set(spaced.map((p) => p.split(' ').at(-1) as string));
  }
  override startOf(folded: string): string | undefined {
    const listed = super.startOf(folded);
    if (listed !== undefined) return listed;
    const words = foldedWords(folded);
    // The verb first, or after a one- or two-letter word ("à servir", "a servire").
    const verb = this.verbs.has(words[0] as string) ? 0 : (words[0]?.length ?? 0) <= 2 && this.verbs.has(words[1] as string) ? 1 : -1;
    if (verb < 0) return undefined;
    for (let at = verb + 2; at <= verb + MOST_WORDS_BEFORE_WITH && at < words.length; at += 1) {
      if (this.withs.has(words[at] as string)) return words.slice(0, at + 1).join(' ');
    }
    return undefined;
  }
}

/** Words a serving sentence may put between its verb and its "with" ("servez bien chaud avec"). */
const MOST_WORDS_BEFORE_WITH = 4;

export const SERVE_WITH = new ServingOpeners(SERVE_WITH_OPENERS);

/**
 * The first three characters of a word (fewer in a shorter word) as one number: a key looked up without a slice of
 * the word. A missing character counts -1.
 */
function startKey(word: string): number {
  return (codeAfter(word, 0) * 0x10001 + codeAfter(word, 1)) * 0x10001 + codeAfter(word, 2);
}

/** The character code at `i` plus one, 0 past the end. */
function codeAfter(word: string, i: number): number {
  return i < word.length ? word.charCodeAt(i) + 1 : 0;
}

/** Folded word starts: a stem of five letters or more matches a word's start, a shorter one the whole word. */
export class StemSet {
  private readonly byStart = new Map<number, string[]>();
  constructor(list: readonly string[]) {
    for (const stem of new Set(list.map(fold))) {
      const key = startKey(stem);
      this.byStart.set(key, [...(this.byStart.get(key) ?? []), stem]);
    }
  }
  has(word: string): boolean {
    for (const stem of this.byStart.get(startKey(word)) ?? []) {
      if (stem.length >= 5 ? word.startsWith(stem) : word === stem) return true;
    }
    return false;
  }
  /** Some word of the folded text matches. */
  within(folded: string): boolean {
    return foldedWords(folded).some((w) => this.has(w));
  }
}

export const PAGE_VERB = new StemSet(PAGE_VERBS);
export const PAGE_OBJECT = new StemSet(PAGE_OBJECTS);
export const PAGE_PLACE = new StemSet(PAGE_PLACES);
export const SHOP_WORD = new StemSet(SHOP_WORDS);
export const STAR_WORD = new PhraseSet(STAR_WORDS);
export const HOW_TO = new PhraseSet(HOW_TO_OPENERS);

export const COMMENT_VERB = new PhraseSet(COMMENT_VERBS);
export const MONTHS = new PhraseSet(MONTH_WORDS);
