import type { ShoppingCategory } from '../../domain/limits';
import type { DietTag, IngredientEntry, UnitWeights } from '../types';

/** Per 100 g: kcal, protein g, carbohydrates g, fat g, fiber g, sodium mg (USDA FoodData Central order). */
export type Per100g = readonly [calories: number, protein: number, carbohydrates: number, fat: number, fiber: number, sodium: number];

/**
 * A builder for one data file: every entry of the file shares a shopping category and some base tags
 * (e.g. 'plant' for produce), so the rows stay short enough to review side by side with USDA.
 */
export function group(category: ShoppingCategory, baseTags: readonly DietTag[] = []) {
  return (
    name: string,
    synonyms: readonly string[],
    n: Per100g,
    unitWeights: UnitWeights,
    tags: readonly DietTag[],
    fdcId?: number,
  ): IngredientEntry => {
    const entry: IngredientEntry = {
      name,
      synonyms: [...synonyms],
      per100g: { calories: n[0], protein: n[1], carbohydrates: n[2], fat: n[3], fiber: n[4], sodium: n[5] },
      unitWeights,
      category,
      tags: [...new Set([...baseTags, ...tags])],
    };
    if (fdcId !== undefined) entry.fdcId = fdcId;
    return entry;
  };
}

/** Common volume weights (grams per cup, tbsp, tsp) by density class. */
export const OIL: UnitWeights = { cup: 218, tbsp: 13.6, tsp: 4.5 };
export const GROUND_SPICE: UnitWeights = { tbsp: 7, tsp: 2.3, pinch: 0.3 };
export const DRIED_HERB: UnitWeights = { tbsp: 3, tsp: 1, pinch: 0.2 };
