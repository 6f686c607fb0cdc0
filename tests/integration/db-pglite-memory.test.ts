import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../sync-server/src/db/pglite';
import { holdsDatabase, initialiseInChildProcess, PGLITE_SETTINGS, PGLITE_V8_FLAGS } from '../../sync-server/src/db/pgliteMemory';

/**
 * The settings that keep the embedded database small (issue 37 item 5; the figures are in
 * `npm run bench -- memory`). Each test fails when its setting is lost.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('the embedded database is opened with its memory settings', () => {
  const setFlags = vi.spyOn(v8, 'setFlagsFromString');
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'recipe-pglite-memory-'));
  });
  afterAll(() => {
    setFlags.mockRestore();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sets the baseline WebAssembly compiler flags before PGlite is compiled, and small shared buffers in memory', async () => {
    const db = await openPglite(undefined);
    try {
      for (const flag of PGLITE_V8_FLAGS) expect(setFlags).toHaveBeenCalledWith(flag);
      expect(PGLITE_V8_FLAGS).toEqual(['--no-wasm-dynamic-tiering', '--no-wasm-tier-up']);
      const shown = await db.query<{ shared_buffers: string }>('SHOW shared_buffers');
      expect(shown.rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await db.close();
    }
  });

  it('creates a new data folder in a child process, with the settings written into its postgresql.conf, and reopens it', async () => {
    const dataDir = path.join(dir, 'pglite');
    expect(holdsDatabase(dataDir)).toBe(false);
    const db = await openPglite(dataDir);
    try {
      expect(holdsDatabase(dataDir)).toBe(true);
      expect((await db.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe(
        PGLITE_SETTINGS.shared_buffers,
      );
      await db.query('CREATE TABLE kept (note text)');
      await db.query('INSERT INTO kept VALUES ($1)', ['still here']);
    } finally {
      await db.close();
    }
    expect(readFileSync(path.join(dataDir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 16MB/m);

    const reopened = await openPglite(dataDir);
    try {
      expect((await reopened.query<{ note: string }>('SELECT note FROM kept')).rows).toEqual([{ note: 'still here' }]);
      expect((await reopened.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]?.shared_buffers).toBe('16MB');
    } finally {
      await reopened.close();
    }
  });

  it('leaves a folder that already holds a database to PGlite, and reports a failed initdb with its reason', async () => {
    const existing = path.join(dir, 'pglite');
    await initialiseInChildProcess(existing); // holds one since the test above: nothing to do
    expect(holdsDatabase(existing)).toBe(true);

    const file = path.join(dir, 'not-a-folder');
    writeFileSync(file, 'a file where the data folder should be');
    await expect(initialiseInChildProcess(file)).rejects.toThrow(/Creating the embedded database in .*not-a-folder failed/);
  });

  it('npm start and the Docker image run the server under node itself, with a small young generation', () => {
    const start = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start;
    // node itself runs the server: no npx or tsx CLI process beside it (~115 MiB between them).
    expect(start).toMatch(/&& node --max-semi-space-size=8 --import tsx sync-server\/src\/main\.ts$/);
    const dockerfile = readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('CMD ["node", "--max-semi-space-size=8", "--import", "tsx", "sync-server/src/main.ts"]');
  });
});
