import path from 'node:path';
import type { Config } from '../config';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';
import type { Database } from './types';

/** DATABASE_URL `memory://` = in-memory PGlite (tests, demos); other URLs = PostgreSQL; unset = PGlite in DATA_DIR/pglite. */
export const IN_MEMORY_DATABASE_URL = 'memory://';

export function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  if (config.databaseUrl === IN_MEMORY_DATABASE_URL) return openPglite(undefined);
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
