import { z } from 'zod';
import { docId, isoTimestamp, stringList } from './common';
import { LIST_CAPS } from './listCaps';

export const HEALTH_GOAL_TYPES = ['weight_loss', 'weight_gain', 'muscle_gain', 'performance', 'lifestyle', 'custom'] as const;
export const ACTIVITY_LEVELS = ['sedentary', 'lightly_active', 'moderately_active', 'very_active', 'extremely_active'] as const;

export const healthGoalSchema = z.strictObject({
  id: z.string().min(1).max(64),
  type: z.enum(HEALTH_GOAL_TYPES),
  targetValue: z.number().min(0).max(100_000).optional(),
  unit: z.string().max(20).optional(),
  description: z.string().max(500),
  isActive: z.boolean(),
});
export type HealthGoal = z.infer<typeof healthGoalSchema>;

export const personalProfileSchema = z.strictObject({
  age: z.number().int().min(0).max(130).optional(),
  gender: z.enum(['male', 'female', 'other']).optional(),
  height: z.number().min(0).max(300).optional(),
  /** With ft_in, height is in feet (e.g. 5.75 = 5 ft 9 in). */
  heightUnit: z.enum(['ft_in', 'cm']).optional(),
  weight: z.number().min(0).max(1000).optional(),
  weightUnit: z.enum(['lbs', 'kg']).optional(),
  activityLevel: z.enum(ACTIVITY_LEVELS).optional(),
  allergies: stringList(LIST_CAPS.profileEntries, 100),
  medicalConditions: stringList(LIST_CAPS.profileEntries, 100),
  medications: stringList(LIST_CAPS.profileEntries, 100),
  cookingSkillLevel: z.string().max(40).optional(),
  timeAvailableForCooking: z.string().max(40).optional(),
  budgetPreference: z.string().max(40).optional(),
  healthGoals: z.array(healthGoalSchema).max(LIST_CAPS.healthGoals),
});
export type PersonalProfile = z.infer<typeof personalProfileSchema>;

export const aiConsentSchema = z.strictObject({
  hasConsented: z.boolean(),
  consentDate: isoTimestamp,
  version: z.string().max(10),
});
export type AiConsent = z.infer<typeof aiConsentSchema>;

export const SETTINGS_DOC_ID = 'settings';

/** One per user, id 'settings' (signed-in-features §3 "User settings" plus the AI-consent record). */
export const settingsDocSchema = z.strictObject({
  id: docId,
  defaultServingSize: z.number().int().min(1).max(100),
  preferredUnits: z.enum(['metric', 'us']),
  healthConditions: stringList(LIST_CAPS.healthConditions, 100),
  defaultDietaryFilters: stringList(LIST_CAPS.dietaryFilters, 60),
  religiousRequirements: stringList(LIST_CAPS.religiousRequirements, 40),
  autoSaveRecipes: z.boolean(),
  profilePictureUrl: z.string().max(2048).optional(),
  displayName: z.string().max(120).optional(),
  theme: z.enum(['system', 'light', 'dark']).optional(),
  timeZone: z.string().max(64).optional(),
  personalProfile: personalProfileSchema,
  aiConsent: aiConsentSchema.optional(),
  /** Lowercase ingredient names the user always has ("already have"): left off every week's shopping list. */
  pantryStaples: stringList(LIST_CAPS.pantryStaples, 200).optional(),
  updatedAt: isoTimestamp,
});
export type SettingsDoc = z.infer<typeof settingsDocSchema>;

export function defaultSettings(now: string): SettingsDoc {
  return {
    id: SETTINGS_DOC_ID,
    defaultServingSize: 4,
    preferredUnits: 'metric',
    healthConditions: [],
    defaultDietaryFilters: [],
    religiousRequirements: [],
    autoSaveRecipes: false,
    theme: 'system',
    personalProfile: { allergies: [], medicalConditions: [], medications: [], healthGoals: [] },
    updatedAt: now,
  };
}
