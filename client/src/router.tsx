import { type AsyncRouteComponent, createRootRoute, createRoute, createRouter, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { AUTH_ACTION_ALIASES, type ROUTE_REDIRECTS } from '../../shared/domain/publicRoutes';
import { RootLayout } from './app/RootLayout';
import { AppPage } from './routes/AppPage';
import { validateAppSearch } from './routes/appSearch';
import { validateAuthActionSearch } from './routes/authActionSearch';
import { NotFoundPage } from './routes/NotFoundPage';

/** The route table of spec public-site-and-plans §2, code-based. */
const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

// Company, legal and blog pages load their own chunk: the landing page never downloads their texts.
const infoPage = (name: 'AboutPage' | 'CareersPage' | 'PartnershipsPage' | 'TermsPage' | 'PrivacyPage' | 'CookiePolicyPage') =>
  lazyRouteComponent(() => import('./routes/InfoPages'), name);

// The account pages (sign-in, e-mail links, password recovery) load their own chunk too: the signed-in app never needs them.
const AuthActionPage = lazyRouteComponent(() => import('./routes/AuthActionPage'), 'AuthActionPage');
const authPage = (mode: 'signin' | 'signup') =>
  lazyRouteComponent(() => import('./routes/SignInPage').then((m) => ({ default: () => <m.SignInPage mode={mode} /> })));

const page = <P extends string>(path: P, component: (() => React.JSX.Element | null) | AsyncRouteComponent<unknown>) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });
const moved = <P extends keyof typeof ROUTE_REDIRECTS>(path: P, to: (typeof ROUTE_REDIRECTS)[P]) =>
  createRoute({
    getParentRoute: () => rootRoute,

    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });

const authActionRoutes = AUTH_ACTION_ALIASES.map((path) =>
  createRoute({
    getParentRoute: () => rootRoute,

    path,
    component: AuthActionPage,
    validateSearch: validateAuthActionSearch,
  }),
);

const appRoute = createRoute({
  getParentRoute: () => rootRoute,

  path: '/app',
  component: AppPage,
  validateSearch: validateAppSearch,
});
// The contact form (and the zod schema that checks it) loads with /contact only, not with every public page.
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,

  path: '/contact',
  validateSearch: (search: Record<string, unknown>): { subject?: string } =>
    typeof search.subject === 'string' ? { subject: search.subject } : {},
  component: lazyRouteComponent(() => import('./features/contact/ContactRoute'), 'ContactRoute'),
});
const blogPostRoute = createRoute({
  getParentRoute: () => rootRoute,

  path: '/blog/$blogId',
  component: lazyRouteComponent(() => import('./routes/BlogPostRoute'), 'BlogPostRoute'),
});

const routeTree = rootRoute.addChildren([
  // Lazy: /app never loads the landing page (the prerendered / is served with its own entry).
  page(
    '/',
    lazyRouteComponent(() => import('./routes/LandingPage'), 'LandingPage'),
  ),
  appRoute,
  page('/signin', authPage('signin')),
  page('/signup', authPage('signup')),
  page(
    '/verify-email',
    lazyRouteComponent(() => import('./routes/VerifyEmailPage'), 'VerifyEmailPage'),
  ),
  page(
    '/verify-email-debug',
    lazyRouteComponent(() => import('./routes/VerifyEmailPage'), 'VerifyEmailDebugPage'),
  ),
  page(
    '/password-recovery',
    lazyRouteComponent(() => import('./routes/PasswordRecoveryPage'), 'PasswordRecoveryPage'),
  ),
  ...authActionRoutes,
  page('/terms-of-service', infoPage('TermsPage')),
  moved('/terms', '/terms-of-service'),
  page('/privacy-policy', infoPage('PrivacyPage')),
  moved('/privacy', '/privacy-policy'),
  page('/cookie-policy', infoPage('CookiePolicyPage')),
  moved('/cookies', '/cookie-policy'),
  page('/about', infoPage('AboutPage')),
  contactRoute,
  page('/careers', infoPage('CareersPage')),
  page('/partnerships', infoPage('PartnershipsPage')),
  page(
    '/blog',
    lazyRouteComponent(() => import('./routes/BlogPages'), 'BlogListPage'),
  ),
  blogPostRoute,
  page(
    '/unsubscribe',
    lazyRouteComponent(() => import('./routes/UnsubscribePage'), 'UnsubscribePage'),
  ),
]);

export const router = createRouter({ routeTree, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
