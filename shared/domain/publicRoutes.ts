/**
 * The public site's route table (spec public-site-and-plans §2), shared by the client router, the
 * prerender step and the server: which pages are prerendered, which paths are the single-page app,
 * and which old paths redirect.
 */

/** Company and legal pages prerendered at build time (blog posts are added from content/blog). */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/contact',
  '/careers',
  '/partnerships',
  '/terms-of-service',
  '/privacy-policy',
  '/cookie-policy',
  '/blog',
  '/unsubscribe',
] as const;
export type PrerenderedPath = (typeof PRERENDERED_PATHS)[number];

/** Every alias a mail link or older client may use for the auth-action page. */
export const AUTH_ACTION_ALIASES = [
  '/auth/action',
  '/__/auth/action',
  '/finishSignUp',
  '/emulator/auth/handler',
  '/action',
  '/handler',
] as const;

/** Paths the single-page app renders in the browser (the server answers them with the app shell). */
export const APP_SHELL_PATHS = [
  '/app',
  '/signin',
  '/signup',
  '/verify-email',
  '/verify-email-debug',
  '/password-recovery',
  ...AUTH_ACTION_ALIASES,
] as const;

/** Old paths and where they moved (permanent redirects, on the server and in the client router). */
export const ROUTE_REDIRECTS = {
  '/terms': '/terms-of-service',
  '/privacy': '/privacy-policy',
  '/cookies': '/cookie-policy',
} as const;

export const blogPostPath = (id: string) => `/blog/${id}`;
