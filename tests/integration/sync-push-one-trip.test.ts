import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse, PushRow } from '../../shared/sync/protocol';
import { applyPush, type CommittedPush } from '../../sync-server/src/sync/push';
import { countingDatabase } from '../bench/roundTrips';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const at = (minute: number) => `2026-11-29T10:${String(minute).padStart(2, '0')}:00.000Z`;
const recipe = (id: string, title: string, minute = 0, extra: Record<string, unknown> = {}) => ({
  id,
  title,
  convertedRecipe: `# ${title}`,
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: at(0),
  updatedAt: at(minute),
  _deleted: false,
  ...extra,
});

describe('an everyday edit is checked and written in one round trip', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const session = { version: 0 };
  const pusher = (owner: string) => ({ owner, session });
  const pullAll = async (headers: { authorization: string }) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers, payload: { checkpoint: null, batchSize: 100 } })
    ).json<PullResponse>();

  it('edits of stored recipes: one round trip, written, told to the streams with the owner sequence before them', async () => {
    const { user, headers } = testUser(t.app);
    const v1 = [recipe('a', 'Soup'), recipe('b', 'Stew')];
    await applyPush(
      t.db,
      pusher(user.id),
      'recipes',
      v1.map((d) => ({ newDocumentState: d })),
    );
    const before = await pullAll(headers);
    const counted = countingDatabase(t.db);
    const told: CommittedPush[] = [];
    const v2 = [recipe('a', 'Soup 2', 1), recipe('b', 'Stew 2', 1)];
    const reply = await applyPush(
      counted.db,
      pusher(user.id),
      'recipes',
      v2.map((d, i) => ({ assumedMasterState: v1[i], newDocumentState: d }) as PushRow),
      (c) => told.push(c),
    );
    expect(reply).toEqual({ conflicts: [] });
    expect(counted.count()).toBe(1);
    expect((await pullAll(headers)).documents).toEqual(v2);
    expect(told).toHaveLength(1);
    expect(told[0]?.previousSeq).toBe(before.checkpoint?.seq);
    expect(told[0]?.change.documents.map((d) => d.title).sort()).toEqual(['Soup 2', 'Stew 2']);
  });

  it('told before the durable COMMIT (a preview for the streams), then after it: the same documents, the COMMIT a round trip of its own', async () => {
    const { user } = testUser(t.app);
    const v1 = recipe('p', 'Pie');
    await applyPush(t.db, pusher(user.id), 'recipes', [{ newDocumentState: v1 }]);
    const counted = countingDatabase(t.db);
    const heard: string[] = [];
    const v2 = recipe('p', 'Pie 2', 6);
    await applyPush(
      counted.db,
      pusher(user.id),
      'recipes',
      [{ assumedMasterState: v1, newDocumentState: v2 } as PushRow],
      (c) => heard.push(`committed ${c.change.documents.map((d) => d.title).join()}`),
      (owner, preview) => heard.push(`written ${owner === user.id} ${preview.collection} ${preview.documents.map((d) => d.title).join()}`),
    );
    expect(heard).toEqual(['written true recipes Pie 2', 'committed Pie 2']);
    expect(counted.count()).toBe(2);
    // Nothing written (a stale assumed state): no preview.
    await applyPush(
      t.db,
      pusher(user.id),
      'recipes',
      [{ assumedMasterState: v1, newDocumentState: recipe('p', 'Pie 3', 7) } as PushRow],
      undefined,
      () => heard.push('written again'),
    );
    expect(heard).toHaveLength(2);
  });

  it('a stale assumed state is a conflict answered with the stored state; a retried edit succeeds without a write; both in one batch', async () => {
    const { user, headers } = testUser(t.app);
    const v1 = [recipe('c', 'Curry'), recipe('d', 'Dal')];
    await applyPush(
      t.db,
      pusher(user.id),
      'recipes',
      v1.map((d) => ({ newDocumentState: d })),
    );
    const dal2 = recipe('d', 'Dal 2', 2);
    await applyPush(t.db, pusher(user.id), 'recipes', [{ assumedMasterState: v1[1], newDocumentState: dal2 } as PushRow]);
    const after = await pullAll(headers);
    const told: CommittedPush[] = [];
    const reply = await applyPush(
      t.db,
      pusher(user.id),
      'recipes',
      [
        { assumedMasterState: recipe('c', 'Curry from elsewhere'), newDocumentState: recipe('c', 'Curry 3', 3) },
        { assumedMasterState: v1[1], newDocumentState: dal2 },
      ] as PushRow[],
      (c) => told.push(c),
    );
    expect(reply).toEqual({ conflicts: [v1[0]] });
    expect(told).toEqual([]);
    expect(await pullAll(headers)).toEqual(after);
  });

  it('a session ended since the token was issued writes nothing (401); a deactivated account writes nothing (403)', async () => {
    const { user, headers } = testUser(t.app);
    const v1 = recipe('e', 'Eggless cake');
    await applyPush(t.db, pusher(user.id), 'recipes', [{ newDocumentState: v1 }]);
    const edit = [{ assumedMasterState: v1, newDocumentState: recipe('e', 'Eggless cake 2', 4) }] as PushRow[];
    await expect(applyPush(t.db, { owner: user.id, session: { version: 7 } }, 'recipes', edit)).rejects.toMatchObject({ statusCode: 401 });
    expect((await pullAll(headers)).documents).toEqual([v1]);
    await t.db.query(
      `INSERT INTO users (id, email, email_verified, provider, account_status) VALUES ($1, $2, true, 'password', 'deactivated')`,
      [user.id, user.email],
    );
    await expect(applyPush(t.db, pusher(user.id), 'recipes', edit)).rejects.toMatchObject({ statusCode: 403 });
    expect((await pullAll(headers)).documents).toEqual([v1]);
  });

  it('an edit whose document the server no longer holds is written the other way (the edit is kept)', async () => {
    const { user, headers } = testUser(t.app);
    const doc = recipe('f', 'Focaccia', 5);
    const reply = await applyPush(t.db, pusher(user.id), 'recipes', [
      { assumedMasterState: recipe('f', 'older'), newDocumentState: doc } as PushRow,
    ]);
    expect(reply).toEqual({ conflicts: [] });
    expect((await pullAll(headers)).documents).toEqual([doc]);
  });

  it('concurrent edit pushes of one owner: a pull between them never misses a row (sequence order = commit order)', async () => {
    const { user, headers } = testUser(t.app);
    const ids = Array.from({ length: 40 }, (_, i) => `g${i}`);
    const v1 = ids.map((id) => recipe(id, `Dish ${id}`));
    await applyPush(
      t.db,
      pusher(user.id),
      'recipes',
      v1.map((d) => ({ newDocumentState: d })),
    );
    const start = (await pullAll(headers)).checkpoint;
    const pushes = v1.map((doc, i) =>
      applyPush(t.db, pusher(user.id), 'recipes', [
        { assumedMasterState: doc, newDocumentState: { ...doc, title: `Edited ${i}` } } as PushRow,
      ]),
    );
    const seen = new Set<string>();
    let checkpoint = start;
    const pullOnce = async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers, payload: { checkpoint, batchSize: 5 } });
      const body = res.json<PullResponse>();
      for (const d of body.documents) if (String(d.title).startsWith('Edited')) seen.add(d.id);
      checkpoint = body.checkpoint ?? checkpoint;
    };
    let settled = false;
    const all = Promise.all(pushes).then((replies) => {
      settled = true;
      return replies;
    });
    while (!settled) await pullOnce();
    expect(await all).toEqual(ids.map(() => ({ conflicts: [] })));
    for (let i = 0; i < 10; i++) await pullOnce();
    expect(seen.size).toBe(ids.length);
  });
});
