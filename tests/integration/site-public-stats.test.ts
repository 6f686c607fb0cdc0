import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerZodSchemas } from '../../sync-server/src/http/zodSchemas';
import publicStatsRoutes, { PUBLIC_STATS_CACHE_MS, totalConversions } from '../../sync-server/src/site/publicStatsRoutes';
import { writeServerDocument } from '../../sync-server/src/sync/serverWrites';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

async function recordUsage(owner: string, day: string, conversions: number, deleted = false) {
  const stamp = new Date().toISOString();
  await t.db.transaction((tx) =>
    writeServerDocument(tx, owner, 'usage', { id: day, date: day, conversions, createdAt: stamp, updatedAt: stamp }, { deleted }),
  );
}

describe('GET /api/stats/public', () => {
  it('answers the real total of counted conversions over every user and day, deleted days left out', async () => {
    await recordUsage('user-a', '2026-11-20', 3);
    await recordUsage('user-a', '2026-11-21', 7);
    await recordUsage('user-b', '2026-11-21', 40);
    await recordUsage('user-c', '2026-11-21', 500, true);
    expect(await totalConversions(t.db)).toBe(50);
    const reply = await t.app.inject({ method: 'GET', url: '/api/stats/public' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ recipesConverted: 50 });
    expect(reply.headers['cache-control']).toBe(`public, max-age=${PUBLIC_STATS_CACHE_MS / 1000}`);
  });

  it('reads the database at most once per cache period', async () => {
    let clock = 1_000_000;
    const app = Fastify();
    registerZodSchemas(app);
    app.decorate('db', t.db);
    await app.register(publicStatsRoutes, { prefix: '/api/stats', now: () => clock });
    const first = (await app.inject({ url: '/api/stats/public' })).json();
    await recordUsage('user-d', '2026-11-22', 1_000);
    expect((await app.inject({ url: '/api/stats/public' })).json()).toEqual(first);
    clock += PUBLIC_STATS_CACHE_MS;
    expect((await app.inject({ url: '/api/stats/public' })).json()).toEqual({ recipesConverted: first.recipesConverted + 1_000 });
    await app.close();
  });
});
