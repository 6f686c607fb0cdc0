import { INGREDIENTS } from '../ingredients/table';
import { WORLD_NAMES } from '../ingredients/worldNames';
import { BRANDS, type BrandProduct, COMPOSITES, type CompositeProduct } from '../knowledge/composites';
import { foldLetters, normaliseKey } from '../knowledge/normaliseKey';
import { SUBSTITUTE_NAME_TABLES } from '../language/names/substituteNames';
import type { IngredientEntry } from '../types';

/** The hand-kept overlay, keyed in the lexicon's normal form: table names and synonyms, world names, composites, brands. */
export interface OverlayIndex {
  entries: Map<string, IngredientEntry>;
  /** An entry's key → its names as written (folded, not made singular): "bor" → {"bors"} (Hungarian pepper). */
  written: Map<string, Set<string>>;
  composites: Map<string, CompositeProduct>;
  brands: Map<string, BrandProduct>;
  longestKey: number;
}

let index: OverlayIndex | undefined;

export function overlayIndex(): OverlayIndex {
  if (index) return index;
  const entries = new Map<string, IngredientEntry>();
  let longest = 1;
  const written = new Map<string, Set<string>>();
  const add = <T>(map: Map<string, T>, name: string, value: T) => {
    const key = normaliseKey(name);
    if (!key) return;
    if (map === entries && map.get(key) === value) written.get(key)?.add(writtenForm(name));
    if (map.has(key)) return;
    if (map === entries) written.set(key, new Set([writtenForm(name)]));
    map.set(key, value);
    longest = Math.max(longest, key.split(' ').length);
  };
  for (const entry of INGREDIENTS) for (const name of [entry.name, ...entry.synonyms]) add(entries, name, entry);
  const byName = new Map(INGREDIENTS.map((entry) => [entry.name, entry]));
  for (const [name, foreign] of Object.entries(WORLD_NAMES)) {
    const entry = byName.get(name);
    if (entry) for (const word of foreign) add(entries, word, entry);
  }
  // A substitute's name in a recipe's language ("latte di cocco", "boisson d'avoine") is that substitute: the whole
  // phrase, never its head word alone ("latte", "boisson").
  for (const table of SUBSTITUTE_NAME_TABLES)
    for (const [name, local] of Object.entries(table)) {
      const entry = byName.get(name);
      if (entry) for (const word of Object.values(local)) if (word) add(entries, word, entry);
    }
  const composites = new Map<string, CompositeProduct>();
  for (const product of COMPOSITES) for (const name of product.names) add(composites, name, product);
  const brands = new Map<string, BrandProduct>();
  for (const product of BRANDS) for (const name of product.brands) add(brands, name, product);
  index = { entries, written, composites, brands, longestKey: longest };
  return index;
}

/** A name's words as written, folded but not made singular ("Bors" → "bors"), as tokens.ts writes a token's `written`. */
function writtenForm(name: string): string {
  return foldLetters(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '')
    .join(' ');
}
