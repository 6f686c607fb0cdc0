import { describe, expect, it } from 'vitest';
import { bmi, nutritionTargets } from '../../shared/domain/nutritionTargets';
import { convertHeight, convertWeight, decimalFeet, feetAndInches } from '../../shared/domain/profileOptions';
import { allergyMeaning } from '../../shared/kitchen/allergyFilters';
import { goalPromptsFromSettings, profileContextFromSettings } from '../../shared/kitchen/profile';
import { defaultSettings, type PersonalProfile } from '../../shared/schemas/settings';

const profile = (p: Partial<PersonalProfile>): PersonalProfile => ({
  allergies: [],
  medicalConditions: [],
  medications: [],
  healthGoals: [],
  ...p,
});

describe('height and weight units in the profile form', () => {
  it('splits decimal feet into feet and inches and back', () => {
    expect(feetAndInches(5.75)).toEqual({ feet: 5, inches: 9 });
    expect(feetAndInches(5.99)).toEqual({ feet: 6, inches: 0 });
    expect(decimalFeet(5, 9)).toBe(5.75);
  });

  it('keeps the person the same size when the unit switches, without loss', () => {
    expect(feetAndInches(convertHeight(165, 'ft_in'))).toEqual({ feet: 5, inches: 5 });
    for (const cm of [150, 165, 172.5, 180, 183, 199]) expect(convertHeight(convertHeight(cm, 'ft_in'), 'cm')).toBe(cm);
    for (const feet of [decimalFeet(5, 11), decimalFeet(6, 2), 5.75]) expect(convertHeight(convertHeight(feet, 'cm'), 'ft_in')).toBe(feet);
    expect(Math.round(convertWeight(60, 'lbs') * 10) / 10).toBe(132.3);
    for (const kg of [60, 77, 80, 93.4, 120]) expect(convertWeight(convertWeight(kg, 'lbs'), 'kg')).toBe(kg);
    for (const lbs of [132.3, 176, 210.5]) expect(convertWeight(convertWeight(lbs, 'kg'), 'lbs')).toBe(lbs);
  });

  it('a unit switch leaves the daily targets and BMI as they were (issue 34: 2,420 became 2,424 kcal)', () => {
    for (const [height, weight] of [
      [180, 80],
      [183, 77],
      [165, 60],
      [158, 93.4],
    ] as const) {
      const metric = profile({ age: 35, gender: 'male', height, heightUnit: 'cm', weight, weightUnit: 'kg' });
      const imperial = profile({
        age: 35,
        gender: 'male',
        height: convertHeight(height, 'ft_in'),
        heightUnit: 'ft_in',
        weight: convertWeight(weight, 'lbs'),
        weightUnit: 'lbs',
      });
      expect(nutritionTargets(imperial)).toEqual(nutritionTargets(metric));
      expect(bmi(imperial)).toBe(bmi(metric));
    }
  });
});

describe('worked example shown in Settings (female, 30, 165 cm, 60 kg)', () => {
  const p = profile({ age: 30, gender: 'female', height: 165, heightUnit: 'cm', weight: 60, weightUnit: 'kg' });
  it('BMI 22.0 and 2046 kcal at the default activity, 1746 kcal with a weight-loss goal', () => {
    expect(bmi(p)).toBe(22);
    // 10·60 + 6.25·165 − 5·30 − 161 = 1320.25 kcal; × 1.55 = 2046.4. Protein 1.6·60 = 96 g; fat 25 % = 57 g; carbs (2046.4 − 384 − 511.6) ÷ 4 = 288 g.
    expect(nutritionTargets(p)).toEqual({ calories: 2046, protein: 96, carbohydrates: 288, fat: 57 });
    const goal = { id: 'g', type: 'weight_loss' as const, description: '', targetValue: 5, unit: 'kg', isActive: true };
    expect(nutritionTargets({ ...p, healthGoals: [goal] })?.calories).toBe(1746);
    const settings = { ...defaultSettings('2026-11-24T00:00:00.000Z'), personalProfile: { ...p, healthGoals: [goal] } };
    expect(goalPromptsFromSettings(settings)).toEqual(['Weight loss (target 5 kg)']);
    expect(profileContextFromSettings(settings).nutritionalTargets?.calories).toBe(1746);
  });
});

describe('allergies shown as the filters they imply', () => {
  it('maps food groups to the allergen-free filters and names the rest', () => {
    expect(allergyMeaning('Peanuts').filters).toEqual(['Nut-Free']);
    expect(allergyMeaning('Milk').filters).toEqual(['Dairy-Free']);
    expect(allergyMeaning('Wheat').filters).toEqual(['Gluten-Free']);
    expect(allergyMeaning('Shellfish')).toEqual({ allergy: 'Shellfish', filters: [], groups: ['shellfish'], byName: false });
    expect(allergyMeaning('Mustard')).toEqual({ allergy: 'Mustard', filters: [], groups: [], byName: true });
  });
});
