import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PULL_BATCH } from '../../shared/sync/protocol';
import { readChangesSince, toWireDoc } from '../../sync-server/src/sync/documentStore';
import { readPullBatch } from '../../sync-server/src/sync/pullReply';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const recipe = (id: string, title: string) => ({
  id,
  title,
  convertedRecipe: 'Stir «gently»; 200 g lentils — "quoted" \\ backslash, emoji 🍲',
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

describe('pull replies serialised by the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('answers exactly the documents and checkpoints of the row-by-row read, page by page, tombstones included', async () => {
    // A Chef account: seven recipes are over the free plan's limit.
    const { id, headers } = await createPlanUser(t.app, t.db, 'chef');
    const user = { id };
    const rows = Array.from({ length: 7 }, (_, i) => ({ newDocumentState: recipe(`r${i}`, `Soup ${i}`) }));
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows } })).statusCode).toBe(200);
    const tombstone = { assumedMasterState: recipe('r3', 'Soup 3'), newDocumentState: { ...recipe('r3', 'Soup 3'), _deleted: true } };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sync/recipes/push', headers, payload: { rows: [tombstone] } })).statusCode,
    ).toBe(200);

    let checkpoint: { seq: number; id: string } | null = null;
    const pulled: unknown[] = [];
    for (let page = 0; page < 5; page++) {
      const expected = await readChangesSince(t.db, user.id, 'recipes', checkpoint, 3);
      const batch = await readPullBatch(t.db, user.id, 'recipes', checkpoint, 3);
      expect(JSON.parse(batch.documentsJson)).toEqual(expected.map(toWireDoc));
      const res = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers, payload: { checkpoint, batchSize: 3 } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/json');
      const body = res.json() as { documents: unknown[]; checkpoint: { seq: number; id: string } | null };
      expect(body.documents).toEqual(expected.map(toWireDoc));
      const last = expected.at(-1);
      expect(body.checkpoint).toEqual(last ? { seq: last.seq, id: last.id } : checkpoint);
      pulled.push(...body.documents);
      if (body.documents.length < 3) break;
      checkpoint = body.checkpoint;
    }
    expect(pulled).toHaveLength(7);
    expect(pulled).toContainEqual(expect.objectContaining({ id: 'r3', _deleted: true }));
    expect(pulled).toContainEqual(
      expect.objectContaining({ id: 'r0', convertedRecipe: recipe('r0', '').convertedRecipe, _deleted: false }),
    );
  });

  it('answers an empty collection with no documents and the checkpoint sent', async () => {
    const { headers } = testUser(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(first.json()).toEqual({ documents: [], checkpoint: null });
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: { seq: 99, id: 'x' }, batchSize: 10 },
    });
    expect(later.json()).toEqual({ documents: [], checkpoint: { seq: 99, id: 'x' } });
  });

  it(`takes batches of up to ${MAX_PULL_BATCH} documents and refuses larger ones with 400`, async () => {
    const { headers } = testUser(t.app);
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: MAX_PULL_BATCH },
    });
    expect(ok.statusCode).toBe(200);
    const tooMany = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: MAX_PULL_BATCH + 1 },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
