import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveFood } from '../../shared/kitchen';
import { currentLexicon } from '../../shared/kitchen/knowledge/store';
import { LANGUAGE_GROUPS } from '../../shared/kitchen/resolve/languageGuess';

/**
 * The core vocabulary measure: the foods everyday home recipes name most (tests/fixtures/vocabulary/coreFoods.txt,
 * by ontology id) and their everyday names per language as a recipe writes them, singular and plural or inflected
 * (tests/fixtures/vocabulary/<language>.txt). Each name is resolved through the engine's public resolveFood; it counts
 * when it reads the food's id or a food under it.
 */
const DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'vocabulary');

export interface NameResult {
  language: string;
  alias: string;
  id: string;
  name: string;
  /** The id read, when one was. */
  got?: string;
  ok: boolean;
}

export interface LanguageCoverage {
  language: string;
  foods: number;
  names: number;
  ok: number;
  wrong: number;
  unread: number;
  results: NameResult[];
}

const lines = (file: string): string[] =>
  readFileSync(join(DIR, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));

/** alias → ontology id. */
export function coreFoods(): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  for (const line of lines('coreFoods.txt')) {
    const [alias, id] = line.split(' = ').map((part) => part.trim());
    if (alias && id) out.set(alias, id);
  }
  return out;
}

/** The languages measured: one file each. */
export function vocabularyLanguages(): string[] {
  return readdirSync(DIR)
    .filter((file) => file.endsWith('.txt') && file !== 'coreFoods.txt')
    .map((file) => file.slice(0, -4))
    .sort();
}

/** One language's names: alias → names. An alias the core list lacks is an error in the data. */
export function languageNames(language: string): ReadonlyMap<string, string[]> {
  const foods = coreFoods();
  const out = new Map<string, string[]>();
  for (const line of lines(`${language}.txt`)) {
    const colon = line.indexOf(':');
    const alias = line.slice(0, colon).trim();
    if (colon < 0 || !foods.has(alias)) throw new Error(`${language}.txt: no core food "${alias}" (${line})`);
    const names = line
      .slice(colon + 1)
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '');
    out.set(alias, [...(out.get(alias) ?? []), ...names]);
  }
  return out;
}

export function measureLanguage(language: string): LanguageCoverage {
  const lexicon = currentLexicon();
  if (!lexicon) throw new Error('no lexicon installed');
  const foods = coreFoods();
  const group = LANGUAGE_GROUPS[language];
  const results: NameResult[] = [];
  for (const [alias, names] of languageNames(language)) {
    const id = foods.get(alias) as string;
    const want = lexicon.byOntologyId(id);
    for (const name of names) {
      const got = resolveFood(name, group)?.id;
      const gotEntry = got ? lexicon.byOntologyId(got) : undefined;
      const ok = want !== undefined && gotEntry !== undefined && lexicon.isUnder(gotEntry.index, want.index);
      results.push({ language, alias, id, name, got, ok });
    }
  }
  const ok = results.filter((r) => r.ok).length;
  const unread = results.filter((r) => !r.ok && r.got === undefined).length;
  return {
    language,
    foods: languageNames(language).size,
    names: results.length,
    ok,
    wrong: results.length - ok - unread,
    unread,
    results,
  };
}

/** The table: language, foods, names, read right (%), read as another food, not read. */
export function coverageTable(rows: readonly LanguageCoverage[]): string {
  const head = 'lang foods names   ok     %  wrong unread';
  const body = rows.map((r) =>
    [
      r.language.padEnd(4),
      String(r.foods).padStart(5),
      String(r.names).padStart(5),
      String(r.ok).padStart(4),
      ((100 * r.ok) / Math.max(1, r.names)).toFixed(1).padStart(5),
      String(r.wrong).padStart(6),
      String(r.unread).padStart(6),
    ].join(' '),
  );
  return [head, ...body].join('\n');
}
