/**
 * `npm run bench`: every benchmark part the issues name, printed as one table.
 * Parts: server (the server process under autocannon vs raw SQL), sync (save click on A to B's list;
 * initial sync vs the fair floor), bundle (bytes on the wire, with and without the service worker),
 * engine (local conversion, /api/generate overhead), converter (engine chunk size, Convert offline to card in
 * Chromium, nothing of it on public pages), book (search keystroke → list, first render and index memory with
 * 5,000 recipes in Chromium), planner (5,000-recipe book: open the planner, generate a week, build a 28-recipe
 * shopping list), site (JS of / and /app, Lighthouse mobile on / and /about), memory (the server's RSS on
 * PGlite: idle after a first start and a restart, with 20 clients and 2,000 recipes).
 * `npm run bench -- engine server` runs only the parts named.
 */
import { runBookBench } from './book';
import { runBundleBench } from './bundles';
import { runConverterBench } from './converter';
import { runEngineBench } from './engine';
import { runMemoryBench } from './memory';
import { runPlannerBench } from './planner';
import { runServerBench } from './server';
import { runServerHardeningBench } from './serverHardening';
import { runSiteBench } from './site';
import { runSyncBench } from './sync';
import type { BenchRow } from './types';

type Part = { name: string; run: () => Promise<readonly BenchRow[]> };

const PARTS: Part[] = [
  { name: 'engine', run: runEngineBench },
  { name: 'server', run: runServerBench },
  { name: 'server', run: runServerHardeningBench },
  { name: 'bundle', run: runBundleBench },
  { name: 'sync', run: runSyncBench },
  { name: 'converter', run: runConverterBench },
  { name: 'book', run: runBookBench },
  { name: 'planner', run: runPlannerBench },
  { name: 'site', run: runSiteBench },
  { name: 'memory', run: runMemoryBench },
];

function format(value: number): string {
  if (!Number.isFinite(value)) return '-';
  if (Math.abs(value) >= 100) return value.toFixed(0);
  if (Math.abs(value) >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

function printTable(rows: readonly BenchRow[]): void {
  const header = ['part', 'metric', 'value', 'unit', 'ratio', 'note'];
  const lines = rows.map((r) => [
    r.part,
    r.metric,
    format(r.value),
    r.unit,
    r.ratio === undefined ? '' : `${format(r.ratio)}x`,
    r.note ?? '',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const row = (cells: string[]) =>
    cells.map((c, i) => (i === 2 || i === 4 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ');
  console.log(row(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('-|-'));
  for (const l of lines) console.log(row(l));
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const parts = wanted.length ? PARTS.filter((p) => wanted.includes(p.name)) : PARTS;
  const rows: BenchRow[] = [];
  const failures: string[] = [];
  for (const part of parts) {
    const start = Date.now();
    process.stderr.write(`bench: ${part.name}...\n`);
    try {
      rows.push(...(await part.run()));
      process.stderr.write(`bench: ${part.name} done in ${((Date.now() - start) / 1000).toFixed(0)} s\n`);
    } catch (error) {
      failures.push(`${part.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  console.log(`\nBenchmarks (${new Date().toISOString()}, node ${process.version}, ${process.platform})\n`);
  printTable(rows);
  if (failures.length) {
    console.error(`\nFailed parts:\n- ${failures.join('\n- ')}`);
    process.exitCode = 1;
  }
}

await main();
process.exit();
