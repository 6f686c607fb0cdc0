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

/** Branches of a meat named beside a kind word that say which meat it is ("carne picada de ternera", "chicken sausage"). */
const OTHER_MEATS: readonly string[] = [
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
];

/** Words that say a meat product is not pork ("halal", "vegan"), accent-folded. */
const NOT_PORK_WORDS: readonly string[] = [
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
];

export const KIND_DEFAULTS: readonly KindDefault[] = [
  {
    ids: ['en:sausage', 'en:smoked sausage', 'en:chorizo'],
    contains: ['pork'],
    unlessIds: OTHER_MEATS,
    unlessWords: NOT_PORK_WORDS,
  },
];

/**
 * Closed world through the ontology: a phrase that names only a kind ("meat", "Hackfleisch", "carne", "färs", "fat")
 * whose members include a food a filter forbids (pork is under meat, lard under fat) may be that member: its label
 * is checked for these tags, unless the phrase names the member's kind otherwise (`unlessIds`, `unlessWords`).
 */
export const MEMBER_TAGS: { tags: readonly DietTag[]; unlessIds: readonly string[]; unlessWords: readonly string[] } = {
  tags: ['pork'],
  unlessIds: OTHER_MEATS,
  unlessWords: NOT_PORK_WORDS,
};
