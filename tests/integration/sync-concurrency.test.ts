import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Checkpoint, PullResponse } from '../../shared/sync/protocol';
import { MAX_PUSHES_IN_FLIGHT_PER_USER } from '../../sync-server/src/sync/pushesInFlight';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

// As many as one account may have in flight (more are answered 429, see pushesInFlight.ts).
const PUSHES = MAX_PUSHES_IN_FLIGHT_PER_USER;
const DOCS_PER_PUSH = 10;

const checks = (id: string) => ({ id, weekStart: '2026-11-16', checked: [id], updatedAt: '2026-11-21T10:00:00.000Z', _deleted: false });

describe('concurrent pushes from one owner', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('a client pulling during them never misses a row (sequence order = commit order)', async () => {
    const { headers } = testUser(t.app);
    const expected = new Set<string>();
    const pushes = Array.from({ length: PUSHES }, (_, p) => {
      const rows = Array.from({ length: DOCS_PER_PUSH }, (_, d) => {
        const id = `w${p}-${d}`;
        expected.add(id);
        return { newDocumentState: checks(id) };
      });
      return t.app.inject({ method: 'POST', url: '/api/sync/shoppingChecks/push', headers, payload: { rows } });
    });

    const seen: string[] = [];
    let checkpoint: Checkpoint | null = null;
    let lastSeq = 0;
    const pullOnce = async (): Promise<void> => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/pull',
        headers,
        payload: { checkpoint, batchSize: 5 },
      });
      const page = res.json<PullResponse>();
      for (const doc of page.documents) seen.push(doc.id);
      if (page.checkpoint) {
        expect(page.checkpoint.seq).toBeGreaterThanOrEqual(lastSeq);
        lastSeq = page.checkpoint.seq;
      }
      checkpoint = page.checkpoint;
    };

    let done = false;
    const all = Promise.all(pushes).then((responses) => {
      done = true;
      return responses;
    });
    while (!done) await pullOnce();
    for (const res of await all) expect(res.json()).toEqual({ conflicts: [] });
    // Catch up from the checkpoint held, exactly as a client would.
    for (let before = -1; before !== seen.length; ) {
      before = seen.length;
      await pullOnce();
    }

    expect(new Set(seen)).toEqual(expected);
    expect(seen).toHaveLength(expected.size);
  });

  it('a push waits for a slower writer of the same owner, so it can never commit behind a pulled checkpoint', async () => {
    const { user, headers } = testUser(t.app);
    const order: string[] = [];
    let release = (): void => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let entered = (): void => {};
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    const slowWriter = t.db.transaction(async (tx) => {
      await writeServerDocument(tx, user.id, 'shoppingChecks', {
        id: 'slow',
        weekStart: '2026-11-16',
        checked: [],
        updatedAt: '2026-11-21T10:00:00.000Z',
      });
      entered();
      await gate;
      order.push('slow committed');
    });
    await inside;
    const fastPush = t.app
      .inject({ method: 'POST', url: '/api/sync/shoppingChecks/push', headers, payload: { rows: [{ newDocumentState: checks('fast') }] } })
      .then((res) => {
        order.push('push answered');
        return res;
      });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(order).toEqual([]);
    release();
    await slowWriter;
    expect((await fastPush).json()).toEqual({ conflicts: [] });
    expect(order).toEqual(['slow committed', 'push answered']);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sync/shoppingChecks/pull',
      headers,
      payload: { checkpoint: null, batchSize: 10 },
    });
    expect(res.json<PullResponse>().documents.map((d) => d.id)).toEqual(['slow', 'fast']);
  });
});
