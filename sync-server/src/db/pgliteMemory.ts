import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/**
 * What keeps the embedded database small (issue 37: the server on PGlite held ~900 MiB on a first
 * start and ~450 MiB after a restart; `npm run bench -- memory` prints today's figures).
 *
 * - PostgreSQL settings: initdb's default shared_buffers of 128MB is all touched inside PGlite's
 *   WebAssembly memory at start (wal_buffers follows it). 16MB holds a self-hosted book many times
 *   over; the operating system's page cache keeps the files warm behind it.
 * - WebAssembly compilation: V8 compiles PGlite's 9 MB module with its baseline compiler and then
 *   recompiles hot functions with the optimising one, whose code and compile buffers added ~60 MiB.
 *   Baseline code alone keeps sync as fast on this workload (`npm run bench -- memory` times it);
 *   the optimising compiler stays available for any function the baseline one cannot compile.
 * - initdb: PGlite runs initdb in a second PGlite instance in the same process, with a copy of its
 *   memory and a tar of the new database, and that memory is never all given back (~430 MiB kept).
 *   A new data folder is therefore initialised by a short-lived child process.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = Object.freeze({ shared_buffers: '16MB' });

/** V8 flags: the baseline WebAssembly compiler only, no tier-up (fallback to the optimising compiler kept). */
export const PGLITE_V8_FLAGS: readonly string[] = Object.freeze(['--no-wasm-dynamic-tiering', '--no-wasm-tier-up']);

const asParams = (settings: Readonly<Record<string, string>>) =>
  Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);

/** The options every PGlite of the server opens with (in memory or on disk). */
export function pgliteOptions(): Pick<PGliteOptions, 'startParams' | 'initDbStartParams'> {
  return {
    startParams: [...PGlite.defaultStartParams, ...asParams(PGLITE_SETTINGS)],
    // Written into the new folder's postgresql.conf as well, so any tool opening it gets them.
    initDbStartParams: asParams(PGLITE_SETTINGS),
  };
}

let flagsSet = false;
/** Sets PGLITE_V8_FLAGS in this process; they apply to WebAssembly compiled afterwards. */
export function setBaselineWasmCompiler(): void {
  if (flagsSet) return;
  flagsSet = true;
  for (const flag of PGLITE_V8_FLAGS) v8.setFlagsFromString(flag);
}

/** The child's script: create the database in the folder given, close it cleanly, exit. */
const INITDB_SCRIPT = `
const [entry, dataDir, options] = process.argv.slice(1);
require(entry)
  .PGlite.create({ dataDir, ...JSON.parse(options) })
  .then((pg) => pg.close())
  .then(() => process.exit(0), (error) => {
    process.stderr.write(String(error && error.message ? error.message : error));
    process.exit(1);
  });
`;

/** True when `dataDir` already holds a database (PGlite then opens it without initdb). */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * Runs initdb for a new data folder in a child process (see above), whose memory goes back to the
 * system when it exits. Does nothing when the folder already holds a database.
 */
export async function initialiseInChildProcess(dataDir: string): Promise<void> {
  if (holdsDatabase(dataDir)) return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const child = spawn(process.execPath, [...PGLITE_V8_FLAGS, '-e', INITDB_SCRIPT, entry, dataDir, JSON.stringify(pgliteOptions())], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // Whatever loaders this process runs with (tsx, a test runner) are not needed by the plain script.
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => {
    stderr = (stderr + text).slice(-4000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0 || !holdsDatabase(dataDir)) {
    throw new Error(`Creating the embedded database in ${dataDir} failed (exit ${code}): ${stderr.trim() || 'no message'}`);
  }
}
