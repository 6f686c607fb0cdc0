/**
 * A recipe written as running text ("fry 1 chopped onion in 2 tbsp ghee with 1 tsp cumin…"): the amounts named in its
 * sentences, each with the words of its food up to the next joining word or punctuation, in any of the languages.
 */
import { findIngredient } from '../../ingredients/lookup';
import { UNITS } from '../../unitData';
import { readUnit, skipSpaces } from '../ingredientLineUnit';
import { readQuantity } from '../quantity';
import { collapseSpaces } from './lines';
import { fold, HOURS, JOINERS, LIST_CONJUNCTION, MINUTES, SERVING_NOUNS } from './matchers';
import {
  AFTER_A_VERB,
  CLAUSE_JOINS,
  COUNT_WORDS,
  LIST_ARTICLES,
  NUMBER_WORDS,
  PROSE_CONNECTORS,
  PROSE_PART_WORDS,
  TRAILING_PREP_WORDS,
  VESSEL_WORDS,
} from './vocabulary';

const NUMBER_START = new RegExp(
  `(?<![\\p{L}\\p{N}.,/–-])(?:\\d|[½¼¾⅓⅔]|(?:half|one|${[...Object.keys(NUMBER_WORDS), ...Object.values(COUNT_WORDS).flat()].join('|')})(?![\\p{L}]))`,
  'giu',
);
/** Words that connect a unit to its food ("of", "de", "di", "d'"): vocabulary.ts `PROSE_CONNECTORS`. */
const CONNECTOR = new RegExp(`^(?:${PROSE_CONNECTORS.join('|')})\\s+|^d['’]\\s*`, 'i');
const ARTICLE = new Set(LIST_ARTICLES.map(fold));
const WORD_AT = /[\p{L}][\p{L}\p{M}'’-]*/uy;

/** The word starting at `at`, if one does (read in place: no copy of the rest of the text). */
function wordAt(text: string, at: number): string | undefined {
  WORD_AT.lastIndex = at;
  return WORD_AT.exec(text)?.[0];
}
const MAX_WORDS = 4;

/** The food phrases of one sentence, each as an ingredient line ("2 tbsp ghee", "1 kg de tomates maduros"). */
export function amountsInSentence(sentence: string): string[] {
  const found: string[] = [];
  // "Kilogram kiszonej kapusty odcisnąć…", "Litre of milk…": a unit word spelled out opening the sentence is one of it.
  const opening = readUnit(sentence, 0);
  if (opening && opening.start === 0 && opening.end >= 4 && (opening.def.kind === 'mass' || opening.def.kind === 'volume')) {
    const phrase = amountsInSentence(`1 ${sentence}`)[0];
    if (phrase) found.push(phrase);
  }
  // The starts first (an `exec` loop: `matchAll` copies the expression on every call, twice the time over a method).
  const starts: number[] = [];
  NUMBER_START.lastIndex = 0;
  for (let m = NUMBER_START.exec(sentence); m !== null; m = NUMBER_START.exec(sentence)) starts.push(m.index);
  for (const start of starts) {
    const quantity = readQuantity(sentence, start);
    if (!quantity || quantity.article) continue;
    let pos = quantity.end;
    const unit = readUnit(sentence, pos);
    // A number word ("ein", "una", "een") names an amount only before a unit ("eine Prise", "una cucharada") or as a
    // part ("mezza cipolla", "een halve knolselderij").
    if (!/[\d½¼¾⅓⅔]/.test(sentence.slice(start, quantity.end)) && !unit && quantity.value >= 1) {
      const half = readQuantity(sentence, skipSpaces(sentence, quantity.end));
      if (!half || half.value >= 1 || /[\d½¼¾⅓⅔]/.test(sentence.slice(quantity.end, half.end))) continue;
      pos = half.end;
    }
    if (unit) {
      // Times, temperatures and sizes are no food.
      if (unit.def.kind === 'length') continue;
      pos = unit.end;
    }
    pos = skipSpaces(sentence, pos);
    // "1 tin (400 ml) coconut milk": a measure in brackets belongs to the amount.
    const paren = sentence.charAt(pos) === '(' ? /^\([^()]{1,30}\)\s*/.exec(sentence.slice(pos)) : null;
    if (paren) pos += paren[0].length;
    const connector = CONNECTOR.exec(sentence.slice(pos));
    if (connector) pos += connector[0].length;
    const words: string[] = [];
    let at = pos;
    let end = pos;
    while (words.length < MAX_WORDS) {
      at = skipSpaces(sentence, at);
      const word = wordAt(sentence, at);
      if (!word) break;
      const folded = fold(word);
      if (words.length > 0 && JOINERS.is(folded)) break;
      if (words.length === 0 && (MINUTES.is(folded) || HOURS.is(folded) || SERVING_NOUNS.is(folded) || JOINERS.is(folded))) break;
      words.push(word);
      at += word.length;
      end = at;
      // "aceite de oliva", "pan del día": a connector inside the food's name is kept.
      const inner = CONNECTOR.exec(sentence.slice(skipSpaces(sentence, at)));
      if (inner && words.length < MAX_WORDS - 1) at = skipSpaces(sentence, at) + inner[0].length;
    }
    if (words.length === 0) continue;
    const first = fold(words[0] ?? '');
    // A degree sign after the number (past white space, `trim`'s and `skipSpaces`' alike): a temperature.
    if (MINUTES.is(first) || HOURS.is(first) || sentence.charAt(skipSpaces(sentence, quantity.end)) === '°') continue;
    found.push(collapseSpaces(sentence.slice(start, end)));
    found.push(...listGoesOn(sentence, end));
  }
  if (found.length >= 3) found.push(...articleItems(sentence, found));
  return found;
}

const ALL_UNITS: ReadonlySet<string> = new Set(UNITS.map((def) => def.id));

/** The first words of every spelling of these units, lowercase ("pinch", "prise", "c" of "c. à s."). */
const FIRST_WORDS = new WeakMap<ReadonlySet<string>, ReadonlySet<string>>();
function unitFirstWords(units: ReadonlySet<string>): ReadonlySet<string> {
  let out = FIRST_WORDS.get(units);
  if (!out) {
    const words = new Set<string>();
    for (const def of UNITS)
      if (units.has(def.id))
        for (const alias of [...def.aliases, ...(def.exactAliases ?? [])]) {
          const first = wordAt(alias, 0);
          if (first) words.add(first.toLowerCase());
        }
    out = words;
    FIRST_WORDS.set(units, out);
  }
  return out;
}

/**
 * "a pinch of salt", "eine Prise Salz", "en nypa salt", "dodać szczyptę soli": an informal amount (`units`: ids of the
 * unit table) after an article or with nothing before it, with its food (up to the next joining word), as written. A
 * number before it is `amountsInSentence`'s.
 */
export function informalAmountsInSentence(sentence: string, units: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const starts = unitFirstWords(units);
  // Most sentences hold no word that begins one of these units: they are read no further.
  if (!someWord(sentence, (text) => starts.has(text.toLowerCase()))) return out;
  const words = wordsOf(sentence);
  for (const [i, word] of words.entries()) {
    // Only a word that can begin one of these units is read as one (most words of a step begin none).
    if (!starts.has(word.text.toLowerCase())) continue;
    let back = word.start - 1;
    while (back >= 0 && sentence.charAt(back) === ' ') back -= 1;
    const digitBefore = back >= 0 && sentence.charAt(back) >= '0' && sentence.charAt(back) <= '9';
    if (digitBefore || NUMBER_WORD.has(word.folded) || ARTICLE.has(word.folded)) continue;
    const unit = readUnit(sentence, word.start);
    if (!unit || unit.start !== word.start || !units.has(unit.def.id)) continue;
    const article = words[i - 1];
    const led = article !== undefined && (ARTICLE.has(article.folded) || NUMBER_WORD.has(article.folded));
    // "dal basso verso l'alto": a unit of three letters or fewer ("dal", Turkish for a sprig) is another language's
    // small word unless an article or number leads it.
    if (!led && unit.end - unit.start <= 3) continue;
    const phrase = amountsInSentence(`1 ${sentence.slice(word.start)}`)[0];
    if (!phrase?.startsWith('1 ')) continue;
    // "a pinch of", "eine Prise", "un pizzico di": the article or number word before the unit is the amount's.
    const opener = led ? article.start : word.start;
    out.push(`${sentence.slice(opener, word.start)}${phrase.slice(2)}`);
  }
  return out;
}

/**
 * "You'll need 1 cup of lentils, a big onion, 2 carrots and a squeeze of lemon": in a sentence that lists amounts, a
 * comma part opened by an article is one of the foods too (up to the next joining word).
 */
function articleItems(sentence: string, found: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of sentence.split(/\s*[,;:]\s*/)) {
    const words = raw
      .replace(/[.!?]+$/, '')
      .split(/\s+/)
      .filter(Boolean);
    while (words.length > 0 && LIST_CONJUNCTION.is(fold(words[0] ?? ''))) words.shift();
    if (words.length < 2 || !ARTICLE.has(fold(words[0] ?? '')) || /\d/.test(raw)) continue;
    const item = [words[0] as string];
    for (const word of words.slice(1)) {
      const folded = fold(word);
      if (item.length > 1 && (JOINERS.is(folded) || LIST_CONJUNCTION.is(folded))) break;
      item.push(word);
      if (item.length > MAX_WORDS) break;
    }
    const text = item.join(' ');
    if (item.length >= 2 && item.length <= MAX_WORDS + 1 && !found.some((f) => text.includes(f) || f.includes(text))) out.push(text);
  }
  return out;
}

/**
 * "…1 TL Zucker, Salz und Pfeffer abschmecken", "…2 cloves garlic, salt and pepper": the list an amount opened goes on
 * with foods named without one; each is a food of the recipe (up to two words, to the next comma, "and" or joining word).
 */
function listGoesOn(sentence: string, from: number): string[] {
  const out: string[] = [];
  // A list ends with "and" before its last item ("A, B and C"); commas alone may carry notes ("potatoes, diced, added").
  let closed = false;
  let at = from;
  for (;;) {
    const sep = /^\s*(?:,\s*|\s(?=\p{L}))/u.exec(sentence.slice(at));
    if (!sep) break;
    let pos = at + sep[0].length;
    const first = wordAt(sentence, pos);
    if (!first) break;
    const comma = sep[0].includes(',');
    const joined = LIST_CONJUNCTION.is(fold(first));
    if (joined) pos = skipSpaces(sentence, pos + first.length);
    else if (!comma) break;
    const words: string[] = [];
    let end = pos;
    while (words.length < 2) {
      const p = skipSpaces(sentence, end);
      const word = wordAt(sentence, p);
      if (!word || JOINERS.is(fold(word)) || LIST_CONJUNCTION.is(fold(word))) break;
      words.push(word);
      end = p + word.length;
    }
    if (words.length === 0) break;
    // "25g butter and fry 1 onion", "… and toast for a minute": a verb opens a clause of the method, the list ended.
    const next = wordAt(sentence, skipSpaces(sentence, pos + (words[0]?.length ?? 0)));
    const afterFirst = sentence.slice(skipSpaces(sentence, pos + (words[0]?.length ?? 0)));
    if (/^\d/.test(afterFirst) || (next !== undefined && (AFTER_VERB.has(fold(next)) || ARTICLE.has(fold(next))))) break;
    out.push(words.join(' '));
    at = end;
    if (joined) {
      closed = true;
      break;
    }
  }
  return closed ? out : [];
}

/** The sentences of a paragraph. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[\p{Lu}\d])/u)
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

const CONNECTOR_WORD = new Set<string>([...PROSE_CONNECTORS, 'd', 'l'].map(fold));
const VESSEL = new Set<string>(VESSEL_WORDS);
const PART = new Set<string>(PROSE_PART_WORDS);
const TRAILING_PREP = new Set<string>(TRAILING_PREP_WORDS.map(fold));
const NUMBER_WORD = new Set<string>(Object.keys(NUMBER_WORDS).map(fold));

interface Word {
  text: string;
  folded: string;
  start: number;
  end: number;
}

/** A character with a case: a letter a word may start with (ASCII read by its code, the rest by its case forms). */
function casedLetter(sentence: string, i: number): boolean {
  const code = sentence.charCodeAt(i);
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
  const c = sentence.charAt(i);
  return c.toLowerCase() !== c.toUpperCase();
}

/**
 * Each word of a sentence in turn (`wordsOf`'s words), until `stop` is true for one: whether it was. Objects are made
 * only for the words `wordsOf` returns; this reads a sentence that turns out to hold nothing without making any.
 */
function someWord(sentence: string, stop: (text: string, start: number) => boolean): boolean {
  let i = 0;
  while (i < sentence.length) {
    const word = casedLetter(sentence, i) ? wordAt(sentence, i) : undefined;
    if (!word) {
      i += 1;
      continue;
    }
    // "d'huile", "l'olio": the elided article is a word of its own.
    const apostrophe = Math.max(word.indexOf("'"), word.indexOf('’'));
    const head = apostrophe > 0 && apostrophe <= 2 ? word.slice(0, apostrophe) : word;
    if (stop(head, i)) return true;
    i += head === word ? word.length : head.length + 1;
  }
  return false;
}

/** The words of a sentence with where each stands. */
function wordsOf(sentence: string): Word[] {
  const out: Word[] = [];
  someWord(sentence, (text, start) => {
    out.push({ text, folded: fold(text), start, end: start + text.length });
    return false;
  });
  return out;
}

/** A word that never starts or ends a food's name: joining words, articles, connectors, list words. */
function edgeWord(folded: string): boolean {
  return JOINERS.is(folded) || LIST_CONJUNCTION.is(folded) || ARTICLE.has(folded) || CONNECTOR_WORD.has(folded) || NUMBER_WORD.has(folded);
}

/**
 * Foods a sentence names that no phrase of `found` holds ("Season with salt and pepper", "mit gehackter Petersilie
 * bestreuen", "un filet d'huile d'olive"): each known food of up to three words, with the informal amount right before it
 * when there is one ("a splash of", "einem Schuss", "un puñado de"). A food word naming a vessel ("loaf pan") is none.
 */
export function foodsInSentence(sentence: string, found: readonly string[]): string[] {
  const covered = found.map((f) => ` ${fold(f)} `);
  const words = wordsOf(sentence);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    for (let n = Math.min(3, words.length - i); n >= 1; n -= 1) {
      const first = words[i] as Word;
      const last = words[i + n - 1] as Word;
      if (edgeWord(first.folded) || edgeWord(last.folded) || first.folded.length < 3 || (n === 1 && PART.has(first.folded))) continue;
      if (words.slice(i, i + n + 1).some((w) => VESSEL.has(w.folded))) continue;
      const span = sentence.slice(first.start, last.end);
      // A food's words stand together: no comma between them, no unit first ("splash of olive" is no food).
      if (n > 1 && words.slice(i + 1, i + n).some((w, k) => sentence.slice((words[i + k] as Word).end, w.start).trim() !== '')) continue;
      if (readUnit(sentence, first.start)?.start === first.start) continue;
      if (n === 1 && isVerbHere(sentence, words, i)) continue;
      const entry = findIngredient(span);
      if (!entry) continue;
      if (n > 1) {
        // One food, not two joined ("parsley and serve"); its first word adds to it ("Worcestershire sauce", "saltine
        // crackers"; not "sleeve of saltine", "minced beef", read as their shorter part)…
        if (words.slice(i + 1, i + n - 1).some((w) => JOINERS.is(w.folded) || LIST_CONJUNCTION.is(w.folded))) continue;
        const rest = findIngredient(sentence.slice((words[i + 1] as Word).start, last.end));
        if (rest === entry && !findIngredient(first.text)) continue;
        // …and no preparation word follows its name ("crackers crushed fine" is "crackers").
        if (words.slice(i + 1, i + n).some((w) => TRAILING_PREP.has(w.folded))) continue;
      }
      const key = ` ${fold(span)} `;
      if (!covered.some((c) => c.includes(key)) && !out.some((o) => ` ${fold(o)} `.includes(key)))
        out.push(sentence.slice(amountBefore(sentence, words, i), last.end));
      i += n - 1;
      break;
    }
  }
  return out;
}

const AFTER_VERB = new Set<string>(AFTER_A_VERB.map(fold));
const CLAUSE_JOIN = new Set<string>(CLAUSE_JOINS.map(fold));

/**
 * Word i opens a clause ("Fry in butter", "… and toast for a minute", "then rest for a minute") and a verb's follower
 * comes after it, or a number or article does ("fry 1 onion", "cover the pan"): it is the method's verb.
 */
function isVerbHere(sentence: string, words: readonly Word[], i: number): boolean {
  const before = words[i - 1]?.folded;
  if (i > 0 && !CLAUSE_JOIN.has(before ?? '')) return false;
  if (/^\s*\d/.test(sentence.slice((words[i] as Word).end))) return true;
  const after = words[i + 1];
  if (!after) return i === 0;
  return AFTER_VERB.has(after.folded) || ARTICLE.has(after.folded) || NUMBER_WORD.has(after.folded) || /^\d/.test(after.folded);
}

/** Where an informal amount before word i starts ("a splash of", "einem Schuss", "une poignée de"), or the word's start. */
function amountBefore(sentence: string, words: readonly Word[], i: number): number {
  let at = i - 1;
  if (CONNECTOR_WORD.has(words[at]?.folded ?? '')) at -= 1;
  const unitWord = words[at];
  if (!unitWord || !unitFirstWords(ALL_UNITS).has(unitWord.text.toLowerCase())) return (words[i] as Word).start;
  const unit = readUnit(sentence, unitWord.start);
  if (!unit || unit.start !== unitWord.start) return (words[i] as Word).start;
  const article = words[at - 1];
  return article && (ARTICLE.has(article.folded) || NUMBER_WORD.has(article.folded)) ? article.start : unitWord.start;
}
