import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '../../shared/domain/plans';
import { PROTOCOL_HEADER, type PullResponse, type PushResponse, SYNC_PROTOCOL_VERSION, type WireDoc } from '../../shared/sync/protocol';
import { SYNC_TEXTS } from '../../shared/sync/syncTexts';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

const recipe = (id: string, extra: Record<string, unknown> = {}): WireDoc => ({
  id,
  title: `Recipe ${id}`,
  convertedRecipe: `# ${id}`,
  dietaryFilters: [],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
  ...extra,
});
const week = (id: string): WireDoc => ({
  id,
  weekStart: id,
  mealPlan: { [id]: { lunch: [{ id: 'p1', recipeId: 'r1', title: 'Soup', addedAt: '2026-11-21T10:00:00.000Z' }] } },
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

type Headers = { authorization: string };
const push = (app: FastifyInstance, headers: Headers, rows: unknown[], collection = 'recipes') =>
  app.inject({ method: 'POST', url: `/api/sync/${collection}/push`, headers, payload: { rows } });
async function pullIds(app: FastifyInstance, headers: Headers, collection = 'recipes'): Promise<string[]> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/sync/${collection}/pull`,
    headers,
    payload: { checkpoint: null, batchSize: 500 },
  });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>().documents.map((d) => d.id);
}

describe('per-row push results and write policies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('one invalid row in a batch of 50: 49 are stored, the one is rejected with its reason', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'chef');
    const rows = Array.from({ length: 50 }, (_, i) => ({ newDocumentState: recipe(`b${String(i).padStart(2, '0')}`) }));
    rows[17] = { newDocumentState: recipe('b17', { title: '' }) };
    const res = await push(t.app, headers, rows);
    expect(res.statusCode).toBe(200);
    const body = res.json<PushResponse>();
    expect(body.conflicts).toEqual([]);
    expect(body.rejected).toEqual([
      { id: 'b17', reason: 'validation_failed', field: 'rows.17.newDocumentState.title', message: expect.stringContaining('title') },
    ]);
    const stored = await pullIds(t.app, headers);
    expect(stored).toHaveLength(49);
    expect(stored).not.toContain('b17');
  });

  it('a push creating recipes past the plan limit stores up to the limit and rejects the rest with recipe_limit_reached', async () => {
    const user = await createPlanUser(t.app, t.db, 'free');
    const limit = PLANS.free.recipeLimit;
    const rows = Array.from({ length: limit + 2 }, (_, i) => ({ newDocumentState: recipe(`f${i}`) }));
    const body = (await push(t.app, user.headers, rows)).json<PushResponse>();
    expect(body.rejected).toEqual([
      { id: `f${limit}`, reason: 'recipe_limit_reached', message: SYNC_TEXTS.recipeLimitRejected },
      { id: `f${limit + 1}`, reason: 'recipe_limit_reached', message: SYNC_TEXTS.recipeLimitRejected },
    ]);
    expect(await pullIds(t.app, user.headers)).toHaveLength(limit);

    // Edits of stored recipes still pass at the limit.
    const edited = recipe('f0', { title: 'Edited' });
    expect((await push(t.app, user.headers, [{ assumedMasterState: recipe('f0'), newDocumentState: edited }])).json()).toEqual({
      conflicts: [],
    });

    // A delete in the same batch makes room for one creation; the retried row carries the state RxDB assumed.
    const retry = await push(t.app, user.headers, [
      { assumedMasterState: recipe('f1'), newDocumentState: recipe('f1', { _deleted: true }) },
      { assumedMasterState: recipe(`f${limit}`), newDocumentState: recipe(`f${limit}`) },
      { newDocumentState: recipe(`f${limit + 1}`) },
    ]);
    expect(retry.json<PushResponse>().rejected?.map((r) => r.id)).toEqual([`f${limit + 1}`]);

    // After an upgrade the same row is accepted.
    await t.db.query("UPDATE users SET plan = 'chef' WHERE id = $1", [user.id]);
    expect((await push(t.app, user.headers, [{ newDocumentState: recipe(`f${limit + 1}`) }])).json()).toEqual({ conflicts: [] });
    expect(await pullIds(t.app, user.headers)).toContain(`f${limit + 1}`);
  });

  it('meal plans: a plan without meal planning cannot write them (meal_planning_required) but still reads them', async () => {
    const user = await createPlanUser(t.app, t.db, 'chef');
    expect((await push(t.app, user.headers, [{ newDocumentState: week('2026-11-23') }], 'mealPlans')).json()).toEqual({ conflicts: [] });
    await t.db.query("UPDATE users SET plan = 'free' WHERE id = $1", [user.id]);
    const refused = await push(t.app, user.headers, [{ newDocumentState: week('2026-11-30') }], 'mealPlans');
    expect(refused.statusCode).toBe(200);
    expect(refused.json()).toEqual({
      conflicts: [],
      rejected: [{ id: '2026-11-30', reason: 'meal_planning_required', message: SYNC_TEXTS.mealPlanningRejected }],
    });
    expect(await pullIds(t.app, user.headers, 'mealPlans')).toEqual(['2026-11-23']);
    // Deleting a week stays allowed (the user's own data, or giving up a refused change).
    const gone = { ...week('2026-11-23'), _deleted: true };
    expect(
      (await push(t.app, user.headers, [{ assumedMasterState: week('2026-11-23'), newDocumentState: gone }], 'mealPlans')).json(),
    ).toEqual({
      conflicts: [],
    });
    // Other collections are not affected by the meal-planning right.
    expect((await push(t.app, user.headers, [{ newDocumentState: recipe('ok') }])).json()).toEqual({ conflicts: [] });
  });

  it('a client speaking another protocol version is answered 426 protocol_unsupported; the current one is served', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'chef');
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, [PROTOCOL_HEADER]: '1' },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(old.statusCode).toBe(426);
    expect(old.json()).toMatchObject({ error: 'protocol_unsupported' });
    const oldPush = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/push',
      headers: { ...headers, [PROTOCOL_HEADER]: '999' },
      payload: { rows: [{ newDocumentState: recipe('x') }] },
    });
    expect(oldPush.statusCode).toBe(426);
    const current = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { ...headers, [PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION) },
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(current.statusCode).toBe(200);
  });

  it('one id pushed twice in a batch is applied in order without a database error', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'chef');
    const first = recipe('twice', { title: 'First' });
    const second = recipe('twice', { title: 'Second' });
    const res = await push(t.app, headers, [{ newDocumentState: first }, { assumedMasterState: first, newDocumentState: second }]);
    expect(res.json()).toEqual({ conflicts: [] });
    const pulled = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(pulled.json<PullResponse>().documents).toEqual([second]);
  });
});
