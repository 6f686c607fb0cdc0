import type { FilterRule } from './types';

export const HALAL: FilterRule = {
  name: 'Halal',
  allergen: false,
  forbidden: [
    { tags: ['pork'], rule: 'no pork or pork products' },
    { tags: ['alcohol'], rule: 'no alcohol, not even in cooking' },
    { tags: ['blood'], rule: 'no blood' },
    { tags: ['gelatin'], rule: 'gelatin only from permitted sources' },
  ],
  guidance: [
    {
      say: 'Halal: use halal-certified {foods}.',
      foods: ['beef', 'lamb', 'mutton', 'goat', 'veal', 'chicken', 'turkey', 'duck', 'meat', 'mince', 'cheese', 'stock', 'gelatine'],
      asWritten: true,
    },
  ],
};

export const KOSHER: FilterRule = {
  name: 'Kosher',
  allergen: false,
  forbidden: [
    { tags: ['pork'], rule: 'no pork' },
    { tags: ['shellfish'], rule: 'no shellfish' },
    { tags: ['non-kosher-fish'], rule: 'only fish with fins and scales (no catfish, eel, shark, swordfish, sturgeon)' },
    { tags: ['blood'], rule: 'no blood' },
    { tags: ['gelatin'], rule: 'gelatin only from kosher sources' },
  ],
  combinations: [
    {
      ifRecipeHas: ['meat', 'red-meat', 'poultry', 'game'],
      forbid: ['dairy'],
      rule: 'no meat with dairy in one recipe (use a pareve alternative)',
    },
    {
      ifRecipeHas: ['meat', 'red-meat', 'poultry', 'game'],
      forbid: ['fish'],
      rule: 'no fish cooked with meat in one dish',
    },
  ],
  guidance: ['Kosher: use kosher-certified meat, poultry and packaged goods.'],
};
