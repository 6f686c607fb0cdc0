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
  return entry !== undefined && (lexicon?.tags(entry.index).size ?? 0) > 0;
}

/**
 * A short name of a food in other languages only ("raz", Slovak rye, in a Polish "raz obracając"; "ser", Polish cheese,
 * in a Spanish "debe ser"): in a text of `group`'s language it is another word, not that food. A name the hand-kept
 * table knows ("ham", "egg") or one of the group's own short names is not.
 */
export function isForeignShortName(key: string, group: EndingLanguage): boolean {
  if (key.length < SHORT_NAME_MIN || key.length > SHORT_NAME_MAX || BY_GROUP.get(group)?.has(key)) return false;
  if (overlayIndex().entries.has(key)) return false;
  for (const [other, keys] of BY_GROUP) if (other !== group && keys.has(key)) return true;
  return false;
}
