import type { Nutrition } from '../schemas/structuredRecipe';
import { CARD_TEXTS } from './converterTexts';

export interface NutritionRow {
  label: string;
  value: string;
  unit: string;
}

function round(value: number): string {
  return value >= 10 ? String(Math.round(value)) : String(Math.round(value * 10) / 10);
}

/**
 * A recipe's nutrition per serving as the card and the PDF show it (same labels, rounding and units),
 * or null when every value is 0: a recipe typed in without nutrition ("0 g protein" would be wrong data).
 */
export function nutritionRows(nutrition: Nutrition): NutritionRow[] | null {
  if (Object.values(nutrition).every((value) => value === 0)) return null;
  return [
    { label: CARD_TEXTS.calories, value: `${Math.round(nutrition.calories)}`, unit: 'kcal' },
    { label: CARD_TEXTS.protein, value: round(nutrition.protein), unit: 'g' },
    { label: CARD_TEXTS.carbs, value: round(nutrition.carbohydrates), unit: 'g' },
    { label: CARD_TEXTS.fat, value: round(nutrition.fat), unit: 'g' },
    { label: CARD_TEXTS.fiber, value: round(nutrition.fiber), unit: 'g' },
    { label: CARD_TEXTS.sodium, value: `${Math.round(nutrition.sodium)}`, unit: 'mg' },
  ];
}
