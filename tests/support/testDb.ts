import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrate } from '../../sync-server/src/db/migrate';
import { openPglite } from '../../sync-server/src/db/pglite';
import { openPostgres } from '../../sync-server/src/db/postgres';
import type { Database } from '../../sync-server/src/db/types';

/** The PostgreSQL server tests use when it is reachable; `test` is the database fresh ones are created from. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDbKind = 'postgres' | 'pglite';

export interface TestDatabase {
  db: Database;
  kind: TestDbKind;
  /** Connection string of the fresh PostgreSQL database (undefined for PGlite); open more pools on it. */
  url: string | undefined;
  cleanup(): Promise<void>;
}

let reachable: Promise<boolean> | undefined;

export function postgresReachable(): Promise<boolean> {
  reachable ??= (async () => {
    const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  })();
  return reachable;
}

/** TEST_DB=postgres forces PostgreSQL (fails when unreachable), TEST_DB=pglite forces PGlite; default: PostgreSQL when reachable. */
export async function testDbKind(): Promise<TestDbKind> {
  const wanted = process.env.TEST_DB;
  if (wanted === 'pglite') return 'pglite';
  if (wanted === 'postgres') {
    if (!(await postgresReachable())) throw new Error(`TEST_DB=postgres but PostgreSQL at ${TEST_POSTGRES_URL} is unreachable`);
    return 'postgres';
  }
  return (await postgresReachable()) ? 'postgres' : 'pglite';
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database: a uniquely named PostgreSQL database (dropped in cleanup) or an in-memory PGlite. */
export async function createTestDatabase(options: { migrated?: boolean; poolSize?: number } = {}): Promise<TestDatabase> {
  const kind = await testDbKind();
  if (kind === 'pglite') {
    const db = await openPglite(undefined);
    if (options.migrated !== false) await migrate(db);
    return { db, kind, url: undefined, cleanup: () => db.close() };
  }
  const name = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = withDatabase(TEST_POSTGRES_URL, name);
  const db = await openPostgres(url, options.poolSize ?? 4);
  if (options.migrated !== false) await migrate(db);
  return {
    db,
    kind,
    url,
    cleanup: async () => {
      await db.close();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
