import { FILTER_THRESHOLDS } from './thresholds';
import type { FilterRule } from './types';

export const KETO: FilterRule = {
  name: 'Keto',
  allergen: false,
  forbidden: [
    { tags: ['high-carb', 'starchy', 'grain'], rule: 'no grains, starches or other high-carb foods' },
    { tags: ['added-sugar', 'honey'], rule: 'no sugar, syrups or honey' },
  ],
  limits: [
    {
      nutrient: 'carbohydrates',
      netCarbs: true,
      max: FILTER_THRESHOLDS.ketoCarbsMaxG,
      rule: `at most ${FILTER_THRESHOLDS.ketoCarbsMaxG} g net carbohydrates per serving`,
    },
  ],
  guidance: [],
};

export const LOW_CARB: FilterRule = {
  name: 'Low-Carb',
  allergen: false,
  forbidden: [{ tags: ['high-carb', 'added-sugar'], rule: 'no high-carb foods or added sugar' }],
  limits: [
    {
      nutrient: 'carbohydrates',
      netCarbs: true,
      max: FILTER_THRESHOLDS.lowCarbCarbsMaxG,
      rule: `at most ${FILTER_THRESHOLDS.lowCarbCarbsMaxG} g net carbohydrates per serving`,
    },
  ],
  guidance: [],
};
