import { ANIMAL_FLESH, ANIMAL_PRODUCTS, LAND_MEAT, SLAUGHTER_PRODUCTS } from './tagGroups';
import type { FilterRule } from './types';

const noFlesh = { tags: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS], rule: 'no meat, fish, seafood or slaughter products (gelatin, lard)' };

export const VEGETARIAN: FilterRule = {
  name: 'Vegetarian',
  allergen: false,
  forbidden: [noFlesh, { tags: ['animal-rennet'], rule: 'no cheese made with animal rennet (Parmigiano-Reggiano, pecorino, Gruyère)' }],
  guidance: ['Vegetarian: check cheese labels for animal rennet and use vegetable stock.'],
};

export const VEGAN: FilterRule = {
  name: 'Vegan',
  allergen: false,
  forbidden: [noFlesh, { tags: ANIMAL_PRODUCTS, rule: 'no animal products (dairy, eggs, honey)' }],
  guidance: ['Vegan: check labels of sugar, wine and bread for animal-derived processing aids.'],
};

export const PLANT_BASED: FilterRule = {
  name: 'Plant-Based',
  allergen: false,
  forbidden: [noFlesh, { tags: ANIMAL_PRODUCTS, rule: 'plants only: no dairy, eggs or honey' }],
  guidance: ['Plant-Based: build the plate on whole vegetables, legumes, whole grains, nuts and seeds.'],
};

export const PESCATARIAN: FilterRule = {
  name: 'Pescatarian',
  allergen: false,
  forbidden: [{ tags: [...LAND_MEAT, ...SLAUGHTER_PRODUCTS], rule: 'no meat or poultry (fish and seafood are fine)' }],
  guidance: [],
};
