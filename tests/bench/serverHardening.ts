/**
 * Hardening figures of the server part of `npm run bench`: how long one worst-case body blocks
 * /api/health, and the server's peak memory meanwhile, for a request without a token and for an
 * authenticated push; plus the size of a real 100-row push against the push body limit. The server
 * runs as its own process (its memory is measured alone), on PostgreSQL at 127.0.0.1:5432 or PGlite.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '../../shared/domain/limits';
import { PUSH_BODY_LIMIT_BYTES } from '../../sync-server/src/sync/replicationRoutes';
import { floodBody, healthLatencyDuring, processMemoryMiB, signAccessToken } from '../support/bodyFlood';
import { spawnServerProcess } from '../support/e2eServer';
import { createTestDatabase } from '../support/testDb';
import type { BenchRow } from './types';

const JWT_SECRET = 'bench-secret-that-is-long-enough-for-hs256-0123456789';
/** The push limit before this round (2 × 100 rows × 256 KiB + 64 KiB): the attack body of the finding. */
const OLD_PUSH_LIMIT_BYTES = 2 * 100 * LIMITS.maxDocumentBytes + 64 * 1024;
const HEALTH_TARGET_MS = 200;
const FIXTURES = fileURLToPath(new URL('../fixtures/recipe-texts/', import.meta.url));

/** 100 rows of real recipes (the fixture texts, converted and original), each with its assumed master state. */
function realPushBytes(): number {
  const texts = readdirSync(FIXTURES).map((name) => readFileSync(path.join(FIXTURES, name), 'utf8'));
  const rows = Array.from({ length: 100 }, (_, i) => {
    const text = texts[i % texts.length] ?? '';
    const doc = {
      id: `recipe-${i}`,
      title: `Recipe ${i}`,
      convertedRecipe: text,
      originalRecipe: text,
      dietaryFilters: ['Vegan', 'Gluten-Free'],
      category: 'main-dish',
      imageUrl: 'https://images.example.test/photo.jpg',
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      _deleted: false,
    };
    return { assumedMasterState: doc, newDocumentState: { ...doc, title: `${doc.title} (edited)` } };
  });
  return Buffer.byteLength(JSON.stringify({ rows }));
}

/** Runs one attack while polling /api/health and sampling the server's memory. */
async function measure(
  url: string,
  pid: number,
  attack: () => Promise<unknown>,
): Promise<{ blockedMs: number; peakMiB: number; baseMiB: number }> {
  const baseMiB = processMemoryMiB(pid).rss;
  let peakMiB = baseMiB;
  const sampler = setInterval(() => {
    peakMiB = Math.max(peakMiB, processMemoryMiB(pid).rss);
  }, 10);
  try {
    const health = await healthLatencyDuring(url, attack());
    peakMiB = Math.max(peakMiB, processMemoryMiB(pid).rss);
    return { blockedMs: health.maxMs, peakMiB, baseMiB };
  } finally {
    clearInterval(sampler);
  }
}

export async function runServerHardeningBench(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-bench-hardening-'));
  const testDb = await createTestDatabase();
  const databaseUrl = testDb.url ?? '';
  if (!testDb.url) await testDb.cleanup();
  const server = await spawnServerProcess({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, JWT_SECRET, LOG_LEVEL: 'silent' });
  const note = testDb.url ? 'PostgreSQL' : 'PGlite (PostgreSQL unreachable)';
  const authorization = `Bearer ${signAccessToken(JWT_SECRET, { id: 'bench-hardening', email: 'bench@example.test' })}`;
  const pushUrl = `${server.url}/api/sync/recipes/push`;
  try {
    const pid = server.child.pid as number;
    const idle = await healthLatencyDuring(server.url, new Promise((resolve) => setTimeout(resolve, 1000)));
    const unauthenticated = await measure(server.url, pid, () =>
      floodBody(pushUrl, { totalBytes: OLD_PUSH_LIMIT_BYTES - 1024, pattern: '[' }),
    );
    // The heaviest body a token holder can get past the scanner: just under the size limit, nodes just
    // under LIMITS.maxJsonNodes in tiny arrays 10 deep, the rest one long string.
    const tiny = `${'['.repeat(10)}0${']'.repeat(10)},`;
    const tinyCount = Math.floor((LIMITS.maxJsonNodes - 100) / 11);
    const authenticated = await measure(server.url, pid, () =>
      floodBody(pushUrl, {
        totalBytes: PUSH_BODY_LIMIT_BYTES - 1024,
        head: `{"rows":[${tiny.repeat(tinyCount)}"`,
        pattern: 'x',
        tail: '"]}',
        headers: { authorization },
      }),
    );
    const pushBytes = realPushBytes();
    const rows: BenchRow[] = [
      { part: 'server', metric: '/api/health idle (slowest answer)', value: idle.maxMs, unit: 'ms', note },
      {
        part: 'server',
        metric: '/api/health blocked by one unauthenticated nested-array body (50 MB)',
        value: unauthenticated.blockedMs,
        unit: 'ms',
        ratio: unauthenticated.blockedMs / HEALTH_TARGET_MS,
        note: `vs the ${HEALTH_TARGET_MS} ms target; was 22-27 s`,
      },
      {
        part: 'server',
        metric: 'server peak memory during it',
        value: unauthenticated.peakMiB,
        unit: 'MiB',
        ratio: unauthenticated.peakMiB / unauthenticated.baseMiB,
        note: `vs ${unauthenticated.baseMiB.toFixed(0)} MiB before; was > 3 GB`,
      },
      {
        part: 'server',
        metric: `/api/health blocked by one worst-case authenticated push (${(PUSH_BODY_LIMIT_BYTES / 2 ** 20).toFixed(0)} MiB, ${LIMITS.maxJsonNodes} values)`,
        value: authenticated.blockedMs,
        unit: 'ms',
        ratio: authenticated.blockedMs / HEALTH_TARGET_MS,
        note: `vs the ${HEALTH_TARGET_MS} ms target`,
      },
      {
        part: 'server',
        metric: 'server peak memory during it',
        value: authenticated.peakMiB,
        unit: 'MiB',
        ratio: authenticated.peakMiB / authenticated.baseMiB,
        note: `vs ${authenticated.baseMiB.toFixed(0)} MiB before`,
      },
      {
        part: 'server',
        metric: 'push of 100 real recipes with assumed states',
        value: pushBytes / 2 ** 20,
        unit: 'MiB',
        ratio: pushBytes / PUSH_BODY_LIMIT_BYTES,
        note: 'vs the push body limit',
      },
    ];
    return rows;
  } finally {
    await server.stop('SIGTERM');
    if (testDb.url) await testDb.cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
