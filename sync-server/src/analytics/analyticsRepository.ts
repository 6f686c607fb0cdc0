import { ANALYTICS_EVENT_RETENTION_DAYS } from '../../../shared/domain/consent';
import type { AnalyticsBatch } from '../../../shared/schemas/analytics';
import type { Queryable } from '../db/types';

/** Stores a batch in one statement. */
export async function insertAnalyticsEvents(db: Queryable, batch: AnalyticsBatch): Promise<void> {
  const values: unknown[] = [];
  const rows = batch.events.map((event, i) => {
    const base = i * 5;
    values.push(
      batch.deviceId ?? null,
      event.type,
      event.type === 'page_view' ? event.path : null,
      event.type === 'recipe_conversion' ? event.recipe_type : null,
      event.type === 'recipe_conversion' ? event.filter_count : null,
    );
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`;
  });
  await db.query(`INSERT INTO analytics_events (device_id, type, path, recipe_type, filter_count) VALUES ${rows.join(', ')}`, values);
}

/** Deletes events older than the stated retention (§9: events 2 months). */
export async function pruneAnalyticsEvents(db: Queryable, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ANALYTICS_EVENT_RETENTION_DAYS * 24 * 3600 * 1000);
  const { rows } = await db.query<{ n: number | string }>(
    'WITH gone AS (DELETE FROM analytics_events WHERE at < $1 RETURNING 1) SELECT count(*) AS n FROM gone',
    [cutoff.toISOString()],
  );
  return Number(rows[0]?.n ?? 0);
}

export interface AnalyticsSummary {
  days: number;
  pageViews: number;
  devices: number;
  topPaths: { path: string; views: number }[];
  conversions: { recipeType: string; count: number; averageFilters: number }[];
}

/** What the admin command prints: the last `days` days. */
export async function analyticsSummary(db: Queryable, days = 30): Promise<AnalyticsSummary> {
  const since = new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();
  const totals = await db.query<{ views: number | string; devices: number | string }>(
    "SELECT count(*) FILTER (WHERE type = 'page_view') AS views, count(DISTINCT device_id) AS devices FROM analytics_events WHERE at >= $1",
    [since],
  );
  const paths = await db.query<{ path: string; views: number | string }>(
    "SELECT path, count(*) AS views FROM analytics_events WHERE type = 'page_view' AND at >= $1 GROUP BY path ORDER BY views DESC, path LIMIT 10",
    [since],
  );
  const conversions = await db.query<{ recipe_type: string; n: number | string; filters: number | string | null }>(
    "SELECT recipe_type, count(*) AS n, avg(filter_count) AS filters FROM analytics_events WHERE type = 'recipe_conversion' AND at >= $1 GROUP BY recipe_type ORDER BY recipe_type",
    [since],
  );
  return {
    days,
    pageViews: Number(totals.rows[0]?.views ?? 0),
    devices: Number(totals.rows[0]?.devices ?? 0),
    topPaths: paths.rows.map((r) => ({ path: r.path, views: Number(r.views) })),
    conversions: conversions.rows.map((r) => ({
      recipeType: r.recipe_type,
      count: Number(r.n),
      averageFilters: Math.round(Number(r.filters ?? 0) * 10) / 10,
    })),
  };
}
