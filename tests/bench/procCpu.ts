import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (ms) used so far by each process on this machine, keyed by what it is: "chromium renderer", "node", "postgres"... */
export type CpuSnapshot = Map<string, number>;

const TICK_MS = 10;

function describe(pid: string): string {
  const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  const type = /--type=(\S+)/.exec(cmd)?.[1];
  const sub = /--utility-sub-type=(\S+)/.exec(cmd)?.[1];
  if (type) return `chromium ${sub ?? type}`;
  if (/chrom/.test(cmd)) return 'chromium browser';
  if (/postgres/.test(cmd)) return 'postgres';
  return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
}

/** Read from /proc (Linux); empty elsewhere. */
export function cpuSnapshot(): CpuSnapshot {
  const out: CpuSnapshot = new Map();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of stat, counted from the state field here.
      out.set(`${describe(pid)}#${pid}`, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** CPU used between two snapshots by each kind of process, the largest first (those under 20 ms left out). */
export function cpuUsedBetween(before: CpuSnapshot, after: CpuSnapshot): string {
  const sums = new Map<string, number>();
  for (const [key, ms] of after) {
    const used = ms - (before.get(key) ?? 0);
    const name = key.slice(0, key.lastIndexOf('#'));
    if (used > 0) sums.set(name, (sums.get(name) ?? 0) + used);
  }
  return [...sums]
    .filter(([, ms]) => ms >= 20)
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `  ${String(ms).padStart(6)} ms  ${name}`)
    .join('\n');
}
