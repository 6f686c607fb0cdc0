/**
 * `npm run lexicon [-- <data folder>]`: compiles the Open Food Facts taxonomies into
 * shared/kitchen/knowledge/lexicon.json. The data folder defaults to ../shared/data/openfoodfacts beside the repo.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildLexicon } from './buildLexicon';

const here = dirname(fileURLToPath(import.meta.url));
export const LEXICON_FILE = join(here, '../../../shared/kitchen/knowledge/lexicon.json');
export const DEFAULT_DATA_DIR = resolve(here, '../../../../shared/data/openfoodfacts');

/** The committed file's text for a data folder. */
export function lexiconText(dataDir: string): string {
  return `${JSON.stringify(buildLexicon(dataDir))}\n`;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dataDir = resolve(process.argv[2] ?? DEFAULT_DATA_DIR);
  if (!existsSync(join(dataDir, 'ingredients.txt'))) {
    console.error(`No Open Food Facts taxonomy in ${dataDir}: pass the folder holding ingredients.txt.`);
    process.exit(1);
  }
  const text = lexiconText(dataDir);
  writeFileSync(LEXICON_FILE, text);
  console.log(`lexicon → ${LEXICON_FILE}: ${Buffer.byteLength(text)} bytes, ${gzipSync(text).length} gzip`);
}
