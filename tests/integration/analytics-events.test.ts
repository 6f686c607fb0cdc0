import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStatsArgs } from '../../sync-server/src/admin';
import { analyticsSummary, pruneAnalyticsEvents } from '../../sync-server/src/analytics/analyticsRepository';
import { formatAnalyticsSummary } from '../../sync-server/src/analytics/formatSummary';
import { createTestApp, type TestApp } from '../support/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.cleanup();
});

const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/analytics/events', payload: payload as object });

describe('first-party analytics', () => {
  it('stores page views and recipe conversions, and the admin summary counts them', async () => {
    const deviceId = '6f1c2b9e-2d7a-4c1e-9a51-0b8e4f2f1a11';
    expect(
      (
        await post({
          deviceId,
          events: [
            { type: 'page_view', path: '/' },
            { type: 'page_view', path: '/about' },
          ],
        })
      ).statusCode,
    ).toBe(202);
    expect((await post({ deviceId, events: [{ type: 'page_view', path: '/' }] })).statusCode).toBe(202);
    expect((await post({ events: [{ type: 'recipe_conversion', recipe_type: 'convert', filter_count: 2 }] })).statusCode).toBe(202);
    const summary = await analyticsSummary(t.db, 30);
    expect(summary).toMatchObject({ pageViews: 3, devices: 1 });
    expect(summary.topPaths[0]).toEqual({ path: '/', views: 2 });
    expect(summary.conversions).toEqual([{ recipeType: 'convert', count: 1, averageFilters: 2 }]);
    expect(formatAnalyticsSummary(summary)).toContain('Page views: 3');
  });

  it('refuses bad events with 400 and stores nothing of them', async () => {
    const before = (await analyticsSummary(t.db, 30)).pageViews;
    for (const payload of [
      {},
      { events: [] },
      { events: [{ type: 'page_view' }] },
      { events: [{ type: 'page_view', path: 'no-slash' }] },
      { events: [{ type: 'click', path: '/' }] },
      { events: [{ type: 'recipe_conversion', recipe_type: 'hack', filter_count: 1 }] },
      { deviceId: 'not-a-uuid', events: [{ type: 'page_view', path: '/' }] },
      { events: Array.from({ length: 21 }, () => ({ type: 'page_view', path: '/' })) },
      { events: [{ type: 'page_view', path: '/', email: 'a@b.c' }] },
    ]) {
      expect((await post(payload)).statusCode).toBe(400);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/analytics/events',
      headers: { 'content-type': 'application/json' },
      payload: '{"events":[',
    });
    expect(broken.statusCode).toBe(400);
    expect((await analyticsSummary(t.db, 30)).pageViews).toBe(before);
  });

  it('prunes events older than the stated retention (2 months)', async () => {
    await t.db.query(
      "INSERT INTO analytics_events (type, path, at) VALUES ('page_view', '/old', now() - interval '70 days'), ('page_view', '/recent', now() - interval '50 days')",
    );
    expect(await pruneAnalyticsEvents(t.db)).toBe(1);
    const { rows } = await t.db.query<{ path: string }>("SELECT path FROM analytics_events WHERE path IN ('/old', '/recent')");
    expect(rows.map((r) => r.path)).toEqual(['/recent']);
  });

  it('reads `npm run admin -- stats [days]`', () => {
    expect(parseStatsArgs(['stats'])).toBe(30);
    expect(parseStatsArgs(['stats', '7'])).toBe(7);
    expect(parseStatsArgs(['set-plan', 'a@b.c', 'chef'])).toBeNull();
    expect(() => parseStatsArgs(['stats', 'many'])).toThrow(/Usage/);
  });
});
