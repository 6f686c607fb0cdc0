/**
 * Attempts per IP on the credential routes (sign-in, sign-up, recovery, mail links).
 * AUTH_RATE_LIMIT_MAX and AUTH_RATE_LIMIT_WINDOW_MS override the defaults (tests raise or lower them).
 */
export interface AuthRateLimit {
  max: number;
  timeWindowMs: number;
}

export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = { max: 10, timeWindowMs: 60_000 };

/**
 * Attempts per IP on the session routes (refresh, sign-out). Generous: every open tab refreshes its
 * access token, and several people may share one address.
 */
export const SESSION_RATE_LIMIT: AuthRateLimit = { max: 60, timeWindowMs: 60_000 };

function positiveInt(raw: string | undefined, fallback: number): number {
  const value = Number(raw);
  return raw !== undefined && Number.isInteger(value) && value > 0 ? value : fallback;
}

export function authRateLimitFromEnv(env: Record<string, string | undefined> = process.env): AuthRateLimit {
  return {
    max: positiveInt(env.AUTH_RATE_LIMIT_MAX, DEFAULT_AUTH_RATE_LIMIT.max),
    timeWindowMs: positiveInt(env.AUTH_RATE_LIMIT_WINDOW_MS, DEFAULT_AUTH_RATE_LIMIT.timeWindowMs),
  };
}

/** SESSION_RATE_LIMIT_MAX overrides the session-route limit (browser tests open many pages from one address). */
export function sessionRateLimitFromEnv(env: Record<string, string | undefined> = process.env): AuthRateLimit {
  return { max: positiveInt(env.SESSION_RATE_LIMIT_MAX, SESSION_RATE_LIMIT.max), timeWindowMs: SESSION_RATE_LIMIT.timeWindowMs };
}
