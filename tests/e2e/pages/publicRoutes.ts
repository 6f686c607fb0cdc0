import { PAGE_META } from '../../../client/src/meta/pageMeta';

/** Every route of public-site-and-plans §2 with the heading it shows and the metadata it sets. */
export const PUBLIC_ROUTES: { path: string; heading: string | RegExp; title: string }[] = [
  { path: '/', heading: 'Any recipe, made to fit your diet.', title: PAGE_META.home.title },
  { path: '/app', heading: 'Sign in', title: PAGE_META.app.title },
  { path: '/signin', heading: 'Sign in', title: PAGE_META.signin.title },
  { path: '/signup', heading: 'Create your account', title: PAGE_META.signup.title },
  { path: '/verify-email', heading: 'Verify your e-mail', title: PAGE_META.verifyEmail.title },
  { path: '/verify-email-debug', heading: 'Verification (debug)', title: PAGE_META.verifyEmailDebug.title },
  { path: '/password-recovery', heading: 'Reset your password', title: PAGE_META.passwordRecovery.title },
  { path: '/terms-of-service', heading: 'Terms of Service', title: PAGE_META.terms.title },
  { path: '/privacy-policy', heading: 'Privacy Policy', title: PAGE_META.privacy.title },
  { path: '/cookie-policy', heading: 'Cookie Policy', title: PAGE_META.cookies.title },
  { path: '/about', heading: 'About us', title: PAGE_META.about.title },
  { path: '/contact', heading: 'Contact and FAQ', title: PAGE_META.contact.title },
  { path: '/careers', heading: 'Careers', title: PAGE_META.careers.title },
  { path: '/partnerships', heading: 'Partnerships', title: PAGE_META.partnerships.title },
  { path: '/blog', heading: 'Blog', title: PAGE_META.blog.title },
  {
    path: '/blog/dairy-free-swaps',
    heading: 'Ten dairy-free swaps that actually work',
    title: 'Ten dairy-free swaps that actually work — Blog',
  },
  { path: '/unsubscribe', heading: 'Unsubscribe', title: PAGE_META.unsubscribe.title },
  { path: '/no/such/page', heading: 'Page not found', title: PAGE_META.notFound.title },
  { path: '/blog/no-such-post', heading: 'Page not found', title: PAGE_META.notFound.title },
];
