import { DAIRY_FREE, GLUTEN_FREE, NUT_FREE, SUGAR_FREE } from './allergenFreeRules';
import { CARNIVORE, HIGH_PROTEIN, INTERMITTENT_FASTING, LOW_SODIUM, MACRO_FRIENDLY } from './fitnessRules';
import { ALKALINE, ANTI_INFLAMMATORY, DIABETIC_FRIENDLY, FODMAP_FRIENDLY, HEART_HEALTHY } from './healthRules';
import { KETO, LOW_CARB } from './lowCarbRules';
import { PESCATARIAN, PLANT_BASED, VEGAN, VEGETARIAN } from './plantBasedRules';
import { MEDITERRANEAN } from './regionalRules';
import { HALAL, KOSHER } from './religiousRules';
import type { FilterRule } from './types';
import { PALEO, RAW_FOOD, WHOLE30 } from './wholeFoodsRules';

/** The rules of the 24 selectable filters and Halal and Kosher, keyed by the filter's display name. */
export const FILTER_RULES: readonly FilterRule[] = [
  VEGAN,
  GLUTEN_FREE,
  LOW_CARB,
  KETO,
  PALEO,
  DAIRY_FREE,
  NUT_FREE,
  SUGAR_FREE,
  VEGETARIAN,
  WHOLE30,
  HIGH_PROTEIN,
  LOW_SODIUM,
  DIABETIC_FRIENDLY,
  HEART_HEALTHY,
  MEDITERRANEAN,
  RAW_FOOD,
  ANTI_INFLAMMATORY,
  FODMAP_FRIENDLY,
  ALKALINE,
  INTERMITTENT_FASTING,
  PLANT_BASED,
  MACRO_FRIENDLY,
  CARNIVORE,
  PESCATARIAN,
  HALAL,
  KOSHER,
];

const BY_KEY = new Map(FILTER_RULES.map((rule) => [rule.name.toLowerCase(), rule]));

/** The rule of a filter by name, case-insensitively ("vegan", "Gluten-Free"); undefined for unknown names. */
export function getFilterRule(name: string): FilterRule | undefined {
  return BY_KEY.get(name.trim().toLowerCase());
}

export type { FilterRule } from './types';
