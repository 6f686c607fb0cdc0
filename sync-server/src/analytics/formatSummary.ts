import type { AnalyticsSummary } from './analyticsRepository';

/** The admin command's plain-text report. */
export function formatAnalyticsSummary(summary: AnalyticsSummary): string {
  const lines = [
    `Analytics, last ${summary.days} days (consented visitors only)`,
    `Page views: ${summary.pageViews}   Devices: ${summary.devices}`,
    '',
    'Top pages:',
  ];
  for (const { path, views } of summary.topPaths) lines.push(`  ${String(views).padStart(7)}  ${path}`);
  if (summary.topPaths.length === 0) lines.push('  (none)');
  lines.push('', 'Recipe conversions:');
  for (const c of summary.conversions)
    lines.push(`  ${c.recipeType.padEnd(9)} ${String(c.count).padStart(7)}   average filters ${c.averageFilters}`);
  if (summary.conversions.length === 0) lines.push('  (none)');
  return lines.join('\n');
}
