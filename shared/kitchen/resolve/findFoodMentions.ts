import { type Lexicon, namePrefixes } from '../knowledge/lexicon';
import { foldLetters } from '../knowledge/normaliseKey';
import { currentLexicon } from '../knowledge/store';
import { memoByText } from '../knowledge/textMemo';
import { AND_WORDS, sharedEnding } from './foodParts';
import { FREE_AFTER_STEMS, FREE_AFTER_WHOLE, QUALIFIER_PAIRS, QUALIFIER_STEMS } from './freeFromWords';
import { FUNCTION_WORDS } from './functionWords';
import { formsOf, MIN_STEM } from './inflections';
import { type EndingLanguage, guessLanguage, LANGUAGE_GROUPS } from './languageGuess';
import {
  BOUGHT_FOOD_VERBS,
  CLAUSE_LEADS,
  COMPOUNDING_LANGUAGES,
  COOKING_VERBS,
  KOREAN_PARTICLES,
  LONG_WORD,
  MEASURE_ARTICLES,
  MEASURE_HOMONYMS,
  MEASURE_LINKS,
  NOT_COMPOUND_TAILS,
  NOT_FOOD_WRITTEN,
  NOUN_BEFORE,
  PROSE_WORDS,
  WITH_AFTER,
  WITH_WORDS,
} from './mentionWords';
import { overlayIndex } from './overlayIndex';
import { CYRILLIC_WORD, compoundWithFoodFirst, type ResolvedFood, resolveFood } from './resolveFood';
import { FEW_SCRIPT_NAME_LETTERS, inFewLanguageScript, withoutClitics } from './scriptWords';
import { isShortNameIn, SHORT_NAME_MAX, SHORT_NAME_MIN } from './shortNames';
import { type Token, tokenise } from './tokens';
import { hasUnspacedLetters, unspacedNames } from './unspacedNames';

/** A food a sentence names, where it names it, and how the name was found. */
export interface FoodMention {
  /** Where the words that name it stand in the text (UTF-16 offsets, end exclusive). */
  start: number;
  end: number;
  /** The words as written ("śmietaną", "crème fraîche"). */
  text: string;
  /** The knowledge's name it was found by, in normal form ("smietana", "creme fraiche"). */
  key: string;
  /** The food, resolved from that name (tags, what a made product may contain). */
  food: ResolvedFood;
  /** Found through an inflected or definite form ("Nohutları" → "nohut"), not the name itself. */
  loose: boolean;
  /** Words before it that make it a product sold free-from or made from plants ("dairy-free", "vegan"), as written. */
  qualifier?: string;
  /** True when such a qualifier stands before it: the mention is that product, not the allergen. */
  qualified: boolean;
  /** A free-from word after it ("sugar-free", "glutenfrei"): the food is named as what is left out. */
  leftOut: boolean;
  /** Found as a short name of the text's own language ("vis", "kødet", "sýrem"): named, though maybe inflected. */
  inLanguage?: boolean;
}

export interface MentionOptions {
  /** The text's language (ISO 639-1), when known: kept for callers; every language's endings are tried. */
  language?: string;
  /** The group of the language of the text around it (a whole recipe's): it breaks a tie of the text's own words. */
  group?: EndingLanguage;
}

/** Elided articles and prepositions glued to the word ("l'huile", "dell'olio", "d'avoine"): read without them. */
const ELISION = /^(?:l|d|qu|j|n|s|c|m|t|dell|all|nell|sull|dall|un|quell)['’]/i;

interface Word extends Token {
  /** The key without an elided article ("lhuile" → "huile"). */
  bare: string;
  /** The word as written, lowercase. */
  raw: string;
  /** The word accent-folded but not made singular ("doradas"). */
  folded: string;
  /** The group of the text's language, when known. */
  language?: EndingLanguage;
  /** Punctuation between this word and the one before: a name never runs across it. */
  breakBefore: boolean;
}

function wordsOf(text: string, language: EndingLanguage | undefined): Word[] {
  return tokenise(text).map((t, i, all) => {
    const raw = text.slice(t.start, t.end);
    const elided = raw.includes("'") || raw.includes('’') ? ELISION.exec(raw) : null;
    const bare = elided ? (tokenise(raw.slice(elided[0].length))[0]?.key ?? t.key) : t.key;
    const gap = i > 0 ? text.slice(all[i - 1]?.end ?? 0, t.start) : '';
    // Fields written out, not spread: this runs for every word of every text read, and a spread copy costs far more.
    const word: Word = {
      start: t.start,
      end: t.end,
      key: t.key,
      bare,
      raw: raw.toLowerCase(),
      folded: foldLetters(raw),
      breakBefore: gap !== '' && gap !== ' ' && /[^\s\p{L}\p{N}\p{M}'’‘`-]/u.test(gap),
    };
    if (language) word.language = language;
    return word;
  });
}

/** A name of the knowledge (the overlay's or the ontology's) begins with these words and goes on. */
function startsLongerName(words: string): boolean {
  const overlay = overlayIndex();
  if (overlayPrefixesOf !== overlay) {
    overlayPrefixesOf = overlay;
    // Verbs of two words ("stir fry") are runs too: nameAt stops at them.
    overlayPrefixes = namePrefixes([...overlay.entries.keys(), ...overlay.composites.keys(), ...overlay.brands.keys(), ...COOKING_VERBS]);
  }
  return overlayPrefixes.has(words) || currentLexicon()?.startsLongerName(words) === true;
}

let overlayPrefixesOf: ReturnType<typeof overlayIndex> | undefined;
let overlayPrefixes: ReadonlySet<string> = new Set();

function knownKey(key: string): boolean {
  const overlay = overlayIndex();
  return (
    overlay.entries.has(key) || overlay.composites.has(key) || overlay.brands.has(key) || currentLexicon()?.foodOfKey(key) !== undefined
  );
}

/**
 * One word alone names a food: by the hand-kept names, or the ontology's when long or not a word of method prose;
 * in a noun's place after "with" (`nounSlot`), a name of MIN_STEM letters too.
 */
function singleWordKey(key: string, nounSlot = false): boolean {
  if (PROSE_WORDS.has(key) || FUNCTION_WORDS.has(key)) return false;
  const overlay = overlayIndex();
  const few = inFewLanguageScript(key);
  if (overlay.entries.has(key) || overlay.composites.has(key) || overlay.brands.has(key)) return few || key.length >= MIN_STEM;
  if (key.length < (few ? FEW_SCRIPT_NAME_LETTERS : MIN_STEM + (nounSlot ? 0 : 1))) return false;
  return currentLexicon()?.foodOfKey(key) !== undefined;
}

/** The dictionary form of an inflected word the knowledge holds ("kefirem" → "kefir", "Nohutları" → "nohut"), if any. */
function inflectedKeyOf(word: Word, nounSlot = false, shortStems = false): string | undefined {
  const options = { raw: word.raw, strict: true, shortStems, ...(word.language ? { language: word.language } : {}) };
  for (const form of formsOf(word.bare, options).slice(1)) {
    if (form.length < MIN_STEM + (nounSlot ? 0 : 1) || PROSE_WORDS.has(form) || FUNCTION_WORDS.has(form)) continue;
    if (singleWordKey(form, nounSlot)) return form;
  }
  return undefined;
}

/**
 * What one word (or two) names depends on its letters, its language and the knowledge only, and the same words come
 * back in every text (a card's steps, every request's): each answer is kept for the lexicon in use.
 */
let memoWith: Lexicon | undefined;
let wordAnswers = newWordAnswers();

function newWordAnswers() {
  return memoByText((_key: string): { value?: unknown } => ({}));
}

function answered<T>(key: string, compute: () => T): T {
  const lexicon = currentLexicon();
  if (memoWith !== lexicon) {
    memoWith = lexicon;
    wordAnswers = newWordAnswers();
  }
  const box = wordAnswers(key);
  if (!('value' in box)) box.value = compute();
  return box.value as T;
}

const wordKey = (word: Word) => `${word.bare}\u0001${word.raw}\u0001${word.language ?? ''}`;

function inflectedKey(word: Word, nounSlot = false, shortStems = false): string | undefined {
  return answered(`i\u0002${wordKey(word)}\u0002${nounSlot ? 1 : 0}${shortStems ? 1 : 0}`, () =>
    inflectedKeyOf(word, nounSlot, shortStems),
  );
}

function inflectedRunKey(words: readonly Word[]): string | undefined {
  return answered(`r\u0002${words.map(wordKey).join('\u0002')}`, () => inflectedRunKeyOf(words));
}

function shortNameKey(word: Word): FoundName | undefined {
  return answered(`s\u0002${wordKey(word)}\u0001${word.folded}`, () => shortNameKeyOf(word));
}

/** Languages that write no closed compounds: a long word's ending is no food of its own ("contramuslos"). */
const HEAD_FIRST_LANGUAGES: ReadonlySet<string> = new Set(['romance', 'pl', 'cs']);

/** Language groups whose letters mark a word as theirs (languageGuess.ts) and whose words take case endings. */
const CASE_LANGUAGES: ReadonlySet<string> = new Set(['pl', 'cs', 'tr', 'hu']);

/** The word's own letters say a case language, and its folded key is the English name of a food (or a table name). */
function notEnglishSpelling(word: Word, key: string): boolean {
  const own = guessLanguage(word.raw);
  if (own === undefined || !CASE_LANGUAGES.has(own)) return false;
  const food = currentLexicon()?.foodOfKey(key);
  return food?.id === `en:${key}` || overlayIndex().entries.get(key)?.name === key;
}

/** The word stands where a served food's name stands: just after "with" (one describing word between at most), or before "ile". */
function inNounSlot(words: readonly Word[], i: number): boolean {
  const before = (back: number) => {
    const word = words[i - back];
    return word !== undefined && WITH_WORDS.has(word.key) && !words[i]?.breakBefore && (back === 1 || !words[i - 1]?.breakBefore);
  };
  const after = words[i + 1];
  return before(1) || before(2) || (after !== undefined && !after.breakBefore && WITH_AFTER.has(after.key));
}

/** Two words or more in a row, each possibly inflected ("bulionu warzywnego" → "bulion warzywny"), as one name. */
function inflectedRunKeyOf(words: readonly Word[]): string | undefined {
  // A Cyrillic word's one-letter case ending is swapped too ("в сливочном масле" → "сливочное масло"), as the
  // resolver reads a Cyrillic word alone: both words must then make one known name.
  const options = words.map((w) =>
    formsOf(w.bare, { raw: w.raw, strict: !CYRILLIC_WORD.test(w.raw), ...(w.language ? { language: w.language } : {}) }).slice(0, 8),
  );
  // Two words, as nameAt asks: a known key's first form begins a longer name, so the other first forms build no key
  // (speed only: the same first known key, in the same order).
  const [firsts, seconds] = options;
  if (options.length === 2 && firsts && seconds && !firsts.includes('')) {
    for (const first of firsts) {
      if (!startsLongerName(first)) continue;
      for (const second of seconds) if (knownKey(`${first} ${second}`)) return `${first} ${second}`;
    }
    return undefined;
  }
  let keys = [''];
  for (const forms of options) {
    keys = keys.flatMap((prefix) => forms.map((form) => (prefix ? `${prefix} ${form}` : form)));
    if (keys.length > 64) return undefined;
  }
  return keys.find((key) => knownKey(key));
}

/**
 * The foods a text names, in reading order: the longest name first (multi-word names across every language of the
 * knowledge, "crème fraîche" before "crème"), then one word, then an inflected or definite form found by the
 * language endings (data in inflections.ts). Function words, words of method prose and cooking verbs ("cream the
 * butter", "season") are not foods; a name never runs across punctuation. A qualifier before the name ("dairy-free",
 * "vegan") and a free-from word after it ("sugar-free") are reported with it for the caller to judge.
 */
export function findFoodMentions(text: string, options: MentionOptions = {}): FoodMention[] {
  if (typeof text !== 'string' || text.trim() === '') return [];
  const lexicon = currentLexicon();
  if (textsWith !== lexicon) {
    textsWith = lexicon;
    textAnswers = newWordAnswers();
  }
  const box = textAnswers(`${options.language ?? ''}\u0001${options.group ?? ''}\u0001${text}`);
  if (!('value' in box)) box.value = mentionsOf(text, options);
  return [...(box.value as FoodMention[])];
}

/**
 * False when no word of the text is a short name of its language as `findFoodMentions(text, options)` reads it: then
 * none of its mentions is `inLanguage` (speed only: the same test, without reading the whole text's foods).
 */
export function mayNameInLanguage(text: string, options: MentionOptions = {}): boolean {
  if (typeof text !== 'string' || text.trim() === '') return false;
  const words = wordsOf(text, languageOf(text, options));
  return words.some((word) => shortNameKey(word) !== undefined);
}

function languageOf(text: string, options: MentionOptions): EndingLanguage | undefined {
  return (options.language ? LANGUAGE_GROUPS[options.language.toLowerCase().slice(0, 2)] : undefined) ?? guessLanguage(text, options.group);
}

/**
 * A text's foods are kept as the words' answers are (speed only): a card's step is read by the rewriter, the check and
 * the localiser's verdicts on the English and the local card alike.
 */
let textsWith: Lexicon | undefined;
let textAnswers = newWordAnswers();

function mentionsOf(text: string, options: MentionOptions): FoodMention[] {
  const language = languageOf(text, options);
  const words = wordsOf(text, language);
  const overlay = overlayIndex();
  const longest = Math.max(overlay.longestKey, currentLexicon()?.longestKey ?? 1);
  const out: FoodMention[] = [];
  const unspaced = hasUnspacedLetters(text);
  let i = 0;
  while (i < words.length) {
    // Japanese and Chinese put no spaces between words: names are found inside the run of letters.
    if (unspaced && hasUnspacedLetters((words[i] as Word).raw)) {
      out.push(...unspacedMentions(text, words[i] as Word, language));
      i++;
      continue;
    }
    const found = nameAt(words, i, longest);
    if (!found) {
      i++;
      continue;
    }
    const first = words[i] as Word;
    const last = words[i + found.length - 1] as Word;
    if (found.length === 1 && (isSuspendedNonFood(text, words, i) || measuresNextFood(words, i, longest))) {
      i++;
      continue;
    }
    // The words as written when they are the name (a key is not always its own normal form: "lavaş" → "lavas").
    const written = !found.loose && first.bare === first.key ? text.slice(first.start, last.end) : found.key;
    const food = resolveFood(written, language);
    if (food && (food.tags.size > 0 || food.maybe.size > 0 || food.entry || food.id)) {
      const qualifier = qualifierBefore(text, words, i);
      out.push({
        start: first.start,
        end: last.end,
        text: text.slice(first.start, last.end),
        key: found.key,
        food,
        loose: found.loose,
        ...(qualifier ? { qualifier } : {}),
        qualified: qualifier !== undefined,
        leftOut: freeAfter(text, words, i + found.length),
        ...(found.inLanguage ? { inLanguage: true } : {}),
      });
    }
    i += found.length;
  }
  return out;
}

/**
 * "une noix de beurre", "una noce di burro", "un filo d'olio": a food's word said as a measure (data:
 * MEASURE_HOMONYMS) after "a" and before "of" and a food is that measure of the food, not a food of its own.
 */
function measuresNextFood(words: readonly Word[], at: number, longest: number): boolean {
  const word = words[at] as Word;
  const before = words[at - 1];
  const next = words[at + 1];
  if (!MEASURE_HOMONYMS.has(word.bare) || !before || !MEASURE_ARTICLES.has(before.key) || !next) return false;
  // "d'olio": the link elided onto the food's word; "di burro": a word of its own.
  const food = MEASURE_LINKS.has(next.key) ? at + 2 : next.bare !== next.key ? at + 1 : -1;
  return food > at && food < words.length && nameAt(words, food, longest) !== undefined;
}

/** The word starting at `start` is a measure said with a food's word ("une noix de beurre"): no food there. */
export function isMeasureInText(text: string, start: number): boolean {
  const words = wordsOf(text, languageOf(text, {}));
  const at = words.findIndex((w) => w.start === start);
  const longest = Math.max(overlayIndex().longestKey, currentLexicon()?.longestKey ?? 1);
  return at >= 0 && measuresNextFood(words, at, longest);
}

/** The foods named inside one word of Japanese or Chinese letters (resolve/unspacedNames.ts). */
function unspacedMentions(text: string, word: Word, language: EndingLanguage | undefined): FoodMention[] {
  const out: FoodMention[] = [];
  for (const name of unspacedNames(text.slice(word.start, word.end))) {
    const food = resolveFood(name.key, language);
    if (!food || (food.tags.size === 0 && food.maybe.size === 0 && !food.entry && !food.id)) continue;
    const start = word.start + name.start;
    const end = word.start + name.end;
    out.push({ start, end, text: text.slice(start, end), key: name.key, food, loose: false, qualified: false, leftOut: false });
  }
  return out;
}

/**
 * A word cut short with a hyphen that shares the next word's last part ("Ober-/Unterhitze", "Ober- und Unterhitze"): it
 * is that compound's first part, never a word of its own ("Ober" is no "Obers", cream). It counts as a food only where
 * the shared last part is one ("Rinder- und Schweinehack").
 */
function isSuspendedNonFood(text: string, words: readonly Word[], at: number): boolean {
  const word = words[at] as Word;
  if (text[word.end] !== '-') return false;
  const after = text[word.end + 1] ?? '';
  const and = words[at + 1];
  const next = after === '/' || after === ',' ? and : and && AND_WORDS.has(and.key) ? words[at + 2] : undefined;
  if (!next || (after !== '/' && after !== ',' && after.trim() !== '')) return false;
  return sharedEnding(next.key) === '';
}

interface FoundName {
  key: string;
  length: number;
  loose: boolean;
  inLanguage?: boolean;
}

/**
 * A short name of the text's language (shortNames.ts), the word itself or a form of it its language's endings make
 * ("kødet" → "kød", "sýrem" → "sýr", "hallal" → "hal"): a word the language writes for something else is none.
 */
function shortNameKeyOf(word: Word): FoundName | undefined {
  const group = word.language;
  if (!group || NOT_FOOD_WRITTEN[group]?.has(word.folded) || PROSE_WORDS.has(word.bare) || FUNCTION_WORDS.has(word.bare)) return undefined;
  if (isShortNameIn(word.bare, group)) return { key: word.bare, length: 1, loose: false, inLanguage: true };
  for (const form of formsOf(word.bare, { raw: word.raw, language: group, minStem: SHORT_NAME_MIN }).slice(1))
    if (!FUNCTION_WORDS.has(form) && isShortNameIn(form, group)) return { key: form, length: 1, loose: true, inLanguage: true };
  return undefined;
}

/**
 * A cooking verb that is also a food ("cream the butter", "dot with butter"): what a cook does where a clause begins,
 * the food after "with" or "of"; a food bought ("bread", "butter") is the food anywhere else ("fresh bread", "the
 * cream"), and after "and" when the word before it is a food too ("salt and pepper", but "taste and season").
 */
function readAsVerb(words: readonly Word[], i: number, key: string): boolean {
  const before = words[i - 1];
  if (NOUN_BEFORE.has(before?.key ?? '')) return false;
  if (!BOUGHT_FOOD_VERBS.has(key)) return true;
  const next = words[i + 1];
  if (!before || (words[i] as Word).breakBefore) return next !== undefined && !next.breakBefore && !AND_WORDS.has(next.key);
  if (!CLAUSE_LEADS.has(before.key)) return false;
  if (!AND_WORDS.has(before.key) && before.key !== 'or') return true;
  const food = words[i - 2];
  return food === undefined || before.breakBefore || !singleWordKey(food.key, true);
}

function nameAt(words: readonly Word[], i: number, longest: number): FoundName | undefined {
  const most = Math.min(longest, words.length - i);
  const first = words[i] as Word;
  if (FUNCTION_WORDS.has(first.key)) return undefined;
  // The words that could make one name: no punctuation between them. Runs grow only while a longer name begins so.
  let joinedWords = 1;
  while (joinedWords < most && !words[i + joinedWords]?.breakBefore) joinedWords++;
  const runs: string[] = [first.bare];
  while (runs.length < joinedWords && startsLongerName(runs[runs.length - 1] as string))
    runs.push(`${runs[runs.length - 1]} ${words[i + runs.length]?.key ?? ''}`);
  for (let len = runs.length; len >= 2; len--) {
    const key = runs[len - 1] as string;
    // "stir-fry the onion": a verb of two words.
    if (COOKING_VERBS.has(key) && readAsVerb(words, i, key)) return undefined;
    if (knownKey(key)) return { key, length: len, loose: false };
  }
  const key = first.bare;
  if (PROSE_WORDS.has(first.folded)) return undefined;
  // "cream the butter" is what a cook does; "dot with butter" names the food.
  if (COOKING_VERBS.has(key) && readAsVerb(words, i, key)) return undefined;
  if (joinedWords >= 2 && !PROSE_WORDS.has(key)) {
    const run = inflectedRunKey(words.slice(i, i + 2));
    if (run?.includes(' ')) return { key: run, length: 2, loose: true };
  }
  const slot = inNounSlot(words, i);
  // A word written with letters English never uses ("w mące", Polish) is not an English name its folded letters spell
  // ("mace"): it is read as a case form of its own language's word when one is known ("mąka").
  const caseForm = notEnglishSpelling(first, key) ? inflectedKey(first, true, true) : undefined;
  if (caseForm) return { key: caseForm, length: 1, loose: true };
  // A short word of the text's own language is first its own food ("kousek masa", Czech, is meat, not Spanish dough).
  const own = first.bare.length <= SHORT_NAME_MAX ? shortNameKey(first) : undefined;
  if (own) return own;
  if (singleWordKey(key, slot)) return { key, length: 1, loose: false };
  const noun = nounBeforeParticle(key) ?? withoutClitics(key).find((bare) => singleWordKey(bare, slot));
  if (noun) return { key: noun, length: 1, loose: true };
  if (key.length >= MIN_STEM + (slot ? 0 : 1) && !PROSE_WORDS.has(key)) {
    const stem = inflectedKey(first, slot);
    if (stem) return { key: stem, length: 1, loose: true };
  }
  const short = shortNameKey(first);
  if (short) return short;
  // A compound names its kind last ("Weißwein", "vaniljglass", "Bauernbrot"): its longest known ending; in a
  // compounding language a last part of MIN_STEM letters ("Weißbier") too.
  if (key.length >= LONG_WORD + 1 && !(first.language && HEAD_FIRST_LANGUAGES.has(first.language)))
    return answered(`c\u0002${key}\u0002${first.language ?? ''}`, () => compoundName(key, first.language));
  return undefined;
}

/** The particles as keys are spelled (Hangul folds to its letters, as the lexicon's keys do). */
const FOLDED_PARTICLES = KOREAN_PARTICLES.map((particle) => foldLetters(particle));

/** Whether a key is written in Hangul (folded keys hold its letters, U+1100–U+11FF). */
function isHangul(key: string): boolean {
  const code = key.charCodeAt(0);
  return (code >= 0x1100 && code <= 0x11ff) || (code >= 0xac00 && code <= 0xd7a3);
}

/** Two Hangul syllables fold to four letters or more: enough to be a name, as four Latin letters are. */
const HANGUL_NAME_LETTERS = 4;

/**
 * A Korean noun, alone or with its particle written on ("두부", "돼지고기를" → "돼지고기"), when the noun is a known
 * food of two syllables or more.
 */
function nounBeforeParticle(key: string): string | undefined {
  if (!isHangul(key)) return undefined;
  if (key.length >= HANGUL_NAME_LETTERS && knownKey(key)) return key;
  for (const particle of FOLDED_PARTICLES) {
    if (!key.endsWith(particle) || key.length <= particle.length) continue;
    const noun = key.slice(0, -particle.length);
    if (noun.length >= HANGUL_NAME_LETTERS && knownKey(noun)) return noun;
  }
  return undefined;
}

/** A compound names its kind last: its longest known ending (see nameAt). */
function compoundName(key: string, language: EndingLanguage | undefined): FoundName | undefined {
  const shortest = MIN_STEM + (language && COMPOUNDING_LANGUAGES.has(language) ? 0 : 1);
  for (let cut = MIN_STEM; cut <= key.length - MIN_STEM; cut++) {
    const tail = key.slice(cut);
    if (NOT_COMPOUND_TAILS.some((suffix) => tail.startsWith(suffix))) break;
    if (tail.length >= shortest && singleWordKey(tail, shortest === MIN_STEM)) return { key, length: 1, loose: true };
  }
  // A compound whose first part is a food, its last a food's form or another food, maybe with an ending
  // ("ansjovisspadet", "kipbouillon"): it holds the first part's food.
  if (!(language && !COMPOUNDING_LANGUAGES.has(language)) && compoundWithFoodFirst(key)) return { key, length: 1, loose: true };
  return undefined;
}

/** Only spaces and hyphens between two places of the text: the words stand together as one name. */
function joined(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (text[at] !== ' ' && text[at] !== '-' && text[at] !== '\u00a0') return false;
  return true;
}

/** The free-from or plant qualifier right before the word at `i` ("dairy-free", "vegan", "sans gluten"), as written. */
function qualifierBefore(text: string, words: readonly Word[], i: number): string | undefined {
  const first = words[i];
  const one = words[i - 1];
  if (!first || !one || !joined(text, one.end, first.start)) return undefined;
  const two = words[i - 2];
  if (two && joined(text, two.end, one.start) && QUALIFIER_PAIRS.has(`${two.folded} ${one.folded}`)) return text.slice(two.start, one.end);
  return QUALIFIER_STEMS.some((stem) => one.folded.startsWith(stem)) ? text.slice(one.start, one.end) : undefined;
}

/** A free-from word right after the name ending before word `next` ("sugar-free", "glutenfrei"): named as left out. */
function freeAfter(text: string, words: readonly Word[], next: number): boolean {
  const word = words[next];
  const last = words[next - 1];
  if (!word || !last || !joined(text, last.end, word.start)) return false;
  return FREE_AFTER_STEMS.some((stem) => (FREE_AFTER_WHOLE.has(stem) ? word.folded === stem : word.folded.startsWith(stem)));
}
