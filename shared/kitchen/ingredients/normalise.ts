import { foldLetters } from '../knowledge/normaliseKey';
import { memoByText } from '../knowledge/textMemo';

/** Plurals that the suffix rules below would get wrong; both sides of a lookup go through the same rules. */
const IRREGULAR_PLURALS: Record<string, string> = {
  leaves: 'leaf',
  halves: 'half',
  loaves: 'loaf',
  knives: 'knife',
  calves: 'calf',
  cookies: 'cookie',
  brownies: 'brownie',
  pies: 'pie',
  quiches: 'quiche',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  anchovies: 'anchovy',
  chilies: 'chili',
  chillies: 'chilli',
  chiles: 'chile',
  mice: 'mouse',
  geese: 'goose',
};

/** Words ending in s that are not plurals. */
const NOT_PLURAL = /(ss|us)$/;

/** Singular form of one lowercase word. Consistency matters more than grammar: names and text use the same rules. */
export function singularise(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (word.length <= 3 || !word.endsWith('s') || NOT_PLURAL.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('oes') || /(ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lowercase words of a phrase: accents and punctuation gone, hyphens split, plurals singular. */
export function ingredientWords(text: string): string[] {
  return [...wordsOfText(text)];
}

// Letters of every script are words: a Greek, Cyrillic or Hangul name cleaned to nothing would be every food at once
// (an empty key matches any other empty key), and a step's "γάλα" took the butter's substitute.
const wordsOfText = memoByText((text: string): readonly string[] =>
  foldLetters(text)
    .replace(/([0-9])(\p{L})/gu, '$1 $2')
    .replace(/[^\p{L}\p{N}\p{M}½¼¾⅓⅔⅛./]+/gu, ' ')
    .split(' ')
    .filter((w) => w.length > 0)
    .map(singularise),
);

/** The normalised form of an ingredient name used as a lookup key: "Jalapeños" → "jalapeno". */
export function normaliseIngredientName(text: string): string {
  return nameKey(text);
}

const nameKey = memoByText((text: string) => wordsOfText(text).join(' '));
