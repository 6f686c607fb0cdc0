import { INGREDIENTS } from '../ingredients/table';
import { WORLD_NAMES } from '../ingredients/worldNames';
import { BRANDS, type BrandProduct, COMPOSITES, type CompositeProduct } from '../knowledge/composites';
import { normaliseKey } from '../knowledge/normaliseKey';
import type { IngredientEntry } from '../types';

/** The hand-kept overlay, keyed in the lexicon's normal form: table names and synonyms, world names, composites, brands. */
export interface OverlayIndex {
  entries: Map<string, IngredientEntry>;
  composites: Map<string, CompositeProduct>;
  brands: Map<string, BrandProduct>;
  longestKey: number;
}

let index: OverlayIndex | undefined;

export function overlayIndex(): OverlayIndex {
  if (index) return index;
  const entries = new Map<string, IngredientEntry>();
  let longest = 1;
  const add = <T>(map: Map<string, T>, name: string, value: T) => {
    const key = normaliseKey(name);
    if (!key || map.has(key)) return;
    map.set(key, value);
    longest = Math.max(longest, key.split(' ').length);
  };
  for (const entry of INGREDIENTS) for (const name of [entry.name, ...entry.synonyms]) add(entries, name, entry);
  const byName = new Map(INGREDIENTS.map((entry) => [entry.name, entry]));
  for (const [name, foreign] of Object.entries(WORLD_NAMES)) {
    const entry = byName.get(name);
    if (entry) for (const word of foreign) add(entries, word, entry);
  }
  const composites = new Map<string, CompositeProduct>();
  for (const product of COMPOSITES) for (const name of product.names) add(composites, name, product);
  const brands = new Map<string, BrandProduct>();
  for (const product of BRANDS) for (const name of product.brands) add(brands, name, product);
  index = { entries, composites, brands, longestKey: longest };
  return index;
}
