import { readdirSync, readFileSync } from 'node:fs';

/** CPU seconds of one process from /proc (utime + stime), or undefined when it cannot be read. */
function processCpu(pid: number | string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** CPU seconds of the PostgreSQL backends serving one database (their command line names it). */
function databaseBackendsCpu(database: string): number {
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmdline.startsWith('postgres:') || !cmdline.includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    total += processCpu(pid) ?? 0;
  }
  return total;
}

export interface CpuSample {
  /** The process doing the work for the load generator: the server, or (raw SQL) this process. */
  worker: number;
  postgres: number;
}

/**
 * CPU time per operation, which a loaded machine changes far less than a rate: the process doing
 * the work (the server process, or this process for raw SQL) and the PostgreSQL backends of the
 * bench's database. Linux only (/proc, 10 ms ticks); unavailable elsewhere.
 */
export function cpuMeter(database: string, serverPid: number | undefined) {
  const available = serverPid !== undefined && processCpu(serverPid) !== undefined;
  const sample = (worker: 'server' | 'self'): CpuSample => ({
    worker: worker === 'server' ? (processCpu(serverPid as number) ?? 0) : process.cpuUsage().user / 1e6 + process.cpuUsage().system / 1e6,
    postgres: databaseBackendsCpu(database),
  });
  return {
    available,
    /** Runs work, adds its CPU to the totals of `key`; work returns how many operations it did. */
    async measure(
      totals: Map<string, { worker: number; postgres: number; ops: number }>,
      key: string,
      worker: 'server' | 'self',
      work: () => Promise<number>,
    ) {
      const before = available ? sample(worker) : undefined;
      const ops = await work();
      if (!before) return;
      const after = sample(worker);
      const total = totals.get(key) ?? { worker: 0, postgres: 0, ops: 0 };
      totals.set(key, {
        worker: total.worker + after.worker - before.worker,
        postgres: total.postgres + after.postgres - before.postgres,
        ops: total.ops + ops,
      });
    },
  };
}
