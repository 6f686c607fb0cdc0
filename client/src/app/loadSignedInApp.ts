/**
 * The signed-in app's code (the local store with it): one import shared by the page that shows it and
 * by those that start it early (a remembered user's start, a sign-in under way), so it loads once.
 */
export const loadSignedInApp = () => import('./SignedInApp');

/** Starts the download without waiting for it; a failure shows when the page itself loads the app. */
export function preloadSignedInApp(): void {
  loadSignedInApp().catch(() => undefined);
}
