import { isPlanId, type PlanId } from '../../../shared/domain/plans';

/**
 * The signed-in user as the auth API returns it (client contract item 1). Parsed by hand rather than
 * with zod so the public pages' bundle stays small (zod loads with the store in /app).
 */
export interface SessionUser {
  id: string;
  email: string;
  emailVerified: boolean;
  provider: 'password' | 'google';
  displayName: string;
  accountStatus: 'active' | 'deactivated';
  plan: PlanId;
  isAdmin: boolean;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** A SessionUser from untrusted JSON, or null when the required fields are missing. */
export function parseSessionUser(value: unknown): SessionUser | null {
  if (!isRecord(value) || typeof value.id !== 'string' || !value.id || typeof value.email !== 'string') return null;
  return {
    id: value.id,
    email: value.email,
    emailVerified: value.emailVerified === true,
    provider: value.provider === 'google' ? 'google' : 'password',
    displayName: typeof value.displayName === 'string' ? value.displayName : '',
    accountStatus: value.accountStatus === 'deactivated' ? 'deactivated' : 'active',
    plan: isPlanId(value.plan) ? value.plan : 'free',
    isAdmin: value.isAdmin === true,
  };
}

/** `{ accessToken, user }` from sign-in and refresh, or null when malformed. */
export function parseTokenResponse(value: unknown): { accessToken: string; user: SessionUser } | null {
  if (!isRecord(value) || typeof value.accessToken !== 'string' || !value.accessToken) return null;
  const user = parseSessionUser(value.user);
  return user ? { accessToken: value.accessToken, user } : null;
}

/** Unverified e-mail blocks the app unless the login is via Google (spec §5). */
export function needsVerification(user: SessionUser): boolean {
  // Google accounts too: the server makes them only from addresses Google vouches for, and refuses sync otherwise.
  return !user.emailVerified;
}

export function initials(user: Pick<SessionUser, 'displayName' | 'email'>): string {
  const source = user.displayName.trim() || user.email.split('@')[0] || '?';
  const parts = source.split(/[\s._-]+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : source.slice(0, 2);
  return letters.toUpperCase();
}
