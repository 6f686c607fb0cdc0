import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanId } from '../../shared/domain/plans';
import type { RecipeDoc } from '../../shared/schemas/recipe';
import type { RecipeCollectionDoc } from '../../shared/schemas/recipeCollection';
import { eraseUserRows } from '../../sync-server/src/account/eraseAccountRepository';
import { exportUserData } from '../../sync-server/src/account/exportData';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const at = (minute: number) => `2026-11-24T10:${String(minute).padStart(2, '0')}:00.000Z`;
const collection = (id: string, recipeIds: string[] = []): RecipeCollectionDoc => ({
  id,
  name: `Weeknight ${id}`,
  recipeIds,
  createdAt: at(0),
  updatedAt: at(1),
});
const recipe = (id: string, extra: Partial<RecipeDoc> = {}): RecipeDoc => ({
  id,
  title: `Soup ${id}`,
  convertedRecipe: 'Simmer 20 minutes.',
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: at(0),
  updatedAt: at(1),
  ...extra,
});

type Reply = { conflicts: unknown[]; rejected?: { id: string; reason: string; message: string }[] };

async function push<T extends { id: string }>(
  headers: { authorization: string },
  name: string,
  next: T,
  assumed: T | null,
): Promise<Reply> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sync/${name}/push`,
    headers,
    payload: {
      rows: [{ assumedMasterState: assumed ? { ...assumed, _deleted: false } : null, newDocumentState: { ...next, _deleted: false } }],
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Reply;
}

async function pull(headers: { authorization: string }, name: string): Promise<Record<string, unknown>[]> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/sync/${name}/pull`,
    headers,
    payload: { checkpoint: null, batchSize: 50 },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { documents: Record<string, unknown>[] }).documents;
}

describe('collections are written only on Master Chef and Enterprise', () => {
  it.each<PlanId>(['free', 'chef'])('a %s user cannot create a collection', async (plan) => {
    const user = await createPlanUser(t.app, t.db, plan);
    const reply = await push(user.headers, 'recipeCollections', collection('c1'), null);
    expect(reply.rejected).toEqual([
      { id: 'c1', reason: 'plan_feature_required', message: expect.stringMatching(/^Collections needs a higher plan/) },
    ]);
    expect(await pull(user.headers, 'recipeCollections')).toEqual([]);
  });

  it.each<PlanId>(['master-chef', 'enterprise'])('a %s user creates one and reads it back', async (plan) => {
    const user = await createPlanUser(t.app, t.db, plan);
    expect((await push(user.headers, 'recipeCollections', collection('c1', ['r1']), null)).rejected ?? []).toEqual([]);
    expect(await pull(user.headers, 'recipeCollections')).toEqual([{ ...collection('c1', ['r1']), _deleted: false }]);
  });

  it('after a downgrade a collection stays readable and can be deleted, but not changed', async () => {
    const user = await createPlanUser(t.app, t.db, 'master-chef');
    const first = collection('c1', ['r1']);
    await push(user.headers, 'recipeCollections', first, null);
    await t.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
    const renamed = { ...first, name: 'Renamed', updatedAt: at(2) };
    expect((await push(user.headers, 'recipeCollections', renamed, first)).rejected?.[0]?.reason).toBe('plan_feature_required');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipeCollections/push',
      headers: user.headers,
      payload: {
        rows: [{ assumedMasterState: { ...first, _deleted: false }, newDocumentState: { ...first, updatedAt: at(3), _deleted: true } }],
      },
    });
    expect((response.json() as Reply).rejected ?? []).toEqual([]);
    expect(await pull(user.headers, 'recipeCollections')).toMatchObject([{ id: 'c1', _deleted: true }]);
  });

  it('refuses a collection that breaks the schema (no name, too many recipes) with a reason', async () => {
    const user = await createPlanUser(t.app, t.db, 'master-chef');
    const unnamed = await push(user.headers, 'recipeCollections', { ...collection('c1'), name: '' }, null);
    expect(unnamed.rejected?.[0]).toMatchObject({ id: 'c1', reason: 'validation_failed' });
    const huge = await push(
      user.headers,
      'recipeCollections',
      collection(
        'c2',
        Array.from({ length: 2501 }, (_, i) => `r${i}`),
      ),
      null,
    );
    expect(huge.rejected?.[0]).toMatchObject({ id: 'c2', reason: 'validation_failed' });
  });
});

describe('recipe tags need canUseCollections', () => {
  it('a chef saves a recipe but not a new tag; a master chef tags it', async () => {
    const chef = await createPlanUser(t.app, t.db, 'chef');
    expect((await push(chef.headers, 'recipes', recipe('r1'), null)).rejected ?? []).toEqual([]);
    const tagged = recipe('r1', { tags: ['weeknight'], updatedAt: at(2) });
    expect((await push(chef.headers, 'recipes', tagged, recipe('r1'))).rejected?.[0]).toMatchObject({
      reason: 'plan_feature_required',
      message: expect.stringMatching(/^Recipe tags needs a higher plan/),
    });
    const master = await createPlanUser(t.app, t.db, 'master-chef');
    expect((await push(master.headers, 'recipes', recipe('r1', { tags: ['weeknight', 'soup'] }), null)).rejected ?? []).toEqual([]);
    expect(await pull(master.headers, 'recipes')).toMatchObject([{ id: 'r1', tags: ['weeknight', 'soup'] }]);
  });

  it('after a downgrade tags stay, other edits save and a tag can be removed', async () => {
    const user = await createPlanUser(t.app, t.db, 'master-chef');
    const tagged = recipe('r1', { tags: ['weeknight', 'soup'] });
    await push(user.headers, 'recipes', tagged, null);
    await t.db.query("UPDATE users SET plan = 'free' WHERE id = $1", [user.id]);
    const retitled = { ...tagged, title: 'Better soup', updatedAt: at(2) };
    expect((await push(user.headers, 'recipes', retitled, tagged)).rejected ?? []).toEqual([]);
    const fewer = { ...retitled, tags: ['soup'], updatedAt: at(3) };
    expect((await push(user.headers, 'recipes', fewer, retitled)).rejected ?? []).toEqual([]);
  });
});

describe('export and erase cover collections', () => {
  it('"Download my data" holds the collections, and erasing the account deletes them', async () => {
    const user = await createPlanUser(t.app, t.db, 'master-chef');
    await push(user.headers, 'recipeCollections', collection('c1', ['r1']), null);
    const file = await exportUserData(t.db, user.id);
    expect(file?.collections.recipeCollections).toEqual([collection('c1', ['r1'])]);
    await t.db.transaction((tx) => eraseUserRows(tx, user.id));
    const left = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM documents WHERE owner = $1 AND collection = 'recipeCollections'",
      [user.id],
    );
    expect(left.rows[0]?.n).toBe(0);
  });
});
