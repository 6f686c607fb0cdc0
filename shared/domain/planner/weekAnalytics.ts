import type { Nutrition } from '../../schemas/structuredRecipe';
import { dailyAverage, type Insight, macroPercentages, type NutritionTotals, nutritionInsights } from '../insights';
import { MEAL_SLOTS } from '../limits';
import type { WeekMeals } from './mealPlanEdit';
import { type NutritionSource, type RecipeFacts, recipeNutrition } from './recipeFacts';

/** A placed recipe whose recipe is gone has no nutrition; it is counted and said, not guessed. */
export interface WeekAnalytics {
  days: { date: string; totals: NutritionTotals | undefined; meals: number }[];
  week: NutritionTotals;
  average: NutritionTotals;
  daysWithMeals: number;
  macros: { protein: number; carbs: number; fat: number };
  insights: Insight[];
  sources: Record<NutritionSource | 'missing', number>;
}

export const NO_INSIGHT: Insight = { type: 'success', text: 'Daily averages are within the usual ranges' };

const ZERO: NutritionTotals = { calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 };

function add(a: NutritionTotals, n: Nutrition): NutritionTotals {
  return {
    calories: a.calories + n.calories,
    protein: a.protein + n.protein,
    carbs: a.carbs + n.carbohydrates,
    fat: a.fat + n.fat,
    fiber: a.fiber + n.fiber,
    sodium: a.sodium + n.sodium,
  };
}

function sum(a: NutritionTotals, b: NutritionTotals): NutritionTotals {
  return {
    calories: a.calories + b.calories,
    protein: a.protein + b.protein,
    carbs: a.carbs + b.carbs,
    fat: a.fat + b.fat,
    fiber: a.fiber + b.fiber,
    sodium: a.sodium + b.sodium,
  };
}

/**
 * Week totals, daily averages over the days that have any meal (spec §5), macro percentages at
 * 4/4/9 kcal per gram, and the five insights on the daily average. One serving per placed recipe:
 * what one person eats (servings placed scale the shopping list, not the plate).
 */
export function weekAnalytics(days: readonly string[], meals: WeekMeals, recipes: ReadonlyMap<string, RecipeFacts>): WeekAnalytics {
  const sources: WeekAnalytics['sources'] = { recipe: 0, computed: 0, missing: 0 };
  const perDay = days.map((date) => {
    let totals: NutritionTotals | undefined;
    let count = 0;
    for (const slot of MEAL_SLOTS) {
      for (const placed of meals[date]?.[slot] ?? []) {
        count += 1;
        const recipe = recipes.get(placed.recipeId);
        if (!recipe) {
          sources.missing += 1;
          continue;
        }
        const { perServing, source } = recipeNutrition(recipe);
        sources[source] += 1;
        totals = add(totals ?? ZERO, perServing);
      }
    }
    return { date, totals: count > 0 ? (totals ?? ZERO) : undefined, meals: count };
  });
  const week = perDay.reduce((acc, d) => (d.totals ? sum(acc, d.totals) : acc), ZERO);
  const average = dailyAverage(perDay.map((d) => d.totals));
  const daysWithMeals = perDay.filter((d) => d.totals).length;
  const insights = daysWithMeals === 0 ? [] : nutritionInsights(average);
  return {
    days: perDay,
    week,
    average,
    daysWithMeals,
    macros: macroPercentages(average),
    insights: daysWithMeals > 0 && insights.length === 0 ? [NO_INSIGHT] : insights,
    sources,
  };
}
