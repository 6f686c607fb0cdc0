/** Socket errors of a database connection that cannot be made or was lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'EPIPE']);
/**
 * SQLSTATEs of an outage rather than of the request: class 08 (connection exception), 57P01–57P04
 * (shut down, crashed, cannot connect now, database dropped), class 53 (insufficient resources: too
 * many connections, disk full, out of memory), class 58 (system and I/O errors) and 25006 (a
 * read-only server: a failover sent us to a standby).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[1-4]|53...|58...|25006)$/;
/**
 * 55000 (object not in prerequisite state) is an outage only when it refuses the connection
 * (`database "x" is not currently accepting connections`); elsewhere it is a fault of the statement.
 */
const NOT_ACCEPTING_CONNECTIONS = /not (currently |yet )?accepting connections/i;
/** What node-postgres says when its pool cannot hand out a working connection. */
const POOL_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The database refused or lost the connection itself (whatever it answered while connecting: 55000,
 * 57P03, 28P01 after a password rotation, an unknown database after a failover): a retry later may
 * succeed. Keeps the original error as `cause` and its SQLSTATE as `code`.
 */
export class DatabaseUnavailableError extends Error {
  readonly code: string | undefined;

  constructor(cause: unknown) {
    super(`The database cannot be reached: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
    const code = (cause as { code?: unknown } | null)?.code;
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** true when the error means the database cannot be reached right now (a retry later may succeed). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
  if (code === '55000' && NOT_ACCEPTING_CONNECTIONS.test(error.message)) return true;
  if (error instanceof AggregateError && error.errors.some(isDatabaseUnavailable)) return true;
  return POOL_MESSAGES.some((text) => error.message.includes(text));
}
