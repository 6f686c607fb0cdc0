import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../shared/domain/limits';
import { REQUEST_MESSAGES } from '../../shared/domain/messages';
import { floodBody, healthLatencyDuring, processMemoryMiB, signAccessToken } from '../support/bodyFlood';
import { type ServerProcess, spawnServerProcess } from '../support/e2eServer';
import { createTestDatabase, type TestDatabase } from '../support/testDb';

const JWT_SECRET = 'flood-secret-that-is-long-enough-for-hs256-0123456789';
/** The size of the body that stalled the server before (just under the old 52 MB push limit). */
const OLD_LIMIT_BODY_BYTES = 50 * 1024 * 1024;
/**
 * /api/health must answer within this (median, beyond the 90th percentile of the idle server measured
 * just before: the machine's own noise) while attack bodies arrive; it took 22-27 s before. The slowest single answer gets
 * HEALTH_WORST_MS: on a loaded shared machine an idle server's health answer alone can take 500 ms.
 */
const HEALTH_BOUND_MS = 200;
const HEALTH_WORST_MS = 1000;
/** Attack rounds (three bodies in parallel each), so that the latency has enough samples. */
const ROUNDS = 4;
/** The server's resident memory may grow at most this much during an attack (it grew by 2 GB before). */
const MEMORY_BOUND_MIB = 100;

describe('a request without a token cannot stall the server (real server process)', () => {
  let testDb: TestDatabase | undefined;
  let dataDir: string;
  let server: ServerProcess;
  let authorization: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-flood-'));
    testDb = await createTestDatabase();
    const databaseUrl = testDb.url ?? '';
    if (!testDb.url) await testDb.cleanup();
    server = await spawnServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET });
    authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: 'flood-user', email: 'flood@example.test' })}`;
    // Warm up the routes once so that their first compilation is not counted as the attack's cost.
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/sync/recipes/pull`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ checkpoint: null, batchSize: 1 }),
    });
  }, 90_000);

  afterAll(async () => {
    await server?.stop('SIGTERM');
    if (testDb?.url) await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it(`answers 401 to an unauthenticated 50 MiB nested-array push; /api/health answers within ${HEALTH_BOUND_MS} ms meanwhile and memory grows < ${MEMORY_BOUND_MIB} MiB`, async () => {
    const pid = server.child.pid as number;
    const idle = await healthLatencyDuring(server.url, new Promise((resolve) => setTimeout(resolve, 1000)));
    const before = processMemoryMiB(pid).rss;
    const attacks = (async () => {
      const results = [];
      for (let round = 0; round < ROUNDS; round++) {
        results.push(
          ...(await Promise.all(
            [1, 2, 3].map(() => floodBody(`${server.url}/api/sync/recipes/push`, { totalBytes: OLD_LIMIT_BODY_BYTES, pattern: '[' })),
          )),
        );
      }
      return results;
    })();
    const health = await healthLatencyDuring(server.url, attacks);
    for (const result of await attacks) {
      // 401, or the connection closed under the sender (see FloodResult); never read to the end.
      expect([401, 0]).toContain(result.status);
      expect(result.bytesSent).toBeLessThan(OLD_LIMIT_BODY_BYTES);
    }
    expect(health.medianMs - idle.p90Ms).toBeLessThan(HEALTH_BOUND_MS);
    expect(health.maxMs - idle.maxMs).toBeLessThan(HEALTH_WORST_MS);
    expect(processMemoryMiB(pid).rss - before).toBeLessThan(MEMORY_BOUND_MIB);
    const small = await fetch(`${server.url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
    });
    expect(small.status).toBe(401);
    expect(await small.json()).toMatchObject({ error: 'unauthorized' });
  }, 60_000);

  it('refuses an authenticated nested-array body at the first level too deep, without reading the rest', async () => {
    const pid = server.child.pid as number;
    const idle = await healthLatencyDuring(server.url, new Promise((resolve) => setTimeout(resolve, 1000)));
    const before = processMemoryMiB(pid).rss;
    const attack = floodBody(`${server.url}/api/sync/recipes/push`, {
      totalBytes: 15 * 1024 * 1024,
      head: '{"rows":',
      pattern: '[',
      headers: { authorization },
    });
    const health = await healthLatencyDuring(server.url, attack);
    const result = await attack;
    expect([400, 0]).toContain(result.status);
    if (result.status === 400)
      expect(JSON.parse(result.body)).toEqual({ error: 'validation_failed', message: REQUEST_MESSAGES.bodyTooDeep });
    expect(result.bytesSent).toBeLessThan(15 * 1024 * 1024);
    expect(health.medianMs - idle.p90Ms).toBeLessThan(HEALTH_BOUND_MS);
    expect(health.maxMs - idle.maxMs).toBeLessThan(HEALTH_WORST_MS);
    expect(processMemoryMiB(pid).rss - before).toBeLessThan(MEMORY_BOUND_MIB);
  }, 60_000);

  it('answers 400 (not 500) to a document field nested 5,000 levels deep', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const doc = `{"id":"deep","title":"Deep","convertedRecipe":"x","dietaryFilters":${deep},"category":"main-dish","imageUrl":"","createdAt":"2026-11-21T10:00:00.000Z","updatedAt":"2026-11-21T10:00:00.000Z","_deleted":false}`;
    const res = await fetch(`${server.url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: `{"rows":[{"newDocumentState":${doc}}]}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'validation_failed', message: REQUEST_MESSAGES.bodyTooDeep });
  });

  it(`accepts a real document nested ${LIMITS.maxJsonDepth} levels deep in its body (brackets inside strings do not count)`, async () => {
    const res = await fetch(`${server.url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({
        rows: [
          {
            newDocumentState: {
              id: 'brackets',
              title: `${'[{'.repeat(100)} a title full of brackets`,
              convertedRecipe: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[',
              dietaryFilters: ['vegan'],
              category: 'main-dish',
              imageUrl: '',
              createdAt: '2026-11-21T10:00:00.000Z',
              updatedAt: '2026-11-21T10:00:00.000Z',
              _deleted: false,
            },
          },
        ],
      }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ conflicts: [] });
  });

  it(`refuses a body of more than ${LIMITS.maxJsonNodes} values with 413 before parsing it`, async () => {
    const res = await fetch(`${server.url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: `{"rows":[${'[0],'.repeat(LIMITS.maxJsonNodes / 2)}0]}`,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'payload_too_large', message: REQUEST_MESSAGES.bodyTooManyValues });
  });

  it('refuses a push body over the push limit with 413 from its Content-Length, before reading it', async () => {
    // Only the headers are sent: the answer must come without the body (a client still writing would race the close).
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/sync/recipes/push`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', 'content-length': String(17 * 1024 * 1024) },
      });
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (text: string) => {
          body += text;
        });
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, body });
          req.destroy();
        });
      });
      req.on('error', reject);
      req.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'payload_too_large', message: REQUEST_MESSAGES.bodyTooLarge });
  });
});
