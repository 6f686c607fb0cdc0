import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/sync/protocol';
import { MAX_PUSHES_IN_FLIGHT_PER_USER } from '../../sync-server/src/sync/pushesInFlight';
import { createTestApp, type TestApp, testUser } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const notification = (id: string) => ({
  id,
  title: 'Hello',
  message: 'A message',
  type: 'info',
  read: false,
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
});

describe(`pushes one account has in flight (${process.env.TEST_DB ?? 'default database'})`, () => {
  it('beyond the limit are answered 429 with Retry-After before their body is read; the others are stored, and the count is released', async () => {
    const { headers } = testUser(t.app);
    const push = (id: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/notifications/push',
        headers,
        payload: { rows: [{ newDocumentState: notification(id) }] },
      });
    const burst = await Promise.all(Array.from({ length: MAX_PUSHES_IN_FLIGHT_PER_USER * 3 }, (_, i) => push(`burst-${i}`)));
    const refused = burst.filter((r) => r.statusCode === 429);
    const stored = burst.filter((r) => r.statusCode === 200);
    expect(refused.length + stored.length).toBe(burst.length);
    expect(refused.length).toBeGreaterThan(0);
    expect(stored.length).toBeGreaterThanOrEqual(MAX_PUSHES_IN_FLIGHT_PER_USER);
    for (const r of refused) {
      expect(r.headers['retry-after']).toBe('1');
      expect(r.json().error).toBe(ERROR_CODES.rateLimited);
    }
    // Another account is not held back by this one.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/sync/notifications/push',
          headers: testUser(t.app).headers,
          payload: { rows: [{ newDocumentState: notification('other') }] },
        })
      ).statusCode,
    ).toBe(200);
    // Every slot came back: a full round of pushes one after another goes through.
    for (let i = 0; i < MAX_PUSHES_IN_FLIGHT_PER_USER + 2; i++) expect((await push(`after-${i}`)).statusCode).toBe(200);
  });
});
