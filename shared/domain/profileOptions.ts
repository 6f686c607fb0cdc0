import type { HealthGoal, PersonalProfile } from '../schemas/settings';

/** Suggestions for the allergy field: the major food allergens (EU/US lists), in the words people use. */
export const ALLERGEN_SUGGESTIONS = [
  'Peanuts',
  'Tree nuts',
  'Milk',
  'Eggs',
  'Wheat',
  'Gluten',
  'Soy',
  'Sesame',
  'Fish',
  'Shellfish',
  'Mustard',
  'Celery',
  'Lupin',
  'Sulphites',
] as const;

export const GENDER_OPTIONS: readonly { value: NonNullable<PersonalProfile['gender']>; label: string }[] = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'other', label: 'Other' },
];

export const ACTIVITY_OPTIONS: readonly { value: NonNullable<PersonalProfile['activityLevel']>; label: string }[] = [
  { value: 'sedentary', label: 'Sedentary (little or no exercise)' },
  { value: 'lightly_active', label: 'Lightly active (1–3 days a week)' },
  { value: 'moderately_active', label: 'Moderately active (3–5 days a week)' },
  { value: 'very_active', label: 'Very active (6–7 days a week)' },
  { value: 'extremely_active', label: 'Extremely active (physical job or twice a day)' },
];

export const COOKING_SKILL_OPTIONS = ['Beginner', 'Intermediate', 'Advanced', 'Professional'] as const;
export const COOKING_TIME_OPTIONS = ['15 minutes', '30 minutes', '45 minutes', '1 hour', '2 hours or more'] as const;
export const BUDGET_OPTIONS = ['Budget-friendly', 'Moderate', 'Premium'] as const;

export const GOAL_TYPE_OPTIONS: readonly { value: HealthGoal['type']; label: string; unit: string }[] = [
  { value: 'weight_loss', label: 'Weight loss', unit: 'kg' },
  { value: 'weight_gain', label: 'Weight gain', unit: 'kg' },
  { value: 'muscle_gain', label: 'Muscle gain', unit: 'kg' },
  { value: 'performance', label: 'Performance', unit: '' },
  { value: 'lifestyle', label: 'Lifestyle', unit: '' },
  { value: 'custom', label: 'Custom goal', unit: '' },
];

/** Religious requirements a recipe can be checked against (the two religious filters of the display list). */
export const RELIGIOUS_OPTIONS = ['Halal', 'Kosher'] as const;

const INCHES_PER_FOOT = 12;
const CM_PER_FOOT = 30.48;
const KG_PER_LB = 0.453592;

/** Decimal feet (the stored ft_in height) as whole feet and inches, e.g. 5.75 → 5 ft 9 in. */
export function feetAndInches(decimalFeet: number): { feet: number; inches: number } {
  const totalInches = Math.round(decimalFeet * INCHES_PER_FOOT);
  return { feet: Math.floor(totalInches / INCHES_PER_FOOT), inches: totalInches % INCHES_PER_FOOT };
}

export function decimalFeet(feet: number, inches: number): number {
  return Math.round((feet + inches / INCHES_PER_FOOT) * 10_000) / 10_000;
}

/**
 * A converted measure kept without loss: the exact figure (to 1e-9, float noise only), or the tenth it
 * lies on when the conversion comes back to a figure the user typed (180 cm → ft → 180, not 180.0000001).
 * Rounding for display is the form's job; rounding here changed the computed targets (2,420 → 2,424 kcal).
 */
function lossless(value: number): number {
  const tenth = Math.round(value * 10) / 10;
  return Math.abs(value - tenth) < 1e-6 ? tenth : Math.round(value * 1e9) / 1e9;
}

/** A height moved to the other unit, so switching cm ↔ ft/in keeps the person's height (and the targets) exactly. */
export function convertHeight(value: number, to: 'cm' | 'ft_in'): number {
  return lossless(to === 'cm' ? value * CM_PER_FOOT : value / CM_PER_FOOT);
}

/** A weight moved to the other unit, without loss: back and forth gives the weight typed. */
export function convertWeight(value: number, to: 'kg' | 'lbs'): number {
  return lossless(to === 'kg' ? value * KG_PER_LB : value / KG_PER_LB);
}
