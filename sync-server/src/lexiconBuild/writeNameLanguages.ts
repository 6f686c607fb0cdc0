/**
 * `npx tsx sync-server/src/lexiconBuild/writeNameLanguages.ts [<data folder>]`: writes
 * shared/kitchen/resolve/nameLanguages.json, the kinds of language each one-word name of 3 to 6 letters (normal form)
 * is written in, from the Open Food Facts ingredients taxonomy (ODbL): by the group of endings its language takes
 * (German, Dutch, Nordic, Hungarian, Finnish, Polish, Czech, Romance, Turkish, English) or "other"; and the keys a
 * language wrote with a last s the plural rule cut ("beras" → "bera"). A compound's parts come from one language that
 * writes compounds, and a plural's stem from a language that makes plurals so (resolve/nameLanguages.ts); and the
 * Cyrillic names of 3 to 6 letters that no Slavic language writes (Tatar, Kazakh, Kyrgyz, Mongolian …), which a Slavic
 * case ending never reaches.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { normaliseKey } from '../../../shared/kitchen/index';
import { parseTaxonomy } from './taxonomy';
import { DEFAULT_DATA_DIR } from './writeLexicon';

const here = dirname(fileURLToPath(import.meta.url));
export const NAME_LANGUAGES_FILE = join(here, '../../../shared/kitchen/resolve/nameLanguages.json');

/** Longer names rarely meet a word of another language: they are read in any. */
const SHORTEST = 3;
const LONGEST = 6;
const LATIN_KEY = /^[a-z]+$/;
const CYRILLIC_KEY = /^\p{Script=Cyrillic}+$/u;

/** The Slavic languages written in Cyrillic: their words take the case endings of the kitchen's `cyrillic` table. */
const SLAVIC_CYRILLIC: ReadonlySet<string> = new Set(['ru', 'uk', 'be', 'bg', 'sr', 'mk', 'rue']);

/**
 * Language code (before any region) → its kind: the group of endings it takes (resolve/languageGuess.ts's groups, and
 * the compounding families), or "other".
 */
const KINDS: Readonly<Record<string, string>> = {
  de: 'de',
  lb: 'de',
  gsw: 'de',
  nl: 'nl',
  af: 'nl',
  fy: 'nl',
  li: 'nl',
  sv: 'nordic',
  da: 'nordic',
  no: 'nordic',
  nb: 'nordic',
  nn: 'nordic',
  is: 'nordic',
  fo: 'nordic',
  hu: 'hu',
  fi: 'fi',
  et: 'fi',
  pl: 'pl',
  cs: 'cs',
  sk: 'cs',
  it: 'romance',
  es: 'romance',
  pt: 'romance',
  fr: 'romance',
  ca: 'romance',
  ro: 'romance',
  gl: 'romance',
  oc: 'romance',
  ast: 'romance',
  tr: 'tr',
  en: 'en',
};

export function nameLanguages(dataDir: string): { kinds: Record<string, string>; writtenWithS: string; cyrillicNotSlavic: string } {
  const out = new Map<string, Set<string>>();
  const withS = new Set<string>();
  const slavic = new Set<string>();
  const notSlavic = new Set<string>();
  for (const entry of parseTaxonomy(readFileSync(join(dataDir, 'ingredients.txt'), 'utf8'))) {
    for (const [language, names] of entry.names) {
      const code = language.split('-')[0] ?? '';
      const kind = KINDS[code] ?? 'other';
      for (const name of names) {
        const key = normaliseKey(name);
        if (CYRILLIC_KEY.test(key) && key.length >= SHORTEST && key.length <= LONGEST) {
          (SLAVIC_CYRILLIC.has(code) ? slavic : notSlavic).add(key);
          continue;
        }
        if (!LATIN_KEY.test(key) || key.length < SHORTEST || key.length > LONGEST) continue;
        const keys = out.get(kind) ?? new Set<string>();
        out.set(kind, keys);
        keys.add(key);
        // The plural rule cut the name's own last s ("beras", rice in Indonesian, is the key "bera").
        if (name.trim().toLowerCase().endsWith('s') && !key.endsWith('s')) withS.add(key);
      }
    }
  }
  return {
    kinds: Object.fromEntries([...out].sort(([a], [b]) => a.localeCompare(b)).map(([kind, keys]) => [kind, [...keys].sort().join('|')])),
    writtenWithS: [...withS].sort().join('|'),
    // Cyrillic names only languages outside the Slavic ones write (Tatar "боз", ice): no Slavic case ending reaches them.
    cyrillicNotSlavic: [...notSlavic]
      .filter((key) => !slavic.has(key))
      .sort()
      .join('|'),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
  if (!existsSync(join(dataDir, 'ingredients.txt'))) {
    console.error(`No Open Food Facts taxonomy in ${dataDir}: pass the folder holding ingredients.txt.`);
    process.exit(1);
  }
  const file = {
    licence: 'Derived from the Open Food Facts ingredients taxonomy (openfoodfacts.org), ODbL v1.0. See NOTICE.',
    ...nameLanguages(dataDir),
  };
  writeFileSync(NAME_LANGUAGES_FILE, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`name languages → ${NAME_LANGUAGES_FILE}`);
}
