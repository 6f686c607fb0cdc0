import { currentLexicon } from '../knowledge/store';
import { type EndingLanguage, LANGUAGE_GROUPS } from './languageGuess';
import { NOT_FOOD_SHORT_WORDS } from './mentionWords';
import { overlayIndex } from './overlayIndex';
import data from './shortNameLanguages.json';

/**
 * The lexicon's short names (3–4 letters: "vis", "kød", "ost", "ägg", "ser", "hal", "bal") by the group of languages
 * that writes them (from the Open Food Facts taxonomy, ODbL; written by sync-server/src/lexiconBuild/
 * writeShortNames.ts). A short word meets other words of other languages too often to name a food anywhere; in a
 * text of its own language, it names the food.
 */
const BY_GROUP: ReadonlyMap<EndingLanguage, ReadonlySet<string>> = (() => {
  const out = new Map<EndingLanguage, Set<string>>();
  for (const [language, keys] of Object.entries((data as { languages: Record<string, string> }).languages)) {
    const group = LANGUAGE_GROUPS[language];
    if (!group) continue;
    const set = out.get(group) ?? new Set<string>();
    out.set(group, set);
    for (const key of keys.split('|')) set.add(key);
  }
  return out;
})();

const ALL_KEYS = [...BY_GROUP.values()].flatMap((keys) => [...keys]);
/** The shortest and the longest short name the data holds. */
export const SHORT_NAME_MIN = Math.min(...ALL_KEYS.map((key) => key.length));
export const SHORT_NAME_MAX = Math.max(...ALL_KEYS.map((key) => key.length));

/** True when `key` is a short name of a food a filter can judge (it carries tags) in the group's language. */
export function isShortNameIn(key: string, group: EndingLanguage | undefined): boolean {
  if (!group || key.length < SHORT_NAME_MIN || key.length > SHORT_NAME_MAX) return false;
  if (!BY_GROUP.get(group)?.has(key) || NOT_FOOD_SHORT_WORDS[group]?.has(key)) return false;
  const lexicon = currentLexicon();
  const entry = lexicon?.foodOfKey(key);
  if (entry === undefined) return false;
  if ((lexicon?.tags(entry.index).size ?? 0) > 0) return true;
  // The hand-kept table may be what judges it ("ryż", rice: no allergen, but high-carb): its entry under the food's
  // own first (English) name.
  const first = entry.keys[0];
  return first !== undefined && (overlayIndex().entries.get(first)?.tags.length ?? 0) > 0;
}

/** A name of several words the knowledge holds ("foie gras", "coq au vin"). */
function knownName(key: string): boolean {
  const overlay = overlayIndex();
  return overlay.entries.has(key) || overlay.composites.has(key) || currentLexicon()?.foodOfKey(key) !== undefined;
}

/**
 * Word `at` of a text (its words in normal form) is a false friend in a text of `group`'s language: a word the
 * language writes for something else (NOT_FOOD_SHORT_WORDS) that is a short name of a food only in other languages
 * ("raz", once, in a Polish "raz obracając" is Slovak rye; "ser", to be, in a Spanish "debe ser" is Polish cheese). A
 * name the hand-kept table knows, one of the group's own short names ("mais" is corn in Italian as well as "but" in
 * French) and a word of a longer name the knowledge holds, written whole here, are read as ever.
 */
export function isForeignShortName(keys: readonly string[], at: number, group: EndingLanguage): boolean {
  const key = keys[at] ?? '';
  if (!NOT_FOOD_SHORT_WORDS[group]?.has(key) || BY_GROUP.get(group)?.has(key) || overlayIndex().entries.has(key)) return false;
  let elsewhere = false;
  for (const [other, names] of BY_GROUP) if (other !== group && names.has(key)) elsewhere = true;
  if (!elsewhere) return false;
  for (let from = Math.max(0, at - 2); from <= at; from++)
    for (let to = Math.max(at, from + 1); to <= Math.min(keys.length - 1, from + 2); to++)
      if (knownName(keys.slice(from, to + 1).join(' '))) return false;
  return true;
}
