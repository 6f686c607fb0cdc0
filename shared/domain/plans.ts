import { DIET_FILTER_NAMES } from './dietFilters';
import { LIMITS } from './limits';
import { READINGS } from './readings';

export const PLAN_IDS = ['free', 'chef', 'master-chef', 'enterprise'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export interface PlanRights {
  canSaveRecipes: boolean;
  canUseMealPlanning: boolean;
  canSetDefaultPreferences: boolean;
  canBackupRestore: boolean;
  canUploadProfilePicture: boolean;
  canUseHealthConditions: boolean;
  canUseHealthGoals: boolean;
  canUseNutritionAnalysis: boolean;
  canUseAdvancedFilters: boolean;
  canExportPdf: boolean;
  canUseCollections: boolean;
  canUseTeamFeatures: boolean;
  canUseApiAccess: boolean;
  canGenerateWeeklyMenu: boolean;
}

/** A limit value meaning no limit at all. */
export const UNLIMITED = -1;

export interface PlanDefinition {
  id: PlanId;
  name: string;
  /** USD per month. */
  basePrice: number;
  /** Percent off twelve months when paid yearly. */
  yearlyDiscount: number;
  recipeLimit: number;
  /** UNLIMITED (-1) means no limit. */
  conversionLimit: number;
  filterCount: number;
  purchasable: boolean;
  /** Marketing texts; a leading ✗ marks a feature the plan lacks (shown struck through). */
  features: string[];
  rights: PlanRights;
}

const NONE: PlanRights = {
  canSaveRecipes: true,
  canUseMealPlanning: false,
  canSetDefaultPreferences: false,
  canBackupRestore: false,
  canUploadProfilePicture: false,
  canUseHealthConditions: false,
  canUseHealthGoals: false,
  canUseNutritionAnalysis: false,
  canUseAdvancedFilters: false,
  canExportPdf: false,
  canUseCollections: false,
  canUseTeamFeatures: false,
  canUseApiAccess: false,
  canGenerateWeeklyMenu: false,
};
const CHEF: PlanRights = {
  ...NONE,
  canUseMealPlanning: true,
  canSetDefaultPreferences: true,
  canUploadProfilePicture: true,
  canUseAdvancedFilters: true,
  canExportPdf: true,
};
const MASTER: PlanRights = {
  ...CHEF,
  canBackupRestore: true,
  canUseHealthConditions: true,
  canUseHealthGoals: true,
  canUseNutritionAnalysis: true,
  canUseCollections: true,
  canGenerateWeeklyMenu: true,
};
const ENTERPRISE: PlanRights = { ...MASTER, canUseTeamFeatures: true, canUseApiAccess: true };

export const PLANS: Record<PlanId, PlanDefinition> = {
  free: {
    id: 'free',
    name: 'Free',
    basePrice: 0,
    yearlyDiscount: 0,
    recipeLimit: 5,
    conversionLimit: READINGS.freeConversionsPerDay,
    filterCount: 4,
    purchasable: false,
    features: [
      `${READINGS.freeConversionsPerDay} recipe conversions per day`,
      'Save up to 5 recipes',
      '4 basic dietary filters: Vegan, Gluten-Free, Low-Carb, Keto',
      '✗ Meal planning',
      '✗ Default preferences',
      '✗ Backup and restore',
    ],
    rights: NONE,
  },
  chef: {
    id: 'chef',
    name: 'Chef',
    basePrice: 14.99,
    yearlyDiscount: 20,
    recipeLimit: 100,
    conversionLimit: READINGS.chefConversionsPerDay,
    filterCount: READINGS.chefFilterCount,
    purchasable: true,
    features: [
      `${READINGS.chefConversionsPerDay} recipe conversions per day`,
      'Save up to 100 recipes',
      `Up to ${READINGS.chefFilterCount} dietary filters`,
      'Meal planning calendar',
      'Default preferences',
      'Cloud storage and sync',
      'PDF export',
      'Custom profile pictures',
    ],
    rights: CHEF,
  },
  'master-chef': {
    id: 'master-chef',
    name: 'Master Chef',
    basePrice: 19.99,
    yearlyDiscount: 20,
    recipeLimit: 1000,
    conversionLimit: UNLIMITED,
    filterCount: DIET_FILTER_NAMES.length,
    purchasable: true,
    features: [
      'Unlimited recipe conversions',
      'Save up to 1,000 recipes',
      'All 24 dietary filters',
      'Advanced nutrition analysis',
      'Collections and tags',
      'Health conditions and goals',
      'Weekly menu generation',
      'Backup and restore',
      'Priority support',
    ],
    rights: MASTER,
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    basePrice: 39.95,
    yearlyDiscount: 25,
    recipeLimit: 2500,
    conversionLimit: UNLIMITED,
    filterCount: DIET_FILTER_NAMES.length,
    purchasable: false,
    features: [
      'Everything in Master Chef',
      '2,500 recipes per user',
      'Team planning',
      'Organisation-wide preferences',
      'API access',
      '24/7 phone support',
    ],
    rights: ENTERPRISE,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Diet filters a plan unlocks: the first N of the spec's list of 24. */
export function availableDietaryFilters(plan: PlanId, isAdmin = false): string[] {
  const count = isAdmin ? DIET_FILTER_NAMES.length : PLANS[plan].filterCount;
  return DIET_FILTER_NAMES.slice(0, count);
}

/** Yearly price = base x 12 x (1 - discount), rounded to whole units (spec §4). */
export function yearlyPrice(plan: PlanId): number {
  const p = PLANS[plan];
  return Math.round(p.basePrice * 12 * (1 - p.yearlyDiscount / 100));
}

export interface FeatureAccess extends PlanRights {
  availableDietaryFilters: string[];
  recipeLimit: number;
  currentRecipeCount: number;
  currentPlan: PlanId;
  conversionsUsedToday: number;
  conversionLimit: number;
}

/** Admins get every right and no limits, whatever plan they are on (the admin flag exists in spec §6; its powers beyond display are ours). */
export function featureAccessFor(input: {
  plan: PlanId;
  isAdmin: boolean;
  currentRecipeCount: number;
  conversionsUsedToday: number;
}): FeatureAccess {
  const def = PLANS[input.plan];
  const rights = input.isAdmin ? ENTERPRISE : def.rights;
  const recipeLimit = input.isAdmin ? LIMITS.unlimitedRecipes : def.recipeLimit;
  return {
    ...rights,
    canSaveRecipes: input.currentRecipeCount < recipeLimit,
    availableDietaryFilters: availableDietaryFilters(input.plan, input.isAdmin),
    recipeLimit,
    currentRecipeCount: input.currentRecipeCount,
    currentPlan: input.plan,
    conversionsUsedToday: input.conversionsUsedToday,
    conversionLimit: input.isAdmin ? UNLIMITED : def.conversionLimit,
  };
}

/** The basic set: more than this unlocks must-use and avoid lists. */
export const BASIC_FILTER_COUNT = PLANS.free.filterCount;
