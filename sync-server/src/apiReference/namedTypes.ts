import { z } from 'zod';
import { publicUserSchema } from '../../../shared/schemas/authApi';
import { COLLECTIONS } from '../../../shared/schemas/collections';
import { plannedRecipeSchema } from '../../../shared/schemas/mealPlan';
import { healthGoalSchema } from '../../../shared/schemas/settings';
import { structuredRecipeSchema } from '../../../shared/schemas/structuredRecipe';
import { checkpointSchema } from '../../../shared/sync/protocol';

/** `mealPlans` → `MealPlansDocument`. */
export const documentTypeName = (collection: string): string => `${collection[0]?.toUpperCase()}${collection.slice(1)}Document`;

/** The reference's names, and what schemas say of themselves (`.describe()`, kept in zod's global registry) beside them. */
class NamesBesideDescriptions extends z.core.$ZodRegistry<{ id: string }> {
  override get(schema: z.core.$ZodType): { id: string } | undefined {
    const own = super.get(schema);
    const global = z.globalRegistry.get(schema);
    return own === undefined && global === undefined ? undefined : ({ ...global, ...own } as { id: string });
  }
}

export interface NamedTypes {
  registry: z.core.$ZodRegistry<{ id: string }>;
  names: ReadonlySet<string>;
}

/**
 * Schemas the reference names once (under "Types") instead of writing them out wherever they are used:
 * the structured recipe, the user, the sync checkpoint, every synced collection's document and the parts
 * those repeat.
 */
export function namedTypes(): NamedTypes {
  const named: [z.ZodType, string][] = [
    [structuredRecipeSchema, 'StructuredRecipe'],
    [publicUserSchema, 'PublicUser'],
    [checkpointSchema, 'Checkpoint'],
    [plannedRecipeSchema, 'PlannedRecipe'],
    [healthGoalSchema, 'HealthGoal'],
    ...Object.entries(COLLECTIONS).map(([collection, { schema }]): [z.ZodType, string] => [schema, documentTypeName(collection)]),
  ];
  const registry = new NamesBesideDescriptions();
  for (const [schema, id] of named) registry.add(schema, { id });
  return { registry, names: new Set(named.map(([, id]) => id)) };
}
