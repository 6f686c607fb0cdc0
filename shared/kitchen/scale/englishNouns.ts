import { INGREDIENTS } from '../ingredients/table';
import { singularWord } from '../parse/ingredientLineRewrite';

/**
 * The words of the English ingredient table's names ("egg", "onion", "clove"): only these take an English plural
 * when an amount changes. "2 æg", "2 ei", "1 budyń waniliowy" keep their own language's word as written.
 */
let words: ReadonlySet<string> | undefined;

function englishWords(): ReadonlySet<string> {
  if (words) return words;
  const out = new Set<string>();
  for (const entry of INGREDIENTS)
    for (const name of [entry.name, ...entry.synonyms]) for (const word of name.split(' ')) if (word !== '') out.add(word);
  words = out;
  return out;
}

/** True when the word, in either number, is an English food word of the table. */
export function isEnglishNoun(word: string): boolean {
  const lower = word.toLowerCase();
  const known = englishWords();
  return known.has(lower) || known.has(singularWord(lower));
}
