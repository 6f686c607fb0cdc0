/** A V8 CPU profile as Chrome DevTools Protocol's Profiler.stop returns it (the fields used here). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples?: number[];
  timeDeltas?: number[];
}

const frameKey = (frame: CpuProfile['nodes'][number]['callFrame']) => {
  const script = frame.url ? (frame.url.split('/').pop() ?? frame.url) : '(native)';
  return `${frame.functionName || '(anonymous)'} ${script}:${frame.lineNumber + 1}`;
};

/**
 * Self time per function (and per script) over the profile, the largest first: where the time went;
 * and total time per named function (itself and what it called), to see which caller the time is under.
 */
export function summariseProfile(profile: CpuProfile, top = 40): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const selfMs = new Map<number, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const id = samples[i] as number;
    selfMs.set(id, (selfMs.get(id) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  }
  const perFunction = new Map<string, number>();
  const perScript = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, ms] of selfMs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const script = frame.url ? (frame.url.split('/').pop() ?? frame.url) : '(native)';
    const key = frameKey(frame);
    perFunction.set(key, (perFunction.get(key) ?? 0) + ms);
    perScript.set(script, (perScript.get(script) ?? 0) + ms);
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parentOf.get(at)) {
      const f = byId.get(at)?.callFrame;
      if (f?.functionName && f.url) onStack.add(frameKey(f));
    }
    for (const k of onStack) inclusive.set(k, (inclusive.get(k) ?? 0) + ms);
  }
  const lines = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, ms]) => `  ${ms.toFixed(0).padStart(6)} ms  ${k}`)
      .join('\n');
  return `by script:\n${lines(perScript)}\nby function (self):\n${lines(perFunction)}\nby named function (total, with callees):\n${lines(inclusive)}`;
}

/**
 * The profile as a timeline: for each `bucketMs` window from the profile's start, the time in it per outermost
 * script frame of each sample's stack (with the innermost named function of that stack when it is large): what ran when.
 */
export function profileTimeline(profile: CpuProfile & { startTime?: number }, bucketMs = 50, minMs = 8): string {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parentOf = new Map<number, number>();
  for (const n of profile.nodes) for (const child of n.children ?? []) parentOf.set(child, n.id);
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const buckets = new Map<number, Map<string, number>>();
  let at = 0;
  for (let i = 0; i < samples.length; i++) {
    at += (deltas[i] ?? 0) / 1000;
    const ms = (deltas[i + 1] ?? 0) / 1000;
    const stack: CpuProfile['nodes'][number]['callFrame'][] = [];
    for (let id: number | undefined = samples[i]; id !== undefined; id = parentOf.get(id)) {
      const f = byId.get(id)?.callFrame;
      if (f) stack.push(f);
    }
    const leaf = stack[0];
    if (!leaf || leaf.functionName === '(idle)' || leaf.functionName === '(root)') continue;
    const outer = [...stack].reverse().find((f) => f.url);
    const key = outer ? `${frameKey(outer)} > ${frameKey(leaf)}` : frameKey(leaf);
    const bucket = Math.floor(at / bucketMs) * bucketMs;
    const map = buckets.get(bucket) ?? new Map<string, number>();
    map.set(key, (map.get(key) ?? 0) + ms);
    buckets.set(bucket, map);
  }
  return [...buckets.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([bucket, map]) => {
      const total = [...map.values()].reduce((a, b) => a + b, 0);
      const top = [...map.entries()]
        .filter(([, ms]) => ms >= minMs)
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([k, ms]) => `${ms.toFixed(0)} ${k}`)
        .join(' | ');
      return `  ${String(bucket).padStart(5)} ms busy ${total.toFixed(0).padStart(3)}: ${top}`;
    })
    .join('\n');
}
