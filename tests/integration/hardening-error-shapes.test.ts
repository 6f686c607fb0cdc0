import type { AddressInfo } from 'node:net';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_MESSAGES } from '../../shared/domain/messages';
import { openPostgres } from '../../sync-server/src/db/postgres';
import type { Database } from '../../sync-server/src/db/types';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../sync-server/src/errors';
import { createPlanUser } from '../support/generateUser';
import { createTestApp, type TestApp, testUser } from '../support/testApp';
import { postgresReachable } from '../support/testDb';

const onPostgres = process.env.TEST_DB !== 'pglite' && (await postgresReachable());

describe('/api/generate answers every error in its own { success: false, error, code } shape', () => {
  let t: TestApp;
  let headers: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    headers = (await createPlanUser(t.app, t.db, 'master-chef')).headers;
  });
  afterAll(() => t.cleanup());

  const cases: Array<{ name: string; status: number; code: string; request: () => InjectOptions }> = [
    {
      name: 'broken JSON',
      status: 400,
      code: 'bad_request',
      request: () => ({
        method: 'POST',
        url: '/api/generate',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: '{"mode":',
      }),
    },
    {
      name: 'a body over the limit',
      status: 413,
      code: 'payload_too_large',
      request: () => ({
        method: 'POST',
        url: '/api/generate',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ originalRecipe: 'x'.repeat(300 * 1024) }),
      }),
    },
    {
      name: 'another content type',
      status: 415,
      code: 'bad_request',
      request: () => ({ method: 'POST', url: '/api/generate', headers: { ...headers, 'content-type': 'text/csv' }, payload: 'a,b' }),
    },
    {
      name: 'no token',
      status: 401,
      code: 'unauthorized',
      request: () => ({ method: 'POST', url: '/api/generate', payload: { consent: true } }),
    },
    {
      name: 'nesting too deep',
      status: 400,
      code: 'validation_failed',
      request: () => ({
        method: 'POST',
        url: '/api/generate',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: `{"filters":${'['.repeat(100)}${']'.repeat(100)}}`,
      }),
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.status}`, async () => {
      const res = await t.app.inject(c.request());
      expect(res.statusCode).toBe(c.status);
      const body = res.json<Record<string, unknown>>();
      expect(body).toMatchObject({ success: false, code: c.code });
      expect(typeof body.error).toBe('string');
      expect(Object.keys(body).sort()).toEqual(['code', 'error', 'success']);
    });
  }
});

/** The database as it behaves while PostgreSQL is down: every query fails to connect. */
function unreachable(db: Database): Database {
  const refused = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }));
  return {
    kind: db.kind,
    query: refused,
    transaction: refused,
    listen: refused,
    onListenReconnect: () => {},
    close: () => Promise.resolve(),
  };
}

describe('a database outage answers 503 with Retry-After, never 500', () => {
  let healthy: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    healthy = await createTestApp();
    down = await createTestApp({ db: unreachable(healthy.db) });
  });
  afterAll(async () => {
    await down.cleanup();
    await healthy.cleanup();
  });

  it('on pull, push, stream-ticket and sign-in', async () => {
    const { headers } = testUser(down.app);
    const requests = [
      { url: '/api/sync/recipes/pull', payload: { checkpoint: null, batchSize: 10 }, headers },
      { url: '/api/sync/settings/push', payload: { rows: [] }, headers },
      { url: '/api/sync/stream-ticket', headers },
      { url: '/api/auth/signin', payload: { email: 'cook@example.test', password: 'a long enough password' } },
    ];
    for (const request of requests) {
      const res = await down.app.inject({ method: 'POST', ...request });
      expect(res.statusCode, request.url).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toEqual({ error: 'service_unavailable', message: REQUEST_MESSAGES.databaseUnavailable });
    }
  });

  it('on /api/generate, in its own shape', async () => {
    const { headers } = testUser(down.app);
    const res = await down.app.inject({ method: 'POST', url: '/api/generate', headers, payload: { consent: true, mode: 'create' } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({ success: false, error: REQUEST_MESSAGES.databaseUnavailable, code: 'service_unavailable' });
  });
});

/** A TCP relay to PostgreSQL that can be cut, as a network outage or a stopped database would. */
async function cuttableRelay(port: number): Promise<{ port: number; cut: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = createConnection(port, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
  };
}

describe.skipIf(!onPostgres)('a real PostgreSQL outage (needs PostgreSQL at 127.0.0.1:5432; skipped without it)', () => {
  it('answers 503 with Retry-After on the sync routes once the connection is gone', async () => {
    const base = await createTestApp();
    const url = new URL(base.testDb.url as string);
    const relay = await cuttableRelay(Number(url.port || 5432));
    url.port = String(relay.port);
    const db = await openPostgres(url.toString(), 2);
    const t = await createTestApp({ db });
    try {
      const { headers } = testUser(t.app);
      const pull = () =>
        t.app.inject({ method: 'POST', url: '/api/sync/recipes/pull', headers, payload: { checkpoint: null, batchSize: 10 } });
      expect((await pull()).statusCode).toBe(200);
      await relay.cut();
      const res = await pull();
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      expect(res.json()).toMatchObject({ error: 'service_unavailable' });
    } finally {
      await t.cleanup();
      await db.close().catch(() => {});
      await base.cleanup();
    }
  });
});
