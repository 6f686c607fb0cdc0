import { EXTRA_NAMES } from '../knowledge/extraNames';
import { EXTRA_NAMES_KOREAN_VIETNAMESE } from '../knowledge/extraNamesKoreanVietnamese';
import { normaliseKey } from '../knowledge/normaliseKey';
import { ENDINGS } from './inflections';
import data from './nameLanguages.json';

/**
 * The kinds of language a short name (one word of 3 to 6 letters, normal form) is a food's name in, from the Open Food
 * Facts taxonomy (ODbL; written by sync-server/src/lexiconBuild/writeNameLanguages.ts): a family that writes closed
 * compounds, or the group of endings its language takes (inflections.ts), "other" for the rest. A longer name is read in any
 * language: it rarely meets another language's word. A name the data does not hold (a hand-kept extra name) is too.
 */
/** The longest name the data holds: a longer one is read in any language. */
const LONGEST = 6;

type Kind = CompoundFamily | 'pl' | 'cs' | 'romance' | 'tr' | 'en' | 'other';

/** The families of languages that write closed compounds ("Weizen|mehl", "kippen|dijen", "vete|mjöl", "sertés|hús"). */
export type CompoundFamily = 'de' | 'nl' | 'nordic' | 'hu' | 'fi' | 'cjk';
type LatinFamily = Exclude<CompoundFamily, 'cjk'>;
const FAMILIES: readonly LatinFamily[] = ['de', 'nl', 'nordic', 'hu', 'fi'];

/**
 * Japanese and Chinese write every compound closed ("パルメザン|チーズ", "牛|ひき肉"): a word wholly in their scripts may
 * be one, with parts of any name (the taxonomy's short names of these scripts are few and say no family).
 */
const CJK_WORD = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+$/u;

/** The letters beyond a–z each compounding family writes: a word written with another ("gluténmentes") is none of its. */
const ALPHABETS: Readonly<Record<LatinFamily, string>> = {
  de: 'äöüß',
  nl: 'ëïéèáóöü',
  nordic: 'åäöøæé',
  hu: 'áéíóöőúüű',
  fi: 'äöåšž',
};

const file = data as { kinds: Record<string, string>; writtenWithS: string; cyrillicNotSlavic: string };

/** Compound parts the taxonomy lacks in a compounding language, hand-kept (Hungarian "répa" of "sárgarépa", "fehérrépa"). */
const MORE_PARTS: Readonly<Partial<Record<LatinFamily, readonly string[]>>> = {
  hu: ['repa'],
  // Sausage as the last part of Swedish and Dutch compounds ("falukorv", "grillkorv", "leverworst", "vegaworst").
  nordic: ['korv'],
  nl: ['worst'],
};

const KINDS_OF: ReadonlyMap<string, ReadonlySet<Kind>> = (() => {
  const out = new Map<string, Set<Kind>>();
  const place = (kind: string, keys: string) => {
    for (const key of keys.split('|')) {
      const kinds = out.get(key) ?? new Set<Kind>();
      out.set(key, kinds);
      kinds.add(kind as Kind);
    }
  };
  for (const [kind, keys] of Object.entries(file.kinds)) place(kind, keys);
  // A hand-kept extra name is of a language the data does not know ("muslo", Spanish, is also Ido's mussel).
  for (const names of [...Object.values(EXTRA_NAMES), ...Object.values(EXTRA_NAMES_KOREAN_VIETNAMESE)])
    for (const name of names) out.delete(normaliseKey(name));
  // The hand-kept compound parts say their language themselves ("korv" is an extra name too).
  for (const [kind, keys] of Object.entries(MORE_PARTS)) place(kind, keys.join('|'));
  return out;
})();

/** Keys a language wrote with a last s the plural rule cut ("beras" is "bera"): reached through that s rightly. */
const WRITTEN_WITH_S: ReadonlySet<string> = new Set(file.writtenWithS.split('|'));

/** Cyrillic names only languages outside the Slavic ones write (Tatar "боз", ice; Kazakh "алма"). */
const CYRILLIC_NOT_SLAVIC: ReadonlySet<string> = new Set(file.cyrillicNotSlavic.split('|'));

/**
 * Whether a Slavic case ending swapped or cut (`cyrillic` table) reaches this Cyrillic name: it is a Slavic language's
 * name, or one the data does not hold (Bulgarian "боза" is no Tatar "боз", ice, with an "а" added).
 */
export function slavicCaseStemOf(key: string): boolean {
  return !CYRILLIC_NOT_SLAVIC.has(key);
}

/** Kinds whose plurals add an s (English, Romance, Dutch, German loanwords): the plural rule may cut it toward their names. */
const PLURAL_S: readonly Kind[] = ['en', 'romance', 'nl', 'de'];

/**
 * The compounding families a name may be a word of, among those whose letters the whole word (`raw`, as written) uses:
 * the families the data holds it in, or, for a name it does not hold (a hand-kept one), any whose letters fit.
 */
export function compoundFamiliesOf(key: string, raw: string): ReadonlySet<CompoundFamily> {
  if (CJK_WORD.test(raw)) return new Set<CompoundFamily>(['cjk']);
  const kinds = KINDS_OF.get(key);
  const letters = [...raw.toLowerCase()].filter((letter) => letter > 'z');
  return new Set(
    FAMILIES.filter((family) => (!kinds || kinds.has(family)) && letters.every((letter) => ALPHABETS[family].includes(letter))),
  );
}

/** Whether a name may be a compound's part in one of these families (a name the data does not hold may). */
export function inFamilies(key: string, families: ReadonlySet<CompoundFamily>): boolean {
  if (families.has('cjk')) return true;
  const kinds = KINDS_OF.get(key);
  return !kinds || FAMILIES.some((family) => families.has(family) && kinds.has(family));
}

/**
 * Whether the plural rule may cut a word's last s to reach this name ("muslos" is no "muslo", mussel in Ido): the name
 * is one of a language that makes plurals so, or was written with that s. A name the data does not hold may.
 */
export function pluralStemOf(key: string): boolean {
  const kinds = KINDS_OF.get(key);
  return !kinds || WRITTEN_WITH_S.has(key) || PLURAL_S.some((kind) => kinds.has(kind));
}

/**
 * Whether an ending swapped for another letter ("mąki" → "mąka", "salsicce" → "salsiccia") reaches this name: a rule of
 * the ending tables does so in a group of languages the name is written in ("muslo", Spanish, is no "mušle", Czech: no
 * Czech word swaps an "o" for its "e"). A name the data does not hold may, and so may a name only of languages whose
 * endings the tables do not hold (Slovene "moke" of "moka", Lithuanian "miltų").
 */
export function swappedStemOf(key: string, ending: string, base: string): boolean {
  const kinds = KINDS_OF.get(key);
  if (!kinds || onlyOther(kinds)) return true;
  for (const kind of kinds) for (const rule of ENDINGS[kind] ?? []) if (rule.ending === ending && rule.base.includes(base)) return true;
  return false;
}

/**
 * Vowels the languages without an ending table drop from a name as a whole ending: Finnish partitive "kalaa" of
 * "kala"; Turkish accusative and dative ("sütü", "una", folded). English, Japanese and Chinese names drop none.
 */
const VOWELS_DROPPED: Readonly<Partial<Record<Kind, string>>> = { fi: 'a', tr: 'aeiu', en: '', cjk: '' };

/**
 * Whether cutting this vowel off a word reaches this name: a language the name is written in drops it as an ending
 * ("petti", Italian breasts, is no Estonian "pett", buttermilk, with an "i" cut; "tallo" no "tall", lamb). A name the
 * data does not hold may, and so may a name of a language whose endings the tables do not hold.
 */
export function droppedVowelReaches(key: string, vowel: string): boolean {
  const kinds = KINDS_OF.get(key);
  if (!kinds || kinds.has('other')) return true;
  for (const kind of kinds) {
    const dropped = VOWELS_DROPPED[kind];
    if (
      dropped !== undefined
        ? dropped.includes(vowel)
        : (ENDINGS[kind] ?? []).some((rule) => rule.ending === vowel && rule.base.includes(''))
    )
      return true;
  }
  return false;
}

/**
 * Whether a name may be reached by restoring a fleeting e (Polish, Czech: "boczku" → "boczek"): one of theirs, or only
 * of languages whose endings the tables do not hold.
 */
export function fleetingStemOf(key: string): boolean {
  const kinds = KINDS_OF.get(key);
  return !kinds || kinds.has('pl') || kinds.has('cs') || onlyOther(kinds);
}

/** The name is written only in languages whose endings the tables do not hold: they cannot say what it takes. */
function onlyOther(kinds: ReadonlySet<Kind>): boolean {
  return kinds.size === 1 && kinds.has('other');
}

/**
 * Whether a name may be a word of this group's languages: the data holds it in the group, or does not hold it ("pira",
 * Croatian spelt, is no stem of Portuguese "pirão").
 */
export function writtenInGroup(key: string, group: string): boolean {
  const kinds = KINDS_OF.get(key);
  return !kinds || kinds.has(group as Kind);
}

/** Whether the data says which languages write this name (a short taxonomy name; not a hand-kept or a longer one). */
export function placedName(key: string): boolean {
  return KINDS_OF.has(key) || key.length > LONGEST;
}

/** Whether the data places this name in a kind of language ("voi", butter, is a Finnish name). */
export function placedIn(key: string, kind: Kind): boolean {
  return KINDS_OF.get(key)?.has(kind) ?? false;
}
