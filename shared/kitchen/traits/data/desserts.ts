import type { TraitsRow } from '../types';
import { MASS } from './common';

/** Set desserts and their setting agents' results. */
export const DESSERT_TRAITS: readonly TraitsRow[] = [
  {
    id: 'jelly',
    names: ['jelly', 'jello', 'jelly cubes', 'vegan jelly', 'low-carb sugar-free jelly', 'sugar-free jelly'],
    foods: ['jelly', 'vegan jelly'],
    form: 'solid',
    noun: MASS,
    bought: 'neither',
    added: 'layer',
    can: ['gel', 'melt'],
    cannot: ['boil', 'bake', 'whip', 'knead'],
  },
];
