/**
 * Server part of `npm run bench`: the sync API under autocannon on a real listening server on
 * 127.0.0.1, on PostgreSQL at 127.0.0.1:5432 (PGlite when it is unreachable, noted in the table).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { createTestDatabase } from '../support/testDb';
import type { BenchRow } from './types';

const DURATION_SECONDS = 10;
const CONNECTIONS = 10;
const USERS = 20;
const PULL_BATCH = 100;
const PUSH_BATCH = 10;

type Row = BenchRow;

const recipe = (id: string, n: number) => ({
  id,
  title: `Bench recipe ${n}`,
  convertedRecipe: `# Bench recipe ${n}\n\n## Ingredients\n- 200 g lentils\n- 1 onion\n\n## Steps\n1. Simmer for 20 minutes.`,
  dietaryFilters: ['Vegan', 'Gluten-Free'],
  category: 'main-dish',
  imageUrl: '',
  createdAt: '2026-11-21T10:00:00.000Z',
  updatedAt: '2026-11-21T10:00:00.000Z',
  _deleted: false,
});

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

export async function runServerBench(): Promise<Row[]> {
  const testDb = await createTestDatabase({ poolSize: CONNECTIONS });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, db: testDb.db, logger: false, clientDir: path.join(dataDir, 'none') });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const tokens = Array.from({ length: USERS }, (_, i) =>
      app.issueAccessToken({ id: `bench-user-${i}`, email: `bench${i}@example.test`, emailVerified: true, provider: 'password' }),
    );

    // Seed every user with one full pull batch of recipes.
    for (const [u, token] of tokens.entries()) {
      const rows = Array.from({ length: PULL_BATCH }, (_, i) => ({ newDocumentState: recipe(`seed-${u}-${i}`, i) }));
      const res = await app.inject({
        method: 'POST',
        url: '/api/sync/recipes/push',
        headers: { authorization: `Bearer ${token}` },
        payload: { rows },
      });
      if (res.statusCode !== 200) throw new Error(`seeding failed: ${res.statusCode} ${res.body}`);
    }

    let pullCount = 0;
    const pull = await run({
      url: `${url}/api/sync/recipes/pull`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[pullCount++ % USERS]}` },
            body: JSON.stringify({ checkpoint: null, batchSize: PULL_BATCH }),
          }),
        },
      ],
    });

    let pushCount = 0;
    const push = await run({
      url: `${url}/api/sync/recipes/push`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = pushCount++;
            const rows = Array.from({ length: PUSH_BATCH }, (_, i) => ({ newDocumentState: recipe(`push-${n}-${i}`, i) }));
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % USERS]}` },
              body: JSON.stringify({ rows }),
            };
          },
        },
      ],
    });

    const database = testDb.kind === 'postgres' ? 'PostgreSQL' : 'PGlite (PostgreSQL at 127.0.0.1:5432 unreachable)';
    const note = (result: autocannon.Result) =>
      `${database}; ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${result.non2xx} non-2xx, ${result.errors} errors`;
    return [
      { part: 'server', metric: `pulls of ${PULL_BATCH}-document batches`, value: pull.requests.average, unit: 'req/s', note: note(pull) },
      { part: 'server', metric: 'pull latency p50', value: pull.latency.p50, unit: 'ms' },
      { part: 'server', metric: 'pull latency p99', value: pull.latency.p99, unit: 'ms' },
      { part: 'server', metric: `pushes of ${PUSH_BATCH}-document batches`, value: push.requests.average, unit: 'req/s', note: note(push) },
      { part: 'server', metric: 'push latency p50', value: push.latency.p50, unit: 'ms' },
      { part: 'server', metric: 'push latency p99', value: push.latency.p99, unit: 'ms' },
    ];
  } finally {
    await app.close();
    await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
