import type { FilterRule } from './types';

export const GLUTEN_FREE: FilterRule = {
  name: 'Gluten-Free',
  allergen: true,
  forbidden: [{ tags: ['gluten'], rule: 'no gluten (wheat, barley, rye, spelt, malt, beer, regular soy sauce)' }],
  guidance: [
    {
      say: 'Gluten-Free: use {foods} labelled gluten-free.',
      foods: ['oats', 'stock', 'broth', 'spice mix', 'spice blend', 'soy sauce', 'baking powder'],
    },
    'Gluten-Free: keep boards and toasters separate.',
  ],
};

export const DAIRY_FREE: FilterRule = {
  name: 'Dairy-Free',
  allergen: true,
  forbidden: [{ tags: ['dairy'], rule: 'no dairy (milk, butter, cream, cheese, yogurt, whey)' }],
  guidance: [],
};

export const NUT_FREE: FilterRule = {
  name: 'Nut-Free',
  allergen: true,
  forbidden: [{ tags: ['tree-nut', 'peanut'], rule: 'no tree nuts or peanuts' }],
  guidance: [
    {
      say: 'Nut-Free: check {foods} for "may contain nuts".',
      foods: ['chocolate', 'granola', 'muesli', 'biscuit', 'cookie', 'cereal', 'pesto'],
      asWritten: true,
    },
  ],
};

export const SUGAR_FREE: FilterRule = {
  name: 'Sugar-Free',
  allergen: false,
  forbidden: [{ tags: ['added-sugar', 'honey'], rule: 'no added sugar, syrups or honey' }],
  guidance: [],
};
