/**
 * A recipe written as running text ("fry 1 chopped onion in 2 tbsp ghee with 1 tsp cumin…"): the amounts named in its
 * sentences, each with the words of its food up to the next joining word or punctuation, in any of the languages.
 */
import { readUnit, skipSpaces } from '../ingredientLineUnit';
import { readQuantity } from '../quantity';
import { fold, HOURS, JOINERS, LIST_CONJUNCTION, MINUTES, SERVING_NOUNS } from './matchers';
import { COUNT_WORDS, LIST_ARTICLES, NUMBER_WORDS, PROSE_CONNECTORS } from './vocabulary';

const NUMBER_START = new RegExp(
  `(?<![\\p{L}\\p{N}.,/–-])(?:\\d|[½¼¾⅓⅔]|(?:half|one|${[...Object.keys(NUMBER_WORDS), ...Object.values(COUNT_WORDS).flat()].join('|')})(?![\\p{L}]))`,
  'giu',
);
/** Words that connect a unit to its food ("of", "de", "di", "d'"): vocabulary.ts `PROSE_CONNECTORS`. */
const CONNECTOR = new RegExp(`^(?:${PROSE_CONNECTORS.join('|')})\\s+|^d['’]\\s*`, 'i');
const ARTICLE = new Set(LIST_ARTICLES.map(fold));
const WORD = /^[\p{L}][\p{L}\p{M}'’-]*/u;
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
  for (const m of sentence.matchAll(NUMBER_START)) {
    const start = m.index ?? 0;
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
    const paren = /^\([^()]{1,30}\)\s*/.exec(sentence.slice(pos));
    if (paren) pos += paren[0].length;
    const connector = CONNECTOR.exec(sentence.slice(pos));
    if (connector) pos += connector[0].length;
    const words: string[] = [];
    let at = pos;
    let end = pos;
    while (words.length < MAX_WORDS) {
      at = skipSpaces(sentence, at);
      const word = WORD.exec(sentence.slice(at))?.[0];
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
    if (MINUTES.is(first) || HOURS.is(first) || /^°/.test(sentence.slice(quantity.end).trim())) continue;
    found.push(sentence.slice(start, end).replace(/\s+/g, ' ').trim());
    found.push(...listGoesOn(sentence, end));
  }
  if (found.length >= 3) found.push(...articleItems(sentence, found));
  return found;
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
    const first = WORD.exec(sentence.slice(pos))?.[0];
    if (!first) break;
    const comma = sep[0].includes(',');
    const joined = LIST_CONJUNCTION.is(fold(first));
    if (joined) pos = skipSpaces(sentence, pos + first.length);
    else if (!comma) break;
    const words: string[] = [];
    let end = pos;
    while (words.length < 2) {
      const p = skipSpaces(sentence, end);
      const word = WORD.exec(sentence.slice(p))?.[0];
      if (!word || JOINERS.is(fold(word)) || LIST_CONJUNCTION.is(fold(word))) break;
      words.push(word);
      end = p + word.length;
    }
    if (words.length === 0) break;
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
