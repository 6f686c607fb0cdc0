/**
 * One small query interface over PostgreSQL (pg Pool) or embedded PGlite. SQL lives in
 * repositories; they use only this. Parameters are positional ($1...). jsonb parameters must be
 * passed as JSON.stringify(...) text; int8 columns may come back as string (pg) or number (PGlite):
 * convert with Number() in repositories.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface QueryOptions {
  /**
   * Runs the query as a named prepared statement: PostgreSQL parses and plans it once per connection
   * instead of on every call. Only for constant SQL text that runs on hot paths; one name per text.
   */
  prepared?: string;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult<Row>>;
}

/** One statement of a batch (see Transaction.batch). */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/** The connection of one transaction; `exec` runs a script of several statements (migrations). */
export interface Transaction extends Queryable {
  exec(sql: string): Promise<void>;
  /**
   * Runs the statements in order in one round trip to PostgreSQL, with the transaction's BEGIN when nothing ran in it
   * before, and with its COMMIT when `commit` (then nothing may follow in the transaction). Each statement sees what
   * committed before it started (READ COMMITTED takes a snapshot per statement), so a lock can come first in a batch
   * and guard the reads after it. Parameters are inlined as SQL literals (strings, finite numbers, booleans, null,
   * arrays of strings): `$n` must not appear inside the SQL's own string literals, and a `$n` whose type its context
   * does not give needs a cast. PGlite (in-process) runs them one after another.
   */
  batch(statements: readonly Statement[], options?: { commit?: boolean }): Promise<QueryResult<Record<string, unknown>>[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn in one transaction on one connection; rolls back if it throws. */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** LISTEN on a channel; returns an unsubscribe function. Delivered after commit, in commit order. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Called when the LISTEN connection was lost and re-established: notifications may have been missed. */
  onListenReconnect(handler: () => void): void;
  close(): Promise<void>;
}
