import type { PersonalProfile } from '../schemas/settings';

/** Spec signed-in-features §9: Mifflin-St Jeor basal energy, activity multipliers, goal offsets, macro split. */
export const NUTRITION_TARGET_RULES = {
  genderOffset: { male: 5, female: -161, other: -78 },
  activityMultiplier: {
    sedentary: 1.2,
    lightly_active: 1.375,
    moderately_active: 1.55,
    very_active: 1.725,
    extremely_active: 1.9,
  },
  defaultActivityMultiplier: 1.55,
  weightLossKcal: -300,
  weightGainKcal: 300,
  proteinGramsPerKg: 1.6,
  fatShareOfCalories: 0.25,
  kcalPerGram: { protein: 4, carbohydrates: 4, fat: 9 },
  feetToMetres: 0.3048,
  poundsToKg: 0.453592,
} as const;

export interface NutritionTargets {
  calories: number;
  protein: number;
  carbohydrates: number;
  fat: number;
}

type BodyFields = Pick<PersonalProfile, 'height' | 'heightUnit' | 'weight' | 'weightUnit'>;

/** Weight in kg; weights in pounds use the spec's factor 0.453592. */
export function weightInKg(profile: BodyFields): number | undefined {
  if (profile.weight === undefined || profile.weight <= 0) return undefined;
  return profile.weightUnit === 'lbs' ? profile.weight * NUTRITION_TARGET_RULES.poundsToKg : profile.weight;
}

/** Height in cm; ft_in heights are decimal feet (5.75 = 5 ft 9 in) times 0.3048 m. */
export function heightInCm(profile: BodyFields): number | undefined {
  if (profile.height === undefined || profile.height <= 0) return undefined;
  return profile.heightUnit === 'ft_in' ? profile.height * NUTRITION_TARGET_RULES.feetToMetres * 100 : profile.height;
}

/** Body-mass index rounded to one decimal, or undefined without both height and weight. */
export function bmi(profile: BodyFields): number | undefined {
  const kg = weightInKg(profile);
  const cm = heightInCm(profile);
  if (kg === undefined || cm === undefined) return undefined;
  const metres = cm / 100;
  return Math.round((kg / (metres * metres)) * 10) / 10;
}

/** WHO adult bands. */
export function bmiCategory(value: number): 'underweight' | 'healthy weight' | 'overweight' | 'obese' {
  if (value < 18.5) return 'underweight';
  if (value < 25) return 'healthy weight';
  if (value < 30) return 'overweight';
  return 'obese';
}

type TargetFields = BodyFields & Pick<PersonalProfile, 'age' | 'gender' | 'activityLevel' | 'healthGoals'>;

/** Daily targets from the profile, or undefined when age, height or weight is missing. Rounded to whole units. */
export function nutritionTargets(profile: TargetFields): NutritionTargets | undefined {
  const kg = weightInKg(profile);
  const cm = heightInCm(profile);
  if (kg === undefined || cm === undefined || profile.age === undefined) return undefined;
  const r = NUTRITION_TARGET_RULES;
  const basal = 10 * kg + 6.25 * cm - 5 * profile.age + r.genderOffset[profile.gender ?? 'other'];
  const multiplier = profile.activityLevel ? r.activityMultiplier[profile.activityLevel] : r.defaultActivityMultiplier;
  const active = profile.healthGoals.filter((g) => g.isActive).map((g) => g.type);
  let calories = basal * multiplier;
  if (active.includes('weight_loss')) calories += r.weightLossKcal;
  if (active.includes('weight_gain')) calories += r.weightGainKcal;
  const protein = kg * r.proteinGramsPerKg;
  const fat = (calories * r.fatShareOfCalories) / r.kcalPerGram.fat;
  const carbohydrates = Math.max(0, (calories - protein * r.kcalPerGram.protein - fat * r.kcalPerGram.fat) / r.kcalPerGram.carbohydrates);
  return {
    calories: Math.round(calories),
    protein: Math.round(protein),
    carbohydrates: Math.round(carbohydrates),
    fat: Math.round(fat),
  };
}
