import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDocument } from '../../sync-server/src/sync/documentStore';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp } from '../support/testApp';

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

describe('POST /api/generate/offline-usage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const report = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/generate/offline-usage', headers, payload: payload as object });

  async function conversionsOn(owner: string, day: string): Promise<number> {
    const doc = await readDocument(t.db, owner, 'usage', day);
    return doc ? (doc.data as { conversions: number }).conversions : 0;
  }

  it('refuses without sign-in', async () => {
    const res = await report({}, { conversions: [{ id: 'offline-aaaa-1', day: today() }] });
    expect(res.statusCode).toBe(401);
  });

  it('adds offline conversions to the day usage once each, however often they are reported', async () => {
    const { id, headers } = await createPlanUser(t.app, t.db);
    const day = today();
    const body = {
      conversions: [
        { id: 'offline-aaaa-1', day },
        { id: 'offline-aaaa-2', day },
      ],
    };
    const first = await report(headers, body);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ recorded: ['offline-aaaa-1', 'offline-aaaa-2'], counted: 2 });
    expect(await conversionsOn(id, day)).toBe(2);

    const again = await report(headers, body);
    expect(again.json()).toEqual({ recorded: ['offline-aaaa-1', 'offline-aaaa-2'], counted: 0 });
    expect(await conversionsOn(id, day)).toBe(2);

    // Parallel repeats (two tabs reporting together) still count each id once.
    const more = { conversions: [{ id: 'offline-aaaa-3', day }] };
    await Promise.all([report(headers, more), report(headers, more), report(headers, more)]);
    expect(await conversionsOn(id, day)).toBe(3);
  });

  it('keeps users apart: the same conversion id of another user counts for that user', async () => {
    const a = await createPlanUser(t.app, t.db);
    const b = await createPlanUser(t.app, t.db);
    const day = today();
    await report(a.headers, { conversions: [{ id: 'shared-id-0001', day }] });
    await report(b.headers, { conversions: [{ id: 'shared-id-0001', day }] });
    expect(await conversionsOn(a.id, day)).toBe(1);
    expect(await conversionsOn(b.id, day)).toBe(1);
  });

  it('records but does not count days outside the last week', async () => {
    const { id, headers } = await createPlanUser(t.app, t.db);
    const res = await report(headers, { conversions: [{ id: 'offline-old-0001', day: '2001-01-01' }] });
    expect(res.json()).toEqual({ recorded: ['offline-old-0001'], counted: 0 });
    expect(await conversionsOn(id, '2001-01-01')).toBe(0);
  });

  it('answers bad bodies with 400, never 500', async () => {
    const { headers } = await createPlanUser(t.app, t.db);
    for (const payload of [{}, { conversions: [] }, { conversions: [{ id: 'x', day: 'today' }] }, { conversions: 'all' }]) {
      const res = await report(headers, payload);
      expect(res.statusCode).toBe(400);
    }
  });
});
