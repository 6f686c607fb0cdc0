/** Nutrition insights of spec signed-in-features §5, thresholds from §9. */
export const INSIGHT_THRESHOLDS = {
  caloriesLow: 1200,
  caloriesHigh: 2500,
  proteinLow: 50,
  fiberLow: 25,
  sodiumHigh: 2300,
} as const;

export const INSIGHT_TEXTS = {
  caloriesLow: 'Daily calories may be too low for most adults',
  caloriesHigh: 'High calorie intake - ensure adequate activity level',
  proteinLow: 'Consider adding more protein sources',
  fiberLow: 'Increase fiber with more fruits and vegetables',
  sodiumHigh: 'High sodium intake - consider reducing salt',
} as const;

export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export type InsightType = 'warning' | 'info' | 'suggestion' | 'success';
export interface Insight {
  type: InsightType;
  text: string;
}

/** Daily nutrition totals (spec §3 "Nutrition totals"): kcal, g, g, g, g, mg. */
export interface NutritionTotals {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
}

export function nutritionInsights(daily: NutritionTotals): Insight[] {
  const t = INSIGHT_THRESHOLDS;
  const out: Insight[] = [];
  if (daily.calories < t.caloriesLow) out.push({ type: 'warning', text: INSIGHT_TEXTS.caloriesLow });
  if (daily.calories > t.caloriesHigh) out.push({ type: 'info', text: INSIGHT_TEXTS.caloriesHigh });
  if (daily.protein < t.proteinLow) out.push({ type: 'suggestion', text: INSIGHT_TEXTS.proteinLow });
  if (daily.fiber < t.fiberLow) out.push({ type: 'suggestion', text: INSIGHT_TEXTS.fiberLow });
  if (daily.sodium > t.sodiumHigh) out.push({ type: 'warning', text: INSIGHT_TEXTS.sodiumHigh });
  return out;
}

/** Share of energy from each macro in whole percent (4/4/9 kcal per gram); zeros when there is no energy. */
export function macroPercentages(totals: Pick<NutritionTotals, 'protein' | 'carbs' | 'fat'>): {
  protein: number;
  carbs: number;
  fat: number;
} {
  const protein = totals.protein * KCAL_PER_GRAM.protein;
  const carbs = totals.carbs * KCAL_PER_GRAM.carbs;
  const fat = totals.fat * KCAL_PER_GRAM.fat;
  const sum = protein + carbs + fat;
  if (sum <= 0) return { protein: 0, carbs: 0, fat: 0 };
  return { protein: Math.round((protein / sum) * 100), carbs: Math.round((carbs / sum) * 100), fat: Math.round((fat / sum) * 100) };
}

/** Daily average over the days that have any meal (spec §5); days with no meal are passed as undefined. */
export function dailyAverage(days: readonly (NutritionTotals | undefined)[]): NutritionTotals {
  const withMeals = days.filter((d): d is NutritionTotals => d !== undefined);
  const sum: NutritionTotals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 };
  for (const d of withMeals) {
    for (const key of Object.keys(sum) as (keyof NutritionTotals)[]) sum[key] += d[key];
  }
  if (withMeals.length === 0) return sum;
  for (const key of Object.keys(sum) as (keyof NutritionTotals)[]) sum[key] = sum[key] / withMeals.length;
  return sum;
}
