import type { z } from 'zod';
import { entitlementsDocSchema } from './entitlements';
import { mealPlanDocSchema } from './mealPlan';
import { notificationDocSchema } from './notification';
import { recipeDocSchema } from './recipe';
import { recipeCollectionDocSchema } from './recipeCollection';
import { settingsDocSchema } from './settings';
import { shoppingChecksDocSchema } from './shoppingChecks';
import { usageDocSchema } from './usage';

/**
 * Every replicated collection. `owner: 'user'` collections are pulled and pushed; `owner: 'server'`
 * collections are written by the server only and pulled (a push is refused with 403).
 * `indexes` are the client-side query indexes (top-level fields only, all required in the schema). Each one is written
 * with every document: keep only those a query uses (recipes version 3 dropped updatedAt and title, which none read:
 * a fresh device's 5,000 recipes were written with two index entries each for nothing).
 */
export const COLLECTIONS = {
  recipes: { schema: recipeDocSchema, owner: 'user', version: 3, indexes: ['createdAt'] },
  settings: { schema: settingsDocSchema, owner: 'user', version: 1, indexes: [] },
  notifications: { schema: notificationDocSchema, owner: 'user', version: 1, indexes: ['createdAt'] },
  mealPlans: { schema: mealPlanDocSchema, owner: 'user', version: 1, indexes: ['weekStart'] },
  shoppingChecks: { schema: shoppingChecksDocSchema, owner: 'user', version: 1, indexes: [] },
  recipeCollections: { schema: recipeCollectionDocSchema, owner: 'user', version: 0, indexes: [] },
  usage: { schema: usageDocSchema, owner: 'server', version: 1, indexes: ['date'] },
  entitlements: { schema: entitlementsDocSchema, owner: 'server', version: 1, indexes: [] },
} as const satisfies Record<string, { schema: z.ZodType; owner: 'user' | 'server'; version: number; indexes: readonly string[] }>;

export type CollectionName = keyof typeof COLLECTIONS;
export const COLLECTION_NAMES = Object.keys(COLLECTIONS) as CollectionName[];
export const USER_COLLECTIONS = COLLECTION_NAMES.filter((c) => COLLECTIONS[c].owner === 'user');
export const SERVER_COLLECTIONS = COLLECTION_NAMES.filter((c) => COLLECTIONS[c].owner === 'server');

export type DocOf<C extends CollectionName> = z.infer<(typeof COLLECTIONS)[C]['schema']>;

export function isCollectionName(value: unknown): value is CollectionName {
  return typeof value === 'string' && Object.hasOwn(COLLECTIONS, value);
}
