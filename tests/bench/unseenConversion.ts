import { loadBlindSet } from '../fixtures/blind/load';
import { runCase } from '../fixtures/blind/runner';
import type { BlindSet } from '../fixtures/blind/types';
import { type BenchRow, percentile, sortedCopy } from './types';

/** Issue 30's goal for a conversion's median. */
const TARGET_MS = 5;
const WARM_UP_SET: BlindSet = 'dev';
const MEASURED_SETS: readonly BlindSet[] = ['fresh5', 'fresh6', 'fresh7'];

/**
 * A conversion of a recipe the engine meets for the first time, as a cook's converter does: the engine is warm (it
 * has converted the dev set), but the engine remembers the normal forms and word splits of texts it has read, and
 * the other figures convert one text again and again. Here each recipe's first conversion is timed on first sight,
 * and its other conversions (other filters of the same text) apart. CPU time is the engine's own work on a shared
 * machine; the wall clock includes waits for a core.
 */
export function runUnseenConversionBench(): BenchRow[] {
  for (const recipe of loadBlindSet(WARM_UP_SET)) for (const c of recipe.cases) runCase(recipe, c);
  const first: number[] = [];
  const firstCpu: number[] = [];
  const again: number[] = [];
  for (const set of MEASURED_SETS) {
    for (const recipe of loadBlindSet(set)) {
      recipe.cases.forEach((c, index) => {
        const cpuStart = process.cpuUsage();
        const start = performance.now();
        runCase(recipe, c);
        const ms = performance.now() - start;
        const used = process.cpuUsage(cpuStart);
        if (index === 0) {
          first.push(ms);
          firstCpu.push((used.user + used.system) / 1000);
        } else again.push(ms);
      });
    }
  }
  const firstSorted = sortedCopy(first);
  const cpuSorted = sortedCopy(firstCpu);
  const againSorted = sortedCopy(again);
  const note = `${first.length} recipes of ${MEASURED_SETS.join(', ')}, after the ${WARM_UP_SET} set`;
  return [
    {
      part: 'engine',
      metric: 'unseen recipe, first conversion, p50',
      value: percentile(firstSorted, 50),
      unit: 'ms',
      ratio: percentile(firstSorted, 50) / TARGET_MS,
      note: `${note}; ratio to the 5 ms goal`,
    },
    { part: 'engine', metric: 'unseen recipe, first conversion, p99', value: percentile(firstSorted, 99), unit: 'ms' },
    { part: 'engine', metric: 'unseen recipe, first conversion, CPU p50', value: percentile(cpuSorted, 50), unit: 'ms' },
    {
      part: 'engine',
      metric: 'unseen recipe, its next conversions, p50',
      value: percentile(againSorted, 50),
      unit: 'ms',
      note: 'the same text with other filters, avoid lists or servings',
    },
  ];
}
