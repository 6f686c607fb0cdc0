import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database } from '../db/types';
import { type RegisteredRoute, registeredRoutes } from '../http/zodSchemas';

/** Building the app reads no data: a database that answers nothing is enough to list its routes. */
const NO_DATABASE: Database = {
  kind: 'pglite',
  query: () => Promise.reject(new Error('The API reference reads routes, not data.')),
  transaction: () => Promise.reject(new Error('The API reference reads routes, not data.')),
  listen: async () => async () => {},
  onListenReconnect: () => {},
  close: async () => {},
};

/** Every route of the app as `buildApp` registers it with the default configuration (no keys, no client build). */
export async function collectRoutes(): Promise<RegisteredRoute[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'api-reference-'));
  try {
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'api-reference-only-secret-0123456789abcdef', LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db: NO_DATABASE, logger: false, clientDir: path.join(dataDir, 'no-client') });
    await app.ready();
    const routes = [...registeredRoutes(app)];
    await app.close();
    return routes;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
