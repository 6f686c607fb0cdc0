import { reportIfBlocked } from '../app/blockedRequests';
import { REQUEST_TIMEOUT_MS } from './sessionKeys';

/** A failed API call: the server's `{ error, message }`, or a network failure (status 0). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The text to show for a failed call: the server's own message, or `fallback` for anything else. */
export function apiErrorText(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError ? error.message : fallback;
}

const NETWORK_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

/** A request that could not reach the server (blocked by an extension, or just unreachable): a probe of our own server tells which. */
export function networkFailure(): ApiRequestError {
  void reportIfBlocked();
  return new ApiRequestError(0, 'network', NETWORK_MESSAGE);
}

/** An answer's JSON, or its error as ApiRequestError (the server's `{ error, message }`). */
export function readApiReply<T>(status: number, ok: boolean, text: string): T {
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : `Request failed (HTTP ${status}).`;
    throw new ApiRequestError(status, typeof body.error === 'string' ? body.error : 'http_error', message);
  }
  return data as T;
}

/** JSON request to our own API. Throws ApiRequestError with the server's message on failure. */
export async function apiJson<T>(path: string, init: { method?: string; body?: unknown; token?: string | null } = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      credentials: 'same-origin',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw networkFailure();
  }
  return readApiReply<T>(response.status, response.ok, await response.text());
}
