import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { createRecipe, RecipeGoneError, updateRecipe } from '../../client/src/data/recipeActions';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import { TEXT_MERGE_MARKER } from '../../shared/sync/merge';

describe('saving an edit that started from an older version', () => {
  let db: KitchenDatabase | undefined;
  afterEach(async () => {
    await db?.close();
  });

  it('merges what arrived while the user was editing instead of overwriting it', async () => {
    db = await createDatabase({ userId: `edit-merge-${Date.now()}`, storage: testStorage(), collections: ['recipes'] });
    const created = await createRecipe(db, { title: 'Bean stew', convertedRecipe: 'Soak beans overnight.' });
    const base = (await db.recipes.findOne(created.id).exec())!.toMutableJSON();

    // Another device's edit reaches this device while the edit dialog is open.
    await new Promise((r) => setTimeout(r, 5));
    const doc = await db.recipes.findOne(created.id).exec();
    await doc!.incrementalPatch({ convertedRecipe: 'Soak beans overnight. Add smoked paprika.', updatedAt: new Date().toISOString() });

    // The user saves a new title and their own text change, made on the version they opened.
    await new Promise((r) => setTimeout(r, 5));
    await updateRecipe(db, created.id, { title: 'Black bean stew', convertedRecipe: 'Soak beans overnight. Serve with rice.' }, base);

    const saved = (await db.recipes.findOne(created.id).exec())!.toJSON();
    expect(saved.title).toBe('Black bean stew');
    expect(saved.convertedRecipe).toContain('Serve with rice.');
    expect(saved.convertedRecipe).toContain('Add smoked paprika.');
    expect(saved.convertedRecipe).toContain(TEXT_MERGE_MARKER);
  });

  it('keeps a field the user did not touch as it arrived', async () => {
    db = await createDatabase({ userId: `edit-merge-b-${Date.now()}`, storage: testStorage(), collections: ['recipes'] });
    const created = await createRecipe(db, { title: 'Soup', convertedRecipe: 'Simmer.' });
    const base = (await db.recipes.findOne(created.id).exec())!.toMutableJSON();
    await (await db.recipes.findOne(created.id).exec())!.incrementalPatch({
      convertedRecipe: 'Simmer 20 minutes.',
      updatedAt: new Date().toISOString(),
    });
    await updateRecipe(db, created.id, { title: 'Tomato soup' }, base);
    const saved = (await db.recipes.findOne(created.id).exec())!.toJSON();
    expect(saved).toMatchObject({ title: 'Tomato soup', convertedRecipe: 'Simmer 20 minutes.' });
  });

  it('refuses an edit of a recipe deleted meanwhile (the dialog saves it as a new recipe)', async () => {
    db = await createDatabase({ userId: `edit-merge-gone-${Date.now()}`, storage: testStorage(), collections: ['recipes'] });
    const created = await createRecipe(db, { title: 'Leek tart', convertedRecipe: '3 leeks' });
    const base = (await db.recipes.findOne(created.id).exec())!.toMutableJSON();
    const held = (await db.recipes.findOne(created.id).exec())!;
    await held.remove();
    await expect(updateRecipe(db, created.id, { title: 'Leek and potato tart' }, base)).rejects.toBeInstanceOf(RecipeGoneError);
    expect(await db.recipes.count().exec()).toBe(0);
  });
});
