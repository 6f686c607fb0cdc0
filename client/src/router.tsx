import { createRootRoute, createRoute, createRouter, redirect } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { RootLayout } from './app/RootLayout';
import { AppPage } from './routes/AppPage';
import { AuthActionPage, validateAuthActionSearch } from './routes/AuthActionPage';
import { validateAppSearch } from './routes/appSearch';
import { BlogListPage, BlogPostPage } from './routes/BlogPages';
import { InfoPage } from './routes/InfoPage';
import { INFO_PAGES } from './routes/infoPages';
import { LandingPage } from './routes/LandingPage';
import { NotFoundPage } from './routes/NotFoundPage';
import { PasswordRecoveryPage } from './routes/PasswordRecoveryPage';
import { SignInPage } from './routes/SignInPage';
import { VerifyEmailDebugPage, VerifyEmailPage } from './routes/VerifyEmailPage';

/** The route table of spec public-site-and-plans §2, code-based. */
const rootRoute = createRootRoute({ component: RootLayout, notFoundComponent: NotFoundPage });

const page = <P extends string>(path: P, component: () => React.JSX.Element) =>
  createRoute({ getParentRoute: () => rootRoute, path, component });
const moved = <P extends string>(path: P, to: '/terms-of-service' | '/privacy-policy' | '/cookie-policy') =>
  createRoute({
    getParentRoute: () => rootRoute,
    path,
    beforeLoad: () => {
      throw redirect({ to, replace: true });
    },
  });

/** Every alias a mail link or older client may use for the auth-action page. */
const AUTH_ACTION_ALIASES = ['/auth/action', '/__/auth/action', '/finishSignUp', '/emulator/auth/handler', '/action', '/handler'] as const;

const authActionRoutes = AUTH_ACTION_ALIASES.map((path) =>
  createRoute({ getParentRoute: () => rootRoute, path, component: AuthActionPage, validateSearch: validateAuthActionSearch }),
);

const appRoute = createRoute({ getParentRoute: () => rootRoute, path: '/app', component: AppPage, validateSearch: validateAppSearch });
// The contact form (and the zod schema that checks it) loads with /contact only, not with every public page.
const ContactPage = lazy(() => import('./features/contact/ContactPage').then((m) => ({ default: m.ContactPage })));
const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  validateSearch: (search: Record<string, unknown>): { subject?: string } =>
    typeof search.subject === 'string' ? { subject: search.subject } : {},
  component: function Contact() {
    return (
      <Suspense fallback={null}>
        <ContactPage subject={contactRoute.useSearch().subject ?? ''} />
      </Suspense>
    );
  },
});
const blogPostRoute = createRoute({ getParentRoute: () => rootRoute, path: '/blog/$blogId', component: BlogPostPage });

const routeTree = rootRoute.addChildren([
  page('/', LandingPage),
  appRoute,
  page('/signin', () => <SignInPage mode="signin" />),
  page('/signup', () => <SignInPage mode="signup" />),
  page('/verify-email', VerifyEmailPage),
  page('/verify-email-debug', VerifyEmailDebugPage),
  page('/password-recovery', PasswordRecoveryPage),
  ...authActionRoutes,
  page('/terms-of-service', () => <InfoPage content={INFO_PAGES.terms} />),
  moved('/terms', '/terms-of-service'),
  page('/privacy-policy', () => <InfoPage content={INFO_PAGES.privacy} />),
  moved('/privacy', '/privacy-policy'),
  page('/cookie-policy', () => <InfoPage content={INFO_PAGES.cookies} />),
  moved('/cookies', '/cookie-policy'),
  page('/about', () => <InfoPage content={INFO_PAGES.about} />),
  contactRoute,
  page('/careers', () => <InfoPage content={INFO_PAGES.careers} />),
  page('/partnerships', () => <InfoPage content={INFO_PAGES.partnerships} />),
  page('/blog', BlogListPage),
  blogPostRoute,
  page('/unsubscribe', () => <InfoPage content={INFO_PAGES.unsubscribe} />),
]);

export const router = createRouter({ routeTree, scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
