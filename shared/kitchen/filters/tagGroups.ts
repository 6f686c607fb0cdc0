import type { DietTag } from '../types';

/** Tag groups several filters share. */
export const ANIMAL_FLESH: readonly DietTag[] = ['meat', 'red-meat', 'pork', 'poultry', 'game', 'fish', 'shellfish'];
export const LAND_MEAT: readonly DietTag[] = ['meat', 'red-meat', 'pork', 'poultry', 'game'];
export const SLAUGHTER_PRODUCTS: readonly DietTag[] = ['animal-fat', 'gelatin', 'blood', 'slaughter-product'];
export const ANIMAL_PRODUCTS: readonly DietTag[] = ['dairy', 'egg', 'honey', 'animal-product'];

/** Processed meats (bacon, sausages, cured meats): the part of "processed" that heart and inflammation guidance is about. */
export const PROCESSED_MEAT =
  /\b(?:bacon|sausages?|salami|pepperoni|chorizo|ham|hot dogs?|frankfurters?|luncheon meat|spam|corned beef|pastrami|bologna|mortadella)\b/;
