import { type ApiError, PROTOCOL_HEADER, SYNC_PROTOCOL_VERSION } from '../../../shared/sync/protocol';
import { withRetryAfter } from './retryAfter';
import type { SyncAuth } from './types';

/**
 * No access token right now: the refresh could not reach the server (offline), so try again later.
 * A session the server ended is reported through SyncAuth.onSessionEnded, not by this error.
 */
class NoTokenError extends Error {
  constructor() {
    super('no access token yet');
  }
}

/** The server answered with an error body; `code` is its machine-readable error. */
export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export interface SyncApiOptions {
  baseUrl: string;
  auth: SyncAuth;
  fetch?: typeof fetch;
  /** Told after every request whether the server could be reached. */
  onReachable?: (reachable: boolean) => void;
}

export type PostJson = <T>(path: string, body: unknown) => Promise<T>;

/** The headers of a sync request. */
export const syncHeaders = (token: string): Record<string, string> => ({
  'content-type': 'application/json',
  authorization: `Bearer ${token}`,
  [PROTOCOL_HEADER]: String(SYNC_PROTOCOL_VERSION),
});

/** POSTs JSON with the bearer token; after a 401 it refreshes the token once and retries. */
export function createSyncApi(options: SyncApiOptions): PostJson {
  const fetchImpl = withRetryAfter(options.fetch ?? ((input, init) => fetch(input, init)));
  const send = async (path: string, body: unknown, token: string) => {
    try {
      const res = await fetchImpl(`${options.baseUrl}${path}`, {
        method: 'POST',
        headers: syncHeaders(token),
        body: JSON.stringify(body),
      });
      options.onReachable?.(true);
      return res;
    } catch (error) {
      options.onReachable?.(false);
      throw error;
    }
  };
  return async <T>(path: string, body: unknown): Promise<T> => {
    const token = await options.auth.getAccessToken();
    if (!token) throw new NoTokenError();
    let res = await send(path, body, token);
    if (res.status === 401) {
      const fresh = await options.auth.forceRefresh();
      if (!fresh) throw new NoTokenError();
      res = await send(path, body, fresh);
    }
    if (!res.ok) {
      const err = (await res.json().catch(() => null)) as Partial<ApiError> | null;
      throw new SyncHttpError(res.status, err?.error ?? 'http_error', err?.message ?? `The server answered ${res.status}`);
    }
    return (await res.json()) as T;
  };
}
