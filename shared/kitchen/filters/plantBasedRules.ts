import { ANIMAL_FLESH, ANIMAL_PRODUCTS, LAND_MEAT, SLAUGHTER_PRODUCTS } from './tagGroups';
import type { FilterRule } from './types';

const noFlesh = { tags: [...ANIMAL_FLESH, ...SLAUGHTER_PRODUCTS], rule: 'no meat, fish, seafood or slaughter products (gelatin, lard)' };

/** Cheeses made with animal rennet as a rule: the label says whether this one is. */
const RENNET_CHEESES = ['parmesan', 'parmigiano', 'grana padano', 'pecorino', 'gruyere', 'gorgonzola', 'cheddar', 'manchego', 'cheese'];

export const VEGETARIAN: FilterRule = {
  name: 'Vegetarian',
  allergen: false,
  forbidden: [noFlesh, { tags: ['animal-rennet'], rule: 'no cheese made with animal rennet (Parmigiano-Reggiano, pecorino, Gruyère)' }],
  guidance: [
    { say: 'Vegetarian: check the labels of {foods} for animal rennet.', foods: RENNET_CHEESES, asWritten: true },
    { say: 'Vegetarian: use vegetable {foods}.', foods: ['stock', 'broth', 'bouillon'] },
  ],
};

export const VEGAN: FilterRule = {
  name: 'Vegan',
  allergen: false,
  forbidden: [noFlesh, { tags: ANIMAL_PRODUCTS, rule: 'no animal products (dairy, eggs, honey)' }],
  guidance: [
    {
      say: 'Vegan: check the labels of {foods} for animal-derived processing aids.',
      foods: ['sugar', 'wine', 'beer', 'bread'],
      asWritten: true,
    },
  ],
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
