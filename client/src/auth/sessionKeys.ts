/**
 * Names the session shares with the page's first script (client/build/earlyRefreshPlugin.ts), which
 * starts a fresh device's refresh before the app's code is here: one place for both.
 */

/** Only the user (never a token) is remembered, so /app opens offline for the last signed-in user. */
export const USER_HINT_KEY = 'session.user';
/** Set by a sign-out that could not reach the server: the refresh cookie must be revoked before anything else. */
export const SIGNOUT_PENDING_KEY = 'session.signoutPending';
/** Name of the cross-tab lock: tabs sharing one refresh cookie must never send it at the same time. */
export const REFRESH_LOCK = 'auth-refresh';
/** Poor kitchen Wi-Fi: a request that hangs fails after this long instead of blocking the screen. */
export const REQUEST_TIMEOUT_MS = 8000;
/** Where the page's first script leaves the refresh it started (see earlyRefresh.ts). */
export const EARLY_REFRESH_GLOBAL = '__kitchenEarlyRefresh';
/** Where the page's first script leaves the first pulls' worker it started with that refresh (see data/earlyFirstPulls.ts). */
export const EARLY_FILL_WORKER_GLOBAL = '__kitchenEarlyFillWorker';
/**
 * Set by the page's first script when its first pulls' worker sends the session's refresh (a fresh device's big book): the
 * signed-in preloads are then asked for at low priority, behind the worker's script, the refresh and the first pulls.
 */
export const FILL_FIRST_GLOBAL = '__kitchenFillFirst';
