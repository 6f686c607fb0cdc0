import { PROCESSED_MEAT } from './tagGroups';
import { FILTER_THRESHOLDS } from './thresholds';
import type { FilterRule } from './types';

export const DIABETIC_FRIENDLY: FilterRule = {
  name: 'Diabetic-Friendly',
  allergen: false,
  forbidden: [{ tags: ['added-sugar', 'honey'], rule: 'no added sugar, syrups or honey' }],
  limits: [
    {
      nutrient: 'carbohydrates',
      netCarbs: true,
      max: FILTER_THRESHOLDS.diabeticCarbsMaxG,
      rule: `at most ${FILTER_THRESHOLDS.diabeticCarbsMaxG} g net carbohydrates per serving`,
    },
  ],
  guidance: ['Diabetic-Friendly: pair carbohydrates with protein and fibre; check with your care team on portion sizes.'],
};

export const HEART_HEALTHY: FilterRule = {
  name: 'Heart-Healthy',
  allergen: false,
  forbidden: [{ tags: ['saturated-fat'], rule: 'limit saturated fat (butter, cream, fatty meat)' }],
  forbiddenWords: [{ pattern: PROCESSED_MEAT, rule: 'no processed meats' }],
  limits: [
    {
      nutrient: 'sodium',
      max: FILTER_THRESHOLDS.heartHealthySodiumMaxMg,
      rule: `at most ${FILTER_THRESHOLDS.heartHealthySodiumMaxMg} mg sodium per serving`,
    },
  ],
  guidance: [],
};

export const ANTI_INFLAMMATORY: FilterRule = {
  name: 'Anti-Inflammatory',
  allergen: false,
  forbidden: [
    { tags: ['refined-grain', 'refined-oil'], rule: 'no refined grains or refined seed oils' },
    { tags: ['added-sugar', 'artificial-sweetener'], rule: 'no added sugar or artificial sweeteners' },
  ],
  forbiddenWords: [{ pattern: PROCESSED_MEAT, rule: 'no processed meats' }],
  guidance: ['Anti-Inflammatory: add oily fish, leafy greens, berries, turmeric and extra-virgin olive oil where you can.'],
};

export const FODMAP_FRIENDLY: FilterRule = {
  name: 'FODMAP-Friendly',
  allergen: false,
  forbidden: [{ tags: ['high-fodmap'], rule: 'no high-FODMAP foods (garlic, onion, wheat, lactose, many legumes)' }],
  guidance: ['FODMAP-Friendly: portion sizes matter; check the Monash FODMAP app for amounts.'],
};

export const ALKALINE: FilterRule = {
  name: 'Alkaline',
  allergen: false,
  forbidden: [
    { tags: ['acidic'], rule: 'no strongly acid-forming foods (meat, refined sugar, coffee)' },
    { tags: ['caffeine', 'alcohol'], rule: 'no coffee or alcohol' },
    { tags: ['added-sugar'], rule: 'no added sugar' },
  ],
  guidance: [],
};
