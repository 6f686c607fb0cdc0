import { AMERICAS_RECIPES } from './americas';
import { ASIAN_MAIN_RECIPES } from './asianMains';
import { BREAKFAST_RECIPES } from './breakfast';
import { DESSERT_RECIPES } from './desserts';
import { EUROPEAN_MAIN_RECIPES } from './europeanMains';
import { INDIAN_RECIPES } from './indianMains';
import { MIDDLE_EAST_AFRICA_RECIPES } from './middleEastAfrica';
import { PLANT_AND_SEAFOOD_RECIPES } from './plantAndSeafood';
import { SNACK_RECIPES } from './snacks';
import { SOUP_SALAD_SIDE_RECIPES } from './soupsSaladsSides';
import type { BaseRecipe } from './types';

export { baseToStructured, formatMinutes } from './toStructured';
export type { BaseMealType, BaseRecipe } from './types';
export { BASE_MEAL_TYPES, baseRecipeSchema } from './types';

/** The built-in corpus, in a fixed order (surprise's seeded choice depends on it). */
export const BASE_RECIPES: readonly BaseRecipe[] = [
  ...BREAKFAST_RECIPES,
  ...EUROPEAN_MAIN_RECIPES,
  ...ASIAN_MAIN_RECIPES,
  ...INDIAN_RECIPES,
  ...MIDDLE_EAST_AFRICA_RECIPES,
  ...AMERICAS_RECIPES,
  ...PLANT_AND_SEAFOOD_RECIPES,
  ...SOUP_SALAD_SIDE_RECIPES,
  ...SNACK_RECIPES,
  ...DESSERT_RECIPES,
];

const BY_ID = new Map(BASE_RECIPES.map((r) => [r.id, r]));

export function baseRecipeById(id: string): BaseRecipe | undefined {
  return BY_ID.get(id);
}
