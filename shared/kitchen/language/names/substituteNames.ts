import type { LocalNames } from '../languages';
import { ALTERNATIVE_NAMES } from './alternatives';
import { BAKING_NAMES } from './baking';
import { DAIRY_AND_EGG_NAMES } from './dairyAndEggs';
import { PANTRY_NAMES } from './pantry';
import { PROTEIN_NAMES } from './proteins';

/**
 * The tables of substitutes' local names (English name → its name per language): the knowledge reads them too. Not the
 * bought products' names (products.ts): a made product's make-up varies, and the knowledge's own reading of its name
 * (with what it may contain) stays.
 */
export const SUBSTITUTE_NAME_TABLES: readonly Readonly<Record<string, LocalNames>>[] = [
  DAIRY_AND_EGG_NAMES,
  BAKING_NAMES,
  PANTRY_NAMES,
  PROTEIN_NAMES,
  ALTERNATIVE_NAMES,
];
