/**
 * Writes shared/kitchen/language/names/taxonomyNames.ts: each substitute the engine can write by name, in every
 * language the app reads, as the Open Food Facts ingredients taxonomy names it, for the languages the hand-kept tables
 * (language/names/*.ts) leave out. Run: npx tsx tests/support/buildTaxonomyNames.ts [data folder, ../shared/data/openfoodfacts by default]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBSTITUTIONS } from '../../shared/kitchen/filters/substitutions';
import { INGREDIENTS } from '../../shared/kitchen/ingredients/table';
import { normaliseKey } from '../../shared/kitchen/knowledge/normaliseKey';
import { RECIPE_LANGUAGES } from '../../shared/kitchen/language/languages';
import { SUBSTITUTE_NAMES } from '../../shared/kitchen/language/terms';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const taxonomy = readFileSync(join(process.argv[2] ?? join(root, '..', 'shared', 'data', 'openfoodfacts'), 'ingredients.txt'), 'utf8');
const languages = RECIPE_LANGUAGES.filter((l) => l !== 'en' && l !== 'id');

/** Each entry of the taxonomy: its names per language, in the order written. */
const entries: Map<string, string[]>[] = [];
for (const block of taxonomy.split(/\n\s*\n/)) {
  const names = new Map<string, string[]>();
  for (const line of block.split('\n')) {
    const m = /^([a-z]{2}): (.+)$/.exec(line.trim());
    if (m?.[1] && m[2])
      names.set(
        m[1],
        m[2]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== ''),
      );
  }
  if (names.has('en')) entries.push(names);
}
const byEnglish = new Map<string, Map<string, string[]>>();
for (const names of entries)
  for (const name of names.get('en') ?? []) if (!byEnglish.has(normaliseKey(name))) byEnglish.set(normaliseKey(name), names);

// Every food the engine can write by name is in the ingredient table (the substitutions test holds it to that): its
// names and synonyms, and the names the rules write.
const substitutes = new Set<string>([
  ...INGREDIENTS.map((e) => e.name),
  ...SUBSTITUTIONS.flatMap((rule) => rule.options.map((o) => o.name)).filter((n): n is string => typeof n === 'string'),
  ...Object.keys(SUBSTITUTE_NAMES),
]);

/** The name said for an English name: the plural the taxonomy writes where the English is plural ("cuisses de poulet"). */
function said(names: readonly string[], plural: boolean): string | undefined {
  const first = names[0];
  if (!first || !plural) return first;
  return names.find((n) => n !== first && normaliseKey(n) === normaliseKey(first) && n.length > first.length) ?? first;
}

const out: Record<string, Record<string, string>> = {};
for (const english of [...substitutes].sort()) {
  const names = byEnglish.get(normaliseKey(english));
  if (!names) continue;
  const plural = normaliseKey(english) !== english.toLowerCase().replace(/-/g, ' ') && english.endsWith('s');
  const row: Record<string, string> = {};
  for (const language of languages) {
    if (SUBSTITUTE_NAMES[english]?.[language]) continue;
    const name = said(names.get(language) ?? [], plural);
    // A name the taxonomy writes in capitals of a label ("Escalopes de poulet") is said as a cook writes it.
    if (name && name.toLowerCase() !== english.toLowerCase())
      row[language] = language === 'de' ? name : name.charAt(0).toLowerCase() + name.slice(1);
  }
  if (Object.keys(row).length > 0) out[english] = row;
}

const body = Object.entries(out)
  .map(
    ([english, row]) =>
      `  ${JSON.stringify(english)}: {\n${Object.entries(row)
        .map(([l, n]) => `    ${l}: ${JSON.stringify(n)},`)
        .join('\n')}\n  },`,
  )
  .join('\n');
writeFileSync(
  join(root, 'shared', 'kitchen', 'language', 'names', 'taxonomyNames.ts'),
  `import type { LocalNames } from '../languages';

/**
 * Substitutes' names in the languages the hand-kept tables leave out, as the Open Food Facts ingredients taxonomy
 * names the same food (written by tests/support/buildTaxonomyNames.ts; the hand-kept tables win). The knowledge reads
 * them as that food, for it is compiled from the same taxonomy.
 * Derived from the Open Food Facts taxonomies (openfoodfacts.org), © Open Food Facts contributors, under the Open
 * Database License v1.0; individual contents under the Database Contents License v1.0.
 */
export const TAXONOMY_NAMES: Readonly<Record<string, LocalNames>> = {
${body}
};
`,
);
console.log(
  Object.keys(out).length,
  'names;',
  Object.values(out).reduce((n, r) => n + Object.keys(r).length, 0),
  'local names',
);
