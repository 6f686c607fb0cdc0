import { useSyncExternalStore } from 'react';
import { SESSION_MARKER_COOKIE } from '../../../shared/domain/accountRules';
import { ApiRequestError, apiJson, networkFailure, readApiReply } from './apiClient';
import { markWipePending } from './deviceMarks';
import { takeEarlyRefresh } from './earlyRefresh';
import { REFRESH_LOCK, SIGNOUT_PENDING_KEY, USER_HINT_KEY } from './sessionKeys';
import { parseSessionUser, parseTokenResponse, type SessionUser } from './sessionUser';

export type { SessionUser } from './sessionUser';
export type SessionStatus = 'loading' | 'signed-out' | 'signed-in';
/** `deleted`: the account was deleted (on another device); its data on this device is removed. */
export type SessionEndReason = 'signed-out' | 'revoked' | 'deleted';
/**
 * What the sign-in form says about the session this tab had: the server ended it (`revoked`:
 * session_revoked, `deleted`: account_deleted, or plain expiry), or the user signed out and removed
 * this device's data (`data-removed`).
 */
export type SessionEndNotice = 'revoked' | 'expired' | 'deleted' | 'data-removed';

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Set when the server ended a session this tab had (so the sign-in form can say why). */
  ended?: SessionEndNotice;
}

/** Refresh when the access token expires within this many ms (client contract item 1). */
const REFRESH_MARGIN_MS = 60_000;

let state: SessionState = { status: 'loading', user: null };
const LOADING_STATE: SessionState = state;
const serverSnapshot = () => LOADING_STATE;
let accessToken: string | null = null;
let accessExpiresAt = 0;
let refreshing: Promise<string | null> | null = null;
const stateListeners = new Set<() => void>();
const endListeners = new Set<(reason: SessionEndReason) => void>();

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}

/** Listeners hear only real changes: a retry that ends where it started re-renders nothing. */
function setState(next: SessionState): void {
  if (next.status === state.status && next.ended === state.ended && sameUser(next.user, state.user)) return;
  state = next;
  for (const l of stateListeners) l();
}

function tokenExpiry(token: string): number {
  const payload = token.split('.')[1];
  if (payload) {
    try {
      const json: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
      const exp = typeof json === 'object' && json !== null && 'exp' in json ? json.exp : undefined;
      if (typeof exp === 'number') return exp * 1000;
    } catch {
      // not a JWT we can read: fall through to a short assumed lifetime
    }
  }
  return Date.now() + 2 * REFRESH_MARGIN_MS;
}

function readUserHint(): SessionUser | null {
  try {
    const raw = localStorage.getItem(USER_HINT_KEY);
    if (!raw) return null;
    return parseSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** The server's readable marker beside the refresh cookie: without it there is no session to refresh. */
function sessionMayExist(): boolean {
  try {
    return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_MARKER_COOKIE}=`));
  } catch {
    return true;
  }
}

/** A refused refresh: the marker goes too, so later loads do not ask again (the server clears both; this covers a lost reply). */
function forgetSessionMarker(): void {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox; this only expires a flag.
    document.cookie = `${SESSION_MARKER_COOKIE}=; Max-Age=0; Path=/; SameSite=Strict`;
  } catch {
    // cookies unavailable: nothing to clear
  }
}

function signoutPending(): boolean {
  try {
    return localStorage.getItem(SIGNOUT_PENDING_KEY) !== null;
  } catch {
    return false;
  }
}

function setSignoutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(SIGNOUT_PENDING_KEY, String(Date.now()));
    else localStorage.removeItem(SIGNOUT_PENDING_KEY);
  } catch {
    // storage unavailable: nothing to remember the pending sign-out with
  }
}

/** Revokes the refresh cookie on the server; true once the server has answered (any answer means the cookie is gone or was never valid). */
async function revokeOnServer(token: string | null): Promise<boolean> {
  try {
    await apiJson<unknown>('/api/auth/signout', { method: 'POST', token });
    return true;
  } catch (error) {
    return error instanceof ApiRequestError && error.status !== 0 && error.status < 500;
  }
}

function writeUserHint(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(USER_HINT_KEY, JSON.stringify(user));
    else localStorage.removeItem(USER_HINT_KEY);
  } catch {
    // storage unavailable (private mode): the hint is only a convenience
  }
}

function acceptSession(token: string, user: SessionUser): void {
  setSignoutPending(false);
  accessToken = token;
  accessExpiresAt = tokenExpiry(token);
  writeUserHint(user);
  setState({ status: 'signed-in', user });
}

function endSession(reason: SessionEndReason, notice?: SessionEndNotice): void {
  const wasSignedIn = state.status === 'signed-in';
  firstPageOfRefresh = null;
  accessToken = null;
  accessExpiresAt = 0;
  writeUserHint(null);
  setState({ status: 'signed-out', user: null, ...(wasSignedIn && notice ? { ended: notice } : {}) });
  if (wasSignedIn) for (const l of endListeners) l(reason);
}

/** What a refresh that could not reach the server leaves: the remembered user keeps their local data, with no token. */
function keepRememberedUser(): null {
  const hint = state.user ?? readUserHint();
  setState(hint ? { status: 'signed-in', user: hint } : { status: 'signed-out', user: null });
  return null;
}

/** Asked for by the app's start (askFirstPageWithRefresh): the book's first page with the page load's first refresh. */
let firstPageAsk: { limit: number } | null = null;

/**
 * The first refresh of this page load, when it signs in a user this tab did not remember (a fresh
 * device, likely), brings the book's first `limit` recipes with it, kept for takeFirstPageOfRefresh.
 * Once: later refreshes ask for nothing.
 */
export function askFirstPageWithRefresh(limit: number): void {
  firstPageAsk = { limit };
}

/** The first page the refresh brought, until a fresh device's start takes it (takeFirstPageOfRefresh). */
let firstPageOfRefresh: { userId: string; firstPage: unknown } | null = null;

/**
 * The book's first page the page load's first refresh brought for this user, once (undefined when it brought none).
 * Taken by a fresh device's start (data/earlyFirstPulls.ts), which runs only once the refresh has answered. Handed
 * through a dynamic import instead, the page could reach the preview after it had asked the server for it again.
 */
export function takeFirstPageOfRefresh(userId: string): unknown {
  const kept = firstPageOfRefresh;
  firstPageOfRefresh = null;
  return kept?.userId === userId ? kept.firstPage : undefined;
}

async function doRefresh(): Promise<string | null> {
  // The browser knows it has no network: the outcome of a failed request, without sending one (each sync attempt asks).
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return keepRememberedUser();
  if (signoutPending()) {
    // A sign-out made offline: never let the old cookie sign that user back in.
    if (!(await revokeOnServer(null))) return null;
    setSignoutPending(false);
  }
  // Only the start of a user this tab does not remember (a remembered one has their book on the device).
  const ask = state.status === 'loading' ? firstPageAsk : null;
  firstPageAsk = null;
  // The page's first script may have sent this refresh already (a fresh device's start, before the app's code was here).
  const early = ask ? takeEarlyRefresh() : undefined;
  try {
    const reply = early
      ? await early.then(
          ({ status, ok, text }) => readApiReply<unknown>(status, ok, text),
          () => {
            throw networkFailure();
          },
        )
      : await apiJson<unknown>(ask ? `/api/auth/refresh?firstPage=${ask.limit}` : '/api/auth/refresh', { method: 'POST' });
    const data = parseTokenResponse(reply);
    if (!data) throw new ApiRequestError(502, 'bad_response', 'The server sent an unexpected answer.');
    if (ask && typeof reply === 'object' && reply !== null && 'firstPage' in reply)
      firstPageOfRefresh = { userId: data.user.id, firstPage: reply.firstPage };
    acceptSession(data.accessToken, data.user);
    return data.accessToken;
  } catch (error) {
    const refused = error instanceof ApiRequestError && (error.status === 401 || error.status === 403);
    if (!refused) {
      // Offline or the server is unwell: keep the remembered user so their local data stays usable; no token until it answers.
      return keepRememberedUser();
    }
    forgetSessionMarker();
    if (error.code === 'account_deleted') {
      // Marked before the session ends, so the store's close removes it instead (and a later start, if this one is cut short).
      const userId = (state.user ?? readUserHint())?.id;
      if (userId) markWipePending(userId);
      endSession('deleted', 'deleted');
      return null;
    }
    // The server refused the refresh cookie: revoked for security, or simply expired / never existed.
    endSession('revoked', error.code === 'session_revoked' ? 'revoked' : 'expired');
    return null;
  }
}

/** Runs the refresh under a lock shared by all tabs (where the browser has Web Locks), so no two send the same cookie. */
function refreshAcrossTabs(): Promise<string | null> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return doRefresh();
  return locks.request(REFRESH_LOCK, () => doRefresh());
}

/** The signed-in user as far as this tab knows now (the remembered one while the refresh is under way); null otherwise. */
export function currentUser(): SessionUser | null {
  return state.status === 'signed-in' ? state.user : null;
}

/** Refresh now; concurrent callers share one request. The data layer calls this after a 401. */
export function forceRefresh(): Promise<string | null> {
  if (!refreshing) {
    refreshing = refreshAcrossTabs().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/** The current access token, refreshed when missing or expiring within 60 s; null when signed out. */
export async function getAccessToken(): Promise<string | null> {
  if (state.status === 'signed-out' || signoutPending()) return null;
  if (accessToken && accessExpiresAt - Date.now() > REFRESH_MARGIN_MS) return accessToken;
  return forceRefresh();
}

export function onSessionEnded(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

/** Another tab signed out or signed in as someone else: follow it, since the refresh cookie is shared. */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== USER_HINT_KEY || state.status !== 'signed-in') return;
  if (event.newValue === null) {
    endSession('signed-out');
    return;
  }
  let otherId: string | undefined;
  try {
    otherId = parseSessionUser(JSON.parse(event.newValue))?.id;
  } catch {
    otherId = undefined;
  }
  if (otherId !== state.user?.id) void forceRefresh();
}

/**
 * Start-up: restore the session from the refresh cookie. A remembered user opens at once (their
 * data is local) and the refresh runs in the background; a pending offline sign-out is sent first.
 */
export function initSession(): Promise<void> {
  if (state.status !== 'loading') return Promise.resolve();
  window.addEventListener('storage', followOtherTabs);
  if (signoutPending()) {
    setState({ status: 'signed-out', user: null });
    return revokeOnServer(null).then((done) => {
      if (done) setSignoutPending(false);
    });
  }
  const hint = readUserHint();
  if (hint) {
    setState({ status: 'signed-in', user: hint });
    void forceRefresh();
    return Promise.resolve();
  }
  // An anonymous visitor (no marker cookie: no refresh cookie either) is signed out without a request that can only be refused.
  if (!sessionMayExist()) {
    setState({ status: 'signed-out', user: null });
    return Promise.resolve();
  }
  return forceRefresh().then(() => undefined);
}

/**
 * Public pages only need to know whether to offer "Go to App": they ask the server only when this
 * device remembers a signed-in user (or a sign-out still to send, or holds the session marker cookie), so an anonymous visitor's page makes
 * no refresh call that can only fail.
 */
export function initSessionIfRemembered(): void {
  if (state.status !== 'loading') return;
  if (readUserHint() || signoutPending() || sessionMayExist()) void initSession();
  else setState({ status: 'signed-out', user: null });
}

export async function signIn(email: string, password: string): Promise<SessionUser> {
  const data = parseTokenResponse(await apiJson<unknown>('/api/auth/signin', { body: { email, password } }));
  if (!data) throw new ApiRequestError(502, 'bad_response', 'The server sent an unexpected answer. Please try again.');
  acceptSession(data.accessToken, data.user);
  return data.user;
}

export async function signUp(email: string, password: string): Promise<void> {
  await apiJson<unknown>('/api/auth/signup', { body: { email, password } });
}

/**
 * Signs out. `removeData`: this device's copy of the user's data goes too; marked before the session
 * ends, so the store's close removes the store instead (and a later start does, if this one is cut short).
 */
export async function signOut(options: { removeData?: boolean } = {}): Promise<void> {
  const token = accessToken;
  const userId = state.user?.id;
  if (options.removeData && userId) markWipePending(userId);
  // Remembered before the request: if it never arrives, the next start revokes the cookie first.
  setSignoutPending(true);
  if (await revokeOnServer(token)) setSignoutPending(false);
  endSession('signed-out', options.removeData ? 'data-removed' : undefined);
}

/**
 * Re-read the user (after verification, reactivation, plan change) through a refresh, so the new
 * access token carries the new claims (e.g. a verified e-mail) too.
 */
export async function reloadUser(): Promise<SessionUser | null> {
  await forceRefresh();
  return state.user;
}

/** Authenticated JSON call; retries once with a fresh token after a 401. */
export async function authedJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const token = await getAccessToken();
  try {
    return await apiJson<T>(path, { ...init, token });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) {
      const fresh = await forceRefresh();
      if (fresh) return apiJson<T>(path, { ...init, token: fresh });
    }
    throw error;
  }
}

export const authApi = {
  verifyEmail: (token: string) => apiJson<unknown>('/api/auth/verify-email', { body: { token } }),
  resendVerification: (email: string) => apiJson<unknown>('/api/auth/resend-verification', { body: { email } }),
  requestPasswordRecovery: (email: string) => apiJson<unknown>('/api/auth/password-recovery', { body: { email } }),
  resetPassword: (token: string, password: string) => apiJson<unknown>('/api/auth/reset-password', { body: { token, password } }),
  providers: async (): Promise<{ google: boolean }> => {
    const data = await apiJson<{ google?: unknown } | null>('/api/auth/providers');
    return { google: data?.google === true };
  },
  reactivate: () => authedJson<unknown>('/api/account/reactivate', { method: 'POST' }),
};

function subscribe(listener: () => void): () => void {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

export interface UseSession extends SessionState {
  signIn: typeof signIn;
  signUp: typeof signUp;
  signOut: typeof signOut;
  reloadUser: typeof reloadUser;
}

export function useSession(): UseSession {
  // Prerendered pages (and their hydration) are rendered as if the session were still loading.
  const snapshot = useSyncExternalStore(subscribe, () => state, serverSnapshot);
  return { ...snapshot, signIn, signUp, signOut, reloadUser };
}
