import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../support/testDb';

describe('database transactions', () => {
  let testDb: TestDatabase;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    await testDb.db.query('CREATE TABLE counter (id int PRIMARY KEY, n int NOT NULL)');
    await testDb.db.query('INSERT INTO counter VALUES (1, 0)');
  });
  afterAll(() => testDb.cleanup());

  it('rolls back everything when the function throws, and the connection stays usable after a failed query', async () => {
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query('UPDATE counter SET n = 100 WHERE id = 1');
        await tx.query('SELECT * FROM no_such_table');
      }),
    ).rejects.toThrow();
    await expect(testDb.db.query('SELECT nope FROM counter WHERE id = $1', [1])).rejects.toThrow();
    expect((await testDb.db.query<{ n: number }>('SELECT n FROM counter WHERE id = $1', [1])).rows).toEqual([{ n: 0 }]);
  });

  it('concurrent read-modify-write transactions under a row lock never lose an update', async () => {
    await Promise.all(
      Array.from({ length: 12 }, () =>
        testDb.db.transaction(async (tx) => {
          const { rows } = await tx.query<{ n: number }>('SELECT n FROM counter WHERE id = 1 FOR UPDATE');
          await tx.query('UPDATE counter SET n = $1 WHERE id = 1', [(rows[0]?.n ?? 0) + 1]);
        }),
      ),
    );
    expect((await testDb.db.query<{ n: number }>('SELECT n FROM counter WHERE id = 1')).rows).toEqual([{ n: 12 }]);
  });

  it('delivers notifications on commit only, and not for rolled-back transactions', async () => {
    const received: string[] = [];
    const unlisten = await testDb.db.listen('test_channel', (payload) => received.push(payload));
    try {
      await expect(
        testDb.db.transaction(async (tx) => {
          await tx.query('SELECT pg_notify($1, $2)', ['test_channel', 'rolled back']);
          throw new Error('abort');
        }),
      ).rejects.toThrow('abort');
      await testDb.db.transaction(async (tx) => {
        await tx.query('SELECT pg_notify($1, $2)', ['test_channel', 'first']);
        await tx.query('SELECT pg_notify($1, $2)', ['test_channel', 'second']);
      });
      for (let i = 0; i < 50 && received.length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(received).toEqual(['first', 'second']);
    } finally {
      await unlisten();
    }
  });

  it('a batch runs its statements in one go with their parameters as literals, quotes and backslashes included', async () => {
    const awkward = [`O'Brien`, 'back\\slash \\n', 'quote " and comma,', 'ünïcødé 🍰', '', '{braces}', 'NULL'];
    const results = await testDb.db.transaction((tx) =>
      tx.batch([
        { sql: 'SELECT $1::text AS a, $2::int AS b, $3::boolean AS c, $4::text AS d', params: [awkward[0], -7, true, null] },
        { sql: 'SELECT x FROM unnest($1::text[]) AS x', params: [awkward] },
        { sql: `SELECT ($1::jsonb)->>'k' AS k`, params: [JSON.stringify({ k: awkward.join('|') })] },
      ]),
    );
    expect(results[0]?.rows).toEqual([{ a: `O'Brien`, b: -7, c: true, d: null }]);
    expect(results[1]?.rows.map((r) => r.x)).toEqual(awkward);
    expect(results[2]?.rows).toEqual([{ k: awkward.join('|') }]);
  });

  it('a batch that commits ends the transaction; a failing batch rolls back every statement of it', async () => {
    await testDb.db.transaction((tx) => tx.batch([{ sql: 'UPDATE counter SET n = $1 WHERE id = 1', params: [500] }], { commit: true }));
    expect((await testDb.db.query<{ n: number }>('SELECT n FROM counter WHERE id = 1')).rows).toEqual([{ n: 500 }]);
    await expect(
      testDb.db.transaction((tx) =>
        tx.batch(
          [
            { sql: 'UPDATE counter SET n = $1 WHERE id = 1', params: [600] },
            { sql: 'SELECT * FROM no_such_table', params: [] },
          ],
          { commit: true },
        ),
      ),
    ).rejects.toThrow();
    expect((await testDb.db.query<{ n: number }>('SELECT n FROM counter WHERE id = 1')).rows).toEqual([{ n: 500 }]);
    await testDb.db.query('UPDATE counter SET n = 12 WHERE id = 1');
  });

  it('a lock first in a batch guards the reads after it: concurrent read-modify-write batches lose no update', async () => {
    await testDb.db.query('INSERT INTO counter VALUES (2, 0) ON CONFLICT (id) DO UPDATE SET n = 0');
    await Promise.all(
      Array.from({ length: 12 }, () =>
        testDb.db.transaction(async (tx) => {
          const [, read] = await tx.batch([
            { sql: 'SELECT pg_advisory_xact_lock(hashtext($1::text))', params: ['counter-2'] },
            { sql: 'SELECT n FROM counter WHERE id = $1::int', params: [2] },
          ]);
          const n = Number(read?.rows[0]?.n ?? 0);
          await tx.batch([{ sql: 'UPDATE counter SET n = $1::int WHERE id = 2', params: [n + 1] }], { commit: true });
        }),
      ),
    );
    expect((await testDb.db.query<{ n: number }>('SELECT n FROM counter WHERE id = 2')).rows).toEqual([{ n: 12 }]);
  });

  it('on PGlite, db.query inside db.transaction fails clearly instead of waiting forever', async () => {
    if (testDb.kind !== 'pglite') return;
    await expect(testDb.db.transaction(() => testDb.db.query('SELECT 1'))).rejects.toThrow(/use the transaction's tx/);
    expect((await testDb.db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });
});
