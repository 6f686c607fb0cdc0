/**
 * Compiles the Open Food Facts taxonomies (../shared/data/openfoodfacts/, ODbL) into the kitchen's lexicon,
 * shared/kitchen/knowledge/lexicon.json: every food with its names in every language (in normal form, each
 * name given to one food), its parents, and the properties the taxonomy states on it (allergens, vegan,
 * vegetarian); the allergens taxonomy's names; the processing words. Properties are inherited through the
 * parents at run time (knowledge/lexicon.ts), so the file stays small.
 *
 * Written by `npm run lexicon [-- <data folder>]` (writeLexicon.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { keyWords, type LexiconFile, type LexiconFood, normaliseKey } from '../../../shared/kitchen/index';
import { entryRef, parseTaxonomy, type TaxonomyEntry } from './taxonomy';

/**
 * Branches cooking never names as a food: additive chemistry and label-only processing aids. Their entries are
 * left out (a recipe naming one is then unresolved, so never called safe).
 */
const PRUNED_ROOTS = new Set(['en:diphosphates', 'en:enzyme', 'en:vitamins', 'en:varietal']);

/** The languages the product's cooks write in: their names win a key that another language's name also normalises to. */
const PRODUCT_LANGUAGES = new Set([
  'en',
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'pl',
  'cs',
  'hu',
  'sv',
  'da',
  'nb',
  'no',
  'fi',
  'tr',
  'id',
  'ja',
  'el',
  'ro',
]);

/** Names shorter than this (after normalising) match too much by accident ("im", "li"); CJK names are kept. */
const MIN_KEY_LENGTH = 3;
/** Names of more words are label phrases ("sólidos de suero de leche en polvo"), not what a recipe writes. */
const MAX_KEY_WORDS = 5;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

function allergenTags(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(',')
    .map((v) => v.trim().replace(/^en:/, ''))
    .filter((v) => v !== '');
}

/** The lexicon compiled from the taxonomy files in `dataDir`. */
export function buildLexicon(dataDir: string): LexiconFile {
  const read = (name: string) => readFileSync(join(dataDir, name), 'utf8');
  const entries = parseTaxonomy(read('ingredients.txt'));
  const byRef = new Map<string, TaxonomyEntry>();
  for (const entry of entries) {
    for (const [lang, names] of entry.names)
      for (const name of names) if (!byRef.has(entryRef(lang, name))) byRef.set(entryRef(lang, name), entry);
  }
  const parentsOf = (entry: TaxonomyEntry): TaxonomyEntry[] =>
    entry.parents.flatMap((ref) => {
      const colon = ref.indexOf(':');
      const found = colon > 0 ? byRef.get(entryRef(ref.slice(0, colon), ref.slice(colon + 1))) : undefined;
      return found && found !== entry ? [found] : [];
    });
  const pruned = new Set<TaxonomyEntry>();
  const isPruned = (entry: TaxonomyEntry, seen = new Set<TaxonomyEntry>()): boolean => {
    if (PRUNED_ROOTS.has(entry.id)) return true;
    if (seen.has(entry)) return false;
    seen.add(entry);
    const parents = parentsOf(entry);
    return parents.length > 0 && parents.every((p) => isPruned(p, seen));
  };
  for (const entry of entries) if (isPruned(entry)) pruned.add(entry);
  const kept = entries.filter((entry) => !pruned.has(entry));
  const index = new Map(kept.map((entry, i) => [entry, i]));

  // Each key goes to one food: English names first (the taxonomy's own language), then the entry's first name in
  // the product's languages, then in the others, then the other synonyms in the same order; within a pass, the
  // first entry in the file wins. ("ovo" is Portuguese egg before it is a Slovak oat, "ovos", read singular.)
  const owner = new Map<string, number>();
  // Words of the product's languages' names ("muslo" of Spanish "muslo de pollo"): a name in another language that is
  // one such word alone, for a food of another branch (Ido "muslo", a mussel), is a false friend to a cook writing
  // that word, and claims no key. (Italian "cavallo" of "carne di cavallo" stays the horse's.)
  const productWords = new Map<string, Set<number>>();
  kept.forEach((entry, i) => {
    for (const [lang, names] of entry.names)
      if (PRODUCT_LANGUAGES.has(lang.slice(0, 2)))
        for (const name of names) for (const word of keyWords(name)) productWords.set(word, (productWords.get(word) ?? new Set()).add(i));
  });
  const ancestors = new Map<number, Set<number>>();
  const ancestorsOf = (food: number): Set<number> => {
    let found = ancestors.get(food);
    if (found) return found;
    found = new Set([food]);
    ancestors.set(food, found);
    const entry = kept[food];
    for (const parent of entry ? parentsOf(entry) : []) {
      const p = index.get(parent);
      if (p !== undefined) for (const a of ancestorsOf(p)) found.add(a);
    }
    return found;
  };
  const related = (a: number, b: number) => ancestorsOf(a).has(b) || ancestorsOf(b).has(a);
  const claim = (key: string, food: number, productLanguage = true) => {
    const users = productLanguage ? undefined : productWords.get(key);
    if (users && ![...users].some((other) => related(other, food))) return;
    if (key.length < MIN_KEY_LENGTH && !CJK.test(key)) return;
    if (key.split(' ').length > MAX_KEY_WORDS) return;
    if (!owner.has(key)) owner.set(key, food);
  };
  const passes = [
    { langs: (lang: string) => lang === 'en', all: false },
    { langs: (lang: string) => PRODUCT_LANGUAGES.has(lang.slice(0, 2)), all: false },
    { langs: () => true, all: false },
    { langs: (lang: string) => PRODUCT_LANGUAGES.has(lang.slice(0, 2)), all: true },
    { langs: () => true, all: true },
  ];
  for (const pass of passes) {
    kept.forEach((entry, i) => {
      for (const [lang, names] of entry.names) {
        if (!pass.langs(lang)) continue;
        const list = pass.all ? names : names.slice(0, 1);
        for (const name of list) claim(normaliseKey(name), i, PRODUCT_LANGUAGES.has(lang.slice(0, 2)));
      }
    });
  }
  // The FODMAP list names some foods in four languages by id ("en:okra", "fr:gombo"): more names for known foods.
  for (const block of read('fodmap-ingredients.txt').split(/^#+ /m)) {
    const ids = [...block.matchAll(/"id"\s*:\s*"([a-z]{2}):([^"]+)"/g)].map((m) => entryRef(m[1] ?? '', m[2] ?? ''));
    const food = ids.map((ref) => byRef.get(ref)).find((entry) => entry && index.has(entry));
    if (food) for (const ref of ids) claim(normaliseKey(ref.slice(3)), index.get(food) ?? 0);
  }
  const keysOf = new Map<number, string[]>();
  for (const [key, food] of owner) keysOf.set(food, [...(keysOf.get(food) ?? []), key]);

  const foods: LexiconFood[] = kept.map((entry, i) => {
    const food: LexiconFood = { id: entry.id, k: (keysOf.get(i) ?? []).join('|') };
    const parents = parentsOf(entry)
      .map((p) => index.get(p))
      .filter((p): p is number => p !== undefined);
    if (parents.length > 0) food.p = parents;
    const allergens = allergenTags(entry.properties.get('allergens:en'));
    if (allergens.length > 0) food.a = allergens;
    const vegan = entry.properties.get('vegan:en');
    if (vegan) food.vn = vegan;
    const vegetarian = entry.properties.get('vegetarian:en');
    if (vegetarian) food.vg = vegetarian;
    return food;
  });

  const allergens: Record<string, string> = {};
  const allergenNames: Record<string, string> = {};
  for (const entry of parseTaxonomy(read('allergens.txt'))) {
    const id = entry.id.replace(/^en:/, '').replace(/\s+/g, '-');
    const keys = new Set<string>();
    const own = new Set<string>();
    for (const names of entry.names.values()) {
      names.forEach((name, i) => {
        keys.add(normaliseKey(name));
        if (i === 0) own.add(normaliseKey(name));
      });
    }
    keys.delete('');
    own.delete('');
    allergens[id] = [...keys].join('|');
    allergenNames[id] = [...own].join('|');
  }

  const processing = new Set<string>();
  for (const entry of parseTaxonomy(read('ingredients_processing.txt'))) {
    for (const names of entry.names.values()) {
      for (const name of names) {
        const words = keyWords(name);
        // Single processing words only: phrases ("en copeaux de") are kept as one key.
        if (words.length > 0) processing.add(words.join(' '));
      }
    }
  }
  return {
    licence:
      'Derived from the Open Food Facts taxonomies (openfoodfacts.org), © Open Food Facts contributors. This database is made available under the Open Database License v1.0 (https://opendatacommons.org/licenses/odbl/1-0/); individual contents under the Database Contents License v1.0. See NOTICE.',
    foods,
    allergens,
    allergenNames,
    processing: [...processing].filter((p) => p.length >= 3).join('|'),
  };
}
