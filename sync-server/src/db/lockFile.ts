import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** Paths locked by this process, so a stale lock with our own PID (e.g. PID 1 in a container) is told apart. */
const heldByThisProcess = new Set<string>();

export class DataDirLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The database folder is in use by another server process (pid ${pid}; lock file ${lockPath}). ` +
        'Stop that process first, or point DATA_DIR to another folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

/** Who holds a lock: the process id and, where the OS tells (Linux /proc), when that process started. */
interface LockOwner {
  pid: number;
  /** The process's start time in clock ticks since boot, with the boot's id: a pid reused after a restart has another. */
  started?: string;
}

/** The start of a process as `<boot id>:<start ticks>`, or undefined where /proc does not exist. */
export function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime) counted after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = fields[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return ticks ? `${boot}:${ticks}` : undefined;
  } catch {
    return undefined;
  }
}

/** The lock's owner still runs: its pid is alive and, when the lock recorded it, started at the same moment. */
function ownerIsAlive(owner: LockOwner): boolean {
  if (!processIsAlive(owner.pid)) return false;
  if (owner.started === undefined) return true;
  const now = processStart(owner.pid);
  return now === undefined || now === owner.started;
}

function processIsAlive(pid: number): boolean {
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLockOwner(lockPath: string): LockOwner | undefined {
  try {
    const [pidText = '', started] = readFileSync(lockPath, 'utf8').trim().split(/\s+/);
    const pid = Number.parseInt(pidText, 10);
    if (!Number.isInteger(pid) || pid <= 0) return undefined;
    return started ? { pid, started } : { pid };
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o644);
    const started = processStart(process.pid);
    writeSync(fd, started ? `${process.pid} ${started}\n` : `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes an exclusive lock file holding our PID and start time. A lock of a live process (or one this
 * process already holds) is refused with DataDirLockedError; a lock left by a dead process, or by a
 * pid that now belongs to another process (pid reuse after a container restart), is taken over.
 * Returns the release function.
 */
export function acquireLockFile(lockPath: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return () => releaseLockFile(lockPath);
    }
    const owner = readLockOwner(lockPath);
    const ours = owner?.pid === process.pid && heldByThisProcess.has(lockPath);
    if (owner !== undefined && (ours || (owner.pid !== process.pid && ownerIsAlive(owner)))) {
      throw new DataDirLockedError(lockPath, owner.pid);
    }
    try {
      unlinkSync(lockPath);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new Error(`Could not take the lock file ${lockPath}; another process keeps creating it.`);
}

function releaseLockFile(lockPath: string): void {
  if (!heldByThisProcess.delete(lockPath)) return;
  if (readLockOwner(lockPath)?.pid !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
