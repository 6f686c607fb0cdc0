import { z } from 'zod';
import { ALL_RULE_FILTER_NAMES } from '../domain/dietFilters';
import { normaliseIngredientList } from '../domain/ingredientLists';
import { LIMITS } from '../domain/limits';
import { MESSAGES } from '../domain/messages';
import { effectiveChoices } from '../kitchen/effectiveChoices';
import { chooseMode, GENERATION_MODES, wordCount } from '../kitchen/mode';
import { ACTIVITY_LEVELS, healthGoalSchema } from './settings';
import { structuredRecipeSchema } from './structuredRecipe';

export type { GenerationMode } from '../kitchen/mode';
export { GENERATION_MODES };

const filterName = z
  .string()
  .max(60)
  .refine((name) => ALL_RULE_FILTER_NAMES.includes(name), { message: 'Unknown dietary filter' });

/** Must-use and avoid lists: a comma-separated text or a list, normalised once (trimmed, no blanks, no duplicates). */
const ingredientList = z
  .union([z.string().max(2000), z.array(z.string().max(200)).max(100)])
  .optional()
  .transform((value) => (value === undefined ? [] : normaliseIngredientList(value)))
  .pipe(z.array(z.string().max(100)).max(50));

const isIanaTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/** Spec signed-in-features §7 fallback: 4 servings, metric, no health conditions, no default filters. */
export const userSettingsForGenerationSchema = z.strictObject({
  defaultServingSize: z.number().int().min(1).max(100).default(LIMITS.defaultServings),
  preferredUnits: z.enum(['metric', 'us']).default('metric'),
  healthConditions: z.array(z.string().max(100)).max(20).default([]),
  defaultDietaryFilters: z.array(z.string().max(60)).max(40).default([]),
});
export type UserSettingsForGeneration = z.infer<typeof userSettingsForGenerationSchema>;

export const nutritionalTargetsSchema = z.strictObject({
  calories: z.number().min(0).max(20_000),
  protein: z.number().min(0).max(2_000),
  carbohydrates: z.number().min(0).max(5_000),
  fat: z.number().min(0).max(2_000),
});

/** What the generator may know of the user (spec §7 profileContext); every part optional. */
export const profileContextSchema = z.strictObject({
  demographics: z
    .strictObject({ age: z.number().int().min(0).max(130).optional(), gender: z.enum(['male', 'female', 'other']).optional() })
    .default({}),
  physicalMetrics: z
    .strictObject({
      height: z.number().min(0).max(300).optional(),
      heightUnit: z.enum(['ft_in', 'cm']).optional(),
      weight: z.number().min(0).max(1000).optional(),
      weightUnit: z.enum(['lbs', 'kg']).optional(),
      bmi: z.number().min(0).max(200).optional(),
      activityLevel: z.enum(ACTIVITY_LEVELS).optional(),
    })
    .default({}),
  healthInformation: z
    .strictObject({
      allergies: z.array(z.string().max(100)).max(50).default([]),
      medicalConditions: z.array(z.string().max(100)).max(50).default([]),
      medications: z.array(z.string().max(100)).max(50).default([]),
    })
    .default({ allergies: [], medicalConditions: [], medications: [] }),
  lifestylePreferences: z
    .strictObject({
      cookingSkillLevel: z.string().max(40).optional(),
      timeAvailableForCooking: z.string().max(40).optional(),
      budgetPreference: z.string().max(40).optional(),
    })
    .default({}),
  activeHealthGoals: z.array(healthGoalSchema).max(20).default([]),
  dietaryRestrictions: z.array(z.string().max(60)).max(40).default([]),
  religiousRequirements: z.array(z.string().max(40)).max(5).default([]),
  nutritionalTargets: nutritionalTargetsSchema.optional(),
});
export type ProfileContext = z.infer<typeof profileContextSchema>;

export const generateRequestSchema = z
  .strictObject({
    originalRecipe: z.string().max(LIMITS.recipeTextMaxChars).default(''),
    filters: z.array(filterName).max(40).default([]),
    userSettings: userSettingsForGenerationSchema.default({
      defaultServingSize: LIMITS.defaultServings,
      preferredUnits: 'metric',
      healthConditions: [],
      defaultDietaryFilters: [],
    }),
    mode: z.enum(GENERATION_MODES).optional(),
    /** Servings the user asked for on the form (not the settings' default): a pasted recipe is scaled to it. */
    requestedServings: z.number().int().min(1).max(100).optional(),
    mustUseIngredients: ingredientList,
    avoidIngredients: ingredientList,
    profileContext: profileContextSchema.optional(),
    goalPrompts: z.array(z.string().max(500)).max(20).default([]),
    consent: z.boolean().default(false),
    timeZone: z.string().max(64).refine(isIanaTimeZone, { message: 'Unknown time zone' }).optional(),
    stream: z.boolean().optional(),
  })
  .superRefine((req, ctx) => {
    const mode = req.mode ?? chooseMode(req.originalRecipe);
    const text = req.originalRecipe.trim();
    if (mode === 'surprise') {
      if (req.filters.length === 0) ctx.addIssue({ code: 'custom', path: ['filters'], message: MESSAGES.surpriseNoFilter });
      return;
    }
    if (mode === 'create' && wordCount(text) <= LIMITS.createModeMaxWords) {
      if (text === '') ctx.addIssue({ code: 'custom', path: ['originalRecipe'], message: MESSAGES.createEmptyDishName });
      if (req.filters.length === 0) ctx.addIssue({ code: 'custom', path: ['filters'], message: MESSAGES.createNoFilter });
      return;
    }
    if (text === '') ctx.addIssue({ code: 'custom', path: ['originalRecipe'], message: MESSAGES.convertEmptyRecipe });
    // A conversion with nothing to convert for would hand the recipe back unchanged and use up a conversion.
    if (!hasSomethingToConvertFor(req)) ctx.addIssue({ code: 'custom', path: ['filters'], message: MESSAGES.createNoFilter });
  });

/**
 * A dietary filter, a must-use or avoid ingredient, or what the profile makes a filter or an avoided food of every
 * generation (allergies, dietary restrictions, religious requirements, health conditions: effectiveChoices): at
 * least one of them gives a conversion its purpose.
 */
function hasSomethingToConvertFor(req: Parameters<typeof effectiveChoices>[0]): boolean {
  const choices = effectiveChoices(req);
  return choices.filters.length > 0 || choices.mustUse.length > 0 || choices.avoid.length > 0;
}

/** The request as sent (defaults optional). */
export type GenerateRequestInput = z.input<typeof generateRequestSchema>;
/** The request after parsing (defaults filled, lists normalised). */
export type GenerateRequest = z.output<typeof generateRequestSchema>;

export const generateResponseSchema = z.strictObject({
  success: z.boolean(),
  data: structuredRecipeSchema.optional(),
  error: z.string().max(2000).optional(),
});
export type GenerateResponse = z.infer<typeof generateResponseSchema>;
