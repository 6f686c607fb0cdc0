import { describe, expect, it } from 'vitest';
import { isSuppressed, rememberDismissal, SUPPRESS_MS } from '../../client/src/app/blockedRequests';
import { planBadgeText } from '../../client/src/app/planBadge';
import { syncStatusText } from '../../client/src/app/syncStatusText';
import { initialView, readStoredView, viewToOpen, writeStoredView } from '../../client/src/app/viewStorage';
import { checkEmail, checkNewPassword } from '../../client/src/auth/credentialsCheck';
import { initials, needsVerification, parseSessionUser, parseTokenResponse } from '../../client/src/auth/sessionUser';
import { PAGE_META } from '../../client/src/meta/pageMeta';
import { validateAppSearch } from '../../client/src/routes/appSearch';
import { isConnectionError } from '../../client/src/ui/connectionErrors';
import { ACCOUNT_MESSAGES } from '../../shared/domain/accountRules';
import { LIMITS } from '../../shared/domain/limits';
import { recipeCountText } from '../../shared/domain/recipeBookTexts';
import { timeAgo, unreadBadgeText } from '../../shared/domain/shellTexts';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

describe('notifications', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');
  it('says Just now, Nm, Nh, Nd', () => {
    expect(timeAgo('2026-11-21T11:59:30.000Z', now)).toBe('Just now');
    expect(timeAgo('2026-11-21T11:55:00.000Z', now)).toBe('5m');
    expect(timeAgo('2026-11-21T09:00:00.000Z', now)).toBe('3h');
    expect(timeAgo('2026-11-18T12:00:00.000Z', now)).toBe('3d');
    expect(timeAgo('not a date', now)).toBe('Just now');
  });
  it('caps the unread badge at 9+', () => {
    expect(unreadBadgeText(0, LIMITS.notificationBadgeCap)).toBeNull();
    expect(unreadBadgeText(9, LIMITS.notificationBadgeCap)).toBe('9');
    expect(unreadBadgeText(10, LIMITS.notificationBadgeCap)).toBe('9+');
  });
});

describe('sync status text (contract item 3)', () => {
  const base = { online: true, pendingChanges: 0, lastSyncedAt: '2026-11-21T12:00:00.000Z', error: null };
  it('reads Synced, N changes waiting, Offline', () => {
    expect(syncStatusText(base).label).toBe('Synced');
    expect(syncStatusText({ ...base, pendingChanges: 3 }).label).toBe('3 changes waiting');
    expect(syncStatusText({ ...base, pendingChanges: 1 }).label).toBe('1 change waiting');
    expect(syncStatusText({ ...base, online: false }).label).toBe('Offline');
    expect(syncStatusText({ ...base, online: false, pendingChanges: 2 }).label).toBe('Offline · 2 changes waiting');
  });
  it('explains a sync error', () => {
    const text = syncStatusText({ ...base, error: { code: 'session_revoked', message: 'Signed out on the server — sign in again' } });
    expect(text.tone).toBe('error');
    expect(text.detail).toBe('Signed out on the server — sign in again');
  });
});

describe('view kept in session storage', () => {
  it('restores the stored view and section', () => {
    const storage = memoryStorage();
    expect(readStoredView(storage)).toEqual({ view: 'convert', section: null });
    writeStoredView(storage, { view: 'settings', section: 'ai-data' });
    expect(readStoredView(storage)).toEqual({ view: 'settings', section: 'ai-data' });
    writeStoredView(storage, { view: 'recipes', section: null });
    expect(readStoredView(storage)).toEqual({ view: 'recipes', section: null });
  });
  it('ignores garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('app.view', 'admin-panel');
    storage.setItem('app.settingsSection', 'nope');
    expect(readStoredView(storage)).toEqual({ view: 'convert', section: null });
  });
  it('?section= opens Settings at that section', () => {
    expect(initialView({ view: 'recipes', section: null }, 'backup')).toEqual({ view: 'settings', section: 'backup' });
    expect(initialView({ view: 'recipes', section: null }, 'unknown')).toEqual({ view: 'settings', section: null });
    // The upgrade action links to ?section=subscription; older links used privacy and health.
    expect(initialView({ view: 'recipes', section: null }, 'subscription')).toEqual({ view: 'settings', section: 'subscription' });
    expect(initialView({ view: 'recipes', section: null }, 'privacy')).toEqual({ view: 'settings', section: 'ai-data' });
    expect(initialView({ view: 'recipes', section: null }, 'health')).toEqual({ view: 'settings', section: 'health-goals' });
    expect(initialView({ view: 'recipes', section: null }, undefined)).toEqual({ view: 'recipes', section: null });
  });
  it('knows the view /app opens at start, whose code loads while the store opens', () => {
    const storage = memoryStorage();
    expect(viewToOpen(storage, '')).toBe('convert');
    writeStoredView(storage, { view: 'recipes', section: null });
    expect(viewToOpen(storage, '')).toBe('recipes');
    expect(viewToOpen(storage, '?section=backup')).toBe('settings');
    expect(viewToOpen(storage, '?success=1')).toBe('recipes');
  });
});

describe('blocked-request banner', () => {
  it('stays suppressed for 10 minutes after Dismiss', () => {
    const storage = memoryStorage();
    expect(SUPPRESS_MS).toBe(LIMITS.blockedBannerSuppressMinutes * 60_000);
    expect(isSuppressed(storage, 1_000_000)).toBe(false);
    rememberDismissal(storage, 1_000_000);
    expect(isSuppressed(storage, 1_000_000 + SUPPRESS_MS - 1)).toBe(true);
    expect(isSuppressed(storage, 1_000_000 + SUPPRESS_MS)).toBe(false);
  });
  it('tells blocked requests from bugs', () => {
    expect(isConnectionError(new TypeError('Failed to fetch'))).toBe(true);
    expect(isConnectionError(new Error('net::ERR_BLOCKED_BY_CLIENT'))).toBe(true);
    expect(isConnectionError(new Error('Cannot read properties of undefined'))).toBe(false);
    // A bug whose message merely mentions fetch is no connection problem.
    expect(isConnectionError(new TypeError('prefetchRecipes is not a function'))).toBe(false);
  });
});

describe('session user', () => {
  const parsed = parseSessionUser({
    id: 'u1',
    email: 'ada.lovelace@example.test',
    emailVerified: false,
    provider: 'password',
    displayName: '',
    accountStatus: 'active',
    plan: 'chef',
    isAdmin: false,
  });
  if (!parsed) throw new Error('fixture user did not parse');
  const user = parsed;
  it('parses server users defensively', () => {
    expect(parseSessionUser({ id: '', email: 'a@b.c' })).toBeNull();
    expect(parseSessionUser({ id: 'u', email: 'a@b.c', plan: 'platinum', provider: 'github' })).toMatchObject({
      plan: 'free',
      provider: 'password',
      isAdmin: false,
    });
    expect(parseTokenResponse({ accessToken: 'x', user: { id: 'u', email: 'a@b.c' } })?.accessToken).toBe('x');
    expect(parseTokenResponse({ user: { id: 'u', email: 'a@b.c' } })).toBeNull();
  });
  it('checks credentials with the server messages', () => {
    expect(checkEmail(' cook@example.test ')).toEqual({ email: 'cook@example.test' });
    expect(checkEmail('cook@')).toEqual({ error: ACCOUNT_MESSAGES.emailInvalid });
    expect(checkNewPassword('short')).toBe(ACCOUNT_MESSAGES.passwordTooShort);
    expect(checkNewPassword('long enough')).toBeNull();
  });
  it('blocks every unverified user, Google accounts with an unproven address too', () => {
    expect(needsVerification(user)).toBe(true);
    expect(needsVerification({ ...user, provider: 'google' })).toBe(true);
    expect(needsVerification({ ...user, provider: 'google', emailVerified: true })).toBe(false);
    expect(needsVerification({ ...user, emailVerified: true })).toBe(false);
  });
  it('makes avatar initials from the name or the e-mail', () => {
    expect(initials(user)).toBe('AL');
    expect(initials({ displayName: 'Grace Hopper', email: 'x@y.z' })).toBe('GH');
    expect(initials({ displayName: '', email: 'chef@y.z' })).toBe('CH');
  });
  it('shows Admin • plan for admins', () => {
    expect(planBadgeText('chef', false)).toBe('Chef');
    expect(planBadgeText('master-chef', true)).toBe('Admin • Master Chef');
  });
});

describe('routes and metadata', () => {
  it('marks only verify-email and password-recovery noindex', () => {
    const noindex = Object.entries(PAGE_META)
      .filter(([, meta]) => 'noindex' in meta && meta.noindex)
      .map(([key]) => key);
    expect(noindex.sort()).toEqual(['passwordRecovery', 'verifyEmail']);
  });
  it('reads /app search parameters', () => {
    expect(validateAppSearch({ section: 'privacy', success: 'true' })).toEqual({ section: 'privacy', success: 'true' });
    expect(validateAppSearch({ success: 'yes', canceled: true })).toEqual({ canceled: 'true' });
  });
  it('counts recipes against the limit, ∞ when unlimited', () => {
    expect(recipeCountText(3, 5, LIMITS.unlimitedRecipes)).toBe('3 / 5');
    expect(recipeCountText(3, LIMITS.unlimitedRecipes, LIMITS.unlimitedRecipes)).toBe('3 / ∞');
  });
});
