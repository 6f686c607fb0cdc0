import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../../client/src/data/database';
import { InvalidDocumentError } from '../../client/src/data/localValidation';
import { saveWeekMeals } from '../../client/src/data/mealPlanActions';
import { addShoppingItem, removeShoppingItem, toggleShoppingCheck } from '../../client/src/data/shoppingActions';
import { setDeviceClock } from '../../client/src/data/stamps';
import { testStorage } from '../../client/src/data/testing/testStorage';
import type { KitchenDatabase } from '../../client/src/data/types';
import type { WeekMeals } from '../../shared/domain/planner/mealPlanEdit';
import type { PlannedRecipe } from '../../shared/schemas/mealPlan';

/** The meal planner's and shopping list's writes go through data/: hybrid clock stamps, schema checks, merges. */

const WEEK = '2026-11-23';
const DAY = '2026-11-24';
const THREE_DAYS = 3 * 86_400_000;

function placement(id: string, title: string): PlannedRecipe {
  return { id, recipeId: `r-${id}`, title, addedAt: '2026-11-20T10:00:00.000Z' };
}

function week(...dinners: PlannedRecipe[]): WeekMeals {
  return dinners.length ? { [DAY]: { dinner: dinners } } : {};
}

describe('meal plan and shopping writes through the data layer', () => {
  let db: KitchenDatabase | undefined;
  const open = async (label: string) => {
    db = await createDatabase({
      userId: `plan-shop-${label}-${Date.now()}`,
      storage: testStorage(),
      collections: ['mealPlans', 'shoppingChecks'],
    });
    return db;
  };
  afterEach(async () => {
    await db?.close();
    db = undefined;
  });

  it('stamps a saved week later than the version it replaces, even on a device whose clock is days behind', async () => {
    const store = await open('plan-clock');
    await saveWeekMeals(store, WEEK, {}, week(placement('a', 'Stew')));
    const first = (await store.mealPlans.findOne(WEEK).exec())!.toMutableJSON();
    // Another device (clock ahead) saved meanwhile; this device's clock is three days slow.
    const ahead = new Date(Date.now() + 3_600_000).toISOString();
    await (await store.mealPlans.findOne(WEEK).exec())!.incrementalPatch({ updatedAt: ahead });
    setDeviceClock(store, () => Date.now() - THREE_DAYS);

    await saveWeekMeals(store, WEEK, first.mealPlan, week(placement('a', 'Stew'), placement('b', 'Curry')));
    const saved = (await store.mealPlans.findOne(WEEK).exec())!.toJSON();
    expect(saved.updatedAt > ahead).toBe(true);
    expect(saved.createdAt).toBe(first.createdAt);
    expect(saved.mealPlan[DAY]?.dinner?.map((p) => p.title)).toEqual(['Stew', 'Curry']);
  });

  it('merges placements another device added while the week was being edited', async () => {
    const store = await open('plan-merge');
    await saveWeekMeals(store, WEEK, {}, week(placement('a', 'Stew')));
    const base = week(placement('a', 'Stew'));
    // Arrived from another device while this one edited its draft.
    await (await store.mealPlans.findOne(WEEK).exec())!.incrementalPatch({
      mealPlan: week(placement('a', 'Stew'), placement('r', 'Soup')),
    });

    await saveWeekMeals(store, WEEK, base, week(placement('a', 'Stew'), placement('b', 'Curry')));
    const titles = (await store.mealPlans.findOne(WEEK).exec())!.toJSON().mealPlan[DAY]?.dinner?.map((p) => p.title);
    expect(titles?.sort()).toEqual(['Curry', 'Soup', 'Stew']);
  });

  it('refuses a week the schema refuses and stores nothing of it', async () => {
    const store = await open('plan-invalid');
    const tooLong = placement('x', 'x'.repeat(301));
    await expect(saveWeekMeals(store, WEEK, {}, week(tooLong))).rejects.toBeInstanceOf(InvalidDocumentError);
    expect(await store.mealPlans.findOne(WEEK).exec()).toBeNull();
  });

  it('checks and unchecks items, each write stamped later than the last, whatever the clock says', async () => {
    const store = await open('shop-toggle');
    await toggleShoppingCheck(store, WEEK, 'flour');
    const first = (await store.shoppingChecks.findOne(WEEK).exec())!.toJSON();
    expect(first.checked).toEqual(['flour']);
    setDeviceClock(store, () => Date.now() - THREE_DAYS);
    await toggleShoppingCheck(store, WEEK, 'eggs');
    await toggleShoppingCheck(store, WEEK, 'flour');
    const after = (await store.shoppingChecks.findOne(WEEK).exec())!.toJSON();
    expect(after.checked).toEqual(['eggs']);
    expect(after.updatedAt > first.updatedAt).toBe(true);
  });

  it('adds a hand-written item trimmed and stamped, removes it, and refuses an item the schema refuses', async () => {
    const store = await open('shop-items');
    const added = await addShoppingItem(store, WEEK, { name: '  Coffee ', quantity: ' 1 bag ', category: 'Other' });
    expect(added).toMatchObject({ name: 'Coffee', quantity: '1 bag', category: 'Other' });
    const doc = (await store.shoppingChecks.findOne(WEEK).exec())!.toJSON();
    expect(doc.extraItems).toEqual([added]);
    expect(added.addedAt).toBe(doc.updatedAt);

    await expect(addShoppingItem(store, WEEK, { name: '   ', quantity: '', category: 'Other' })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    await expect(addShoppingItem(store, WEEK, { name: 'x'.repeat(201), quantity: '', category: 'Other' })).rejects.toBeInstanceOf(
      InvalidDocumentError,
    );
    expect((await store.shoppingChecks.findOne(WEEK).exec())!.toJSON().extraItems).toHaveLength(1);

    await removeShoppingItem(store, WEEK, added.id);
    expect((await store.shoppingChecks.findOne(WEEK).exec())!.toJSON().extraItems).toEqual([]);
  });
});
