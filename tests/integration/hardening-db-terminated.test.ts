/**
 * PostgreSQL ends connections the server holds (pg_terminate_backend, as a failover or a pooler's idle
 * timeout would) while pushes, pulls and a stream are under way: the server process stays up, each
 * request in flight answers 503 with Retry-After (or succeeds), and once the storm is over every push
 * retried as the client does is stored and pulled back. The server runs as its own process, so a
 * crash shows as a process that exited.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../sync-server/src/errors';
import { signAccessToken } from '../support/bodyFlood';
import { type ServerProcess, spawnServerProcess } from '../support/e2eServer';
import { openSse } from '../support/sseClient';
import { createTestDatabase, postgresReachable, type TestDatabase } from '../support/testDb';

const onPostgres = process.env.TEST_DB !== 'pglite' && (await postgresReachable());
const JWT_SECRET = 'terminated-backends-secret-long-enough-for-hs256-0123456789';
/** Enough ended connections that a transaction's client, a pooled query's and the LISTEN client have all been hit. */
const TERMINATIONS_WANTED = 40;
const STORM_MAX_MS = 30_000;

const checks = (id: string, round: number) => ({
  id,
  weekStart: '2026-11-16',
  checked: Array.from({ length: 40 }, (_, i) => `item ${i} of round ${round} with a longer name to fill the row`),
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

describe.skipIf(!onPostgres)('PostgreSQL ending the server’s connections (needs PostgreSQL at 127.0.0.1:5432)', () => {
  let testDb: TestDatabase;
  let server: ServerProcess;
  let dataDir: string;
  let admin: pg.Client;
  const authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: 'terminated-backends-user', email: 'term@example.test' })}`;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-terminated-'));
    server = await spawnServerProcess({ DATA_DIR: dataDir, DATABASE_URL: testDb.url as string, JWT_SECRET, LOG_LEVEL: 'warn' });
    admin = new pg.Client({ connectionString: testDb.url as string });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end().catch(() => undefined);
    await server?.stop();
    await testDb?.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request to the server process; when it cannot be reached, the error carries what the process printed (a crash). */
  const post = (url: string, body: unknown) =>
    fetch(`${server.url}${url}`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch((error: unknown) => {
      throw new Error(`${url} failed (server exit code ${server.child.exitCode}): ${String(error)}\n${server.output()}`);
    });

  /** Answers 200, or 503 in the documented shape; anything else (a 500, a refused connection) fails the test. */
  async function expectOkOrUnavailable(res: Response, what: string): Promise<boolean> {
    if (res.status === 200) return true;
    const body = await res.text();
    expect(res.status, `${what}: ${body}`).toBe(503);
    expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(JSON.parse(body)).toMatchObject({ error: 'service_unavailable' });
    return false;
  }

  it('stays up through terminated backends during pushes, pulls and a stream; requests fail with 503 and succeed when retried', async () => {
    const ticket = await post('/api/sync/stream-ticket', {});
    expect(ticket.status).toBe(200);
    const stream = await openSse(`${server.url}/api/sync/stream?ticket=${(await ticket.json()).ticket}`);
    await stream.next('resync');

    let storming = true;
    let terminated = 0;
    const terminator = (async () => {
      const started = Date.now();
      while (terminated < TERMINATIONS_WANTED && Date.now() - started < STORM_MAX_MS) {
        // Every connection of the server: clients inside a transaction, running a query, idle in the pool, and LISTEN.
        const { rows } = await admin.query<{ ended: boolean }>(
          `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
             AND state IN ('active', 'idle in transaction', 'idle')`,
        );
        terminated += rows.filter((row) => row.ended).length;
        await new Promise((resolve) => setTimeout(resolve, 40 + Math.random() * 60));
      }
      storming = false;
    })();

    /** Each push's last outcome; a push answered 503 is sent again later, as the client's retry does. */
    const pending = new Map<string, ReturnType<typeof checks>>();
    const stored = new Map<string, ReturnType<typeof checks>>();
    let unavailable = 0;
    let round = 0;
    const worker = async (lane: number) => {
      while (storming) {
        round += 1;
        const rows = Array.from({ length: 20 }, (_, i) => checks(`lane${lane}-r${round}-${i}`, round));
        const pushed = await post('/api/sync/shoppingChecks/push', { rows: rows.map((doc) => ({ newDocumentState: doc })) });
        const ok = await expectOkOrUnavailable(pushed, 'push');
        if (ok) {
          expect(await pushed.json()).toEqual({ conflicts: [] });
          for (const doc of rows) stored.set(doc.id, doc);
        } else {
          unavailable += 1;
          for (const doc of rows) pending.set(doc.id, doc);
        }
        const pulled = await post('/api/sync/shoppingChecks/pull', { checkpoint: null, batchSize: 200 });
        if (!(await expectOkOrUnavailable(pulled, 'pull'))) unavailable += 1;
        else await pulled.arrayBuffer();
      }
    };
    await Promise.all([terminator, worker(1), worker(2), worker(3), worker(4)]);

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(server.output()).not.toMatch(/Unhandled 'error' event/);
    expect(terminated).toBeGreaterThanOrEqual(TERMINATIONS_WANTED);
    // The storm reached requests in flight (otherwise the test proved nothing).
    expect(unavailable).toBeGreaterThan(0);

    // The client retries what was answered 503: a push that committed before its connection died is no conflict.
    const retry = [...pending.values()];
    for (let start = 0; start < retry.length; start += 100) {
      const batch = retry.slice(start, start + 100);
      const retried = await post('/api/sync/shoppingChecks/push', { rows: batch.map((doc) => ({ newDocumentState: doc })) });
      expect(retried.status, await retried.clone().text()).toBe(200);
      expect(await retried.json()).toEqual({ conflicts: [] });
      for (const doc of batch) stored.set(doc.id, doc);
    }
    const found = new Map<string, unknown>();
    let checkpoint: unknown = null;
    for (;;) {
      const res = await post('/api/sync/shoppingChecks/pull', { checkpoint, batchSize: 500 });
      expect(res.status).toBe(200);
      const page = (await res.json()) as { documents: { id: string }[]; checkpoint: unknown };
      for (const doc of page.documents) found.set(doc.id, doc);
      checkpoint = page.checkpoint;
      if (page.documents.length < 500) break;
    }
    for (const [id, doc] of stored) expect(found.get(id), id).toEqual(doc);

    // The LISTEN connection was ended too: it came back, and the stream carries a new push.
    const after = checks('after-the-storm', 0);
    await expect
      .poll(async () => {
        const res = await post('/api/sync/shoppingChecks/push', { rows: [{ newDocumentState: after }] });
        return res.status;
      })
      .toBe(200);
    const change = await stream.waitFor('change', (data) => JSON.stringify(data).includes('after-the-storm'), 10_000);
    expect(change).toBeTruthy();
    stream.close();

    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  }, 180_000);
});
