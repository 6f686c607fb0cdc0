import type { CollectionName } from '../../../../shared/schemas/collections';
import { collectionsRightsPolicy, recipeTagsPolicy } from './collectionsRights';
import { mealPlanningPolicy } from './mealPlanning';
import { recipeLimitPolicy } from './recipeLimit';
import { settingsRightsPolicy } from './settingsRights';
import type { WritePolicy } from './types';

/** The server-side write rules per collection; a collection without one accepts every valid row. */
export const WRITE_POLICIES: Partial<Record<CollectionName, readonly WritePolicy[]>> = {
  recipes: [recipeLimitPolicy, recipeTagsPolicy],
  recipeCollections: [collectionsRightsPolicy],
  mealPlans: [mealPlanningPolicy],
  settings: [settingsRightsPolicy],
};

export type { PlannedWrite, WritePolicy } from './types';
