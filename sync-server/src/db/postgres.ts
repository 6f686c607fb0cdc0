import pg from 'pg';
import { PgListener } from './pgListener';
import type { Database, QueryOptions, QueryResult, Transaction } from './types';

type PgQueryable = Pick<pg.Pool, 'query'> | Pick<pg.PoolClient, 'query'>;

async function runQuery<Row>(target: PgQueryable, sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
  const result = await target.query(options?.prepared ? { name: options.prepared, text: sql, values: params } : sql, params);
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}

export interface PostgresDatabase extends Database {
  readonly listener: PgListener;
}

/** PostgreSQL through a pg Pool, with one dedicated LISTEN connection. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client dying (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  await pool.query('SELECT 1');
  const listener = new PgListener(connectionString);
  let closed = false;

  return {
    kind: 'postgres',
    listener,
    query: (sql, params, options) => runQuery(pool, sql, params, options),
    transaction: async (fn) => {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const tx: Transaction = {
          query: (sql, params, options) => runQuery(client, sql, params, options),
          exec: async (sql) => {
            await client.query(sql);
          },
        };
        const result = await fn(tx);
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {
          broken = true;
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    onListenReconnect: (handler) => listener.onReconnect(handler),
    close: async () => {
      if (closed) return;
      closed = true;
      await listener.close();
      await pool.end();
    },
  };
}
