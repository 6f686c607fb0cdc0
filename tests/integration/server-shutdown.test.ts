import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ServerProcess, spawnServerProcess } from '../support/e2eServer';

const JWT_SECRET = 'shutdown-test-secret-long-enough-for-hs256-0123456789';

describe('the server process on the embedded database (PGlite in DATA_DIR)', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-shutdown-'));
  const lockFile = path.join(dataDir, 'pglite.lock');
  const running: ServerProcess[] = [];
  const start = async () => {
    // DATABASE_URL is emptied so the parent's (if any) cannot switch the child to PostgreSQL.
    const server = await spawnServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET });
    running.push(server);
    return server;
  };

  afterAll(async () => {
    for (const server of running) await server.stop('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops on SIGTERM with exit code 0, releases its lock, and starts again on the same folder with the data kept', async () => {
    const first = await start();
    expect(await (await fetch(`${first.url}/api/health`)).json()).toEqual({ ok: true, database: 'pglite' });
    expect(existsSync(lockFile)).toBe(true);
    const signup = await fetch(`${first.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@example.test', password: 'a long enough password' }),
    });
    expect(signup.status).toBe(201);

    const code = await first.stop('SIGTERM');
    expect(code, first.output()).toBe(0);
    expect(readdirSync(dataDir)).not.toContain('pglite.lock');

    const second = await start();
    expect(await (await fetch(`${second.url}/api/health`)).json()).toEqual({ ok: true, database: 'pglite' });
    // The account written before the restart is still there: signing up again is refused as taken.
    const again = await fetch(`${second.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'shutdown@example.test', password: 'a long enough password' }),
    });
    expect(again.status).toBe(409);
    expect(await second.stop('SIGTERM'), second.output()).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
    // Two server starts, the first creating the database (initdb in a child process): slow on a loaded machine.
  }, 150_000);
});
