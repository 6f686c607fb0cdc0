/** One line of the benchmark table. `ratio` compares against the floor or baseline the issue names. */
export interface BenchRow {
  part: string;
  metric: string;
  value: number;
  unit: string;
  ratio?: number;
  note?: string;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] as number;
}

export function sortedCopy(values: readonly number[]): number[] {
  return [...values].sort((a, b) => a - b);
}
