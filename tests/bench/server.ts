/**
 * Server part of `npm run bench`: the sync API under autocannon against the real server running as
 * its own process (sync-server/src/main.ts on 127.0.0.1, PostgreSQL at 127.0.0.1:5432), each figure
 * against raw SQL doing the same work through `pg` with the same pool size and concurrency:
 * - pull: the pull route's SELECT of one 100-document batch;
 * - push: one transaction taking the owner's lock and writing all 10 rows in one multi-row upsert.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import type { Queryable } from '../../sync-server/src/db/types';
import { pullResponseBody, readPullBatchInSession } from '../../sync-server/src/sync/pullReply';
import { spawnServerProcess } from '../support/e2eServer';
import { createTestDatabase } from '../support/testDb';
import { benchRecipe } from './benchRecipe';
import { cpuMeter } from './cpuMeter';
import { type CpuProfile, summariseProfile } from './cpuProfile';
import { countingDatabase } from './roundTrips';
import type { BenchRow } from './types';

/** ROUNDS × ROUND_SECONDS per figure, alternating with its raw-SQL baseline. */
const ROUNDS = 4;
const ROUND_SECONDS = 2;
const DURATION_SECONDS = ROUNDS * ROUND_SECONDS;
const CONNECTIONS = 10;
/** The server's own pool size (sync-server/src/db/postgres.ts); the raw baseline uses the same. */
const POOL_SIZE = 10;
const USERS = 20;
const PULL_BATCH = 100;
const PUSH_BATCH = 10;
const JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';
/** BENCH_SERVER_ONLY=pull|push runs half of the figures (while profiling one path). */
const ONLY = process.env.BENCH_SERVER_ONLY;

type Row = BenchRow;

const wireRecipe = (n: number, prefix: string) => ({ ...benchRecipe(n, prefix), _deleted: false });

const mean = (values: readonly number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** The figures used here over several autocannon rounds: rates and latencies averaged, failures summed. */
interface Combined {
  rate: number;
  p50: number;
  p99: number;
  bytesPerReply: number;
  non2xx: number;
  errors: number;
}

function combine(results: readonly autocannon.Result[]): Combined {
  const rate = mean(results.map((r) => r.requests.average));
  return {
    rate,
    p50: mean(results.map((r) => r.latency.p50)),
    p99: mean(results.map((r) => r.latency.p99)),
    bytesPerReply: mean(results.map((r) => r.throughput.average)) / Math.max(rate, 1),
    non2xx: results.reduce((a, r) => a + r.non2xx, 0),
    errors: results.reduce((a, r) => a + r.errors, 0),
  };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** `CONNECTIONS` loops calling `work` for `seconds`: operations per second, and how many were done. */
async function rawRate(work: (n: number) => Promise<void>, seconds: number): Promise<{ rate: number; done: number }> {
  const until = Date.now() + seconds * 1000;
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
  return { rate: done / ((Date.now() - started) / 1000), done };
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

/**
 * A script preloaded into the server process: profiles it with the inspector and writes the profile
 * when it exits (--cpu-prof is not allowed in NODE_OPTIONS). The in-process session answers synchronously.
 */
function profilerHook(dir: string): string {
  const file = path.join(dir, 'hook.cjs');
  writeFileSync(
    file,
    `const inspector = require('node:inspector');
const fs = require('node:fs');
const session = new inspector.Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 500 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) fs.writeFileSync(${JSON.stringify(dir)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
`,
  );
  return file;
}

/** The server process's CPU profile(s) (tsx may start more than one process), largest first. */
function printServerProfile(dir: string): void {
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  for (const file of files) {
    const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    if ((profile.samples?.length ?? 0) < 100) continue;
    console.error(`\nWhere the server process spent its time (${file}):\n${summariseProfile(profile)}\n`);
  }
  rmSync(dir, { recursive: true, force: true });
}

export async function runServerBench(): Promise<Row[]> {
  const testDb = await createTestDatabase({ poolSize: 2 });
  if (testDb.kind !== 'postgres' || !testDb.url) {
    await testDb.cleanup();
    throw new Error('the server benchmark needs PostgreSQL at 127.0.0.1:5432 (its figures are ratios to raw SQL through pg)');
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-'));
  const profileDir = process.env.BENCH_PROFILE === '1' ? mkdtempSync(path.join(tmpdir(), 'recipe-bench-prof-')) : undefined;
  // Signs access tokens with the server's secret, and counts the round trips of one pull and one push
  // (through inject, on a database that counts); this app never listens.
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET, LOG_LEVEL: 'silent' });
  const counting = countingDatabase(testDb.db);
  const signer = await buildApp({ config, db: counting.db, logger: false, clientDir: path.join(dataDir, 'none') });
  const server = await spawnServerProcess({
    DATABASE_URL: testDb.url,
    DATA_DIR: dataDir,
    JWT_SECRET,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    // BENCH_PROFILE=1: the server process writes a CPU profile on exit, summarised below.
    ...(profileDir ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require ${profilerHook(profileDir)}`.trim() } : {}),
  });
  const pool = new pg.Pool({ connectionString: testDb.url, max: POOL_SIZE });
  try {
    const users = Array.from({ length: USERS }, (_, i) => `bench-user-${i}`);
    const tokens = users.map((id, i) =>
      signer.issueAccessToken({ id, email: `bench${i}@example.test`, emailVerified: true, provider: 'password' }),
    );
    // Real account rows: the push path reads the owner's plan (write policies); admins have no recipe limit.
    for (const [i, id] of users.entries()) {
      await testDb.db.query(
        "INSERT INTO users (id, email, email_verified, provider, is_admin) VALUES ($1, $2, true, 'password', true) ON CONFLICT (id) DO NOTHING",
        [id, `bench${i}@example.test`],
      );
    }
    for (const [u, token] of tokens.entries()) {
      const rows = Array.from({ length: PULL_BATCH }, (_, i) => ({ newDocumentState: wireRecipe(i, `seed-${u}`) }));
      const res = await fetch(`${server.url}/api/sync/recipes/push`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ rows }),
      });
      if (!res.ok) throw new Error(`seeding failed: ${res.status} ${await res.text()}`);
    }

    const roundTripsOf = async (url: string, body: unknown) => {
      counting.reset();
      const res = await signer.inject({ method: 'POST', url, headers: { authorization: `Bearer ${tokens[0]}` }, payload: body as object });
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      return counting.count();
    };
    const pullTrips = await roundTripsOf('/api/sync/recipes/pull', { checkpoint: null, batchSize: PULL_BATCH });
    const pushTrips = await roundTripsOf('/api/sync/recipes/push', {
      rows: Array.from({ length: PUSH_BATCH }, (_, i) => ({ newDocumentState: wireRecipe(i, 'trips') })),
    });

    // Table statistics, as autovacuum keeps them on a production database: the PostgreSQL the bench
    // runs on has autovacuum off, and without statistics it plans key lookups as scans of every row.
    await pool.query('ANALYZE');

    let pullCount = 0;
    const pullOptions = (acceptEncoding: string | undefined): autocannon.Options => ({
      url: `${server.url}/api/sync/recipes/pull`,
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => ({
            ...request,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${tokens[pullCount++ % USERS]}`,
              ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
            },
            body: JSON.stringify({ checkpoint: null, batchSize: PULL_BATCH }),
          }),
        },
      ],
    });
    let pushCount = 0;
    const pushOptions: autocannon.Options = {
      url: `${server.url}/api/sync/recipes/push`,
      connections: CONNECTIONS,
      duration: ROUND_SECONDS,
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
    };
    const rawPullWork = async (n: number) => {
      const result = await pool.query(PULL_SQL, [users[n % USERS], 'recipes', 0, '', PULL_BATCH]);
      if (result.rows.length !== PULL_BATCH) throw new Error(`raw pull read ${result.rows.length} rows`);
    };
    const rawPushWork = (n: number) => rawPush(pool, users[n % USERS] as string, n);
    const poolQueryable: Queryable = {
      query: async <R>(sql: string, params?: unknown[]) => {
        const result = await pool.query(sql, params);
        return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
      },
    };
    const routeQueryWork = async (n: number) => {
      const { batch } = await readPullBatchInSession(poolQueryable, users[n % USERS] as string, undefined, 'recipes', null, PULL_BATCH);
      if (batch.count !== PULL_BATCH) throw new Error(`route query read ${batch.count} rows`);
      pullResponseBody(batch, null);
    };

    // Server and raw SQL take turns in short rounds, so a change in the machine's load hits both alike.
    const pulls: autocannon.Result[] = [];
    const pullsCompressed: autocannon.Result[] = [];
    const pushes: autocannon.Result[] = [];
    const rawPulls: number[] = [];
    const rawPushes: number[] = [];
    const routeQueries: number[] = [];
    // CPU time per operation (less sensitive to the machine's load than rates): the server process
    // for HTTP, this process for raw SQL (it plays the server's part as pg's client), plus PostgreSQL.
    const cpu = cpuMeter(new URL(testDb.url).pathname.slice(1), server.child.pid);
    const cpuTotals = new Map<string, { worker: number; postgres: number; ops: number }>();
    const served = async (key: string, options: autocannon.Options) => {
      let result: autocannon.Result | undefined;
      await cpu.measure(cpuTotals, key, 'server', async () => {
        result = await run(options);
        return result.requests.total;
      });
      return result as autocannon.Result;
    };
    const raw = async (key: string, work: (n: number) => Promise<void>) => {
      let rate = 0;
      await cpu.measure(cpuTotals, key, 'self', async () => {
        const result = await rawRate(work, ROUND_SECONDS);
        rate = result.rate;
        return result.done;
      });
      return rate;
    };
    for (let round = 0; round < ROUNDS; round++) {
      if (ONLY !== 'push') {
        pulls.push(await served('pull', pullOptions(undefined)));
        rawPulls.push(await raw('rawPull', rawPullWork));
        routeQueries.push((await rawRate(routeQueryWork, ROUND_SECONDS)).rate);
        pullsCompressed.push(await run(pullOptions('gzip, deflate, br')));
      }
      if (ONLY !== 'pull') {
        pushes.push(await served('push', pushOptions));
        rawPushes.push(await raw('rawPush', rawPushWork));
      }
    }
    const cpuPerOp = (key: string) => {
      const t = cpuTotals.get(key);
      return t && t.ops > 0 ? { worker: (t.worker / t.ops) * 1000, postgres: (t.postgres / t.ops) * 1000 } : undefined;
    };
    const cpuRows = (what: string, servedKey: string, rawKey: string, rawWhat: string): Row[] => {
      const s = cpuPerOp(servedKey);
      const r = cpuPerOp(rawKey);
      if (!s || !r) return [];
      return [
        {
          part: 'server',
          metric: `CPU per ${what} (server + PostgreSQL)`,
          value: s.worker + s.postgres,
          unit: 'ms',
          ratio: (r.worker + r.postgres) / (s.worker + s.postgres),
          note: `server ${s.worker.toFixed(2)} + PostgreSQL ${s.postgres.toFixed(2)} ms; ratio: ${rawWhat}'s CPU to it (pg client ${r.worker.toFixed(2)} + PostgreSQL ${r.postgres.toFixed(2)} ms)`,
        },
      ];
    };
    const pull = combine(pulls);
    const pullGzip = combine(pullsCompressed);
    const push = combine(pushes);
    const rawPull = mean(rawPulls);
    const rawPushRate = mean(rawPushes);
    const routeQuery = mean(routeQueries);

    const note = (result: Combined) =>
      `server process on PostgreSQL; ${CONNECTIONS} connections, ${DURATION_SECONDS} s, ${result.non2xx} non-2xx, ${result.errors} errors`;
    const pullRows: Row[] = [
      {
        part: 'server',
        metric: `pulls of ${PULL_BATCH} docs (~1.5 kB each)`,
        value: pull.rate,
        unit: 'req/s',
        ratio: pull.rate / rawPull,
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
        metric: 'raw: the route’s own query',
        value: routeQuery,
        unit: 'q/s',
        ratio: pull.rate / routeQuery,
        note: 'pullReply.ts’s query (batch and session state) through pg, reply JSON built; ratio: server pulls to it',
      },
      {
        part: 'server',
        metric: 'pulls, compressed (accept-encoding br/gzip)',
        value: pullGzip.rate,
        unit: 'req/s',
        ratio: pullGzip.rate / rawPull,
        note: `${note(pullGzip)}; ${(pullGzip.bytesPerReply / 1024).toFixed(1)} kB per reply on the wire vs ${(pull.bytesPerReply / 1024).toFixed(1)} kB plain`,
      },
      { part: 'server', metric: 'pull latency p50', value: pull.p50, unit: 'ms' },
      { part: 'server', metric: 'pull latency p99', value: pull.p99, unit: 'ms' },
      ...cpuRows('pull', 'pull', 'rawPull', 'the raw SELECT'),
      { part: 'server', metric: 'database round trips per pull', value: pullTrips, unit: 'trips', note: 'one pull through inject' },
    ];
    const pushRows: Row[] = [
      {
        part: 'server',
        metric: `pushes of ${PUSH_BATCH} new docs`,
        value: push.rate,
        unit: 'req/s',
        ratio: push.rate / rawPushRate,
        note: `${note(push)}; ratio to one multi-row upsert (goal ≥ 0.50)`,
      },
      {
        part: 'server',
        metric: `raw multi-row upsert of ${PUSH_BATCH}`,
        value: rawPushRate,
        unit: 'tx/s',
        note: 'BEGIN, owner lock, one INSERT … ON CONFLICT, pg_notify, COMMIT',
      },
      { part: 'server', metric: 'push latency p50', value: push.p50, unit: 'ms' },
      { part: 'server', metric: 'push latency p99', value: push.p99, unit: 'ms' },
      ...cpuRows('push', 'push', 'rawPush', 'the raw upsert'),
      {
        part: 'server',
        metric: 'database round trips per push',
        value: pushTrips,
        unit: 'trips',
        note: 'one push of 10 new docs through inject; BEGIN and COMMIT count',
      },
    ];
    return [...(ONLY === 'push' ? [] : pullRows), ...(ONLY === 'pull' ? [] : pushRows)];
  } finally {
    await pool.end();
    await server.stop();
    if (profileDir) printServerProfile(profileDir);
    await signer.close();
    await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
