import { INGREDIENTS } from '../../ingredients/table';
import { normaliseKey } from '../../knowledge/normaliseKey';
import type { LocalNames } from '../languages';
import { ALTERNATIVE_NAMES } from './alternatives';
import { BAKING_NAMES } from './baking';
import { DAIRY_AND_EGG_NAMES } from './dairyAndEggs';
import { PANTRY_NAMES } from './pantry';
import { PROTEIN_NAMES } from './proteins';

/** The tables of substitutes' local names, keyed by the English name the engine writes. */
const TABLES: readonly Readonly<Record<string, LocalNames>>[] = [
  DAIRY_AND_EGG_NAMES,
  BAKING_NAMES,
  PANTRY_NAMES,
  PROTEIN_NAMES,
  ALTERNATIVE_NAMES,
];

/**
 * The knowledge's entry an English substitute name is read as: the entry of that name, else the first, longest run of
 * its words (before a comma or bracket) that is an entry's name or synonym with no other food's name beside it
 * ("gluten-free all-purpose flour blend" → "gluten-free all-purpose flour"; "unsweetened coconut yogurt" → "coconut
 * yogurt", not "unsweetened coconut" beside "yogurt"; "tomato cream sauce" is nothing: each run has a food beside it).
 */
function entryNameOf(english: string, keys: ReadonlyMap<string, string>): string | undefined {
  const cut = [...english].findIndex((c) => c === ',' || c === '(');
  const head = cut < 0 ? english : english.slice(0, cut);
  const words = normaliseKey(head)
    .split(' ')
    .filter((w) => w !== '');
  // A run beside another food's name is not the phrase's reading, but a later run may be: "unsweetened coconut" (a
  // name of desiccated coconut) beside "yogurt" is not it; "coconut yogurt" is.
  for (let from = 0; from < words.length; from++) {
    for (let to = words.length; to > from; to--) {
      const name = keys.get(words.slice(from, to).join(' '));
      if (name === undefined) continue;
      const others = [...words.slice(0, from), ...words.slice(to)];
      if (others.some((w) => keys.has(w))) continue;
      return name;
    }
  }
  return undefined;
}

/**
 * The tables of substitutes' local names (English name → its name per language), keyed for the knowledge by the entry
 * each English name is read as ("diced zucchini" → "zucchini"): the knowledge reads the local names as that food, so a
 * line said in the recipe's language reads as the English one did. Not the bought products' names (products.ts): a
 * made product's make-up varies, and the knowledge's own reading of its name (with what it may contain) stays.
 */
export const SUBSTITUTE_NAME_TABLES: readonly Readonly<Record<string, LocalNames>>[] = keyedTables();

function keyedTables(): Record<string, LocalNames>[] {
  const keys = new Map<string, string>();
  for (const entry of INGREDIENTS)
    for (const name of [entry.name, ...entry.synonyms]) {
      const key = normaliseKey(name);
      if (key && !keys.has(key)) keys.set(key, entry.name);
    }
  // Two English names read as one entry ("zucchini", "diced zucchini") each keep their local names: a later one goes
  // into a further table.
  const out: Record<string, LocalNames>[] = [];
  for (const table of TABLES)
    for (const [english, local] of Object.entries(table)) {
      const name = keys.get(normaliseKey(english)) ?? entryNameOf(english, keys) ?? english;
      const free = out.find((t) => t[name] === undefined);
      if (free) free[name] = local;
      else out.push({ [name]: local });
    }
  return out;
}
