/**
 * An outage PostgreSQL reports with an SQLSTATE other than a lost socket: the database stops
 * accepting connections (55000, as `ALTER DATABASE ... ALLOW_CONNECTIONS false` or a maintenance
 * window does). Every sync route answers the documented 503 with Retry-After, and works again after.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../shared/domain/messages';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../sync-server/src/errors';
import { createTestApp, type TestApp, testUser } from '../support/testApp';
import { postgresReachable, TEST_POSTGRES_URL } from '../support/testDb';

const onPostgres = process.env.TEST_DB !== 'pglite' && (await postgresReachable());

describe.skipIf(!onPostgres)('a database that is not accepting connections (SQLSTATE 55000; needs PostgreSQL at 127.0.0.1:5432)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    database = new URL(t.testDb.url as string).pathname.slice(1);
    admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`).catch(() => undefined);
    await admin?.end();
    await t?.cleanup();
  });

  it('answers 503 with Retry-After on pull, push, stream-ticket and stream, then serves again', async () => {
    const { headers } = testUser(t.app);
    const pull = () =>
      t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
    const push = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/sync/shoppingChecks/push',
        headers,
        payload: {
          rows: [{ newDocumentState: { id: 'w1', weekStart: '2026-11-16', checked: [], updatedAt: '2026-11-21T10:00:00.000Z' } }],
        },
      });
    expect((await pull()).statusCode).toBe(200);
    const ticket = (await t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers })).json<{ ticket: string }>().ticket;

    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [database]);

    const requests = [
      { name: 'pull', send: pull },
      { name: 'push', send: push },
      { name: 'stream-ticket', send: () => t.app.inject({ method: 'POST', url: '/api/sync/stream-ticket', headers }) },
      { name: 'stream', send: () => t.app.inject({ method: 'GET', url: `/api/sync/stream?ticket=${ticket}` }) },
    ];
    for (const request of requests) {
      const res = await request.send();
      expect(res.statusCode, `${request.name}: ${res.body}`).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ error: 'service_unavailable', message: REQUEST_MESSAGES.databaseUnavailable });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
    expect((await pull()).statusCode).toBe(200);
    expect((await push()).statusCode).toBe(200);
  });
});
