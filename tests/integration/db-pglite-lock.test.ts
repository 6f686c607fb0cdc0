import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../sync-server/src/config';
import { DataDirLockedError } from '../../sync-server/src/db/lockFile';
import { openDatabase } from '../../sync-server/src/db/openDatabase';

const dirs: string[] = [];
function tempDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'recipe-lock-'));
  dirs.push(dir);
  return dir;
}

describe('PGlite data folder lock', () => {
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a second open of a locked folder is refused with a clear error; after a clean close it opens and keeps the data', async () => {
    const config = loadConfig({ DATA_DIR: tempDataDir(), JWT_SECRET: 'x'.repeat(40) });
    const first = await openDatabase(config);
    await first.query('CREATE TABLE kept (v text)');
    await first.query('INSERT INTO kept VALUES ($1)', ['still here']);
    await expect(openDatabase(config)).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase(config)).rejects.toThrow(/in use by another server process/);
    await first.close();

    const reopened = await openDatabase(config);
    try {
      expect((await reopened.query<{ v: string }>('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await reopened.close();
    }
  });

  it('a lock held by another live process is refused; a stale lock of a dead process is taken over', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    const lockPath = path.join(dataDir, 'pglite.lock');

    // The parent of this test process is alive and is not us.
    writeFileSync(lockPath, `${process.ppid}\n`);
    await expect(openDatabase(config)).rejects.toThrow(new RegExp(`pid ${process.ppid}`));

    const dead = spawnSync(process.execPath, ['-e', '0']);
    expect(dead.pid).toBeGreaterThan(0);
    writeFileSync(lockPath, `${dead.pid}\n`);
    const db = await openDatabase(config);
    try {
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });

  it('the server refuses to start on a folder another server process holds (separate OS process)', async () => {
    const dataDir = tempDataDir();
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) });
    const holder = await openDatabase(config);
    try {
      const script = [
        "import { loadConfig } from './sync-server/src/config.ts';",
        "import { openDatabase } from './sync-server/src/db/openDatabase.ts';",
        `openDatabase(loadConfig({ DATA_DIR: ${JSON.stringify(dataDir)}, JWT_SECRET: 'x'.repeat(40) }))`,
        "  .then(async (db) => { await db.close(); console.log('OPENED'); })",
        '  .catch((error) => { console.log(error.message); process.exit(3); });',
      ].join('\n');
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.stdout).toContain('in use by another server process');
      expect(child.status).toBe(3);
    } finally {
      await holder.close();
    }
  });
});
