import { describe, expect, it } from 'vitest';
import { bmi, bmiCategory, heightInCm, nutritionTargets, weightInKg } from '../../shared/domain/nutritionTargets';
import type { HealthGoal } from '../../shared/schemas/settings';

const goal = (type: HealthGoal['type'], isActive = true): HealthGoal => ({ id: type, type, description: '', isActive });

describe('nutrition targets (signed-in §9)', () => {
  it('male, 80 kg, 180 cm, 30 years, default activity 1.55', () => {
    // 10*80 + 6.25*180 - 5*30 + 5 = 800 + 1125 - 150 + 5 = 1780; x1.55 = 2759
    // protein 1.6*80 = 128 g; fat 2759*0.25/9 = 76.6 g; carbs (2759 - 512 - 689.75)/4 = 389.3 g
    expect(
      nutritionTargets({ age: 30, gender: 'male', height: 180, heightUnit: 'cm', weight: 80, weightUnit: 'kg', healthGoals: [] }),
    ).toEqual({
      calories: 2759,
      protein: 128,
      fat: 77,
      carbohydrates: 389,
    });
  });

  it('female, sedentary, weight loss: -161 and x1.2 and -300', () => {
    // 10*60 + 6.25*165 - 5*40 - 161 = 600 + 1031.25 - 200 - 161 = 1270.25; x1.2 = 1524.3; -300 = 1224.3
    const t = nutritionTargets({
      age: 40,
      gender: 'female',
      height: 165,
      heightUnit: 'cm',
      weight: 60,
      weightUnit: 'kg',
      activityLevel: 'sedentary',
      healthGoals: [goal('weight_loss')],
    });
    expect(t?.calories).toBe(1224);
    expect(t?.protein).toBe(96);
    // fat 1224.3*0.25/9 = 34.0; carbs (1224.3 - 384 - 306.075)/4 = 133.6
    expect(t?.fat).toBe(34);
    expect(t?.carbohydrates).toBe(134);
  });

  it('other gender -78, extremely active 1.9, weight gain +300; inactive goals ignored', () => {
    // 10*70 + 6.25*170 - 5*25 - 78 = 700 + 1062.5 - 125 - 78 = 1559.5; x1.9 = 2963.05; +300 = 3263
    const t = nutritionTargets({
      age: 25,
      gender: 'other',
      height: 170,
      heightUnit: 'cm',
      weight: 70,
      weightUnit: 'kg',
      activityLevel: 'extremely_active',
      healthGoals: [goal('weight_gain'), goal('weight_loss', false)],
    });
    expect(t?.calories).toBe(3263);
  });

  it('each activity multiplier', () => {
    const base = {
      age: 30,
      gender: 'male' as const,
      height: 180,
      heightUnit: 'cm' as const,
      weight: 80,
      weightUnit: 'kg' as const,
      healthGoals: [],
    };
    const kcal = (activityLevel: 'sedentary' | 'lightly_active' | 'moderately_active' | 'very_active' | 'extremely_active') =>
      nutritionTargets({ ...base, activityLevel })?.calories;
    expect(kcal('sedentary')).toBe(Math.round(1780 * 1.2));
    expect(kcal('lightly_active')).toBe(Math.round(1780 * 1.375));
    expect(kcal('moderately_active')).toBe(Math.round(1780 * 1.55));
    expect(kcal('very_active')).toBe(Math.round(1780 * 1.725));
    expect(kcal('extremely_active')).toBe(Math.round(1780 * 1.9));
  });

  it('imperial units use 0.3048 and 0.453592', () => {
    const p = { height: 6, heightUnit: 'ft_in' as const, weight: 200, weightUnit: 'lbs' as const };
    expect(heightInCm(p)).toBeCloseTo(182.88, 5);
    expect(weightInKg(p)).toBeCloseTo(90.7184, 5);
    // 90.7184 / 1.8288^2 = 27.12
    expect(bmi(p)).toBe(27.1);
    expect(bmiCategory(27.1)).toBe('overweight');
  });

  it('BMI in metric and the bands', () => {
    expect(bmi({ height: 175, heightUnit: 'cm', weight: 70, weightUnit: 'kg' })).toBe(22.9);
    expect(bmiCategory(18.4)).toBe('underweight');
    expect(bmiCategory(24.9)).toBe('healthy weight');
    expect(bmiCategory(30)).toBe('obese');
  });

  it('missing data gives no targets and no BMI', () => {
    expect(nutritionTargets({ height: 180, weight: 80, healthGoals: [] })).toBeUndefined();
    expect(bmi({ height: 180 })).toBeUndefined();
    expect(bmi({ height: 0, weight: 70 })).toBeUndefined();
  });
});
