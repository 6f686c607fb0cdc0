import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Database } from './types';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));
const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;
/** Any fixed number; all server processes agree on it so two starting together apply migrations once. */
const MIGRATION_LOCK_KEY = 7_310_001;

export interface Migration {
  name: string;
  sql: string;
}

export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const names = readdirSync(dir)
    .filter((name) => MIGRATION_FILE.test(name))
    .sort();
  return names.map((name) => ({ name, sql: readFileSync(`${dir}/${name}`, 'utf8') }));
}

/** Applies the numbered migrations not applied yet, in order, in one transaction. Returns the names applied. */
export async function migrate(db: Database, migrations: Migration[] = readMigrations()): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
    const applied = new Set(done.rows.map((row) => row.name));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.name)) continue;
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`);
      }
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [migration.name]);
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}
