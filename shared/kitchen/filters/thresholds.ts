/**
 * Per-serving amounts behind the amount-based filters. The spec names the filters but not their numbers;
 * these are our reading, chosen from common dietary guidance for one meal:
 * Carbohydrate ceilings count net carbs (fibre off, non-nutritive sweeteners out), as keto and diabetes carb counting do.
 * - Keto 20 g carbohydrates (a keto day is about 20-50 g), Low-Carb 35 g (the planner's low-carb style: carbs under 35 g).
 * - High-Protein at least 15 g (the planner's protein-focused style: protein above 15 g).
 * - Low-Sodium 600 mg (FDA "healthy" meal ceiling), Heart-Healthy 600 mg as well.
 * - Diabetic-Friendly 45 g carbohydrates (a common diabetes meal-plan portion of 45-60 g).
 */
export const FILTER_THRESHOLDS = {
  ketoCarbsMaxG: 20,
  lowCarbCarbsMaxG: 35,
  highProteinMinG: 15,
  lowSodiumMaxMg: 600,
  heartHealthySodiumMaxMg: 600,
  diabeticCarbsMaxG: 45,
  rawFoodMaxCelsius: 48,
  /** Macro-Friendly: a share of calories outside these bounds gets a balancing tip, not a violation. */
  macroShare: { protein: [0.2, 0.4], carbohydrates: [0.3, 0.5], fat: [0.2, 0.35] },
} as const;
