import { BAKERY_TRAITS } from './data/bakery';
import { CHEESE_TRAITS } from './data/cheese';
import { DAIRY_TRAITS } from './data/dairy';
import { DESSERT_TRAITS } from './data/desserts';
import { EGG_TRAITS } from './data/eggs';
import { FAT_TRAITS } from './data/fats';
import { FLOUR_TRAITS } from './data/flours';
import { GRAIN_TRAITS } from './data/grains';
import { HERB_SPICE_TRAITS } from './data/herbsSpices';
import { LIQUID_TRAITS } from './data/liquids';
import { MEAT_TRAITS } from './data/meat';
import { NUT_SEED_TRAITS } from './data/nutsSeeds';
import { PLANT_PROTEIN_TRAITS } from './data/plantProteins';
import { PRODUCE_TRAITS } from './data/produce';
import { SAUCE_TRAITS } from './data/sauces';
import { SEAFOOD_TRAITS } from './data/seafood';
import { SWEET_TRAITS } from './data/sweet';
import type { CookingTraits, TraitsRow } from './types';

/** Every row as written, in one list. */
export const TRAITS_ROWS: readonly TraitsRow[] = [
  ...EGG_TRAITS,
  ...DAIRY_TRAITS,
  ...CHEESE_TRAITS,
  ...FAT_TRAITS,
  ...SWEET_TRAITS,
  ...FLOUR_TRAITS,
  ...GRAIN_TRAITS,
  ...BAKERY_TRAITS,
  ...MEAT_TRAITS,
  ...SEAFOOD_TRAITS,
  ...PLANT_PROTEIN_TRAITS,
  ...PRODUCE_TRAITS,
  ...NUT_SEED_TRAITS,
  ...HERB_SPICE_TRAITS,
  ...SAUCE_TRAITS,
  ...LIQUID_TRAITS,
  ...DESSERT_TRAITS,
];

const REQUIRED = ['form', 'noun', 'bought', 'added', 'can', 'cannot'] as const;

/** A row with its class's traits filled in (a row's own names and foods are its own, never inherited). */
function complete(row: TraitsRow, rows: ReadonlyMap<string, TraitsRow>, seen: readonly string[] = []): CookingTraits {
  if (seen.includes(row.id)) throw new Error(`Cooking traits: ${[...seen, row.id].join(' → ')} is a loop`);
  const parent = row.parent === undefined ? undefined : rows.get(row.parent);
  if (row.parent !== undefined && !parent) throw new Error(`Cooking traits: ${row.id} names an unknown class ${row.parent}`);
  const base = parent ? complete(parent, rows, [...seen, row.id]) : undefined;
  const merged = { ...base, ...row, names: row.names ?? [], foods: row.foods ?? [] };
  // What a row says of itself wins over its class: a technique it cannot do is no longer one it inherits as can.
  if (base && row.cannot && !row.can) merged.can = base.can.filter((t) => !row.cannot?.includes(t));
  if (base && row.can && !row.cannot) merged.cannot = base.cannot.filter((t) => !row.can?.includes(t));
  for (const key of REQUIRED) if (merged[key] === undefined) throw new Error(`Cooking traits: ${row.id} has no ${key}`);
  return merged as CookingTraits;
}

function completeAll(list: readonly TraitsRow[]): readonly CookingTraits[] {
  const byId = new Map<string, TraitsRow>();
  for (const row of list) {
    if (byId.has(row.id)) throw new Error(`Cooking traits: ${row.id} is written twice`);
    byId.set(row.id, row);
  }
  return list.map((row) => complete(row, byId));
}

/** The cooking-traits table: one row per food or food class, classes' traits inherited. */
export const TRAITS: readonly CookingTraits[] = completeAll(TRAITS_ROWS);

export const TRAITS_BY_ID: ReadonlyMap<string, CookingTraits> = new Map(TRAITS.map((t) => [t.id, t]));
