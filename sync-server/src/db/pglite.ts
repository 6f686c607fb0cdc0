import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { acquireLockFile } from './lockFile';
import { Mutex } from './mutex';
import { initialiseInChildProcess, pgliteOptions, setBaselineWasmCompiler } from './pgliteMemory';
import type { Database, QueryResult, Transaction } from './types';

type PGliteQueryable = Pick<PGlite, 'query' | 'exec'> | PGliteTransaction;

async function runQuery<Row>(target: PGliteQueryable, sql: string, params?: unknown[]): Promise<QueryResult<Row>> {
  const result = await target.query<Row>(sql, params);
  return { rows: result.rows, rowCount: result.rows.length > 0 ? result.rows.length : (result.affectedRows ?? 0) };
}

/**
 * Embedded PostgreSQL. `dataDir` undefined = in memory (tests). On disk, DATA_DIR/pglite.lock keeps
 * a second process out: two processes on one folder lose writes. Opened with the memory settings of
 * pgliteMemory.ts; a new folder is initialised by a child process.
 */
export async function openPglite(dataDir: string | undefined): Promise<Database> {
  let releaseLock = (): void => {};
  if (dataDir !== undefined) {
    mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireLockFile(path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`));
  }
  let pg: PGlite;
  try {
    setBaselineWasmCompiler();
    if (dataDir !== undefined) await initialiseInChildProcess(dataDir);
    pg = await PGlite.create({ dataDir, ...pgliteOptions() });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const mutex = new Mutex();
  let closed = false;
  // PGlite has one connection: db.query inside db.transaction would wait for the transaction forever.
  const runningTransaction = new AsyncLocalStorage<{ running: boolean }>();
  const outsideTransaction = <T>(fn: () => Promise<T>): Promise<T> => {
    if (runningTransaction.getStore()?.running) {
      return Promise.reject(new Error("db.query/db.transaction called inside db.transaction on PGlite: use the transaction's tx instead"));
    }
    return mutex.run(fn);
  };

  return {
    kind: 'pglite',
    query: (sql, params) => outsideTransaction(() => runQuery(pg, sql, params)),
    transaction: (fn) =>
      outsideTransaction(() => {
        const state = { running: true };
        return runningTransaction
          .run(state, () =>
            pg.transaction((rawTx) => {
              const tx: Transaction = {
                query: (sql, params) => runQuery(rawTx, sql, params),
                exec: async (sql) => {
                  await rawTx.exec(sql);
                },
                // In-process: no round trips to save; PGlite commits when fn returns.
                batch: async (statements) => {
                  const results: QueryResult<Record<string, unknown>>[] = [];
                  for (const s of statements) results.push(await runQuery(rawTx, s.sql, s.params));
                  return results;
                },
              };
              return fn(tx);
            }),
          )
          .finally(() => {
            state.running = false;
          });
      }),
    listen: async (channel, onPayload) => {
      // Notices are delivered while the committing transaction still runs: hand them on outside its context.
      const deliver = (payload: string) => runningTransaction.exit(() => onPayload(payload));
      const unlisten = await outsideTransaction(() => pg.listen(channel, deliver));
      return async () => {
        if (!closed) await outsideTransaction(() => unlisten());
      };
    },
    // In-process notifications cannot be lost: there is no connection to reconnect.
    onListenReconnect: () => {},
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await mutex.run(() => pg.close());
      } finally {
        releaseLock();
      }
    },
  };
}
