/**
 * `npx tsx sync-server/src/lexiconBuild/writeShortNames.ts [<data folder>]`: writes
 * shared/kitchen/resolve/shortNameLanguages.json, the languages each short name of the lexicon (3 or 4 letters in
 * normal form: "vis", "kød", "ägg", "sajt") is a food's name in, from the Open Food Facts ingredients taxonomy
 * (ODbL). The mention finder reads such a name in prose only in a text of one of its languages (resolve/shortNames.ts).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { currentLexicon, installLexicon, type LexiconFile, normaliseKey } from '../../../shared/kitchen/index';
import { parseTaxonomy } from './taxonomy';
import { DEFAULT_DATA_DIR, LEXICON_FILE } from './writeLexicon';

const here = dirname(fileURLToPath(import.meta.url));

/** Names of this many letters (normal form) are the short ones: the mention finder reads a longer one in any text. */
const SHORTEST = 3;
const LONGEST = 4;
/** A language by its two-letter code: the mention finder knows languages so ("nl", "sv"), not regional variants. */
const LANGUAGE = /^[a-z]{2}$/;
/** The languages the mention finder reads write Latin letters: a name in another script is never a short word of theirs. */
const LATIN_KEY = /^[a-z]+$/;
export const SHORT_NAMES_FILE = join(here, '../../../shared/kitchen/resolve/shortNameLanguages.json');

/** Language code → its short names ("|"-joined, sorted), each owned in the lexicon by the entry that names it. */
export function shortNameLanguages(dataDir: string): Record<string, string> {
  const lexicon = currentLexicon() ?? installLexicon(JSON.parse(readFileSync(LEXICON_FILE, 'utf8')) as LexiconFile);
  const out = new Map<string, Set<string>>();
  for (const entry of parseTaxonomy(readFileSync(join(dataDir, 'ingredients.txt'), 'utf8'))) {
    for (const [language, names] of entry.names) {
      if (!LANGUAGE.test(language)) continue;
      for (const name of names) {
        const key = normaliseKey(name);
        if (!LATIN_KEY.test(key) || key.length < SHORTEST || key.length > LONGEST) continue;
        // The key's food in the lexicon is this entry's (a key is given to one food): the name is that food's.
        if (lexicon.foodOfKey(key)?.id !== entry.id) continue;
        const keys = out.get(language) ?? new Set<string>();
        out.set(language, keys);
        keys.add(key);
      }
    }
  }
  return Object.fromEntries(
    [...out].sort(([a], [b]) => a.localeCompare(b)).map(([language, keys]) => [language, [...keys].sort().join('|')]),
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
  if (!existsSync(join(dataDir, 'ingredients.txt'))) {
    console.error(`No Open Food Facts taxonomy in ${dataDir}: pass the folder holding ingredients.txt.`);
    process.exit(1);
  }
  const file = {
    licence: 'Derived from the Open Food Facts ingredients taxonomy (openfoodfacts.org), ODbL v1.0. See NOTICE.',
    languages: shortNameLanguages(dataDir),
  };
  writeFileSync(SHORT_NAMES_FILE, `${JSON.stringify(file, null, 1)}\n`);
  console.log(`short names → ${SHORT_NAMES_FILE}`);
}
