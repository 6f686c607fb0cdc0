import { runCorpus, summarise } from '../fixtures/real-world/runCorpus';
import type { BenchRow } from './types';

/** Engine part on the independent real-world corpus: outcomes by the independent checker, and conversion time. */
export function runEngineCorpusBench(): BenchRow[] {
  runCorpus(); // warm-up: lookup indexes and JIT
  const results = runCorpus();
  const s = summarise(results);
  const kinds = Object.entries(s.refusalKinds)
    .map(([kind, n]) => `${n}× ${kind}`)
    .join('; ');
  return [
    {
      part: 'engine',
      metric: 'real-world corpus: cases (recipes × filters broken)',
      value: s.cases,
      unit: 'cases',
      note: `${s.recipes} recipes`,
    },
    { part: 'engine', metric: 'real-world corpus: compliant', value: s.compliant, unit: 'cases' },
    { part: 'engine', metric: 'real-world corpus: not verified (reported, not compliant)', value: s.flagged, unit: 'cases' },
    { part: 'engine', metric: 'real-world corpus: violations (checker)', value: s.violations, unit: 'cases', note: 'goal 0' },
    { part: 'engine', metric: 'real-world corpus: refusals', value: s.refusals, unit: 'cases', note: kinds || 'none' },
    { part: 'engine', metric: 'real-world corpus: unexpected refusals', value: s.unexpectedRefusals, unit: 'cases', note: 'goal 0' },
    { part: 'engine', metric: 'real-world corpus: median conversion time', value: s.medianMs, unit: 'ms' },
  ];
}
