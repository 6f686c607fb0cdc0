import type { PageKey } from '../meta/pageMeta';

/** Content of the simple public pages (placeholders until their own issue). */
export interface InfoPageContent {
  meta: PageKey;
  heading: string;
  paragraphs: string[];
}

export const INFO_PAGES = {
  terms: {
    meta: 'terms',
    heading: 'Terms of Service',
    paragraphs: [
      'By using Dietary Recipe Kitchen you agree to these terms. The service converts and creates recipes with automated tools; always check ingredients against your own allergies and needs.',
      'Nutrition values are estimates and are not medical advice. Paid plans renew until cancelled; you can cancel at any time from Settings.',
    ],
  },
  privacy: {
    meta: 'privacy',
    heading: 'Privacy Policy',
    paragraphs: [
      'We store your account, your recipes, meal plans and settings so that they sync between your devices. Your data is never sold.',
      'Recipe text is sent to the AI provider only after you consent to it in Settings. You can export or delete your data at any time.',
    ],
  },
  cookies: {
    meta: 'cookies',
    heading: 'Cookie Policy',
    paragraphs: [
      'Essential cookies keep you signed in and cannot be switched off. Analytics, preference and marketing cookies are used only with your consent.',
      'You can change your choices at any time in Cookie Settings.',
    ],
  },
  about: {
    meta: 'about',
    heading: 'About us',
    paragraphs: [
      'We are cooks, dietitians and engineers who believe nobody should have to give up their favourite dishes because of a diet, an allergy or a health condition.',
      'Dietary Recipe Kitchen works offline in your kitchen and keeps your recipes in sync on every device.',
    ],
  },
  careers: {
    meta: 'careers',
    heading: 'Careers',
    paragraphs: ['We have no open positions right now. Send us a note at jobs@recipe-kitchen.example if you would like to work with us.'],
  },
  partnerships: {
    meta: 'partnerships',
    heading: 'Partnerships',
    paragraphs: ['Dietitians, food brands and recipe publishers: we would love to hear from you at partners@recipe-kitchen.example.'],
  },
  unsubscribe: {
    meta: 'unsubscribe',
    heading: 'Unsubscribe',
    paragraphs: [
      'You will no longer receive our newsletter. Account e-mails (verification, password resets) are still sent when you ask for them.',
    ],
  },
} satisfies Record<string, InfoPageContent>;

export const BLOG_POSTS = [
  {
    id: 'gluten-free-baking-basics',
    title: 'Gluten-free baking basics',
    summary: 'Which flours to blend, why binders matter, and how to keep bread soft.',
  },
  {
    id: 'dairy-free-swaps',
    title: 'Ten dairy-free swaps that actually work',
    summary: 'From cashew cream to miso butter: swaps that keep the taste.',
  },
  {
    id: 'low-sodium-flavour',
    title: 'Big flavour on a low-sodium diet',
    summary: 'Acid, herbs and umami do the work salt used to do.',
  },
] as const;
