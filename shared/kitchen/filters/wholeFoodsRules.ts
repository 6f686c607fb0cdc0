import { LAND_MEAT } from './tagGroups';
import { FILTER_THRESHOLDS } from './thresholds';
import type { FilterRule } from './types';

export const PALEO: FilterRule = {
  name: 'Paleo',
  allergen: false,
  forbidden: [
    { tags: ['grain', 'legume', 'soy', 'peanut'], rule: 'no grains or legumes (incl. peanuts and soy)' },
    { tags: ['dairy'], rule: 'no dairy' },
    { tags: ['added-sugar', 'artificial-sweetener'], rule: 'no refined sugar or sweeteners (a little honey or maple is fine)' },
    { tags: ['refined-oil'], rule: 'no refined seed oils' },
  ],
  guidance: [],
};

export const WHOLE30: FilterRule = {
  name: 'Whole30',
  allergen: false,
  forbidden: [
    { tags: ['grain', 'legume', 'soy', 'peanut'], rule: 'no grains or legumes (incl. peanuts and soy)' },
    { tags: ['dairy'], rule: 'no dairy (ghee is the exception)' },
    { tags: ['added-sugar', 'honey', 'artificial-sweetener'], rule: 'no added sugar of any kind, real or artificial' },
    { tags: ['alcohol'], rule: 'no alcohol, not even in cooking' },
    { tags: ['processed', 'refined-oil'], rule: 'no processed foods or refined seed oils' },
  ],
  guidance: [
    {
      say: 'Whole30: check the labels of {foods} for sugar, soy and additives.',
      foods: ['stock', 'broth', 'bacon', 'sausage', 'spice mix'],
      asWritten: true,
    },
  ],
};

/**
 * Raw-Food: checkable are ingredients that cannot be eaten raw (flour, dried beans, meat) and steps that
 * heat food above 48 °C (bake, roast, boil, fry... or a stated temperature). Soaking, sprouting and
 * dehydrating at low heat are fine and stay as guidance.
 */
export const RAW_FOOD: FilterRule = {
  name: 'Raw-Food',
  allergen: false,
  forbidden: [
    { tags: ['cooked-only'], rule: 'nothing that must be cooked to be eaten' },
    { tags: [...LAND_MEAT, 'gelatin', 'blood', 'animal-fat'], rule: 'no meat (unsafe raw)' },
    { tags: ['processed', 'refined-grain', 'refined-oil'], rule: 'no processed or refined foods' },
  ],
  maxCookingCelsius: FILTER_THRESHOLDS.rawFoodMaxCelsius,
  guidance: [
    `Raw-Food: nothing is heated above ${FILTER_THRESHOLDS.rawFoodMaxCelsius} °C; soak nuts and seeds, and dehydrate at a low setting instead of baking.`,
  ],
};
