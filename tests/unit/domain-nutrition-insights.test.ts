import { describe, expect, it } from 'vitest';
import { dailyAverage, macroPercentages, nutritionInsights } from '../../shared/domain/insights';

const day = { calories: 2000, protein: 80, carbs: 250, fat: 70, fiber: 30, sodium: 1500 };

describe('nutrition insights (signed-in §5)', () => {
  it('a balanced day gives no insight', () => {
    expect(nutritionInsights(day)).toEqual([]);
  });

  it('thresholds are strict: exactly at the limit is no insight', () => {
    expect(nutritionInsights({ ...day, calories: 1200 })).toEqual([]);
    expect(nutritionInsights({ ...day, calories: 2500 })).toEqual([]);
    expect(nutritionInsights({ ...day, protein: 50, fiber: 25, sodium: 2300 })).toEqual([]);
  });

  it('each rule with its type and exact text', () => {
    expect(nutritionInsights({ ...day, calories: 1199 })).toEqual([
      { type: 'warning', text: 'Daily calories may be too low for most adults' },
    ]);
    expect(nutritionInsights({ ...day, calories: 2501 })).toEqual([
      { type: 'info', text: 'High calorie intake - ensure adequate activity level' },
    ]);
    expect(nutritionInsights({ ...day, protein: 49 })).toEqual([{ type: 'suggestion', text: 'Consider adding more protein sources' }]);
    expect(nutritionInsights({ ...day, fiber: 24 })).toEqual([
      { type: 'suggestion', text: 'Increase fiber with more fruits and vegetables' },
    ]);
    expect(nutritionInsights({ ...day, sodium: 2301 })).toEqual([{ type: 'warning', text: 'High sodium intake - consider reducing salt' }]);
  });

  it('several at once, in rule order', () => {
    expect(nutritionInsights({ calories: 900, protein: 20, carbs: 100, fat: 30, fiber: 5, sodium: 3000 }).map((i) => i.type)).toEqual([
      'warning',
      'suggestion',
      'suggestion',
      'warning',
    ]);
  });

  it('macro percentages use 4/4/9 kcal per gram', () => {
    // protein 100 g = 400 kcal, carbs 100 g = 400, fat 100/9 g... use 50 g fat = 450 → total 1250
    expect(macroPercentages({ protein: 100, carbs: 100, fat: 50 })).toEqual({ protein: 32, carbs: 32, fat: 36 });
    expect(macroPercentages({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 0, carbs: 0, fat: 0 });
  });

  it('daily average divides by the days that have any meal', () => {
    const avg = dailyAverage([day, undefined, { ...day, calories: 1000 }, undefined]);
    expect(avg.calories).toBe(1500);
    expect(avg.protein).toBe(80);
    expect(dailyAverage([undefined]).calories).toBe(0);
  });
});
