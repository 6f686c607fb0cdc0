import pg from 'pg';
import { PgListener } from './pgListener';
import type { Database, QueryOptions, QueryResult, Transaction } from './types';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

async function runQuery<Row>(target: pg.PoolClient, sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
  const result = await target.query(options?.prepared ? { name: options.prepared, text: sql, values: params } : sql, params);
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}

export interface PostgresDatabase extends Database {
  readonly listener: PgListener;
}

/**
 * A client of the pool, with what was asked of it: release it with the error that ended its use, and
 * a connection that broke is closed instead of handed to the next request.
 */
interface CheckedOut {
  client: pg.PoolClient;
  release(failure?: unknown): void;
}

async function checkOut(pool: pg.Pool): Promise<CheckedOut> {
  let client: pg.PoolClient;
  try {
    client = await pool.connect();
  } catch (error) {
    // Whatever PostgreSQL answers while a connection is made (55000 not accepting connections,
    // 57P03, too many connections, a refused password) means it cannot be used right now.
    throw new DatabaseUnavailableError(error);
  }
  let released = false;
  return {
    client,
    release(failure) {
      if (released) return;
      released = true;
      client.release(isDatabaseUnavailable(failure));
    },
  };
}

/** PostgreSQL through a pg Pool, with one dedicated LISTEN connection. */
export async function openPostgres(connectionString: string, poolSize = 10): Promise<PostgresDatabase> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client dying (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  // node-postgres emits 'error' on a client whose connection PostgreSQL ended (pg_terminate_backend, a
  // failover, a pooler's idle timeout), even when a query of it already failed with that error, and
  // the pool listens only while the client is idle in it: an 'error' nobody listens to ends the
  // process. So every client listens for its whole life; the query in flight fails by itself (503),
  // and the pool closes a client that is no longer queryable when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  const first = await checkOut(pool);
  try {
    await first.client.query('SELECT 1');
  } finally {
    first.release();
  }
  const listener = new PgListener(connectionString);
  let closed = false;

  return {
    kind: 'postgres',
    listener,
    query: async (sql, params, options) => {
      const { client, release } = await checkOut(pool);
      let failure: unknown;
      try {
        return await runQuery(client, sql, params, options);
      } catch (error) {
        failure = error;
        throw error;
      } finally {
        release(failure);
      }
    },
    transaction: async (fn) => {
      const { client, release } = await checkOut(pool);
      let failure: unknown;
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
        failure = error;
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          // The connection cannot even roll back: it is closed, not handed to the next request.
          failure = rollbackError;
          if (!isDatabaseUnavailable(rollbackError)) failure = new DatabaseUnavailableError(rollbackError);
        });
        throw error;
      } finally {
        release(failure);
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
