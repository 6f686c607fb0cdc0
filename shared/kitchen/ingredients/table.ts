import type { IngredientEntry } from '../types';
import { BAKING_PANTRY } from './bakingPantry';
import { BEVERAGES } from './beverages';
import { CONDIMENTS } from './condiments';
import { DAIRY } from './dairy';
import { FROZEN } from './frozen';
import { GRAINS } from './grains';
import { LEGUMES } from './legumes';
import { MEAT } from './meat';
import { NUTS_SEEDS } from './nutsSeeds';
import { OILS_FATS } from './oilsFats';
import { PLANT_PROTEINS } from './plantProteins';
import { PREPARED_FOODS } from './preparedFoods';
import { PRODUCE } from './produce';
import { SEAFOOD } from './seafood';
import { SPICES_HERBS } from './spicesHerbs';
import { SWEETENERS } from './sweeteners';

/** The ingredient knowledge table: every entry once, grouped by aisle in the files imported above. */
export const INGREDIENTS: readonly IngredientEntry[] = [
  ...PRODUCE,
  ...MEAT,
  ...SEAFOOD,
  ...DAIRY,
  ...GRAINS,
  ...LEGUMES,
  ...NUTS_SEEDS,
  ...OILS_FATS,
  ...CONDIMENTS,
  ...SPICES_HERBS,
  ...SWEETENERS,
  ...BEVERAGES,
  ...BAKING_PANTRY,
  ...PLANT_PROTEINS,
  ...FROZEN,
  ...PREPARED_FOODS,
];
