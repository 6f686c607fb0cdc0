/**
 * Server part of `npm run bench`: the sync API under autocannon against the real server running as
 * its own process (sync-server/src/main.ts on 127.0.0.1, PostgreSQL at 127.0.0.1:5432), each figure
 * against raw SQL doing the same work through `pg` with the same pool size and concurrency:
 * - pull: the pull route's SELECT of one 100-document batch;
 * - push: one transaction taking the owner's lock and writing all 10 rows in one multi-row upsert.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import { spawnServerProcess } from '../support/e2eServer';
import { createTestDatabase } from '../support/testDb';
import { benchRecipe } from './benchRecipe';
import type { BenchRow } from './types';

const DURATION_SECONDS = 8;
const CONNECTIONS = 10;
/** The server's own pool size (sync-server/src/db/postgres.ts); the raw baseline uses the same. */
const POOL_SIZE = 10;
const USERS = 20;
const PULL_BATCH = 100;
const PUSH_BATCH = 10;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

type Row = BenchRow;

const wireRecipe = (n: number, prefix: string) => ({ ...benchRecipe(n, prefix), _deleted: false });

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `CONNECTIONS` loops calling `work` for DURATION_SECONDS; operations per second. */
async function rawRate(work: (n: number) => Promise<void>): Promise<number> {
  const until = Date.now() + DURATION_SECONDS * 1000;
  let done = 0;
  let counter = 0;
  const started = Date.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await work(counter++);
        done += 1;
      }
    }),
  );
  return done / ((Date.now() - started) / 1000);
}

const PULL_SQL = `SELECT id, data, deleted, seq FROM documents
  WHERE owner = $1 AND collection = $2 AND (seq, id) > ($3::bigint, $4::text)
  ORDER BY seq, id LIMIT $5`;

async function rawPush(pool: pg.Pool, owner: string, n: number): Promise<void> {
  const docs = Array.from({ length: PUSH_BATCH }, (_, i) => wireRecipe(i, `raw-${n}`));
  const values: string[] = [];
  const params: unknown[] = [owner, 'recipes'];
  for (const doc of docs) {
    params.push(doc.id, JSON.stringify({ ...doc, _deleted: undefined }));
    values.push(`($1, $2, $${params.length - 1}, $${params.length}::jsonb, false, nextval('documents_seq'), now())`);
  }
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [owner]);
    await client.query(
      `INSERT INTO documents (owner, collection, id, data, deleted, seq, updated_at) VALUES ${values.join(', ')}
       ON CONFLICT (owner, collection, id) DO UPDATE SET data = EXCLUDED.data, deleted = EXCLUDED.deleted, seq = EXCLUDED.seq, updated_at = EXCLUDED.updated_at`,
      params,
    );
    await client.query('SELECT pg_notify($1, $2)', ['doc_changes', JSON.stringify({ owner, collection: 'recipes', seq: 0 })]);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

export async function runServerBench(): Promise<Row[]> {
  const testDb = await createTestDatabase({ poolSize: 2 });
  if (testDb.kind !== 'postgres' || !testDb.url) {
    await testDb.cleanup();
    throw new Error('the server benchmark needs PostgreSQL at 127.0.0.1:5432 (its figures are ratios to raw SQL through pg)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-'));
  // Only to sign access tokens with the server's secret; this app never listens.
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'silent' });
  const signer = await buildApp({ config, db: testDb.db, logger: false, clientDir: path.join(dataDir, 'none') });
  const server = await spawnServerProcess({
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const pool = new pg.Pool({ connectionString: testDb.url, max: POOL_SIZE });
  try {
    const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
    const tokens = users.map((id, i) =>
      signer.issueAccessToken({ id, email: `bench${i}@example.test`, emailVerified: true, provider: 'password' }),
    );
    for (const [u, token] of tokens.entries()) {
      const rows = Array.from({ length: PULL_BATCH }, (_, i) => ({ newDocumentState: wireRecipe(i, `seed-${u}`) }));
      const res = await fetch(`${server.url}/api/sync/recipes/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ rows }),
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }

    let pullCount = 0;
    const pull = await run({
      url: `${server.url}/api/sync/recipes/pull`,
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
    let pullGzipCount = 0;
    const pullGzip = await run({
      url: `${server.url}/api/sync/recipes/pull`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              'accept-encoding': 'gzip, deflate, br',
              authorization: `Bearer ${tokens[pullGzipCount++ % USERS]}`,
            },
            body: JSON.stringify({ checkpoint: null, batchSize: PULL_BATCH }),
          }),
        },
      ],
    });
    const rawPull = await rawRate(async (n) => {
      const result = await pool.query(PULL_SQL, [users[n % USERS], 'recipes', 0, '', PULL_BATCH]);
      if (result.rows.length !== PULL_BATCH) throw new Error(`raw pull read ${result.rows.length} rows`);
    });

    let pushCount = 0;
    const push = await run({
      url: `${server.url}/api/sync/recipes/push`,
      connections: CONNECTIONS,
      duration: DURATION_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            const n = pushCount++;
            const rows = Array.from({ length: PUSH_BATCH }, (_, i) => ({ newDocumentState: wireRecipe(i, `push-${n}`) }));
            return {
              ...request,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % USERS]}` },
              body: JSON.stringify({ rows }),
            };
          },
        },
      ],
    });
    const rawPushRate = await rawRate((n) => rawPush(pool, users[n % USERS] as string, n));

    const note = (result: autocannon.Result) =>
      `server process on PostgreSQL; ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${result.non2xx} non-2xx, ${result.errors} errors`;
    return [
      {
        part: 'server',
        metric: `pulls of ${PULL_BATCH} docs (~1.5 kB each)`,
        value: pull.requests.average,
        unit: 'req/s',
        ratio: pull.requests.average / rawPull,
        note: `${note(pull)}; ratio to the same SELECT through pg (goal ≥ 0.60)`,
      },
      {
        part: 'server',
        metric: 'raw SELECT of the same batch',
        value: rawPull,
        unit: 'q/s',
        note: `pg pool of ${POOL_SIZE}, ${CONNECTIONS} loops`,
      },
      {
        part: 'server',
        metric: 'pulls, compressed (accept-encoding br/gzip)',
        value: pullGzip.requests.average,
        unit: 'req/s',
        ratio: pullGzip.requests.average / rawPull,
        note: `${note(pullGzip)}; ${Math.round(pullGzip.throughput.average / Math.max(pullGzip.requests.average, 1) / 1024)} kB per reply on the wire vs ${Math.round(pull.throughput.average / Math.max(pull.requests.average, 1) / 1024)} kB plain`,
      },
      { part: 'server', metric: 'pull latency p50', value: pull.latency.p50, unit: 'ms' },
      { part: 'server', metric: 'pull latency p99', value: pull.latency.p99, unit: 'ms' },
      {
        part: 'server',
        metric: `pushes of ${PUSH_BATCH} new docs`,
        value: push.requests.average,
        unit: 'req/s',
        ratio: push.requests.average / rawPushRate,
        note: `${note(push)}; ratio to one multi-row upsert (goal ≥ 0.50)`,
      },
      {
        part: 'server',
        metric: `raw multi-row upsert of ${PUSH_BATCH}`,
        value: rawPushRate,
        unit: 'tx/s',
        note: 'BEGIN, owner lock, one INSERT … ON CONFLICT, pg_notify, COMMIT',
      },
      { part: 'server', metric: 'push latency p50', value: push.latency.p50, unit: 'ms' },
      { part: 'server', metric: 'push latency p99', value: push.latency.p99, unit: 'ms' },
    ];
  } finally {
    await pool.end();
    await server.stop();
    await signer.close();
    await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
