import { MEAL_SLOT_CAPACITY } from '../domain/limits';
import type { CollectionName } from '../schemas/collections';
import { LIST_CAPS } from '../schemas/listCaps';
import { RECIPE_ORIGINAL_MAX, RECIPE_TAGS_MAX, RECIPE_TEXT_MAX } from '../schemas/recipe';
import { RECIPE_COLLECTION_MAX_RECIPES } from '../schemas/recipeCollection';
import { defaultSettings } from '../schemas/settings';
import type { FieldPolicies, FieldPolicy, MergePolicy } from './merge';

/**
 * How each collection's fields merge when two devices changed the same document (see merge.ts).
 * Fields not named here are scalars: the later edit wins. List caps are the schemas' maxItems, so a
 * merged document always passes validation; a meal slot over its capacity keeps the earliest placements.
 */

const set = (maxItems: number): FieldPolicy => ({ kind: 'stringSet', maxItems });
/** Text a user typed: when both devices changed it, the other version is set aside (never dropped). */
const typed: FieldPolicy = { kind: 'shortText' };
const slot = (maxItems: number): FieldPolicy => ({ kind: 'idList', maxItems, orderBy: 'addedAt', item: { title: typed } });

const recipeFields: FieldPolicies = {
  createdAt: { kind: 'min' },
  title: typed,
  convertedRecipe: { kind: 'text', maxLength: RECIPE_TEXT_MAX },
  originalRecipe: { kind: 'text', maxLength: RECIPE_ORIGINAL_MAX },
  dietaryFilters: set(LIST_CAPS.dietaryFilters),
  healthConditions: set(LIST_CAPS.healthConditions),
  tags: set(RECIPE_TAGS_MAX),
};

const settingsFields: FieldPolicies = {
  displayName: typed,
  healthConditions: set(LIST_CAPS.healthConditions),
  defaultDietaryFilters: set(LIST_CAPS.dietaryFilters),
  religiousRequirements: set(LIST_CAPS.religiousRequirements),
  pantryStaples: set(LIST_CAPS.pantryStaples),
  personalProfile: {
    kind: 'object',
    fields: {
      allergies: set(LIST_CAPS.profileEntries),
      medicalConditions: set(LIST_CAPS.profileEntries),
      medications: set(LIST_CAPS.profileEntries),
      cookingSkillLevel: typed,
      timeAvailableForCooking: typed,
      budgetPreference: typed,
      healthGoals: { kind: 'idList', maxItems: LIST_CAPS.healthGoals, item: { description: typed, unit: typed } },
    },
  },
};

const mealPlanFields: FieldPolicies = {
  createdAt: { kind: 'min' },
  mealPlan: {
    kind: 'record',
    value: {
      kind: 'object',
      fields: {
        breakfast: slot(MEAL_SLOT_CAPACITY.breakfast),
        lunch: slot(MEAL_SLOT_CAPACITY.lunch),
        dinner: slot(MEAL_SLOT_CAPACITY.dinner),
        snacks: slot(MEAL_SLOT_CAPACITY.snacks),
      },
    },
  },
};

export const MERGE_POLICIES: Record<CollectionName, MergePolicy> = {
  recipes: { clockField: 'updatedAt', fields: recipeFields },
  // Two devices that each created the settings document offline merge against the defaults.
  settings: {
    clockField: 'updatedAt',
    fields: settingsFields,
    initial: () => {
      const { updatedAt: _ignored, ...defaults } = defaultSettings('');
      return defaults;
    },
  },
  // Once read on any device, a notification stays read.
  notifications: {
    clockField: 'updatedAt',
    fields: { isRead: { kind: 'max' }, createdAt: { kind: 'min' }, title: typed, message: typed },
  },
  mealPlans: { clockField: 'updatedAt', fields: mealPlanFields, initial: (id) => ({ weekStart: id, mealPlan: {} }) },
  shoppingChecks: {
    clockField: 'updatedAt',
    fields: {
      checked: set(LIST_CAPS.shoppingChecked),
      extraItems: { kind: 'idList', maxItems: LIST_CAPS.shoppingExtraItems, orderBy: 'addedAt' },
    },
    initial: (id) => ({ weekStart: id, checked: [] }),
  },
  // A recipe added on one device and another removed on the other: both changes stay.
  recipeCollections: {
    clockField: 'updatedAt',
    fields: { createdAt: { kind: 'min' }, name: typed, recipeIds: set(RECIPE_COLLECTION_MAX_RECIPES) },
  },
  // Server-owned and pull-only: no client ever pushes them, so they never conflict.
  usage: { clockField: 'updatedAt', fields: {} },
  entitlements: { clockField: 'updatedAt', fields: {} },
};

/** The conflict-copy title of a recipe whose text could not be merged into it. */
export const CONFLICT_COPY_SUFFIX = ' (conflicting edit)';
