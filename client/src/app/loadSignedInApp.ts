import { currentUser } from '../auth/session';
import { preloadable } from './preloadable';

/**
 * The signed-in app's code (the local store with it): one import shared by the page that shows it and
 * by those that start it early (a remembered user's start, a sign-in under way), so it loads once.
 */
export const loadSignedInApp = () => import('./SignedInApp');

/** The signed-in app, rendered at once when its code is already here. */
export const SignedInApp = preloadable(() => loadSignedInApp().then((m) => m.default));

/** Starts the download without waiting for it; a failure shows when the page itself loads the app. */
export function preloadSignedInApp(): void {
  SignedInApp.preload().catch(() => undefined);
}

/**
 * Everything a signed-in start needs, begun as soon as the user is known rather than when React shows
 * the app: a fresh device's first recipe pulls, and the app's code, after which the store of this
 * user starts opening if they are still the one signed in (see startStoreEarly).
 */
export function startSignedInApp(userId: string): void {
  import('../data/earlyFirstPulls').then((early) => early.startFirstPulls(userId)).catch(() => undefined);
  preloadSignedInApp();
  loadSignedInApp()
    .then((app) => {
      if (currentUser()?.id === userId) app.startStoreEarly(userId);
    })
    .catch(() => undefined);
}
