import { DIET_FILTER_NAMES } from '../../../shared/domain/dietFilters';
import { PLANS } from '../../../shared/domain/plans';

/** The site's origin in prerendered HTML; the server puts PUBLIC_URL in its place when it loads the pages. */
export const ORIGIN_PLACEHOLDER = '%%PUBLIC_URL%%';

const SITE_NAME = 'Dietary Recipe Kitchen';
const url = (path: string) => `${ORIGIN_PLACEHOLDER}${path}`;

const organization = {
  '@type': 'Organization',
  '@id': url('/#organization'),
  name: SITE_NAME,
  url: url('/'),
  logo: url('/icons/icon-512.png'),
};

interface PostSummary {
  id: string;
  title: string;
  summary: string;
  date: string;
}

/** JSON-LD (schema.org) for the pages spec §2 names: home, about, contact, blog, careers, partnerships. No ratings or reviews: we have none to state. */
export function structuredDataFor(path: string, posts: readonly PostSummary[]): object | null {
  const page = (type: string, name: string) => ({
    '@context': 'https://schema.org',
    '@type': type,
    name,
    url: url(path),
    publisher: organization,
  });
  if (path === '/') {
    return {
      '@context': 'https://schema.org',
      '@graph': [
        organization,
        { '@type': 'WebSite', name: SITE_NAME, url: url('/'), publisher: { '@id': organization['@id'] } },
        {
          '@type': 'WebApplication',
          name: SITE_NAME,
          url: url('/'),
          applicationCategory: 'LifestyleApplication',
          operatingSystem: 'Any (web browser)',
          description: `Converts recipes for ${DIET_FILTER_NAMES.length} diet filters, creates recipes from a dish name, keeps a recipe book and plans meals.`,
          offers: (['free', 'chef', 'master-chef'] as const).map((id) => ({
            '@type': 'Offer',
            name: PLANS[id].name,
            price: PLANS[id].basePrice.toFixed(2),
            priceCurrency: 'USD',
          })),
        },
      ],
    };
  }
  if (path === '/about') return page('AboutPage', `About ${SITE_NAME}`);
  if (path === '/contact') return page('ContactPage', `Contact ${SITE_NAME}`);
  if (path === '/careers') return page('WebPage', `Careers at ${SITE_NAME}`);
  if (path === '/partnerships') return page('WebPage', `Partnerships with ${SITE_NAME}`);
  if (path === '/blog') {
    return {
      '@context': 'https://schema.org',
      '@type': 'Blog',
      name: `${SITE_NAME} blog`,
      url: url('/blog'),
      publisher: organization,
      blogPost: posts.map((post) => ({
        '@type': 'BlogPosting',
        headline: post.title,
        description: post.summary,
        datePublished: post.date,
        url: url(`/blog/${post.id}`),
      })),
    };
  }
  const post = posts.find((p) => path === `/blog/${p.id}`);
  if (post) {
    return {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description: post.summary,
      datePublished: post.date,
      url: url(path),
      mainEntityOfPage: url(path),
      author: organization,
      publisher: organization,
    };
  }
  return null;
}
