/**
 * Where one generation's time goes, step by step, for its Server-Timing header (and the benchmark that reads it):
 * each mark closes the step since the previous one.
 */
export class StepClock {
  private last = performance.now();
  private readonly steps: { name: string; ms: number }[] = [];

  mark(name: string): void {
    const now = performance.now();
    this.steps.push({ name, ms: now - this.last });
    this.last = now;
  }

  /** The Server-Timing value: `name;dur=ms` per step, in order. */
  header(): string {
    return this.steps.map((s) => `${s.name};dur=${s.ms.toFixed(2)}`).join(', ');
  }
}
