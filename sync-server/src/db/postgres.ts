import pg from 'pg';
import { PgListener } from './pgListener';
import type { Database, QueryOptions, QueryResult, Statement, Transaction } from './types';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

async function runQuery<Row>(target: pg.PoolClient, sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>> {
  const result = await target.query(options?.prepared ? { name: options.prepared, text: sql, values: params } : sql, params);
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
}

const arrayElement = (value: unknown): string => {
  if (value === null) return 'NULL';
  if (typeof value === 'string') return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  throw new TypeError(`cannot inline an array element of type ${typeof value}`);
};

/** A parameter as an SQL literal (see Transaction.batch). */
function literal(client: pg.PoolClient, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number' && Number.isFinite(value)) return `(${value})`;
  if (typeof value === 'string') return client.escapeLiteral(value);
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.map(arrayElement).join(',')}}`);
  throw new TypeError(`cannot inline a parameter of type ${typeof value}`);
}

/** A statement with its parameters inlined, for one simple-protocol query of several statements. */
export function inlineStatement(client: pg.PoolClient, { sql, params = [] }: Statement): string {
  return sql.replace(/\$(\d+)/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new RangeError(`statement uses $${n} but has ${params.length} parameters`);
    return literal(client, params[index]);
  });
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
      // BEGIN goes with the transaction's first statement when that is a batch (one round trip less).
      let begun = false;
      let committed = false;
      const begin = async () => {
        if (begun) return;
        begun = true;
        await client.query('BEGIN');
      };
      const open = () => {
        if (committed) throw new Error('the transaction was committed by a batch: nothing may follow it');
      };
      try {
        const tx: Transaction = {
          query: async (sql, params, options) => {
            open();
            await begin();
            return runQuery(client, sql, params, options);
          },
          exec: async (sql) => {
            open();
            await begin();
            await client.query(sql);
          },
          batch: async (statements, options) => {
            open();
            const opening = begun ? [] : ['BEGIN'];
            const text = [...opening, ...statements.map((s) => inlineStatement(client, s)), ...(options?.commit ? ['COMMIT'] : [])];
            begun = true;
            const raw = (await client.query(text.join(';\n'))) as unknown as pg.QueryResult | pg.QueryResult[];
            if (options?.commit) committed = true;
            const results = Array.isArray(raw) ? raw : [raw];
            return results
              .slice(opening.length, opening.length + statements.length)
              .map((r) => ({ rows: r.rows as Record<string, unknown>[], rowCount: r.rowCount ?? r.rows.length }));
          },
        };
        const result = await fn(tx);
        if (begun && !committed) await client.query('COMMIT');
        return result;
      } catch (error) {
        failure = error;
        if (begun && !committed)
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
