/**
 * Memory part of `npm run bench` (issue 37 item 5): the resident memory (RSS) of the server process
 * as `npm start` runs it (sync-server/src/main.ts under node --import tsx with the start script's node flags, the
 * built client served, NODE_ENV=production)
 * on the embedded database (PGlite in DATA_DIR):
 * - idle after a first start on a fresh data folder (initdb and every migration run in this start), and
 *   the peak of the short-lived child process that creates the database;
 * - idle after a restart on the same folder;
 * - with 20 clients (one open sync stream each) pushing 2,000 recipes (100 each, 10 per push) and
 *   pulling them back: the peak while they work and the RSS once they are idle, streams still open;
 * - one account sending 16 pushes of ~14 MiB at once (the refused ones sent again after Retry-After): the peak;
 * - PostgreSQL at 127.0.0.1:5432, when reachable, idle after a start, for comparison.
 * Sync latency while the 20 clients push: push sent → the client's own stream announces the pushed
 * documents (p50, p95), so a memory setting that slows sync shows here. Timings are noisy on a
 * shared machine; the memory figures are not.
 * `npm run bench -- memory` runs this part alone.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECIPE_ORIGINAL_MAX, RECIPE_TEXT_MAX } from '../../shared/schemas/recipe';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPglite } from '../../sync-server/src/db/pglite';
import { processMemoryMiB, signAccessToken } from '../support/bodyFlood';
import { ensureClientBuild, type ServerProcess, spawnServerProcess } from '../support/e2eServer';
import { openSse, type SseClient } from '../support/sseClient';
import { createTestDatabase } from '../support/testDb';
import { benchRecipe } from './benchRecipe';
import { type BenchRow, percentile, sortedCopy } from './types';

const JWT_SECRET = 'bench-memory-secret-that-is-long-enough-0123456789';
/** Issue 37's targets for the server on PGlite. */
const IDLE_TARGET_MIB = 300;
const LOADED_TARGET_MIB = 500;
const CLIENTS = 20;
const DOCUMENTS_PER_CLIENT = 100;
const PUSH_ROWS = 10;
/** Time given to a started server to settle (background compilation of PGlite's WebAssembly, timers) before idle is read. */
const SETTLE_MS = 8000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The RSS of a settled process: the largest of several readings a little apart (MiB). */
async function idleRssMiB(pid: number): Promise<number> {
  await sleep(SETTLE_MS);
  let rss = 0;
  for (let i = 0; i < 5; i += 1) {
    rss = Math.max(rss, processMemoryMiB(pid).rss);
    await sleep(200);
  }
  return rss;
}

/** The node flags of `npm start` (between `node` and `--import tsx`), so the server runs here as it runs there. */
export function startScriptNodeFlags(): string[] {
  const pkg = JSON.parse(readFileSync(fileURLToPath(new URL('../../package.json', import.meta.url)), 'utf8')) as {
    scripts: { start: string };
  };
  const command = /\bnode\s+(.*?)\s*--import tsx sync-server\/src\/main\.ts/.exec(pkg.scripts.start);
  if (!command)
    throw new Error(`package.json's start script no longer runs sync-server/src/main.ts under node --import tsx: ${pkg.scripts.start}`);
  return (command[1] ?? '').split(/\s+/).filter(Boolean);
}

export function startServer(dataDir: string, databaseUrl: string): Promise<ServerProcess> {
  // DATABASE_URL empty = PGlite in DATA_DIR, as `npm start` without a database URL.
  return spawnServerProcess(
    { DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    startScriptNodeFlags(),
  );
}

const userId = (i: number) => `bench-memory-${i}`;

/** Account rows for the clients, written while the server is stopped (admins: no recipe limit). */
export async function seedUsers(dataDir: string): Promise<void> {
  const db = await openPglite(path.join(dataDir, 'pglite'));
  try {
    await migrate(db);
    for (let i = 0; i < CLIENTS; i += 1) {
      await db.query(
        "INSERT INTO users (id, email, email_verified, provider, is_admin) VALUES ($1, $2, true, 'password', true) ON CONFLICT (id) DO NOTHING",
        [userId(i), `${userId(i)}@example.test`],
      );
    }
  } finally {
    await db.close();
  }
}

interface Client {
  authorization: string;
  stream: SseClient;
}

export async function openClient(url: string, i: number): Promise<Client> {
  const authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: userId(i), email: `${userId(i)}@example.test` })}`;
  const res = await fetch(`${url}/api/sync/stream-ticket`, { method: 'POST', headers: { authorization } });
  if (!res.ok) throw new Error(`stream ticket: ${res.status} ${await res.text()}`);
  const { ticket } = (await res.json()) as { ticket: string };
  const stream = await openSse(`${url}/api/sync/stream?ticket=${encodeURIComponent(ticket)}`);
  if (stream.status !== 200) throw new Error(`stream: ${stream.status}`);
  await stream.next('resync', 10_000);
  return { authorization, stream };
}

const announces = (id: string) => (data: unknown) =>
  ((data as { documents?: { id: string }[] }).documents ?? []).some((doc) => doc.id === id);

/** One client's pushes, one after another; returns push → own-stream latencies (ms). */
export async function pushAll(url: string, client: Client, i: number, prefix = 'm'): Promise<number[]> {
  const latencies: number[] = [];
  for (let batch = 0; batch < DOCUMENTS_PER_CLIENT / PUSH_ROWS; batch += 1) {
    const rows = Array.from({ length: PUSH_ROWS }, (_, r) => ({
      newDocumentState: { ...benchRecipe(batch * PUSH_ROWS + r, `${prefix}${i}`), _deleted: false },
    }));
    const started = performance.now();
    const res = await fetch(`${url}/api/sync/recipes/push`, {
      method: 'POST',
      headers: { authorization: client.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ rows }),
    });
    if (!res.ok) throw new Error(`push: ${res.status} ${await res.text()}`);
    const conflicts = (await res.json()) as unknown[];
    if (conflicts.length) throw new Error(`push: ${conflicts.length} conflicts`);
    await client.stream.waitFor('change', announces(rows[0]?.newDocumentState.id ?? ''), 30_000);
    latencies.push(performance.now() - started);
  }
  return latencies;
}

/** Pulls the client's whole recipe collection, 100 at a time; returns how many documents came. */
async function pullAll(url: string, client: Client): Promise<number> {
  let checkpoint: unknown = null;
  let count = 0;
  for (;;) {
    const res = await fetch(`${url}/api/sync/recipes/pull`, {
      method: 'POST',
      headers: { authorization: client.authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ checkpoint, batchSize: 100 }),
    });
    if (!res.ok) throw new Error(`pull: ${res.status} ${await res.text()}`);
    const body = (await res.json()) as { documents: unknown[]; checkpoint: unknown };
    count += body.documents.length;
    checkpoint = body.checkpoint;
    if (body.documents.length < 100) return count;
  }
}

/** 20 clients push and pull their recipes at once; the server's RSS is sampled meanwhile. */
async function underLoad(server: ServerProcess) {
  const pid = server.child.pid as number;
  let peak = processMemoryMiB(pid).rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, processMemoryMiB(pid).rss);
  }, 20);
  try {
    const clients = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => openClient(server.url, i)));
    const latencies = (await Promise.all(clients.map((client, i) => pushAll(server.url, client, i)))).flat();
    const pulled = await Promise.all(clients.map((client) => pullAll(server.url, client)));
    const total = pulled.reduce((a, b) => a + b, 0);
    if (total !== CLIENTS * DOCUMENTS_PER_CLIENT) throw new Error(`pulled ${total} documents, pushed ${CLIENTS * DOCUMENTS_PER_CLIENT}`);
    clearInterval(sampler);
    peak = Math.max(peak, processMemoryMiB(pid).rss);
    const idle = await idleRssMiB(pid);
    for (const client of clients) client.stream.close();
    return { peak, idle, latencies: sortedCopy(latencies) };
  } finally {
    clearInterval(sampler);
  }
}

const BURST_PUSHES = 16;
const BURST_ROWS = 100;

/** The largest recipe a document may hold (~140 kB): a push of 100 of them is ~14 MiB, near the 16 MiB body limit. */
function largestRecipe(n: number) {
  return {
    ...benchRecipe(n, 'burst'),
    convertedRecipe: `# Recipe ${n}\n${'Stir the pot gently and taste. '.repeat(4000)}`.slice(0, RECIPE_TEXT_MAX),
    originalRecipe: 'Original text kept with the recipe. '.repeat(600).slice(0, RECIPE_ORIGINAL_MAX),
    _deleted: false,
  };
}

/**
 * One account sends 16 pushes of ~14 MiB at once (issue 37: they could hold 0.5-0.7 GB); the ones
 * refused (429/503 with Retry-After) are sent again after the wait, as the app does, until all are
 * stored. The same 100 documents each time, so the database's work stays small: what is measured is
 * the bodies held in flight.
 */
export async function pushBurst(
  server: ServerProcess,
  pushes = BURST_PUSHES,
): Promise<{ peak: number; refused: number; bodyMiB: number; ms: number }> {
  const pid = server.child.pid as number;
  const authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: userId(0), email: `${userId(0)}@example.test` })}`;
  const body = JSON.stringify({ rows: Array.from({ length: BURST_ROWS }, (_, i) => ({ newDocumentState: largestRecipe(i) })) });
  let refused = 0;
  const before = processMemoryMiB(pid).rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, processMemoryMiB(pid).rss);
  }, 10);
  const started = performance.now();
  try {
    await Promise.all(
      Array.from({ length: pushes }, async () => {
        for (;;) {
          const res = await fetch(`${server.url}/api/sync/recipes/push`, {
            method: 'POST',
            headers: { authorization, 'content-type': 'application/json' },
            body,
          });
          const text = await res.text();
          if (res.ok) return;
          if (res.status !== 429 && res.status !== 503) throw new Error(`burst push: ${res.status} ${text.slice(0, 200)}`);
          refused += 1;
          await sleep(Number(res.headers.get('retry-after') ?? '1') * 1000);
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  return {
    peak: Math.max(peak, processMemoryMiB(pid).rss),
    refused,
    bodyMiB: Buffer.byteLength(body) / 2 ** 20,
    ms: performance.now() - started,
  };
}

async function postgresIdle(): Promise<number | undefined> {
  const testDb = await createTestDatabase();
  if (testDb.kind !== 'postgres' || !testDb.url) {
    await testDb.cleanup();
    return undefined;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-memory-pg-'));
  const server = await startServer(dataDir, testDb.url);
  try {
    return await idleRssMiB(server.child.pid as number);
  } finally {
    await server.stop();
    await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Samples, until stopped, the RSS of processes whose command line names `dataDir` (the child process
 * that creates a new embedded database is given the folder as an argument); the largest seen (MiB).
 */
function sampleInitdbChild(dataDir: string): () => number {
  let peak = 0;
  const timer = setInterval(() => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid) || Number(pid) === process.pid) continue;
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dataDir)) peak = Math.max(peak, processMemoryMiB(Number(pid)).peak);
      } catch {
        // the process ended meanwhile
      }
    }
  }, 25);
  return () => {
    clearInterval(timer);
    return peak;
  };
}

export async function runMemoryBench(): Promise<BenchRow[]> {
  ensureClientBuild();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-memory-'));
  const rows: BenchRow[] = [];
  const row = (metric: string, value: number, unit: string, target?: number, note?: string) =>
    rows.push({ part: 'memory', metric, value, unit, ratio: target === undefined ? undefined : value / target, note });
  try {
    const stopSampling = sampleInitdbChild(dataDir);
    let server = await startServer(dataDir, '');
    const childPeak = stopSampling();
    const firstStart = await idleRssMiB(server.child.pid as number);
    const firstPeak = processMemoryMiB(server.child.pid as number).peak;
    await server.stop();
    row(
      'PGlite server idle RSS, first start (fresh data dir)',
      firstStart,
      'MiB',
      IDLE_TARGET_MIB,
      `ratio to ${IDLE_TARGET_MIB} MiB; server's peak ${firstPeak.toFixed(0)} MiB`,
    );
    row(
      'PGlite first start: initdb child process peak RSS',
      childPeak,
      'MiB',
      undefined,
      'a few seconds, once per new data folder; 0 = not seen',
    );

    await seedUsers(dataDir);
    server = await startServer(dataDir, '');
    try {
      const restart = await idleRssMiB(server.child.pid as number);
      row('PGlite server idle RSS, after a restart', restart, 'MiB', IDLE_TARGET_MIB, `ratio to ${IDLE_TARGET_MIB} MiB`);
      const load = await underLoad(server);
      const docs = CLIENTS * DOCUMENTS_PER_CLIENT;
      row(
        `PGlite server peak RSS, ${CLIENTS} clients pushing and pulling ${docs} recipes`,
        load.peak,
        'MiB',
        LOADED_TARGET_MIB,
        `ratio to ${LOADED_TARGET_MIB} MiB`,
      );
      row(
        `PGlite server idle RSS, ${CLIENTS} open streams, ${docs} recipes stored`,
        load.idle,
        'MiB',
        LOADED_TARGET_MIB,
        `ratio to ${LOADED_TARGET_MIB} MiB`,
      );
      row(
        'PGlite push → own stream event, p50',
        percentile(load.latencies, 50),
        'ms',
        undefined,
        `${CLIENTS} clients pushing ${PUSH_ROWS} rows at once; timing noisy on a shared machine`,
      );
      row('PGlite push → own stream event, p95', percentile(load.latencies, 95), 'ms');
      const burst = await pushBurst(server);
      row(
        `PGlite server peak RSS, one account pushing ${BURST_PUSHES} × ${burst.bodyMiB.toFixed(1)} MiB at once`,
        burst.peak,
        'MiB',
        LOADED_TARGET_MIB,
        `${burst.refused} answers 429/503 + Retry-After, sent again; all stored in ${(burst.ms / 1000).toFixed(1)} s`,
      );
      row(
        'PGlite server idle RSS after those pushes',
        await idleRssMiB(server.child.pid as number),
        'MiB',
        undefined,
        "PGlite's WebAssembly memory keeps the pages a large write touched (it cannot shrink)",
      );
    } finally {
      await server.stop();
    }
    const onPostgres = await postgresIdle();
    if (onPostgres !== undefined) row('PostgreSQL server idle RSS, after a start (for comparison)', onPostgres, 'MiB');
    return rows;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
