/** Per-page metadata (spec §2 "Page metadata"), all in one place. */
export interface PageMeta {
  title: string;
  description: string;
  keywords?: string;
  ogType: 'website' | 'article';
  noindex?: boolean;
}

const SITE = 'Dietary Recipe Kitchen';
const KEYWORDS = 'recipe converter, dietary recipes, vegan, gluten-free, keto, meal planning';

export const PAGE_META = {
  home: {
    title: `${SITE} — convert any recipe to fit your diet`,
    description:
      'Convert recipes for allergies, health conditions and diets, create recipes from a dish name, keep a recipe book and plan meals.',
    keywords: KEYWORDS,
    ogType: 'website',
  },
  app: { title: `App — ${SITE}`, description: 'Convert recipes, keep your recipe book and plan your meals.', ogType: 'website' },
  signin: { title: `Sign in — ${SITE}`, description: 'Sign in to convert recipes and keep your recipe book.', ogType: 'website' },
  signup: {
    title: `Create your account — ${SITE}`,
    description: 'Create a free account to convert recipes for your diet.',
    ogType: 'website',
  },
  verifyEmail: {
    title: `Verify your e-mail — ${SITE}`,
    description: 'Verify your e-mail address to start using the app.',
    ogType: 'website',
    noindex: true,
  },
  verifyEmailDebug: {
    title: `Verification (debug) — ${SITE}`,
    description: 'Debug view of the e-mail verification state.',
    ogType: 'website',
  },
  passwordRecovery: {
    title: `Reset your password — ${SITE}`,
    description: 'Get a link to choose a new password.',
    ogType: 'website',
    noindex: true,
  },
  authAction: { title: `Account action — ${SITE}`, description: 'Verify your e-mail address or choose a new password.', ogType: 'website' },
  terms: { title: `Terms of Service — ${SITE}`, description: 'The terms for using the service.', ogType: 'website' },
  privacy: { title: `Privacy Policy — ${SITE}`, description: 'How we handle your personal data.', ogType: 'website' },
  cookies: { title: `Cookie Policy — ${SITE}`, description: 'Which cookies we use and why.', ogType: 'website' },
  about: { title: `About us — ${SITE}`, description: 'Why we build a recipe converter for people with dietary needs.', ogType: 'website' },
  contact: { title: `Contact and FAQ — ${SITE}`, description: 'Questions, answers and how to reach us.', ogType: 'website' },
  careers: { title: `Careers — ${SITE}`, description: 'Work with us on food that fits everyone.', ogType: 'website' },
  partnerships: {
    title: `Partnerships — ${SITE}`,
    description: 'Partner with us: dietitians, food brands and publishers.',
    ogType: 'website',
  },
  blog: { title: `Blog — ${SITE}`, description: 'Recipes, substitutions and cooking for dietary needs.', ogType: 'website' },
  blogPost: { title: `Blog — ${SITE}`, description: 'An article from our blog.', ogType: 'article' },
  unsubscribe: { title: `Unsubscribe — ${SITE}`, description: 'Stop receiving our e-mails.', ogType: 'website' },
  notFound: { title: `Page not found — ${SITE}`, description: 'The page you were looking for does not exist.', ogType: 'website' },
} satisfies Record<string, PageMeta>;

export type PageKey = keyof typeof PAGE_META;
