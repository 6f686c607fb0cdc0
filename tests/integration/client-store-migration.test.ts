import { createRxDatabase } from 'rxdb';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { rxSchemaFor } from '../../client/src/data/rxSchemas';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';

/** The store as the first release wrote it: version 0, timestamps checked by a pattern. */
function firstReleaseSchema() {
  const schema = rxSchemaFor('recipes') as unknown as { properties: Record<string, Record<string, unknown>> };
  const timestamp = {
    type: 'string',
    maxLength: 40,
    pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$',
  };
  return {
    ...schema,
    version: 0,
    properties: { ...schema.properties, createdAt: timestamp, updatedAt: timestamp },
  };
}

let opened: KitchenDatabase | undefined;
afterEach(async () => {
  await opened?.remove();
  opened = undefined;
});

describe('a device with a store from an earlier release', () => {
  it('opens it, migrates it in place and keeps every recipe', async () => {
    const name = `migration-${Date.now()}`;
    const storage = testStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ recipes: { schema: firstReleaseSchema() as never } });
    await old.collections.recipes?.insert({
      id: 'kept',
      title: 'Grandma’s soup',
      convertedRecipe: 'Simmer for an hour.',
      dietaryFilters: ['Vegan'],
      category: 'main-dish',
      imageUrl: '',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    await old.close();

    opened = await createDatabase({ userId: 'migration', name, storage, collections: ['recipes'] });
    const doc = await opened.recipes.findOne('kept').exec();
    expect(doc?.toJSON()).toMatchObject({
      id: 'kept',
      title: 'Grandma’s soup',
      convertedRecipe: 'Simmer for an hour.',
      dietaryFilters: ['Vegan'],
    });
  });

  it('opens a version 1 store (before recipe tags), keeps its recipes and lets them take tags', async () => {
    const name = `migration-tags-${Date.now()}`;
    const storage = testStorage();
    const schema = rxSchemaFor('recipes') as unknown as { properties: Record<string, unknown> };
    const { tags: _tags, ...before } = schema.properties;
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({
      recipes: { schema: { ...schema, version: 1, properties: before } as never, migrationStrategies: { 1: (doc: unknown) => doc } },
    });
    await old.collections.recipes?.insert({
      id: 'kept',
      title: 'Soup',
      convertedRecipe: 'Simmer 20 minutes.',
      dietaryFilters: [],
      category: 'main-dish',
      imageUrl: '',
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    await old.close();

    opened = await createDatabase({ userId: 'migration', name, storage, collections: ['recipes', 'recipeCollections'] });
    const doc = await opened.recipes.findOne('kept').exec();
    expect(doc?.toJSON()).toMatchObject({ id: 'kept', title: 'Soup' });
    await doc?.incrementalPatch({ tags: ['weeknight'] });
    expect((await opened.recipes.findOne('kept').exec())?.tags).toEqual(['weeknight']);
    await opened.recipeCollections.insert({
      id: 'c1',
      name: 'Weeknight',
      recipeIds: ['kept'],
      createdAt: '2026-11-01T10:00:00.000Z',
      updatedAt: '2026-11-01T10:00:00.000Z',
    });
    expect(await opened.recipeCollections.count().exec()).toBe(1);
  });
});
