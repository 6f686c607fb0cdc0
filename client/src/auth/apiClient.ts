import { reportIfBlocked } from '../app/blockedRequests';

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

/** Poor kitchen Wi-Fi: a request that hangs fails after this long instead of blocking the screen. */
const REQUEST_TIMEOUT_MS = 8000;

const NETWORK_MESSAGE = 'Unable to reach the server. Check your connection and try again.';

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
    // Blocked (ad blocker, extension) or just unreachable: a probe of our own server tells which.
    void reportIfBlocked();
    throw new ApiRequestError(0, 'network', NETWORK_MESSAGE);
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as { error?: unknown; message?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : `Request failed (HTTP ${response.status}).`;
    throw new ApiRequestError(response.status, typeof body.error === 'string' ? body.error : 'http_error', message);
  }
  return data as T;
}
