/**
 * Word tables as data: a table of phrases ("heavy cream", "egg white(s)") found in a text as whole words, whatever
 * the case and accents ("Crème fraîche" is "creme fraiche"). The one place the kitchen's filter tables become
 * regular expressions: each table is compiled once, when it is made.
 *
 * A phrase is written as the cook writes it. Letters in parentheses may be left out: "egg white(s)" is "egg white"
 * and "egg whites", "yog(h)urt" is "yogurt" and "yoghurt". A word ending in "…" is any word beginning so ("sear…" is
 * "sear", "seared", "searing"). An apostrophe stands for ' and ’. Nothing else is special: a table of phrases is
 * data, never a pattern.
 */
export interface PhraseTable {
  readonly phrases: readonly string[];
  /** Only where the phrase ends the text ("chopped walnuts", not "walnut pesto"). */
  readonly atEnd?: boolean;
  /** Only where the phrase starts the text ("plain flour", not "rice flour"). */
  readonly atStart?: boolean;
  /**
   * Not when the phrase comes right after one of these words and a space or hyphen ("almond milk" is not milk).
   * As the tables always read them: the word's end, with no boundary before it ("oat" stands before "goat milk" too).
   */
  readonly notAfter?: readonly string[];
  /**
   * Not when one of these words follows after spaces ("egg noodle(s)" are no eggs), or, written with a leading
   * hyphen, straight after a hyphen ("-free": "egg-free" is no egg). A word ending in "…" is any word beginning so
   * ("choc…" keeps "milk chocolate" and "milk choc chips" out of milk).
   */
  readonly notBefore?: readonly string[];
}

/** Where a table's phrase stands in a text. */
export interface PhraseFound {
  readonly index: number;
  readonly text: string;
}

export interface PhraseMatcher {
  /** The table's phrases, as written. */
  readonly phrases: readonly string[];
  /** The table compiled, for code that scans a text with it (flags "iu"; add "g" for every match). */
  readonly pattern: RegExp;
  test(text: string): boolean;
  /** The first phrase found, leftmost; at one place the longest phrase. */
  find(text: string): PhraseFound | undefined;
  /** Every phrase found, left to right, none overlapping. */
  findAll(text: string): PhraseFound[];
  /** The text with each phrase found (or only the first) replaced. */
  replace(text: string, by: string | ((found: string) => string), all?: boolean): string;
}

/** Letters by their accented forms, from Unicode's own decompositions of Latin letters (é = e + ´). */
const ACCENTED: ReadonlyMap<string, string> = (() => {
  const forms = new Map<string, string>();
  for (let code = 0xc0; code <= 0x24f; code++) {
    const letter = String.fromCharCode(code);
    const base = letter.normalize('NFD').charAt(0).toLowerCase();
    if (base >= 'a' && base <= 'z' && letter.toLowerCase() !== base) {
      const lower = letter.toLowerCase();
      if (!(forms.get(base) ?? '').includes(lower)) forms.set(base, (forms.get(base) ?? '') + lower);
    }
  }
  return forms;
})();

/** "…": the rest of a word. */
const WORD_GOES_ON = '[\\p{L}\\p{N}_]*';
const SPECIAL = /[.*+?^${}()|[\]\\/]/g;

function letterPattern(char: string): string {
  const lower = char.toLowerCase();
  const base = lower.normalize('NFD').charAt(0);
  const accented = base >= 'a' && base <= 'z' ? ACCENTED.get(base) : undefined;
  if (accented) return `[${base}${accented}]`;
  if (char === "'" || char === '’') return "['’]";
  if (char === ' ') return '\\s';
  if (char === '…') return WORD_GOES_ON;
  return char.replace(SPECIAL, '\\$&');
}

/** One phrase as a pattern: each letter with its accented forms, "(x)" optional. */
function phrasePattern(phrase: string): string {
  let out = '';
  for (let i = 0; i < phrase.length; i++) {
    const char = phrase.charAt(i);
    if (char === '(') {
      const close = phrase.indexOf(')', i);
      if (close < 0) throw new Error(`Unclosed "(" in the phrase "${phrase}"`);
      out += `(?:${[...phrase.slice(i + 1, close)].map(letterPattern).join('')})?`;
      i = close;
    } else out += letterPattern(char);
  }
  return out;
}

/** The longest phrases first: at one place in a text the longer phrase is found ("greek yogurt" before "yogurt"). */
function alternation(phrases: readonly string[]): string {
  const sorted = [...phrases].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map(phrasePattern).join('|')})`;
}

const NOT_LETTER_BEFORE = '(?<![\\p{L}\\p{N}_])';
const NOT_LETTER_AFTER = '(?![\\p{L}\\p{N}_])';

/** The look-ahead that keeps a phrase out when one of these words follows it (after spaces, or "-word" after a hyphen). */
function followers(words: readonly string[]): string {
  const spaced = words.filter((w) => !w.startsWith('-'));
  const hyphened = words.filter((w) => w.startsWith('-')).map((w) => w.slice(1));
  const ways = [
    ...(spaced.length ? [`\\s+${alternation(spaced)}${NOT_LETTER_AFTER}`] : []),
    ...(hyphened.length ? [`-${alternation(hyphened)}${NOT_LETTER_AFTER}`] : []),
  ];
  return ways.length ? `(?!${ways.join('|')})` : '';
}

function tablePattern(table: PhraseTable): string {
  if (table.phrases.length === 0) throw new Error('A phrase table needs at least one phrase');
  const notAfter = table.notAfter?.length ? `(?<!${alternation(table.notAfter)}[ -])` : '';
  const notBefore = followers(table.notBefore ?? []);
  const end = table.atEnd ? '$' : '';
  const start = table.atStart ? '^' : '';
  return `${start}${NOT_LETTER_BEFORE}${notAfter}${alternation(table.phrases)}${NOT_LETTER_AFTER}${notBefore}${end}`;
}

/*
 * Speed only: a table's pattern is run on a text only where the text holds the start of one of its phrases. A phrase's
 * letters match their accented forms and either case, so both are compared folded, with the accents off. Each phrase's first letters, up to its first optional, any-word, apostrophe or space
 * mark (and at most three), are its key; a table with a phrase without one is always run.
 */
const KEY_LENGTH = 3;
const WITH_KEY: Map<string, number[]>[] = Array.from({ length: KEY_LENGTH }, () => new Map<string, number[]>());
let tables = 0;
/**
 * Texts' answers, kept while the same texts are read again: a conversion reads each line, sentence and tip with
 * hundreds of tables, in turns that come back to the same texts (a set of four recent texts missed most of them).
 * Dropped whole when full, so memory stays bounded (a byte per table per text).
 */
const REMEMBERED = 2048;
let found = new Map<string, Uint8Array>();

const FOLDED = new Map<string, string>();

/** A letter as the "iu" flags compare it (its one-letter capital lowered: "ſ" is "s", "ς" is "σ"), its accents off. */
function foldedLetter(letter: string): string {
  const known = FOLDED.get(letter);
  if (known !== undefined) return known;
  const upper = letter.toUpperCase();
  const folded = ([...upper].length === 1 ? upper : letter)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  FOLDED.set(letter, folded);
  return folded;
}

function searchFold(text: string): string {
  return text.replace(/[\u0080-\u{10ffff}]/gu, foldedLetter).toLowerCase();
}

/** The table's id among the keyed tables, or undefined when a phrase has no key (the table is always run). */
function keyedTable(phrases: readonly string[]): number | undefined {
  const keys = new Set<string>();
  for (const phrase of phrases) {
    const stop = phrase.search(/[(…'’\s]/);
    const key = searchFold(stop < 0 ? phrase : phrase.slice(0, stop)).slice(0, KEY_LENGTH);
    if (key === '') return undefined;
    keys.add(key);
  }
  const id = tables++;
  for (const key of keys) {
    const byKey = WITH_KEY[key.length - 1] as Map<string, number[]>;
    byKey.set(key, [...(byKey.get(key) ?? []), id]);
  }
  found = new Map();
  return id;
}

/** Which keyed tables a text may hold a phrase of. */
function tablesIn(text: string): Uint8Array {
  const known = found.get(text);
  if (known) return known;
  const folded = searchFold(text);
  const holds = new Uint8Array(tables);
  for (let length = 1; length <= KEY_LENGTH; length++) {
    const byKey = WITH_KEY[length - 1] as Map<string, number[]>;
    if (byKey.size === 0) continue;
    for (let at = 0; at + length <= folded.length; at++) {
      const ids = byKey.get(folded.slice(at, at + length));
      if (ids) for (const id of ids) holds[id] = 1;
    }
  }
  if (found.size >= REMEMBERED) found = new Map();
  found.set(text, holds);
  return holds;
}

/** A table of phrases, compiled once. */
export function phraseMatcher(table: PhraseTable | readonly string[]): PhraseMatcher {
  const spec: PhraseTable = 'phrases' in table ? table : { phrases: table };
  const source = tablePattern(spec);
  const once = new RegExp(source, 'iu');
  const every = new RegExp(source, 'giu');
  const id = keyedTable(spec.phrases);
  const mayHold = id === undefined ? () => true : (text: string) => tablesIn(text)[id] === 1;
  const findAll = (text: string): PhraseFound[] =>
    mayHold(text) ? [...text.matchAll(every)].map((m) => ({ index: m.index, text: m[0] })) : [];
  return {
    phrases: spec.phrases,
    pattern: once,
    test: (text) => mayHold(text) && once.test(text),
    find(text) {
      const m = mayHold(text) ? once.exec(text) : null;
      return m ? { index: m.index, text: m[0] } : undefined;
    },
    findAll,
    replace(text, by, all = false) {
      if (!mayHold(text)) return text;
      const pattern = all ? every : once;
      return typeof by === 'string' ? text.replace(pattern, () => by) : text.replace(pattern, (found) => by(found));
    },
  };
}

/** Whatever finds something in a text: a phrase table's matcher, or a pattern the tables cannot say. */
export interface TextTest {
  test(text: string): boolean;
}

/** Found when any of them finds something: a table's phrases beside a pattern that is more than words. */
export function eitherOf(...tests: readonly TextTest[]): TextTest {
  return { test: (text) => tests.some((t) => t.test(text)) };
}
