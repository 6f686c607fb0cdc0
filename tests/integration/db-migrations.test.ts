import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '../../sync-server/src/db/migrate';
import { createTestDatabase, type TestDatabase } from '../support/testDb';

describe('migrations', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase({ migrated: false });
  });
  afterAll(() => testDb.cleanup());

  it('apply every numbered file once, in order, and are idempotent', async () => {
    const all = readMigrations().map((m) => m.name);
    expect(all[0]).toBe('001_documents.sql');
    expect([...all].sort()).toEqual(all);

    const first = await migrate(testDb.db);
    expect(first).toEqual(all);
    const second = await migrate(testDb.db);
    expect(second).toEqual([]);

    const recorded = await testDb.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(recorded.rows.map((r) => r.name)).toEqual(all);
  });

  it('two migrators starting together apply each migration once', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    try {
      const [a, b] = await Promise.all([migrate(fresh.db), migrate(fresh.db)]);
      expect([...a, ...b].sort()).toEqual(readMigrations().map((m) => m.name));
    } finally {
      await fresh.cleanup();
    }
  });

  it('roll back a failing migration completely', async () => {
    const fresh = await createTestDatabase({ migrated: false });
    try {
      await expect(
        migrate(fresh.db, [
          { name: '001_ok.sql', sql: 'CREATE TABLE will_vanish (id int);' },
          { name: '002_bad.sql', sql: 'CREATE TABLE broken (' },
        ]),
      ).rejects.toThrow(/002_bad\.sql/);
      const tables = await fresh.db.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'will_vanish'");
      expect(tables.rowCount).toBe(0);
    } finally {
      await fresh.cleanup();
    }
  });
});
