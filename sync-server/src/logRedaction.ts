/** Query parameters that carry a secret: stream tickets, e-mail action codes, OAuth codes and state. */
const SECRET_QUERY_PARAMS = ['ticket', 'oobCode', 'token', 'code', 'state'];

/** The URL as it may be written to a log: secret query values replaced by "[redacted]". */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let changed = false;
  for (const name of SECRET_QUERY_PARAMS) {
    if (params.has(name)) {
      params.set(name, '[redacted]');
      changed = true;
    }
  }
  return changed ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fields of a database error that quote the user's data: the query's parameters and the excerpt of bad JSON. */
const USER_DATA_FIELDS = new Set(['params', 'parameters', 'where']);

type LoggedError = { [key: string]: unknown; type: string; message: string; stack: string };

/** An error as it may be written to a log: what failed and where in the code, never the documents it was writing. */
function serializeError(error: Error): LoggedError {
  const out: LoggedError = { type: error.constructor?.name ?? 'Error', message: error.message, stack: error.stack ?? '' };
  for (const [key, value] of Object.entries(error)) if (!USER_DATA_FIELDS.has(key) && !(key in out)) out[key] = value;
  if (error.cause instanceof Error) out.cause = serializeError(error.cause);
  return out;
}

/** Fastify's log lines: secrets taken out of the URL, users' data out of errors. */
export const logSerializers = {
  err: serializeError,
  req(request: LoggedRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
