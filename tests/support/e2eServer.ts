import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../sync-server/src/app';
import { loadConfig } from '../../sync-server/src/config';
import type { Database } from '../../sync-server/src/db/types';
import { createTestDatabase } from './testDb';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DIST = path.join(ROOT, 'dist');
/** What the client build reads; a change to any of them makes the next run rebuild. */
const CLIENT_INPUTS = ['client', 'shared', 'public', 'content', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function buildIsFresh(): boolean {
  const built = path.join(DIST, 'index.html');
  if (!existsSync(built) || !existsSync(path.join(DIST, 'sw.js'))) return false;
  const builtAt = statSync(built).mtimeMs;
  return CLIENT_INPUTS.every((input) => !existsSync(path.join(ROOT, input)) || newestMtime(path.join(ROOT, input)) <= builtAt);
}

/** Runs `vite build` into dist/ unless dist/ is newer than every client input (so one test run builds once). */
export function ensureClientBuild(): string {
  if (!buildIsFresh()) {
    execFileSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: ROOT,
      stdio: 'inherit',
      // vitest sets NODE_ENV=test, which would make Vite bundle the development builds of React and RxDB.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  return DIST;
}

export interface E2eServer {
  /** e.g. http://127.0.0.1:43121 (a secure context, so service workers run). */
  url: string;
  dataDir: string;
  /** The folder of the built client this server serves. */
  clientDir: string;
  /** Where the server writes mails as .eml files (no SMTP_URL). */
  mailDir: string;
  app: FastifyInstance;
  db: Database;
  close(): Promise<void>;
}

/**
 * The built client served by the real server (buildApp, listening on 127.0.0.1), with a temporary
 * DATA_DIR and a fresh database: a new PostgreSQL database when one is reachable, else PGlite.
 */
export interface E2eServerOptions {
  /** Extra server environment; a function gets the server's URL first (e.g. to register an OAuth redirect URI). */
  env?: Record<string, string> | ((url: string) => Promise<Record<string, string>>);
  /** Serve a private copy of the build (in DATA_DIR/client) that the test may change, e.g. to ship a "new version". */
  privateClientCopy?: boolean;
}

const LISTEN_ATTEMPTS = 5;

function freePort(): Promise<number> {
  const probe = createServer();
  return new Promise<number>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function isAddressInUse(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EADDRINUSE';
}

export async function startE2eServer(options: E2eServerOptions = {}): Promise<E2eServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'recipe-e2e-'));
  const clientDir = options.privateClientCopy ? path.join(dataDir, 'client') : ensureClientBuild();
  if (options.privateClientCopy) cpSync(ensureClientBuild(), clientDir, { recursive: true });
  const testDb = await createTestDatabase();
  const db = testDb.db;
  // Mail links need the final origin, so the app is built after the port is known. The probed port can be
  // taken by another process between probe and listen: then build again on a new port.
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const extraEnv = typeof options.env === 'function' ? await options.env(url) : options.env;
    const config = loadConfig({
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-0123456789',
      LOG_LEVEL: 'silent',
      ...extraEnv,
    });
    // Browser tests sign up and in many times a minute from one IP; the per-IP limit has its own integration test.
    process.env.AUTH_RATE_LIMIT_MAX ??= '1000';
    process.env.SESSION_RATE_LIMIT_MAX ??= '1000';
    const app = await buildApp({ config, db, logger: false, clientDir });
    try {
      await app.listen({ port, host: '127.0.0.1' });
    } catch (error) {
      await app.close();
      if (isAddressInUse(error) && attempt < LISTEN_ATTEMPTS) continue;
      await testDb.cleanup();
      rmSync(dataDir, { recursive: true, force: true });
      throw error;
    }
    return {
      url,
      dataDir,
      clientDir,
      mailDir: path.join(dataDir, 'mail'),
      app,
      db,
      close: async () => {
        await app.close();
        await testDb.cleanup();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** stdout and stderr so far, for failure messages. */
  output(): string;
  /** Sends the signal and resolves with the exit code (null when killed by a signal). */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

const HEALTH_TIMEOUT_MS = 60_000;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

async function waitForHealth(url: string, child: ChildProcess): Promise<boolean> {
  const until = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) return false;
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * The real server as its own process: `sync-server/src/main.ts` under tsx, on a free port of 127.0.0.1,
 * resolved once /api/health answers. `env` adds DATA_DIR, DATABASE_URL, JWT_SECRET ... to this process's environment;
 * `nodeFlags` are given to node before the script (e.g. those of `npm start`).
 */
export async function spawnServerProcess(env: Record<string, string>, nodeFlags: readonly string[] = []): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt += 1) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', path.join(ROOT, 'sync-server/src/main.ts')], {
      cwd: ROOT,
      env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
      const done = exited(child);
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return done;
    };
    if (await waitForHealth(url, child)) return { url, child, output: () => output, stop };
    await stop('SIGKILL');
    if (output.includes('EADDRINUSE') && attempt < LISTEN_ATTEMPTS) continue;
    throw new Error(`the server process did not answer /api/health at ${url}:\n${output}`);
  }
}
