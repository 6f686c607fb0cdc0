/**
 * The source module of each prerendered page (by its #root marker), for the build to link the page's
 * styles and preload its chunk in the HTML (client/build/prerenderPlugin.ts). Must match publicPages.tsx.
 */
export function pageModuleFor(marker: string): string {
  if (marker === '/') return 'client/src/routes/LandingPage.tsx';
  if (['/about', '/careers', '/partnerships', '/terms-of-service', '/privacy-policy', '/cookie-policy'].includes(marker)) {
    return 'client/src/routes/InfoPages.tsx';
  }
  if (marker === '/blog' || marker.startsWith('/blog/')) return 'client/src/routes/BlogPages.tsx';
  if (marker === '/contact') return 'client/src/features/contact/ContactPage.tsx';
  if (marker === '/unsubscribe') return 'client/src/routes/UnsubscribePage.tsx';
  return 'client/src/routes/NotFoundPage.tsx';
}
