import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PullResponse } from '../../shared/sync/protocol';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

const note = (id: string, title: string) => ({
  id,
  title,
  message: `${title} message`,
  type: 'info',
  isRead: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

describe('two users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  const pullAll = async (headers: { authorization: string }) =>
    (
      await t.app.inject({ method: 'POST', url: '/api/sync/notifications/pull', headers, payload: { checkpoint: null, batchSize: 100 } })
    ).json<PullResponse>();

  it('B can neither pull nor overwrite A documents, even using the same ids', async () => {
    const a = testUser(t.app);
    const b = testUser(t.app);
    const aDoc = note('same-id', 'A private');
    await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: a.headers,
      payload: { rows: [{ newDocumentState: aDoc }] },
    });

    expect((await pullAll(b.headers)).documents).toEqual([]);
    // B's checkpoint far in the past or future does not reveal A's rows either.
    const probe = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/pull',
      headers: b.headers,
      payload: { checkpoint: { seq: 0, id: '' }, batchSize: 100 },
    });
    expect(probe.json<PullResponse>().documents).toEqual([]);

    // Pushing A's id with A's state as the assumed master: B has its own id space, so this is B's new document.
    const bDoc = note('same-id', 'B own');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: b.headers,
      payload: { rows: [{ assumedMasterState: aDoc, newDocumentState: bDoc }] },
    });
    expect(res.json()).toEqual({ conflicts: [] });
    // A second push by B conflicts only with B's own document, never revealing A's.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: b.headers,
      payload: { rows: [{ assumedMasterState: aDoc, newDocumentState: note('same-id', 'B again') }] },
    });
    expect(again.json()).toEqual({ conflicts: [bDoc] });

    expect((await pullAll(a.headers)).documents).toEqual([aDoc]);
    expect((await pullAll(b.headers)).documents).toEqual([bDoc]);
  });

  it('the owner is taken from the token, never from the body or the query', async () => {
    const a = testUser(t.app);
    const b = testUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/sync/notifications/push',
      headers: a.headers,
      payload: { rows: [{ newDocumentState: note('x', 'A') }] },
    });
    const sneaky = await t.app.inject({
      method: 'POST',
      url: `/api/sync/notifications/pull?owner=${encodeURIComponent(a.user.id)}`,
      headers: b.headers,
      payload: { checkpoint: null, batchSize: 100, owner: a.user.id },
    });
    expect(sneaky.statusCode).toBe(400);
    const plain = await t.app.inject({
      method: 'POST',
      url: `/api/sync/notifications/pull?owner=${encodeURIComponent(a.user.id)}`,
      headers: b.headers,
      payload: { checkpoint: null, batchSize: 100 },
    });
    expect(plain.json<PullResponse>().documents).toEqual([]);
  });
});
