/**
 * One normal form for food names in every language, used by the lexicon build and by resolution alike (both
 * sides of a lookup go through the same rules, so consistency matters more than grammar): lowercase, accents
 * and punctuation gone, letters that do not decompose spelled out (ß, ø, ł, ı), English plurals singular.
 */

import { memoByText } from './textMemo';

/** Letters NFD does not split into a base letter and an accent. */
const PLAIN_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  ı: 'i',
  đ: 'd',
  þ: 'th',
  ð: 'd',
};

const IRREGULAR_PLURALS: Readonly<Record<string, string>> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  calves: 'calf',
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  anchovies: 'anchovy',
  chilies: 'chili',
  chillies: 'chilli',
  chiles: 'chile',
  geese: 'goose',
};

/** Singular of one normalised word (English rules; applied to every language the same way on both sides). */
export function singularKey(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || /(?:ss|us|is)$/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:oes|ches|shes|xes|zes)$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** The words of a phrase in normal form: "Tereyağı" → ["tereyagi"], "Crème fraîche" → ["creme", "fraiche"]. */
export function keyWords(text: string): string[] {
  return [...wordsOfKey(text)];
}

/**
 * The one accent folding of the kitchen: lowercase, accents gone, letters that do not decompose spelled out
 * ("Smør" → "smor", "Æg" → "aeg", "Tereyağı" → "tereyagi"), apostrophes dropped, "&" as "and".
 */
export function foldLetters(text: string): string {
  // Most words are plain ASCII: nothing to fold (the same answer, without four passes over the text).
  const lower = text.toLowerCase();
  if (isPlainAscii(lower)) return lower;
  return lower
    .replace(/[ßøæœłıđþð]/g, (ch) => PLAIN_LETTERS[ch] ?? ch)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’‘`]/g, '')
    .replace(/&/g, ' and ');
}

/** Only ASCII characters that folding leaves as they are (no accent, apostrophe or "&"). */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code > 0x7e || code === 0x26 || code === 0x27 || code === 0x60) return false;
  }
  return true;
}

/** Letters that fold to an "s" that is no plural ending: Turkish "lavaş", Polish "łosoś" keep their last letter. */
const NOT_PLURAL_S = ['ş', 'ś'];

/**
 * Letters only languages without an -s plural write (Nordic, German, Hungarian, Finnish, Baltic and Slavic letters):
 * a word holding one keeps its last s ("färs", Swedish mince, is no plural of "får", sheep).
 */
const NO_S_PLURAL_LETTERS = /[äöåøæőűğıłśźżřěůťďňąęėįųūčšž]/;

const wordsOfKey = memoByText((text: string): readonly string[] =>
  text
    .toLowerCase()
    .replace(/['’‘`]/g, '')
    .split(/[^\p{L}\p{N}\p{M}&]+|(?=&)|(?<=&)/u)
    .filter((w) => w.length > 0)
    .flatMap((word) => {
      const folded = foldLetters(word).trim();
      if (folded === 'and') return [folded];
      return NOT_PLURAL_S.includes(word.slice(-1)) || (word.endsWith('s') && NO_S_PLURAL_LETTERS.test(word))
        ? [folded]
        : [singularKey(folded)];
    }),
);

/** The lookup key of a name: its words in normal form, joined by one space. */
export function normaliseKey(text: string): string {
  return keyOfName(text);
}

const keyOfName = memoByText((text: string) => wordsOfKey(text).join(' '));
