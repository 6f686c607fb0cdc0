import type { DietTag } from '../types';

/**
 * What a kind of product is made of unless its name says otherwise: a sausage sold under a regional name
 * (rookworst, linguiça calabresa, kiełbasa) is pork, unless the phrase names another meat ("van kip", "z indyka",
 * "de frango", "beef", "halal"). Keyed by ontology branch, so every food under it inherits the rule.
 */
export interface KindDefault {
  ids: readonly string[];
  contains: readonly DietTag[];
  /** Branches of another food named in the phrase that replace the default (poultry: a chicken sausage). */
  unlessIds: readonly string[];
  /** Words that say the default does not hold ("halal"), accent-folded. */
  unlessWords: readonly string[];
}

export const KIND_DEFAULTS: readonly KindDefault[] = [
  {
    ids: ['en:sausage', 'en:smoked sausage', 'en:chorizo'],
    contains: ['pork'],
    unlessIds: [
      'en:poultry',
      'en:beef',
      'en:veal',
      'en:sheep',
      'en:lamb',
      'en:goat',
      'en:horse',
      'en:game animal',
      'en:fish',
      'en:shellfish',
    ],
    unlessWords: [
      'halal',
      'helal',
      'kosher',
      'koscher',
      'casher',
      'vegan',
      'vegetarian',
      'veggie',
      'vegetarisch',
      'vegetarienne',
      'vegano',
      'wegetarianska',
      'weganska',
    ],
  },
];
