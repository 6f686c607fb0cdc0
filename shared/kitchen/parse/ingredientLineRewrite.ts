/** Rewriting parts of an ingredient line in place, so the words a user typed stay as they were. */

export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** Applies non-overlapping edits (any order); overlapping ones after the first are skipped. */
export function applyEdits(text: string, edits: Edit[]): string {
  // Right to left; at one position the replacement goes before the insertion in front of it.
  const sorted = [...edits].sort((a, b) => b.start - a.start || b.end - a.end);
  let out = text;
  let limit = Number.POSITIVE_INFINITY;
  for (const edit of sorted) {
    if (edit.end > limit) continue;
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
    limit = edit.start;
  }
  return out;
}

const IRREGULAR: Readonly<Record<string, string>> = {
  leaf: 'leaves',
  loaf: 'loaves',
  half: 'halves',
  potato: 'potatoes',
  tomato: 'tomatoes',
  mango: 'mangoes',
  knife: 'knives',
};
const IRREGULAR_BACK: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(IRREGULAR).map(([a, b]) => [b, a]));

function keepCase(model: string, word: string): string {
  return /^[A-Z]/.test(model) ? (word[0]?.toUpperCase() ?? '') + word.slice(1) : word;
}

/** "onion" → "onions", "cherry" → "cherries", "peach" → "peaches", "leaf" → "leaves". */
export function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR[lower];
  if (irregular) return keepCase(word, irregular);
  if (/s$/.test(lower)) return word;
  if (/[^aeiou]y$/.test(lower)) return `${word.slice(0, -1)}ies`;
  if (/(x|z|ch|sh)$/.test(lower)) return `${word}es`;
  return `${word}s`;
}

/** The reverse of pluralWord for the common cases; words it does not know are left alone. */
export function singularWord(word: string): string {
  const lower = word.toLowerCase();
  const irregular = IRREGULAR_BACK[lower];
  if (irregular) return keepCase(word, irregular);
  if (/ss$/.test(lower) || !/s$/.test(lower)) return word;
  if (/[^aeiou]ies$/.test(lower)) return `${word.slice(0, -3)}y`;
  if (/(x|z|ch|sh)es$/.test(lower)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Changes the number of the ingredient's last word where it appears in the line ("1 onion" → "2 onions"). */
export function nounNumberEdit(text: string, ingredient: string, from: number, plural: boolean): Edit | null {
  if (!ingredient) return null;
  const at = text.indexOf(ingredient, from);
  if (at < 0) return null;
  const last = /(\p{L}+)$/u.exec(ingredient);
  if (!last?.[1]) return null;
  const word = last[1];
  const changed = plural ? pluralWord(word) : singularWord(word);
  if (changed === word) return null;
  const start = at + ingredient.length - word.length;
  return { start, end: start + word.length, text: changed };
}
