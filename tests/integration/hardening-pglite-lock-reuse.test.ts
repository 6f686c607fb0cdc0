import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../sync-server/src/config';
import { processStart } from '../../sync-server/src/db/lockFile';
import { openDatabase } from '../../sync-server/src/db/openDatabase';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-lock-reuse-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(processStart(process.pid) === undefined)('the PGlite lock survives pid reuse (Linux /proc)', () => {
  it('takes over a stale lock whose pid now belongs to another live process, and refuses the real holder', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    const lockPath = path.join(dataDir, 'pglite.lock');
    const parentStart = processStart(process.ppid) as string;

    // The parent is alive, but the lock was written by an earlier process that had the same pid (before a restart).
    writeFileSync(lockPath, `${process.ppid} ${parentStart.split(':')[0]}:1\n`);
    const db = await openDatabase(config);
    try {
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      expect(readFileSync(lockPath, 'utf8').trim()).toBe(`${process.pid} ${processStart(process.pid)}`);
    } finally {
      await db.close();
    }

    // The same pid with its real start time is the live holder: refused.
    writeFileSync(lockPath, `${process.ppid} ${parentStart}\n`);
    await expect(openDatabase(config)).rejects.toThrow(new RegExp(`pid ${process.ppid}`));
    rmSync(lockPath);
  }, 180_000);
});
