import type { SyncAuth } from '../types';

type SessionListener = (reason: 'signed-out' | 'revoked') => void;

const REFRESH_COOKIE = 'refresh_token';

/**
 * A test device's session against the real server, as client/src/auth/session.ts keeps it in a browser:
 * an access token plus the refresh cookie, refreshed through POST /api/auth/refresh. A refresh the server
 * refuses (401/403) ends the session as 'revoked'. Node's fetch has no cookie jar, so the cookie is kept here.
 */
export class RefreshCookieSession implements SyncAuth {
  private accessToken: string | null = null;
  private readonly listeners = new Set<SessionListener>();
  private ended = false;
  private refreshing: Promise<string | null> | null = null;

  constructor(
    private readonly baseUrl: string,
    private refreshToken: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async getAccessToken(): Promise<string | null> {
    if (this.ended) return null;
    return this.accessToken ?? this.forceRefresh();
  }

  /** Concurrent callers share one request: presenting one refresh token twice would be reuse, which revokes the family. */
  forceRefresh(): Promise<string | null> {
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  }

  private async refresh(): Promise<string | null> {
    if (this.ended) return null;
    const res = await this.fetchImpl(`${this.baseUrl}/api/auth/refresh`, {
      method: 'POST',
      headers: { cookie: `${REFRESH_COOKIE}=${this.refreshToken}` },
    });
    if (res.status === 401 || res.status === 403) {
      this.end('revoked');
      return null;
    }
    if (!res.ok) return null;
    const next = res.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .find((pair) => pair.startsWith(`${REFRESH_COOKIE}=`));
    if (next) this.refreshToken = next.slice(REFRESH_COOKIE.length + 1);
    const body = (await res.json()) as { accessToken?: unknown };
    this.accessToken = typeof body.accessToken === 'string' ? body.accessToken : null;
    return this.accessToken;
  }

  /** Replaces the held access token with one the server will not accept, as an expired one would be. */
  spoilAccessToken(): void {
    this.accessToken = 'not-a-valid.access.token';
  }

  onSessionEnded(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private end(reason: 'signed-out' | 'revoked'): void {
    this.accessToken = null;
    if (this.ended) return;
    this.ended = true;
    for (const listener of this.listeners) listener(reason);
  }
}
