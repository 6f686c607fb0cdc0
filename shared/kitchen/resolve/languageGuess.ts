import { foldLetters } from '../knowledge/normaliseKey';

/** The groups of languages whose endings inflections.ts holds. */
export type EndingLanguage = 'pl' | 'cs' | 'de' | 'nl' | 'nordic' | 'hu' | 'romance' | 'tr' | 'en';

/** ISO 639-1 codes → the group of endings their words take. */
export const LANGUAGE_GROUPS: Readonly<Record<string, EndingLanguage>> = {
  pl: 'pl',
  cs: 'cs',
  sk: 'cs',
  de: 'de',
  nl: 'nl',
  da: 'nordic',
  no: 'nordic',
  nb: 'nordic',
  nn: 'nordic',
  sv: 'nordic',
  hu: 'hu',
  it: 'romance',
  es: 'romance',
  pt: 'romance',
  fr: 'romance',
  ca: 'romance',
  ro: 'romance',
  tr: 'tr',
  en: 'en',
};

/** Letters only one group writes. */
const LETTERS: readonly [RegExp, EndingLanguage][] = [
  [/[ığş]/u, 'tr'],
  [/[ąęłśźżń]/u, 'pl'],
  [/[ěřůťď]/u, 'cs'],
  [/[őű]/u, 'hu'],
  [/[åøæ]/u, 'nordic'],
  [/[ß]/u, 'de'],
  [/[ãõçñàèìòù]/u, 'romance'],
];

/** Frequent words of each group (accent-folded): the group with the most in a text names its language. */
const WORDS: Readonly<Record<EndingLanguage, readonly string[]>> = {
  en: ['the', 'and', 'with', 'into', 'until', 'serve', 'add', 'for'],
  de: ['der', 'die', 'das', 'und', 'mit', 'den', 'ein', 'eine', 'im', 'auf'],
  nl: ['het', 'een', 'met', 'van', 'en', 'de', 'in', 'op'],
  // With the articles, "or", "not", "as" and "against" (Swedish "byt X mot Y") the short tips of a Nordic card tell too.
  nordic: 'och med og til till pa af av det den en ett eller inte ikke ikkje som mot att'.split(' '),
  romance: ['le', 'la', 'les', 'avec', 'et', 'el', 'los', 'con', 'y', 'il', 'di', 'e', 'com', 'o', 'os', 'de', 'du', 'des'],
  pl: ['z', 'i', 'na', 'w', 'do', 'ze', 'od'],
  cs: ['a', 's', 'na', 'do', 'se', 've'],
  hu: ['a', 'az', 'es', 'egy', 'meg', 'majd', 'hogy', 'vagy', 'kell', 'pedig', 'kozben', 'percig', 'fokon', 'szerint'],
  tr: ['ve', 'ile', 'bir', 'icin'],
};

/**
 * Endings only one group's words take (accent-folded), a vote each like a frequent word: the Hungarian "we do it" of
 * every method step ("tálaljuk", "sütjük", "megszórjuk").
 */
const ENDINGS: readonly [string, EndingLanguage][] = [['juk', 'hu']];

function endingGroup(folded: string): EndingLanguage | undefined {
  for (const [ending, group] of ENDINGS) if (folded.length > ending.length + 2 && folded.endsWith(ending)) return group;
  return undefined;
}

/** The letters of LETTERS: most words have none, and then no group's letter test runs. */
const OWN_LETTERS: ReadonlySet<string> = new Set(LETTERS.flatMap(([letters]) => [...letters.source.slice(1, -1)]));

function hasOwnLetter(word: string): boolean {
  for (const letter of word) if (OWN_LETTERS.has(letter)) return true;
  return false;
}

/** The group whose own letters a word is written with ("pirão": Portuguese), if any. */
export function groupOfLetters(word: string): EndingLanguage | undefined {
  const lower = word.toLowerCase();
  if (!hasOwnLetter(lower)) return undefined;
  for (const [letters, group] of LETTERS) if (letters.test(lower)) return group;
  return undefined;
}

/** The groups in WORDS' order (a tie of scores goes to the first, as it always has). */
const GROUP_ORDER = Object.keys(WORDS) as EndingLanguage[];

/** WORDS turned round: each frequent word → the groups that use it. */
const GROUPS_OF_WORD: ReadonlyMap<string, readonly EndingLanguage[]> = (() => {
  const out = new Map<string, EndingLanguage[]>();
  for (const group of GROUP_ORDER) for (const word of WORDS[group]) out.set(word, [...(out.get(word) ?? []), group]);
  return out;
})();

/**
 * The group of a text's language, when its letters or its frequent words tell it: only that group's endings are
 * tried, so a Turkish suffix is never cut from a Spanish word. `context`, the language of the text around it (a whole
 * recipe's), breaks a tie and answers when the text does not say; undefined when neither does.
 */
export function guessLanguage(text: string, context?: EndingLanguage): EndingLanguage | undefined {
  const lower = text.toLowerCase();
  if (hasOwnLetter(lower)) for (const [letters, group] of LETTERS) if (letters.test(lower)) return group;
  // A short word in capitals in a text that is not all capitals is an abbreviation ("2 EL Mehl": Esslöffel), no article.
  const shouting = text === text.toUpperCase();
  const scores = new Map<EndingLanguage, number>();
  for (const written of text.split(/[^\p{L}]+/u)) {
    if (!shouting && written.length > 1 && written.length <= 3 && written === written.toUpperCase()) continue;
    const folded = foldLetters(written.toLowerCase());
    for (const group of GROUPS_OF_WORD.get(folded) ?? []) scores.set(group, (scores.get(group) ?? 0) + 1);
    const ending = endingGroup(folded);
    if (ending) scores.set(ending, (scores.get(ending) ?? 0) + 1);
  }
  let best: EndingLanguage | undefined;
  let bestScore = 0;
  for (const group of GROUP_ORDER) {
    const score = scores.get(group) ?? 0;
    // A tie goes to the language of the text around it (the recipe's): "de" is Dutch and French alike.
    if (score > bestScore || (score === bestScore && score > 0 && group === context)) {
      best = group;
      bestScore = score;
    }
  }
  return best ?? context;
}

/**
 * The group of a longer text's language (a whole recipe): every word votes, by its letters (a word written with a
 * group's own letters, twice) and as a frequent word of a group. One borrowed word ("crème fraîche" in a German
 * recipe, "2 à 3 minuten" in a Dutch one) does not outvote the rest, as it does in guessLanguage's letter test.
 */
export function guessTextLanguage(text: string): EndingLanguage | undefined {
  const score = new Map<EndingLanguage, number>();
  const add = (group: EndingLanguage, by: number) => score.set(group, (score.get(group) ?? 0) + by);
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    if (word === '') continue;
    if (hasOwnLetter(word)) for (const [letters, group] of LETTERS) if (letters.test(word)) add(group, 2);
    const folded = foldLetters(word);
    for (const group of GROUPS_OF_WORD.get(folded) ?? []) add(group, 1);
    const ending = endingGroup(folded);
    if (ending) add(ending, 1);
  }
  let best: EndingLanguage | undefined;
  let bestScore = 0;
  for (const [group, n] of score)
    if (n > bestScore) {
      best = group;
      bestScore = n;
    }
  return best;
}
