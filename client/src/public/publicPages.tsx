import type { JSX } from 'react';

/** The #root marker of the not-found page (prerendered once, served for every unknown path). */
export const NOT_FOUND_MARKER = '*';

type Page = () => JSX.Element;

const infoPage = async (name: 'AboutPage' | 'CareersPage' | 'PartnershipsPage' | 'TermsPage' | 'PrivacyPage' | 'CookiePolicyPage') =>
  (await import('../routes/InfoPages'))[name];

/**
 * The page component for a prerendered page's marker (its path, or NOT_FOUND_MARKER). Each page loads
 * its own chunk: the landing page never downloads the legal texts, and no page loads the router or the store.
 */
export async function loadPublicPage(marker: string, search = ''): Promise<Page> {
  switch (marker) {
    case '/':
      return (await import('../routes/LandingPage')).LandingPage;
    case '/about':
      return infoPage('AboutPage');
    case '/careers':
      return infoPage('CareersPage');
    case '/partnerships':
      return infoPage('PartnershipsPage');
    case '/terms-of-service':
      return infoPage('TermsPage');
    case '/privacy-policy':
      return infoPage('PrivacyPage');
    case '/cookie-policy':
      return infoPage('CookiePolicyPage');
    case '/blog':
      return (await import('../routes/BlogPages')).BlogListPage;
    case '/unsubscribe':
      return (await import('../routes/UnsubscribePage')).UnsubscribePage;
    case '/contact': {
      const { ContactPage } = await import('../features/contact/ContactPage');
      const subject = new URLSearchParams(search).get('subject') ?? '';
      return () => <ContactPage subject={subject} />;
    }
    default: {
      if (marker.startsWith('/blog/')) {
        const { BlogPostPage } = await import('../routes/BlogPages');
        const blogId = marker.slice('/blog/'.length);
        return () => <BlogPostPage blogId={blogId} />;
      }
      return (await import('../routes/NotFoundPage')).NotFoundPage;
    }
  }
}
