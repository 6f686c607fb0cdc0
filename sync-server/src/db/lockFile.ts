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

function readLockPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o644);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Takes an exclusive lock file holding our PID. A lock of a live process (or one this process
 * already holds) is refused with DataDirLockedError; a lock left by a dead process is taken over.
 * Returns the release function.
 */
export function acquireLockFile(lockPath: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      heldByThisProcess.add(lockPath);
      return () => releaseLockFile(lockPath);
    }
    const pid = readLockPid(lockPath);
    const ours = pid === process.pid && heldByThisProcess.has(lockPath);
    if (pid !== undefined && (ours || (pid !== process.pid && processIsAlive(pid)))) {
      throw new DataDirLockedError(lockPath, pid);
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
  if (readLockPid(lockPath) !== process.pid) return;
  try {
    unlinkSync(lockPath);
  } catch {
    // already gone
  }
}
