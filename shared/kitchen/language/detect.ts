import { LANGUAGE_WORDS } from './detectWords';
import { LANGUAGE_LETTERS, RECIPE_LANGUAGES, type RecipeLanguage } from './languages';

const MARKER_POINTS = 3;
/** The least a language must score, and by how much it must lead English, to be told apart from English. */
const LEAST_SCORE = 3;
const LEAD_OVER_ENGLISH = 1.25;

/** A letter in any cased alphabet (a word's letters, however accented); digits and marks split words. */
function isLetter(ch: string): boolean {
  return ch.toLowerCase() !== ch.toUpperCase() || ch === 'ß' || ch === 'ı';
}

/** The text's words as written, in order. */
export function wordsAsWritten(text: string): string[] {
  const out: string[] = [];
  let word = '';
  for (const ch of text) {
    if (isLetter(ch) || (ch === '-' && word !== '')) word += ch;
    else if (word !== '') {
      out.push(word);
      word = '';
    }
  }
  if (word !== '') out.push(word);
  return out;
}

interface LanguageIndex {
  /** A word → the languages that have it and the points it gives each. */
  single: Map<string, { language: RecipeLanguage; points: number }[]>;
  /** Markers of several words: their words, per language. */
  phrases: { language: RecipeLanguage; words: string[] }[];
  cased: Map<string, RecipeLanguage[]>;
}

let index: LanguageIndex | undefined;

function languageIndex(): LanguageIndex {
  if (index) return index;
  const single: LanguageIndex['single'] = new Map();
  const phrases: LanguageIndex['phrases'] = [];
  const cased: LanguageIndex['cased'] = new Map();
  const give = (word: string, language: RecipeLanguage, points: number) => {
    const list = single.get(word) ?? [];
    const same = list.find((e) => e.language === language);
    if (same) same.points = Math.max(same.points, points);
    else list.push({ language, points });
    single.set(word, list);
  };
  for (const language of RECIPE_LANGUAGES) {
    const data = LANGUAGE_WORDS[language];
    for (const word of data.words) give(word, language, 1);
    for (const marker of data.markers) {
      const words = marker.split(' ');
      if (words.length === 1) give(marker, language, MARKER_POINTS);
      else phrases.push({ language, words });
    }
    for (const word of data.cased ?? []) cased.set(word, [...(cased.get(word) ?? []), language]);
  }
  index = { single, phrases, cased };
  return index;
}

/** Each language's points for the text. */
export function languageScores(text: string): Record<RecipeLanguage, number> {
  const { single, phrases, cased } = languageIndex();
  const scores = Object.fromEntries(RECIPE_LANGUAGES.map((l) => [l, 0])) as Record<RecipeLanguage, number>;
  const written = wordsAsWritten(text);
  const words = written.map((w) => w.toLowerCase());
  for (const [i, word] of words.entries()) {
    for (const { language, points } of single.get(word) ?? []) scores[language] += points;
    for (const language of cased.get(written[i] ?? '') ?? []) scores[language] += MARKER_POINTS;
    for (const phrase of phrases) {
      if (phrase.words[0] !== word) continue;
      if (phrase.words.every((w, j) => words[i + j] === w)) scores[phrase.language] += MARKER_POINTS;
    }
  }
  return scores;
}

/**
 * The language a recipe is written in, from its words: the language whose function words, kitchen words, units and
 * headings it uses most, when that one leads every other and English clearly. English when unsure.
 */
export function detectRecipeLanguage(text: string): RecipeLanguage {
  const scores = languageScores(text);
  const ranked = RECIPE_LANGUAGES.filter((l) => l !== 'en').sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0];
  const second = ranked[1];
  if (!best || !second) return 'en';
  const top = scores[best];
  if (top < LEAST_SCORE || top === scores[second]) return 'en';
  if (writtenInAnother(text, best)) return 'en';
  return top >= scores.en * LEAD_OVER_ENGLISH ? best : 'en';
}

/** Fewest letters outside a language's alphabet that tell another language, and their least share of the accented letters. */
const FOREIGN_LETTERS_LEAST = 3;
const FOREIGN_SHARE_LEAST = 0.4;

/** The text's accented letters are mostly not the language's own: it is written in another language (Romanian, not French). */
function writtenInAnother(text: string, language: RecipeLanguage): boolean {
  const own = LANGUAGE_LETTERS[language];
  let accented = 0;
  let foreign = 0;
  for (const ch of text.toLowerCase()) {
    if ((ch >= 'a' && ch <= 'z') || !isLetter(ch)) continue;
    accented++;
    if (!own.includes(ch)) foreign++;
  }
  return foreign >= FOREIGN_LETTERS_LEAST && foreign >= accented * FOREIGN_SHARE_LEAST;
}
