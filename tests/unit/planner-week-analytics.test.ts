import { describe, expect, it } from 'vitest';
import { INSIGHT_TEXTS } from '../../shared/domain/insights';
import { nutritionTargets } from '../../shared/domain/nutritionTargets';
import { recipeFacts } from '../../shared/domain/planner/recipeFacts';
import { weekDays } from '../../shared/domain/planner/week';
import { NO_INSIGHT, weekAnalytics } from '../../shared/domain/planner/weekAnalytics';
import type { PlannedRecipe } from '../../shared/schemas/mealPlan';
import { plannerRecipe } from '../fixtures/plannerRecipes';

const DAYS = weekDays('2026-11-23');
const at = '2026-11-23T08:00:00.000Z';

const big = recipeFacts(
  plannerRecipe(
    {
      title: 'Big plate',
      ingredients: ['1 cup rice'],
      nutrition: { calories: 1400, protein: 30, carbohydrates: 200, fat: 50, fiber: 10, sodium: 1500 },
    },
    1,
  ),
);
const small = recipeFacts(
  plannerRecipe(
    {
      title: 'Small plate',
      ingredients: ['1 apple'],
      nutrition: { calories: 500, protein: 25, carbohydrates: 50, fat: 20, fiber: 20, sodium: 900 },
    },
    2,
  ),
);
const computed = recipeFacts(
  plannerRecipe({ title: 'No numbers', ingredients: ['200 g chicken breast', '1 cup white rice'], servings: 2 }, 3),
);
const byId = new Map([big, small, computed].map((r) => [r.id, r]));
const place = (recipeId: string): PlannedRecipe => ({ id: `${recipeId}-${Math.random()}`, recipeId, title: 'x', addedAt: at });

describe('week analytics', () => {
  it('sums the week and averages over the days that have meals only', () => {
    const meals = {
      [DAYS[0] as string]: { lunch: [place(big.id)], dinner: [place(small.id)] },
      [DAYS[2] as string]: { dinner: [place(small.id)] },
    };
    const a = weekAnalytics(DAYS, meals, byId);
    expect(a.daysWithMeals).toBe(2);
    expect(a.week).toEqual({ calories: 2400, protein: 80, carbs: 300, fat: 90, fiber: 50, sodium: 3300 });
    expect(a.average).toEqual({ calories: 1200, protein: 40, carbs: 150, fat: 45, fiber: 25, sodium: 1650 });
    expect(a.days[1]?.totals).toBeUndefined();
  });

  it('gives macro percentages at 4/4/9 kcal per gram', () => {
    // 40 g protein = 160 kcal, 150 g carbs = 600 kcal, 45 g fat = 405 kcal: 1165 kcal.
    const meals = {
      [DAYS[0] as string]: { lunch: [place(big.id)], dinner: [place(small.id)] },
      [DAYS[2] as string]: { dinner: [place(small.id)] },
    };
    expect(weekAnalytics(DAYS, meals, byId).macros).toEqual({ protein: 14, carbs: 52, fat: 35 });
  });

  it('gives the five insights at their thresholds', () => {
    // Average 500 kcal, 25 g protein, 20 g fiber, 900 mg sodium: too few calories, protein and fiber.
    const low = weekAnalytics(DAYS, { [DAYS[0] as string]: { dinner: [place(small.id)] } }, byId);
    expect(low.insights).toEqual([
      { type: 'warning', text: INSIGHT_TEXTS.caloriesLow },
      { type: 'suggestion', text: INSIGHT_TEXTS.proteinLow },
      { type: 'suggestion', text: INSIGHT_TEXTS.fiberLow },
    ]);
    // Two big plates: 2800 kcal, 3000 mg sodium, 60 g protein, 20 g fiber.
    const high = weekAnalytics(DAYS, { [DAYS[0] as string]: { lunch: [place(big.id)], dinner: [place(big.id)] } }, byId);
    expect(high.insights).toEqual([
      { type: 'info', text: INSIGHT_TEXTS.caloriesHigh },
      { type: 'suggestion', text: INSIGHT_TEXTS.fiberLow },
      { type: 'warning', text: INSIGHT_TEXTS.sodiumHigh },
    ]);
  });

  it('says so when nothing is out of range, and nothing when the week is empty', () => {
    const ok = weekAnalytics(DAYS, { [DAYS[0] as string]: { lunch: [place(big.id)], dinner: [place(small.id)] } }, byId);
    // 1900 kcal, 55 g protein, 30 g fiber, 2400 mg sodium: sodium is high.
    expect(ok.insights).toEqual([{ type: 'warning', text: INSIGHT_TEXTS.sodiumHigh }]);
    const empty = weekAnalytics(DAYS, {}, byId);
    expect(empty.insights).toEqual([]);
    expect(empty.daysWithMeals).toBe(0);
    expect(NO_INSIGHT.type).toBe('success');
  });

  it('uses the recipe’s own numbers, else computes them from the ingredients, and says which', () => {
    const a = weekAnalytics(
      DAYS,
      { [DAYS[0] as string]: { lunch: [place(big.id)], dinner: [place(computed.id)], snacks: [place('gone')] } },
      byId,
    );
    expect(a.sources).toEqual({ recipe: 1, computed: 1, missing: 1 });
    // 200 g chicken breast + 1 cup rice over 2 servings: well above 300 kcal per serving.
    expect((a.days[0]?.totals?.calories ?? 0) - 1400).toBeGreaterThan(300);
  });

  it('targets from the profile on a worked example (Mifflin-St Jeor)', () => {
    // 30-year-old woman, 165 cm, 60 kg, moderately active: (600 + 1031.25 - 150 - 161) × 1.55 = 2046 kcal.
    const t = nutritionTargets({
      age: 30,
      gender: 'female',
      height: 165,
      heightUnit: 'cm',
      weight: 60,
      weightUnit: 'kg',
      activityLevel: 'moderately_active',
      healthGoals: [],
    });
    expect(t).toEqual({ calories: 2046, protein: 96, carbohydrates: 288, fat: 57 });
  });
});
