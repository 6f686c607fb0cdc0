import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/domain/limits';
import type { PullResponse, PushResponse, WireDoc } from '../../shared/sync/protocol';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const at = (minute: number) => `2026-11-21T10:${String(minute).padStart(2, '0')}:00.000Z`;
const recipe = (id: string, title: string, minute = 0) => ({
  id,
  title,
  convertedRecipe: `# ${title}`,
  dietaryFilters: ['Vegan'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: at(0),
  updatedAt: at(minute),
});

type Headers = { authorization: string };

async function push(app: FastifyInstance, headers: Headers, rows: unknown[], collection = 'recipes') {
  return app.inject({ method: 'POST', url: `/api/sync/${collection}/push`, headers, payload: { rows } });
}
async function pull(app: FastifyInstance, headers: Headers, checkpoint: unknown = null, batchSize = 100, collection = 'recipes') {
  const res = await app.inject({ method: 'POST', url: `/api/sync/${collection}/pull`, headers, payload: { checkpoint, batchSize } });
  expect(res.statusCode).toBe(200);
  return res.json<PullResponse>();
}

describe('replication pull/push', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('round trip: pushed documents come back in order with a server checkpoint', async () => {
    const { headers } = testUser(t.app);
    const res = await push(t.app, headers, [
      { newDocumentState: { ...recipe('a', 'Lentil soup'), _deleted: false } },
      { newDocumentState: { ...recipe('b', 'Tofu curry'), _deleted: false } },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PushResponse>()).toEqual({ conflicts: [] });

    const first = await pull(t.app, headers, null, 1);
    expect(first.documents).toEqual([{ ...recipe('a', 'Lentil soup'), _deleted: false }]);
    const second = await pull(t.app, headers, first.checkpoint, 10);
    expect(second.documents.map((d) => d.id)).toEqual(['b']);
    expect(second.checkpoint?.seq).toBeGreaterThan(first.checkpoint?.seq ?? 0);
    const empty = await pull(t.app, headers, second.checkpoint, 10);
    expect(empty).toEqual({ documents: [], checkpoint: second.checkpoint });
  });

  it('an empty collection pulls no documents and a null checkpoint', async () => {
    const { headers } = testUser(t.app);
    expect(await pull(t.app, headers)).toEqual({ documents: [], checkpoint: null });
  });

  it('a stale assumed master state is a conflict answered with the real master state; nothing is overwritten', async () => {
    const { headers } = testUser(t.app);
    const v1 = { ...recipe('c', 'Soup v1'), _deleted: false };
    await push(t.app, headers, [{ newDocumentState: v1 }]);
    const v2 = { ...recipe('c', 'Soup v2 (phone)', 1), _deleted: false };
    expect((await push(t.app, headers, [{ assumedMasterState: v1, newDocumentState: v2 }])).json()).toEqual({ conflicts: [] });

    const fromTablet = { ...recipe('c', 'Soup v2 (tablet)', 2), _deleted: false };
    const res = await push(t.app, headers, [{ assumedMasterState: v1, newDocumentState: fromTablet }]);
    expect(res.json<PushResponse>().conflicts).toEqual([v2]);
    // A new document pushed without an assumed state over an existing one is a conflict too.
    const blind = await push(t.app, headers, [{ newDocumentState: fromTablet }]);
    expect(blind.json<PushResponse>().conflicts).toEqual([v2]);
    expect((await pull(t.app, headers)).documents).toEqual([v2]);
  });

  it('compares assumed master states regardless of key order and RxDB metadata', async () => {
    const { headers } = testUser(t.app);
    const v1 = { ...recipe('k', 'Key order'), _deleted: false };
    await push(t.app, headers, [{ newDocumentState: v1 }]);
    const reordered = Object.fromEntries(Object.entries(v1).reverse());
    const v2 = { ...recipe('k', 'Key order 2', 3), _deleted: false, _meta: { lwt: 1 }, _rev: '1-abc', _attachments: {} };
    const res = await push(t.app, headers, [{ assumedMasterState: { ...reordered, _rev: '0-x' }, newDocumentState: v2 }]);
    expect(res.json<PushResponse>().conflicts).toEqual([]);
    // The stored body is exactly the schema document: no RxDB fields.
    expect((await pull(t.app, headers)).documents).toEqual([{ ...recipe('k', 'Key order 2', 3), _deleted: false }]);
  });

  it('a retried push is a success that changes nothing twice', async () => {
    const { headers } = testUser(t.app);
    const v1 = { ...recipe('r', 'Retry'), _deleted: false };
    await push(t.app, headers, [{ newDocumentState: v1 }]);
    const v2 = { ...recipe('r', 'Retry 2', 4), _deleted: false };
    const row = { assumedMasterState: v1, newDocumentState: v2 };
    expect((await push(t.app, headers, [row])).json()).toEqual({ conflicts: [] });
    const after = await pull(t.app, headers);
    expect((await push(t.app, headers, [row])).json()).toEqual({ conflicts: [] });
    const again = await pull(t.app, headers);
    expect(again).toEqual(after);
  });

  it('deletes travel as tombstones and pull as _deleted: true', async () => {
    const { headers } = testUser(t.app);
    const live = { ...recipe('d', 'To delete'), _deleted: false };
    await push(t.app, headers, [{ newDocumentState: live }]);
    const first = await pull(t.app, headers);
    const tombstone = { ...live, _deleted: true };
    expect((await push(t.app, headers, [{ assumedMasterState: live, newDocumentState: tombstone }])).json()).toEqual({ conflicts: [] });
    const changes = await pull(t.app, headers, first.checkpoint);
    expect(changes.documents).toEqual([tombstone]);
    // An edit assuming the live state now conflicts with the tombstone.
    const edit = { ...recipe('d', 'Edited offline', 5), _deleted: false };
    const res = await push(t.app, headers, [{ assumedMasterState: live, newDocumentState: edit }]);
    expect(res.json<PushResponse>().conflicts).toEqual([tombstone]);
  });

  it('an assumed master state with no stored row is written (nothing to conflict with, and the edit is kept)', async () => {
    const { headers } = testUser(t.app);
    const doc = { ...recipe('gone', 'Kept'), _deleted: false };
    const res = await push(t.app, headers, [{ assumedMasterState: { ...doc, title: 'older' }, newDocumentState: doc }]);
    expect(res.json()).toEqual({ conflicts: [] });
    expect((await pull(t.app, headers)).documents).toEqual([doc]);
  });

  it('an invalid row is rejected with its reason and failing field; the valid rows of the batch are stored', async () => {
    const { headers } = testUser(t.app);
    const good = { ...recipe('g', 'Good'), _deleted: false };
    const bad = { ...recipe('h', 'Bad'), category: 'breakfast-for-dinner', _deleted: false };
    const res = await push(t.app, headers, [{ newDocumentState: good }, { newDocumentState: bad }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PushResponse>()).toMatchObject({
      conflicts: [],
      rejected: [{ id: 'h', reason: 'validation_failed', field: 'rows.1.newDocumentState.category' }],
    });
    const unknownField = await push(t.app, headers, [{ newDocumentState: { ...good, id: 'u', ownerId: 'someone-else' } }]);
    expect(unknownField.json<PushResponse>().rejected).toMatchObject([{ id: 'u', reason: 'validation_failed' }]);
    expect((await pull(t.app, headers)).documents).toEqual([good]);
  });

  it('a document over the size limit is rejected as payload_too_large; the rest of the batch is stored', async () => {
    const { headers } = testUser(t.app);
    const huge = { ...recipe('big', 'Big'), convertedRecipe: 'x'.repeat(LIMITS.maxDocumentBytes), _deleted: false };
    const small = { ...recipe('small', 'Small'), _deleted: false };
    const res = await push(t.app, headers, [{ newDocumentState: small }, { newDocumentState: huge }]);
    expect(res.statusCode).toBe(200);
    expect(res.json<PushResponse>()).toMatchObject({
      conflicts: [],
      rejected: [{ id: 'big', reason: 'payload_too_large', field: 'rows.1.newDocumentState' }],
    });
    expect((await pull(t.app, headers)).documents).toEqual([small]);
  });

  it('server-owned collections are pull-only (403); unknown collections are 404', async () => {
    const { headers } = testUser(t.app);
    const usage = { id: '2026-11-21', date: '2026-11-21', conversions: 0, createdAt: at(0), updatedAt: at(0), _deleted: false };
    const res = await push(t.app, headers, [{ newDocumentState: usage }], 'usage');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'read_only_collection' });
    expect((await pull(t.app, headers, null, 10, 'usage')).documents).toEqual([]);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/sync/passwords/pull',
      headers,
      payload: { checkpoint: null, batchSize: 1 },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'not_found' });
  });

  it('needs a valid access token of a verified user (Google accounts too: an unproven address proves nothing)', async () => {
    const payload = { checkpoint: null, batchSize: 1 };
    const none = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', payload });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ error: 'unauthorized' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload,
    });
    expect(forged.statusCode).toBe(401);
    const unverified = testUser(t.app, { emailVerified: false });
    const refused = await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers: unverified.headers, payload });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'email_not_verified' });
    const unprovenGoogle = testUser(t.app, { emailVerified: false, provider: 'google' });
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers: unprovenGoogle.headers, payload })).statusCode,
    ).toBe(403);
    const google = testUser(t.app, { emailVerified: true, provider: 'google' });
    expect((await t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers: google.headers, payload })).statusCode).toBe(200);
    // A stream ticket is not an access token.
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers: google.headers })).json<{
      ticket: string;
    }>().ticket;
    const withTicket = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers: { authorization: `Bearer ${ticket}` },
      payload,
    });
    expect(withTicket.statusCode).toBe(401);
  });

  it('pulls in batches of at most batchSize and validates the request', async () => {
    const { headers } = await createPlanUser(t.app, t.db, 'chef');
    const docs: WireDoc[] = Array.from({ length: 7 }, (_, i) => ({ ...recipe(`p${i}`, `Recipe ${i}`), _deleted: false }));
    await push(
      t.app,
      headers,
      docs.map((d) => ({ newDocumentState: d })),
    );
    const seen: string[] = [];
    let checkpoint: unknown = null;
    for (;;) {
      const page = await pull(t.app, headers, checkpoint, 3);
      seen.push(...page.documents.map((d) => d.id));
      checkpoint = page.checkpoint;
      if (page.documents.length < 3) break;
    }
    expect(seen).toEqual(docs.map((d) => d.id));
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/sync/recipes/pull',
      headers,
      payload: { checkpoint: null, batchSize: 100_000 },
    });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ error: 'validation_failed', field: 'batchSize' });
  });
});
