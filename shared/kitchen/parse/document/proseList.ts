/**
 * An ingredient list written as a paragraph: "Du behöver 500 g räkor, 1 dl majonnäs, gärna Hellmann's, … salt och
 * vitpeppar. Till servering: 4 skivor bröd, smör att steka i, 80 g löjrom och några citronklyftor." A sentence that opens
 * with the words of an ingredients heading ("Du behöver", "Ihr braucht", "Il vous faut", "You'll need") lists the foods,
 * one item per comma part (the last one cut at its "and"); a sentence led by a serving label and a colon ("Till
 * servering:", "Zum Servieren:", "Pour servir :", "To serve:") right after it is a group of its own. A part that opens
 * with a note word ("gärna", "am besten", "preferably") or a preparation word ("rinsed", "gehackt") is the note of the
 * item before it.
 */
import { leadingAmountEnd } from './ingredient';
import { fold, GROUP_OPENERS, HEADINGS, LIST_NOTE, SERVING_GROUP } from './matchers';
import { sentencesOf } from './prose';
import { TRAILING_PREP_WORDS } from './vocabulary';

export interface ProseListGroup {
  heading?: string;
  items: string[];
}

export interface ProseList {
  /** Sentences before the list ("Für 2 Personen."), as written. */
  before: string[];
  groups: ProseListGroup[];
  /** Sentences after the list and its serving groups. */
  after: string[];
}

const PREP_WORDS = new Set(TRAILING_PREP_WORDS.map(fold));

/** "and" in the product's languages: the last item of a list is cut at it ("80 g löjrom och några citronklyftor"). */
const AND = new Set(['and', 'und', 'et', 'y', 'e', 'en', 'i', 'och', 'og', 'és', 'oraz', 've', 'dan', 'plus']);

/** The items of a list written as a clause, without its closing full stop. */
function listItems(text: string): string[] {
  const parts = text
    .replace(/[.!]+\s*$/, '')
    .split(/\s*;\s*|,\s+/u)
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const items: string[] = [];
  for (const [i, part] of parts.entries()) {
    const words = fold(part).split(' ');
    const note = LIST_NOTE.startOf(words.slice(0, 3).join(' ')) !== undefined || PREP_WORDS.has(words[0] ?? '');
    if (note && items.length > 0 && leadingAmountEnd(part) < 0) {
      items[items.length - 1] = `${items[items.length - 1]}, ${part}`;
      continue;
    }
    if (i === parts.length - 1) items.push(...atLastAnd(part));
    else items.push(part);
  }
  return items;
}

/** "80 g löjrom och några citronklyftor" → both; "salt och vitpeppar" → both. At the first "and" outside brackets. */
function atLastAnd(part: string): string[] {
  const words = part.split(/\s+/);
  let depth = 0;
  let cut = -1;
  for (const [i, word] of words.entries()) {
    // The first "and" ("pan tostado y 1 limón en gajos": a later "en" is "in").
    if (cut < 0 && depth === 0 && i > 0 && i < words.length - 1 && AND.has(word.toLowerCase())) cut = i;
    depth += (word.match(/\(/g)?.length ?? 0) - (word.match(/\)/g)?.length ?? 0);
  }
  if (cut < 0) return [part];
  return [words.slice(0, cut).join(' '), words.slice(cut + 1).join(' ')];
}

/** The words of an ingredients heading opening the sentence: where the list starts, or -1. */
function listStart(sentence: string): number {
  const folded = fold(sentence);
  const opener = HEADINGS.ingredients.startOf(folded);
  if (opener === undefined) return -1;
  // The opener's words, as written (an apostrophe or accent folds away), then an optional colon.
  const count = opener.split(' ').length;
  let seen = 0;
  const word = /[\p{L}\p{N}]+/gu;
  for (let m = word.exec(sentence); m; m = word.exec(sentence)) {
    seen += 1;
    if (seen === count) {
      const rest = /^\s*[:：]?\s*/.exec(sentence.slice(m.index + m[0].length));
      return m.index + m[0].length + (rest?.[0].length ?? 0);
    }
  }
  return -1;
}

/** "Till servering: …", "Pour servir : …": the serving label and what follows its colon, or undefined. */
function servingGroup(sentence: string): ProseListGroup | undefined {
  const m = /^([^:：]{2,30}?)\s*[:：]\s*(\S.*)$/u.exec(sentence);
  if (!m?.[1] || !m[2]) return undefined;
  const label = fold(m[1]);
  const opener = GROUP_OPENERS.startOf(label);
  if (!SERVING_GROUP.is(label) && !(opener !== undefined && SERVING_GROUP.is(label.slice(opener.length).trim()))) return undefined;
  const items = listItems(m[2]);
  return items.length > 0 ? { heading: m[1].trim(), items } : undefined;
}

/** The list a paragraph writes out, or undefined when none of its sentences opens one with two items or more, one with an amount. */
export function proseList(paragraph: string): ProseList | undefined {
  if (!/\d/.test(paragraph) || !paragraph.includes(',')) return undefined;
  const sentences = sentencesOf(paragraph);
  for (const [k, sentence] of sentences.entries()) {
    const start = listStart(sentence);
    if (start <= 0) continue;
    const items = listItems(sentence.slice(start));
    if (items.length < 2 || !items.some((item) => leadingAmountEnd(item) > 0)) continue;
    const groups: ProseListGroup[] = [{ items }];
    let next = k + 1;
    for (; next < sentences.length; next += 1) {
      const group = servingGroup(sentences[next] ?? '');
      if (!group) break;
      groups.push(group);
    }
    return { before: sentences.slice(0, k), groups, after: sentences.slice(next) };
  }
  return undefined;
}
